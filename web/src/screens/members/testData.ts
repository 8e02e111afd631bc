import { BUILTIN_ROLE_PERMISSIONS, BUILTIN_ROLE_NAMES, BUILTIN_ROLES, type BuiltinRole } from '@huiliu/core';
import { meOf } from '../../test/me';
import { graphqlPermission } from './roles/permissionGroups';

/** `me` of a built-in role, as the Me query answers it. */
export function aMe(role: BuiltinRole, userid = '1000000000000000001') {
  return meOf(role, { userid });
}

/** A person of the member list. */
export function aMember(over: Record<string, unknown> = {}) {
  return {
    __typename: 'User',
    userid: '1000000000000000002',
    uname: '李四',
    email: 'li.si@example.com',
    role: 'editor',
    builtinRole: 'EDITOR',
    roleName: '编辑者',
    disabled: false,
    lastLoginAt: '2026-11-26T02:00:00Z',
    ...over,
  };
}

export const CUSTOM_ROLE_ID = '7000000000000000001';

/** The four built-in roles, then one of the company's own ('运营': views pipelines and logs). */
export function someRoles(memberCounts: Partial<Record<string, number>> = {}) {
  const builtins = BUILTIN_ROLES.map((r) => ({
    __typename: 'CompanyRole',
    roleId: r,
    builtinRole: r.toUpperCase(),
    name: BUILTIN_ROLE_NAMES[r],
    description: '内置说明',
    builtin: true,
    permissions: BUILTIN_ROLE_PERMISSIONS[r].map(graphqlPermission),
    memberCount: memberCounts[r] ?? 0,
  }));
  const custom = {
    __typename: 'CompanyRole',
    roleId: CUSTOM_ROLE_ID,
    builtinRole: null,
    name: '运营',
    description: '看流程和日志',
    builtin: false,
    permissions: ['PIPELINES_VIEW', 'LOGS_VIEW'],
    memberCount: memberCounts[CUSTOM_ROLE_ID] ?? 0,
  };
  return { data: { companyRoles: [...builtins, custom] } };
}

/** An invite of the list. */
export function anInvite(over: Record<string, unknown> = {}) {
  return {
    __typename: 'Invite',
    inviteId: '8000000000000000001',
    role: 'editor',
    builtinRole: 'EDITOR',
    roleName: '编辑者',
    email: null,
    status: 'PENDING',
    expiresAt: '2026-11-29T02:00:00Z',
    createdAt: '2026-11-26T02:00:00Z',
    inviter: { __typename: 'User', userid: '1000000000000000001', uname: '张三' },
    acceptedBy: null,
    ...over,
  };
}
