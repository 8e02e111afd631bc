import { BUILTIN_ROLE_PERMISSIONS, ERRORS, type BuiltinRole, type Permission } from '@huiliu/core';
import { describe, expect, it } from 'vitest';
import { assertMayAssign, type Grant } from './guard';

const builtin = (role: BuiltinRole): Grant => ({ role, permissions: new Set(BUILTIN_ROLE_PERMISSIONS[role]) });
const custom = (...permissions: Permission[]): Grant => ({ role: '42', permissions: new Set(permissions) });

/** The catalogue code `assertMayAssign` throws, or 0 when it allows the change. */
function verdict(granter: Grant, next: Grant, current: Grant | null): number {
  try {
    assertMayAssign(granter, next, current);
    return 0;
  } catch (error) {
    return (error as { code: number }).code;
  }
}

describe('who may give which role (issue 13)', () => {
  it.each([
    ['an owner makes an owner', builtin('owner'), builtin('owner'), builtin('editor'), 0],
    ['an owner unmakes an owner', builtin('owner'), builtin('admin'), builtin('owner'), 0],
    ['an admin cannot make an owner', builtin('admin'), builtin('owner'), builtin('viewer'), ERRORS.OWNER_ONLY.code],
    ['an admin cannot unmake an owner', builtin('admin'), builtin('viewer'), builtin('owner'), ERRORS.OWNER_ONLY.code],
    ['an admin cannot invite an owner', builtin('admin'), builtin('owner'), null, ERRORS.OWNER_ONLY.code],
    ['an admin makes an admin', builtin('admin'), builtin('admin'), builtin('viewer'), 0],
    ['an admin demotes an editor', builtin('admin'), builtin('viewer'), builtin('editor'), 0],
    ['an admin cannot give a custom role that may buy', builtin('admin'), custom('billing.manage'), builtin('viewer'), ERRORS.GRANT_EXCEEDS_OWN.code],
    [
      'an admin cannot take away a custom role that may buy',
      builtin('admin'),
      builtin('viewer'),
      custom('billing.manage'),
      ERRORS.GRANT_EXCEEDS_OWN.code,
    ],
    [
      'a custom manager cannot give more than it holds',
      custom('members.manage', 'members.view'),
      builtin('viewer'),
      null,
      ERRORS.GRANT_EXCEEDS_OWN.code,
    ],
    ['a custom manager gives a role within its own', custom('members.manage', 'members.view', 'logs.view'), custom('logs.view'), null, 0],
    [
      'an owner key without every owner permission is no owner',
      { role: 'owner', permissions: new Set(BUILTIN_ROLE_PERMISSIONS.admin) },
      builtin('owner'),
      null,
      ERRORS.OWNER_ONLY.code,
    ],
  ])('%s', (_name, granter, next, current, code) => {
    expect(verdict(granter, next, current)).toBe(code);
  });
});
