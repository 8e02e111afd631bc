import { AppError, BUILTIN_ROLE_PERMISSIONS, withinGrant, type Permission } from '@huiliu/core';

/** Who gives a role: the session's role key and what it grants. */
export interface Granter {
  role: string;
  permissions: ReadonlySet<Permission>;
}

/** A role as a grant: its key and what it lets its holder do. */
export interface Grant {
  role: string;
  permissions: ReadonlySet<Permission>;
}

/** An owner, holding every owner permission (a narrower credential of an owner is no owner: issue 13 API tokens). */
export function isOwner(granter: Granter): boolean {
  return granter.role === 'owner' && withinGrant(granter.permissions, BUILTIN_ROLE_PERMISSIONS.owner);
}

/**
 * Throws unless `granter` may give `next` to a person who holds `current` now (null: someone joining). Issue 13
 * rules: only an owner makes or unmakes an owner; a grant never exceeds the granter's own permissions (core
 * withinGrant), and nobody takes a role away from someone who may do more than they may.
 */
export function assertMayAssign(granter: Granter, next: Grant, current: Grant | null): void {
  if ((next.role === 'owner' || current?.role === 'owner') && !isOwner(granter)) throw new AppError('OWNER_ONLY');
  if (!withinGrant(granter.permissions, next.permissions)) throw new AppError('GRANT_EXCEEDS_OWN');
  if (current && !withinGrant(granter.permissions, current.permissions)) throw new AppError('GRANT_EXCEEDS_OWN');
}

/** Throws unless `granter` may change what a role of `permissions` lets its holders do (create, edit, re-open). */
export function assertMayGrant(granter: Granter, permissions: Iterable<Permission>): void {
  if (!withinGrant(granter.permissions, permissions)) throw new AppError('GRANT_EXCEEDS_OWN');
}
