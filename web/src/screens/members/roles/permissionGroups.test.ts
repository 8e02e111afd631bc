import { BUILTIN_ROLE_PERMISSIONS, PERMISSIONS } from '@huiliu/core';
import { describe, expect, it } from 'vitest';
import { corePermission, graphqlPermission, groupsOf, mayGrant, PERMISSION_GROUPS } from './permissionGroups';

const holding = (role: string | null, granted: readonly string[]) => ({ role, can: (p: string) => granted.includes(p) });

describe('permissions in groups (the role form and the role cards)', () => {
  it('spells every core permission as GraphQL does and back', () => {
    for (const p of PERMISSIONS) expect(corePermission(graphqlPermission(p))).toBe(p);
    expect(graphqlPermission('pipelines.view')).toBe('PIPELINES_VIEW');
  });

  it('groups every permission once, by area, in core’s order', () => {
    expect(PERMISSION_GROUPS.map((g) => g.area)).toEqual([
      'pipelines',
      'logs',
      'accounts',
      'variables',
      'data',
      'billing',
      'members',
      'company',
      'tokens',
      'developer',
    ]);
    expect(PERMISSION_GROUPS.flatMap((g) => g.permissions)).toEqual(PERMISSIONS.map(graphqlPermission));
  });

  it('leaves out the areas a role has nothing of', () => {
    expect(groupsOf(['LOGS_VIEW', 'PIPELINES_EDIT', 'PIPELINES_VIEW'])).toEqual([
      { area: 'pipelines', permissions: ['PIPELINES_VIEW', 'PIPELINES_EDIT'] },
      { area: 'logs', permissions: ['LOGS_VIEW'] },
    ]);
  });

  it('offers a role only to someone holding all it grants, and the owner role only to an owner', () => {
    const owner = holding('owner', BUILTIN_ROLE_PERMISSIONS.owner);
    const admin = holding('admin', BUILTIN_ROLE_PERMISSIONS.admin);
    const buyer = { roleId: '42', permissions: ['BILLING_MANAGE' as const] };
    expect(mayGrant(owner, { roleId: 'owner', permissions: BUILTIN_ROLE_PERMISSIONS.owner.map(graphqlPermission) })).toBe(true);
    expect(mayGrant(admin, { roleId: 'owner', permissions: [] })).toBe(false);
    expect(mayGrant(admin, buyer)).toBe(false);
    expect(mayGrant(owner, buyer)).toBe(true);
    expect(mayGrant(admin, { roleId: 'viewer', permissions: BUILTIN_ROLE_PERMISSIONS.viewer.map(graphqlPermission) })).toBe(true);
  });
});
