import { ERRORS } from '@huiliu/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack';

let stack: Stack;
let people = 0;
beforeAll(async () => {
  stack = await startStack();
}, 60_000);
afterAll(() => stack?.close());

/** A GraphQL reply's data, failing the test with its errors. */
async function ok<T = Record<string, any>>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const reply = await stack.gql<T>(query, variables, token);
  expect(reply.errors).toBeUndefined();
  return reply.data!;
}

const CREATE_INVITE = `mutation ($input: CreateInviteInput!) { createInvite(input: $input) { token link invite { inviteId status builtinRole roleName } } }`;
const ACCEPT = `mutation ($input: AcceptInviteInput!) { acceptInvite(input: $input) { token userid companyId user { role builtinRole } } }`;

/** A new person of the owner's company through a real invite link; their session token and id. */
async function join(ownerToken: string, role: string): Promise<{ token: string; userid: string }> {
  const made = await ok<{ createInvite: { token: string } }>(CREATE_INVITE, { input: { role } }, ownerToken);
  const email = `joined-${process.pid}-${++people}@example.com`;
  const joined = await ok<{ acceptInvite: { token: string; userid: string } }>(ACCEPT, {
    input: { token: made.createInvite.token, uname: `同事${people}`, email, password: 'correct-horse-9' },
  });
  return joined.acceptInvite;
}

describe('invite links through GraphQL', () => {
  it('makes a link on the browser’s origin that anyone may read, and signs the new person in with the session cookie, once', async () => {
    const owner = await stack.signUp('邀请');
    const made = await ok<{ createInvite: { token: string; link: string; invite: Record<string, unknown> } }>(
      CREATE_INVITE,
      { input: { role: 'editor', expiresInHours: 24 } },
      owner.token,
    );
    expect(made.createInvite.link).toBe(`${stack.gateway.url}/invite/${made.createInvite.token}`);
    expect(made.createInvite.invite).toMatchObject({ status: 'PENDING', builtinRole: 'EDITOR', roleName: '编辑者' });

    const link = await ok(`query ($token: String!) { inviteLink(token: $token) { status usable companyName builtinRole email expiresAt } }`, {
      token: made.createInvite.token,
    });
    expect(link.inviteLink).toMatchObject({ status: 'PENDING', usable: true, builtinRole: 'EDITOR', email: null });
    expect(link.inviteLink.companyName).toMatch(/^邀请公司/);
    expect((await ok(`{ inviteLink(token: "not-a-token") { status } }`, {})).inviteLink).toBeNull();

    const input = { token: made.createInvite.token, uname: '新同事', email: `accept-${process.pid}@example.com`, password: 'correct-horse-9' };
    const reply = await fetch(`${stack.gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: ACCEPT, variables: { input } }),
    });
    const body = (await reply.json()) as { data: { acceptInvite: { companyId: string; user: { builtinRole: string } } } };
    expect(body.data.acceptInvite.user.builtinRole).toBe('EDITOR');
    const cookie = reply.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^huiliu_token=[A-Za-z0-9_-]{43};.*HttpOnly/i);
    const me = await fetch(`${stack.gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookie.split(';')[0]! },
      body: JSON.stringify({ query: '{ me { uname companyId builtinRole permissions } }' }),
    });
    const meBody = (await me.json()) as { data: { me: { uname: string; companyId: string; permissions: string[] } } };
    expect(meBody.data.me).toMatchObject({ uname: '新同事', companyId: body.data.acceptInvite.companyId });
    expect(meBody.data.me.permissions).toContain('PIPELINES_EDIT');

    const again = await stack.gql(ACCEPT, { input: { ...input, email: `again-${process.pid}@example.com` } });
    expect(again.errors?.[0]).toMatchObject({
      message: ERRORS.INVITE_USED.msg,
      extensions: { code: 'CONFLICT', upstreamCode: ERRORS.INVITE_USED.code },
    });
  });

  it('revokes and re-opens an invite', async () => {
    const owner = await stack.signUp('撤销');
    const made = await ok<{ createInvite: { invite: { inviteId: string } } }>(CREATE_INVITE, { input: {} }, owner.token);
    const id = made.createInvite.invite.inviteId;
    const SET = `mutation ($id: ID!, $active: Boolean!) { setInviteStatus(inviteId: $id, active: $active) { status builtinRole } }`;
    expect((await ok(SET, { id, active: false }, owner.token)).setInviteStatus).toEqual({ status: 'REVOKED', builtinRole: 'EDITOR' });
    const revoked = await ok(`{ invites(status: REVOKED) { total items { inviteId } } }`, {}, owner.token);
    expect(revoked.invites).toEqual({ total: 1, items: [{ inviteId: id }] });
    expect((await ok(SET, { id, active: true }, owner.token)).setInviteStatus.status).toBe('PENDING');
  });
});

