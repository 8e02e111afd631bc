import { PERMISSIONS } from '@huiliu/core';
import { z } from 'zod';
import { call, page } from './call';
import { bit, count, id, idString, paging, timestamp } from './fields';
import { roleKey } from './members';
import { User } from './user';

const BASE = '/v1/api/main/company';

/** A person of the console's member list: the User, and when they last signed in (null: never since joining). */
export const Member = User.extend({ last_login_at: timestamp.nullable() });
export type Member = z.output<typeof Member>;

const permission = z.enum(PERMISSIONS, { message: '未知的权限' });
/** core PERMISSIONS, each at most once. */
const permissionList = z
  .array(permission)
  .max(PERMISSIONS.length)
  .refine((list) => new Set(list).size === list.length, '权限不能重复');

/** A role of the company: one of the four built-ins (`role_id` is its key) or the company's own (its id). */
export const CompanyRole = z.strictObject({
  role_id: z.string(),
  name: z.string(),
  description: z.string(),
  builtin: bit,
  permissions: z.array(permission),
  /** People holding it, disabled ones included (a role cannot be deleted while anyone holds it). */
  member_count: count,
});
export type CompanyRole = z.output<typeof CompanyRole>;

const roleName = z.string().trim().min(1, '请填写角色名称').max(30, '角色名称最多 30 个字');
const roleDescription = z.string().trim().max(200);
const byRoleId = z.object({ role_id: roleKey });

/**
 * The company console's members and roles (spec §6 role calls, §7 Company `/members`, `/role/list`); paths below
 * /role/ and /user/ are inferred (docs/rest-contract-company.md "members").
 */
export const companyMembers = {
  /** The member list of the console, in the order people joined; the same filters as GET /base/users. */
  members: call({
    method: 'POST',
    path: `${BASE}/members`,
    blankIsAbsent: true,
    body: z.object({
      keyword: z.string().trim().max(100).optional(),
      role: roleKey.optional(),
      disabled: bit.optional(),
      ...paging,
    }),
    reply: page(Member),
  }),
  /** The four built-in roles, then the company's own in the order they were made. */
  roleList: call({ method: 'POST', path: `${BASE}/role/list`, reply: z.strictObject({ list: z.array(CompanyRole) }) }),
  roleCreate: call({
    method: 'POST',
    path: `${BASE}/role/create`,
    body: z.object({ name: roleName, description: roleDescription.default(''), permissions: permissionList }),
    reply: CompanyRole,
  }),
  /** Refused while anyone holds the role (ROLE_IN_USE names how many); pending invites to it are revoked. */
  roleDelete: call({ method: 'POST', path: `${BASE}/role/delete`, body: byRoleId, reply: z.strictObject({ role_id: z.string() }) }),
  rolePermissions: call({
    method: 'GET',
    path: `${BASE}/role/permissions`,
    query: byRoleId,
    reply: z.strictObject({ role_id: z.string(), builtin: bit, permissions: z.array(permission) }),
  }),
  /** A custom role's permissions (and, when given, its new name and description); built-in roles are fixed. */
  roleSavePermissions: call({
    method: 'POST',
    path: `${BASE}/role/permissions/save`,
    body: z.object({ role_id: roleKey, permissions: permissionList, name: roleName.optional(), description: roleDescription.optional() }),
    reply: CompanyRole,
  }),
  /** What a person may do now (nothing while disabled); with `permission`, whether they may do that. */
  userPermissions: call({
    method: 'GET',
    path: `${BASE}/user/permissions`,
    query: z.object({ user_id: idString, permission: permission.optional() }),
    reply: z.strictObject({ user_id: id, role: z.string(), disabled: bit, permissions: z.array(permission), allowed: bit.nullable() }),
  }),
  /** `disabled` 1 stops the person at once (sessions revoked, sign-in refused); 0 lets them sign in again. */
  userDisable: call({ method: 'POST', path: `${BASE}/user/disable`, body: z.object({ user_id: idString, disabled: bit }), reply: User }),
  userRole: call({ method: 'POST', path: `${BASE}/user/role`, body: z.object({ user_id: idString, role: roleKey }), reply: User }),
};
