import { PERMISSIONS, type Permission as CorePermission } from '@huiliu/core';
import type { Permission } from '../../../gql/graphql';
import { corePermission, graphqlPermission } from '../../../session/permissionNames';

export { corePermission, graphqlPermission };

export interface PermissionGroup {
  /** The part before the dot (`pipelines`), or the whole key of a permission that stands alone (`developer`). */
  area: string;
  permissions: Permission[];
}

/** core PERMISSIONS by area, in core's order: the role form's checkbox groups and a role's permissions in words. */
export const PERMISSION_GROUPS: readonly PermissionGroup[] = PERMISSIONS.reduce<PermissionGroup[]>((groups, permission) => {
  const area = permission.split('.')[0]!;
  const group = groups.find((g) => g.area === area);
  if (group) group.permissions.push(graphqlPermission(permission));
  else groups.push({ area, permissions: [graphqlPermission(permission)] });
  return groups;
}, []);

/** The groups of `granted`, in the same order, leaving out areas it has nothing of. */
export function groupsOf(granted: readonly Permission[]): PermissionGroup[] {
  const set = new Set(granted);
  return PERMISSION_GROUPS.map((g) => ({ area: g.area, permissions: g.permissions.filter((p) => set.has(p)) })).filter(
    (g) => g.permissions.length > 0,
  );
}

/** What the screens know of the signed-in person: their role key and whether their role grants a permission. */
export interface Granter {
  role: string | null;
  can(permission: CorePermission): boolean;
}

/**
 * Whether `granter` may give a role, as the platform decides it (issue 13): only an owner gives the owner role, and
 * nobody gives more than they may do. The screens offer only these; the platform refuses the rest anyway.
 */
export function mayGrant(granter: Granter, role: { roleId: string; permissions: readonly Permission[] }): boolean {
  if (role.roleId === 'owner' && granter.role !== 'owner') return false;
  return role.permissions.every((p) => granter.can(corePermission(p)));
}
