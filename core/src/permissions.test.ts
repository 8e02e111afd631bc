import { describe, expect, it } from 'vitest';
import { BUILTIN_ROLE_PERMISSIONS, BUILTIN_ROLES, PERMISSIONS, mayAccess, withinGrant, type Permission } from './permissions';

describe('built-in roles', () => {
  it('grant only known permissions, each role within the one above it', () => {
    for (const role of BUILTIN_ROLES) for (const p of BUILTIN_ROLE_PERMISSIONS[role]) expect(PERMISSIONS).toContain(p);
    const set = (r: (typeof BUILTIN_ROLES)[number]) => new Set(BUILTIN_ROLE_PERMISSIONS[r]);
    expect(withinGrant(set('owner'), set('admin'))).toBe(true);
    expect(withinGrant(set('admin'), set('editor'))).toBe(true);
    expect(withinGrant(set('editor'), set('viewer'))).toBe(true);
    expect(withinGrant(set('admin'), set('owner'))).toBe(false);
  });

  it('leave buying to the owner and every change out of the viewer', () => {
    expect(BUILTIN_ROLE_PERMISSIONS.owner).toContain('billing.manage');
    expect(BUILTIN_ROLE_PERMISSIONS.admin).not.toContain('billing.manage');
    expect(BUILTIN_ROLE_PERMISSIONS.viewer.every((p) => p.endsWith('.view'))).toBe(true);
  });
});

describe('mayAccess', () => {
  const granted = new Set<Permission>(['pipelines.view']);
  it.each([
    ['public', true],
    ['signedIn', true],
    ['pipelines.view', true],
    ['pipelines.edit', false],
  ] as const)('%s → %s', (access, expected) => {
    expect(mayAccess(granted, access)).toBe(expected);
  });
});