describe('members and roles through GraphQL', () => {
  it('changes a role through the product roles PATCH and answers the platform’s roles (spec §4)', async () => {
    const owner = await stack.signUp('角色');
    const member = await join(owner.token, 'editor');
    const PATCH = `mutation ($id: ID!, $roles: [ProductRoleInput!]!) { updateUserProductRoles(userId: $id, roles: $roles) {
      userId roles { product productName role builtinRole roleName } user { userid builtinRole } } }`;
    const changed = await ok(PATCH, { id: member.userid, roles: [{ product: 'huiliu', role: 'viewer' }] }, owner.token);
    expect(changed.updateUserProductRoles).toEqual({
      userId: member.userid,
      roles: [{ product: 'huiliu', productName: '汇流', role: 'viewer', builtinRole: 'VIEWER', roleName: '查看者' }],
      user: { userid: member.userid, builtinRole: 'VIEWER' },
    });
    const read = await ok(`query ($id: ID!) { userProductRoles(userId: $id) { roles { role } } }`, { id: member.userid }, owner.token);
    expect(read.userProductRoles.roles).toEqual([{ role: 'viewer' }]);
    const refused = await stack.gql(`mutation { createPipeline(input: { title: "查看者不能建" }) { processId } }`, {}, member.token);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', upstreamCode: ERRORS.FORBIDDEN.code });
    const owned = await stack.gql(PATCH, { id: member.userid, roles: [{ product: 'huiliu', role: 'owner' }] }, member.token);
    expect(owned.errors?.[0]?.extensions.upstreamCode).toBe(ERRORS.FORBIDDEN.code);
  });

  it('disables a person, whose next request is signed out, and enables them again', async () => {
    const owner = await stack.signUp('停用');
    const member = await join(owner.token, 'viewer');
    expect((await ok(`{ me { userid } }`, {}, member.token)).me.userid).toBe(member.userid);
    const SET = `mutation ($id: ID!, $disabled: Boolean!) { setUserDisabled(userId: $id, disabled: $disabled) { userid disabled } }`;
    expect((await ok(SET, { id: member.userid, disabled: true }, owner.token)).setUserDisabled).toEqual({ userid: member.userid, disabled: true });
    expect((await ok(`{ me { userid } }`, {}, member.token)).me).toBeNull();
    const self = await stack.gql(SET, { id: owner.userid, disabled: true }, owner.token);
    expect(self.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', upstreamCode: ERRORS.CANNOT_DISABLE_SELF.code });
    expect((await ok(SET, { id: member.userid, disabled: false }, owner.token)).setUserDisabled.disabled).toBe(false);
    const listed = await ok(`{ members(filter: { disabled: false }) { total items { userid builtinRole lastLoginAt } } }`, {}, owner.token);
    expect(listed.members.total).toBe(2);
    expect(listed.members.items[0]).toMatchObject({ userid: owner.userid, builtinRole: 'OWNER' });
    expect(listed.members.items[0].lastLoginAt).toMatch(/Z$/);
  });

  it('creates, saves and deletes a custom role, with permissions as the Permission enum', async () => {
    const owner = await stack.signUp('自定义');
    const made = await ok(
      `mutation { createRole(input: { name: "运营", permissions: [LOGS_VIEW, PIPELINES_VIEW] }) { roleId builtin builtinRole name permissions memberCount } }`,
      {},
      owner.token,
    );
    const roleId = made.createRole.roleId as string;
    expect(made.createRole).toMatchObject({
      builtin: false,
      builtinRole: null,
      name: '运营',
      permissions: ['PIPELINES_VIEW', 'LOGS_VIEW'],
      memberCount: 0,
    });
    const holder = await join(owner.token, roleId);
    const saved = await ok(
      `mutation ($id: ID!) { saveRolePermissions(input: { roleId: $id, permissions: [LOGS_VIEW], name: "日志" }) { name permissions memberCount } }`,
      { id: roleId },
      owner.token,
    );
    expect(saved.saveRolePermissions).toEqual({ name: '日志', permissions: ['LOGS_VIEW'], memberCount: 1 });
    const check = await ok(
      `query ($id: ID!) { userPermissions(userId: $id, permission: PIPELINES_VIEW) { role permissions allowed } rolePermissions(roleId: "owner") { builtin } }`,
      { id: holder.userid },
      owner.token,
    );
    expect(check.userPermissions).toEqual({ role: roleId, permissions: ['LOGS_VIEW'], allowed: false });
    expect(check.rolePermissions.builtin).toBe(true);
    const roles = await ok(`{ companyRoles { roleId builtinRole memberCount } }`, {}, owner.token);
    expect(roles.companyRoles.map((r: { builtinRole: string | null }) => r.builtinRole)).toEqual(['OWNER', 'ADMIN', 'EDITOR', 'VIEWER', null]);
    const DELETE = `mutation ($id: ID!) { deleteRole(roleId: $id) }`;
    const held = await stack.gql(DELETE, { id: roleId }, owner.token);
    expect(held.errors?.[0]).toMatchObject({
      message: '该角色仍有 1 名成员，请先为他们更换角色',
      extensions: { upstreamCode: ERRORS.ROLE_IN_USE.code },
    });
    await ok(`mutation ($id: ID!) { setUserRole(userId: $id, role: "viewer") { role } }`, { id: holder.userid }, owner.token);
    expect((await ok(DELETE, { id: roleId }, owner.token)).deleteRole).toBe(roleId);
  });

  it('finds people by keyword, and hides their addresses from a role without members.view', async () => {
    const owner = await stack.signUp('搜索');
    const narrow = await ok(`mutation { createRole(input: { name: "只看流程", permissions: [PIPELINES_VIEW] }) { roleId } }`, {}, owner.token);
    const reader = await join(owner.token, narrow.createRole.roleId);
    const found = await ok(`{ users(keyword: "搜索") { total items { userid email } } }`, {}, owner.token);
    expect(found.users.items).toEqual([{ userid: owner.userid, email: owner.email }]);
    const hidden = await ok(`query ($ids: [ID!]) { users(ids: $ids) { items { uname email mobile } } }`, { ids: [owner.userid] }, reader.token);
    expect(hidden.users.items).toEqual([{ uname: expect.stringMatching(/^搜索/), email: null, mobile: null }]);
  });
});

/**
 * Issue 8 "constant upstream calls per page" for invites: the inviter and the person who accepted are users read
 * through the user loader, one batch call whatever the page's size.
 */
describe('platform calls per page of invites', () => {
  it('costs the same few calls for a page of 15 and of 50', async () => {
    const owner = await stack.signUp('分页邀请');
    const admin = await join(owner.token, 'admin');
    for (let i = 0; i < 3; i++) await join(owner.token, 'viewer');
    for (let i = 0; i < 46; i++) await ok(CREATE_INVITE, { input: { role: 'viewer' } }, i % 2 ? owner.token : admin.token);
    const query = `query ($limit: Int) { invites(limit: $limit) { total items { status inviter { uname } acceptedBy { uname } } } }`;
    const callsFor = async (limit: number) => {
      const before = stack.upstreamCalls.length;
      const data = await ok(query, { limit }, owner.token);
      const calls = stack.upstreamCalls.slice(before).filter((c) => c !== 'GET /v1/api/user/info');
      return { calls: calls.sort(), items: data.invites.items as { acceptedBy: unknown }[] };
    };
    const small = await callsFor(15);
    const large = await callsFor(50);
    expect([small.items.length, large.items.length]).toEqual([15, 50]);
    expect(large.items.filter((i) => i.acceptedBy !== null)).toHaveLength(4);
    const expected = ['GET /v1/api/base/users', 'GET /v1/api/main/company/getoken'];
    expect(small.calls).toEqual(expected);
    expect(large.calls).toEqual(expected);
  });
});
