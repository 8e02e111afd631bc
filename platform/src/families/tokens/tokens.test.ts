import { ERRORS, addDays, dayIn } from '@huiliu/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { apiTokens } from '../../db/schema-tokens';
import { usePlatform, type SignedUp } from '../../test/harness';
import { forgetUserSessions } from '../user/sessions';

const T = '/v1/api/main/company/tokens';
const ME = '/v1/api/user/info';
const ADD_VARIABLE = '/v1/api/process/environmentvariables/add';

// issue 13 "API tokens for internal tools": personal and service tokens, bound to a member and a role, never more
// than the member may do, revocable and stopped at once.
describe('API tokens', () => {
  const t = usePlatform();
  let owner: SignedUp;
  let admin: SignedUp;
  let editor: SignedUp;
  let viewer: SignedUp;
  let robot: SignedUp;
  let stranger: SignedUp;

  const create = (by: SignedUp, body: Record<string, unknown>) =>
    t.call('POST', `${T}/add`, { token: by.token, body: { expires_in_days: 30, ...body } });
  const plainOf = async (by: SignedUp, body: Record<string, unknown>) => {
    const res = await create(by, body);
    if (res.code !== 0) throw new Error(res.raw);
    return res.data as { token: { token_id: string }; plain_token: string };
  };
  const me = (token: string) => t.call('GET', ME, { token });

  beforeAll(async () => {
    owner = await t.signUp();
    admin = await t.addMember(owner, 'admin');
    editor = await t.addMember(owner, 'editor');
    viewer = await t.addMember(owner, 'viewer');
    robot = await t.addMember(owner, 'editor');
    stranger = await t.signUp();
  });

  it('shows a personal token once, stores only its sha256, and lets it act as its member with its role', async () => {
    const res = await create(editor, { name: '报表脚本', role: 'viewer' });
    expect(res.code).toBe(0);
    const { token, plain_token } = res.data;
    expect(plain_token).toMatch(/^hlp_[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({
      name: '报表脚本',
      kind: 'personal',
      user_id: editor.userid,
      creator_id: editor.userid,
      role: 'viewer',
      role_name: '查看者',
    });
    expect(token).toMatchObject({ status: 'active', rate_limit: 600, last_used_at: null, hint: `hlp_…${plain_token.slice(-4)}` });
    expect(token.permissions).toEqual([
      'pipelines.view',
      'logs.view',
      'accounts.view',
      'variables.view',
      'data.view',
      'billing.view',
      'members.view',
    ]);
    expect(Date.parse(token.expires_at) - Date.now()).toBeGreaterThan(29.9 * 86_400_000);

    const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, token.token_id));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(plain_token.slice(4));

    const listed = await t.call('GET', T, { token: editor.token });
    expect(listed.raw).not.toContain(plain_token.slice(4));
    expect(listed.data.list.map((x: { token_id: string }) => x.token_id)).toContain(token.token_id);

    const who = await me(plain_token);
    expect(who.code).toBe(0);
    expect(who.data.userid).toBe(editor.userid);
    expect(who.data.permissions).toEqual(token.permissions);
    // the role caps the token below its member: an editor's viewer token changes nothing
    const refused = await t.call('POST', ADD_VARIABLE, { token: plain_token, body: { variable_name: '区域', variable_key: 'REGION' } });
    expect([refused.status, refused.code]).toEqual([403, ERRORS.FORBIDDEN.code]);
  });

  it('also takes the token in the query string, as every call of spec §6 may', async () => {
    const { plain_token } = await plainOf(viewer, { name: '查询串', role: 'viewer' });
    const res = await t.call('GET', ME, { query: { token: plain_token } });
    expect([res.code, res.data.userid]).toEqual([0, viewer.userid]);
  });

  it('refuses a role beyond the member, or beyond its creator', async () => {
    const tooHigh = await create(viewer, { name: '越权', role: 'editor' });
    expect([tooHigh.status, tooHigh.code]).toEqual([403, ERRORS.API_TOKEN_ROLE_TOO_HIGH.code]);
    // an admin may not mint an owner's powers for an owner-role robot
    const ownerRobot = await t.addMember(owner, 'owner');
    const beyondCreator = await create(admin, { name: '机器人', kind: 'service', user_id: ownerRobot.userid, role: 'owner' });
    expect(beyondCreator.code).toBe(ERRORS.API_TOKEN_ROLE_TOO_HIGH.code);
    const unknownRole = await create(viewer, { name: '无角色', role: '123456789012345678' });
    expect([unknownRole.status, unknownRole.code, unknownRole.msg]).toEqual([400, ERRORS.BAD_REQUEST.code, '角色不存在']);
    const count = await t.db.select().from(apiTokens).where(eq(apiTokens.name, '越权'));
    expect(count).toEqual([]);
  });

  it('makes service tokens only for people with tokens.manage, for a member of their own company', async () => {
    const byEditor = await create(editor, { name: '机器人', kind: 'service', user_id: robot.userid, role: 'viewer' });
    expect([byEditor.status, byEditor.code]).toEqual([403, ERRORS.API_TOKEN_SERVICE_FORBIDDEN.code]);
    const noMember = await create(admin, { name: '机器人', kind: 'service', role: 'viewer' });
    expect([noMember.status, noMember.msg]).toEqual([400, '请选择服务令牌所属的成员']);
    const foreign = await create(admin, { name: '机器人', kind: 'service', user_id: stranger.userid, role: 'viewer' });
    expect([foreign.status, foreign.code]).toEqual([404, ERRORS.NOT_FOUND.code]);
    const personalForOther = await create(admin, { name: '机器人', user_id: robot.userid, role: 'viewer' });
    expect(personalForOther.status).toBe(400);

    const service = await plainOf(admin, { name: '同步机器人', kind: 'service', user_id: robot.userid, role: 'editor', rate_limit: 120 });
    expect(service.plain_token).toMatch(/^hls_/);
    expect((await me(service.plain_token)).data.userid).toBe(robot.userid);
    const added = await t.call('POST', ADD_VARIABLE, { token: service.plain_token, body: { variable_name: '区域', variable_key: 'ROBOT_REGION' } });
    expect(added.code).toBe(0);
  });

  it('requires one expiry choice: 7 / 30 / 90 / 365 days, or a last day within a year', async () => {
    const today = dayIn('Asia/Shanghai');
    const base = { name: '有效期', role: 'viewer' };
    const call = (body: Record<string, unknown>) => t.call('POST', `${T}/add`, { token: viewer.token, body: { ...base, ...body } });
    expect((await call({})).status).toBe(400);
    expect((await call({ expires_in_days: 8 })).status).toBe(400);
    expect((await call({ expires_in_days: 7, expires_on: addDays(today, 3) })).status).toBe(400);
    expect((await call({ expires_on: today })).code).toBe(ERRORS.API_TOKEN_EXPIRY_INVALID.code);
    expect((await call({ expires_on: addDays(today, 367) })).code).toBe(ERRORS.API_TOKEN_EXPIRY_INVALID.code);
    expect((await call({ expires_on: '2026-02-30' })).status).toBe(400);
    const lastDay = addDays(today, 10);
    const byDay = await call({ expires_on: lastDay });
    expect(byDay.code).toBe(0);
    // it works through that day in the company's zone (UTC+8): until 16:00 UTC of that day
    expect(byDay.data.token.expires_at).toBe(`${lastDay}T16:00:00.000Z`);
  });

  it('answers 2101 to an expired token', async () => {
    const { token, plain_token } = await plainOf(viewer, { name: '过期', role: 'viewer' });
    await t.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, token.token_id));
    const res = await me(plain_token);
    expect([res.status, res.code]).toEqual([401, ERRORS.UNAUTHENTICATED.code]);
    const listed = await t.call('GET', T, { token: viewer.token });
    expect(listed.data.list.find((x: { token_id: string }) => x.token_id === token.token_id).status).toBe('expired');
  });

  it('stops a revoked token at once, though it was just used; only its owner or a token manager may revoke it', async () => {
    const { token, plain_token } = await plainOf(editor, { name: '撤销', role: 'viewer' });
    expect((await me(plain_token)).code).toBe(0);
    const byViewer = await t.call('POST', `${T}/revoke`, { token: viewer.token, body: { token_id: token.token_id } });
    expect([byViewer.status, byViewer.code]).toEqual([404, ERRORS.NOT_FOUND.code]);
    const byStranger = await t.call('POST', `${T}/revoke`, { token: stranger.token, body: { token_id: token.token_id } });
    expect(byStranger.status).toBe(404);
    const revoked = await t.call('POST', `${T}/revoke`, { token: editor.token, body: { token_id: token.token_id } });
    expect([revoked.code, revoked.data.status]).toEqual([0, 'revoked']);
    const after = await me(plain_token);
    expect([after.status, after.code]).toEqual([401, ERRORS.UNAUTHENTICATED.code]);
    // a manager revokes anyone's; again is the same answer
    const again = await t.call('POST', `${T}/revoke`, { token: admin.token, body: { token_id: token.token_id } });
    expect([again.code, again.data.revoked_at]).toEqual([0, revoked.data.revoked_at]);
    expect((await t.call('POST', `${T}/revoke`, { token: admin.token, body: { token_id: 'abc' } })).status).toBe(404);
  });

  it("stops a disabled member's tokens at once", async () => {
    const member = await t.addMember(owner, 'viewer');
    const { plain_token } = await plainOf(member, { name: '停用', role: 'viewer' });
    expect((await me(plain_token)).code).toBe(0);
    // what the members slice does when it disables a person (users.disabled_at, then the cache evicted)
    await t.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, member.userid));
    forgetUserSessions(t.db, member.userid);
    const res = await me(plain_token);
    expect([res.status, res.code]).toEqual([401, ERRORS.UNAUTHENTICATED.code]);
    const forDisabled = await create(admin, { name: '停用的机器人', kind: 'service', user_id: member.userid, role: 'viewer' });
    expect(forDisabled.code).toBe(ERRORS.API_TOKEN_MEMBER_DISABLED.code);
  });

  it('shrinks a token at once when its member is demoted', async () => {
    const member = await t.addMember(owner, 'editor');
    const { token, plain_token } = await plainOf(member, { name: '降级', role: 'editor' });
    const before = await t.call('POST', ADD_VARIABLE, { token: plain_token, body: { variable_name: '甲', variable_key: 'DEMOTE_A' } });
    expect(before.code).toBe(0);
    await t.db.update(users).set({ role: 'viewer' }).where(eq(users.id, member.userid));
    forgetUserSessions(t.db, member.userid);
    const after = await t.call('POST', ADD_VARIABLE, { token: plain_token, body: { variable_name: '乙', variable_key: 'DEMOTE_B' } });
    expect([after.status, after.code]).toEqual([403, ERRORS.FORBIDDEN.code]);
    const listed = await t.call('GET', T, { token: member.token });
    const shown = listed.data.list.find((x: { token_id: string }) => x.token_id === token.token_id);
    expect([shown.role, shown.permissions]).toEqual(['editor', (await me(member.token)).data.permissions]);
  });

  it("lists one's own personal tokens to everyone, the company's to token managers, nothing of another company", async () => {
    const mine = await t.call('GET', T, { token: viewer.token, query: { mine: '0' } });
    expect(mine.data.list.length).toBeGreaterThan(0);
    expect(mine.data.list.every((x: { user_id: string; kind: string }) => x.user_id === viewer.userid && x.kind === 'personal')).toBe(true);
    const all = await t.call('GET', T, { token: admin.token });
    const members = new Set(all.data.list.map((x: { user_id: string }) => x.user_id));
    expect(members).toContain(editor.userid);
    expect(members).toContain(robot.userid);
    const services = await t.call('GET', T, { token: admin.token, query: { kind: 'service' } });
    expect(services.data.list.every((x: { kind: string }) => x.kind === 'service')).toBe(true);
    expect((await t.call('GET', T, { token: admin.token, query: { mine: '1' } })).data.total).toBe(0);
    const strangers = await t.call('GET', T, { token: stranger.token });
    expect(strangers.data).toEqual({ list: [], total: 0 });
  });

  it('says which roles the caller may give a token of a member', async () => {
    const forViewer = await t.call('GET', `${T}/roles`, { token: viewer.token });
    const grantable = (res: typeof forViewer) => res.data.list.filter((r: { grantable: number }) => r.grantable).map((r: { role: string }) => r.role);
    expect(grantable(forViewer)).toEqual(['viewer']);
    expect(grantable(await t.call('GET', `${T}/roles`, { token: admin.token, query: { user_id: robot.userid } }))).toEqual(['editor', 'viewer']);
    expect(grantable(await t.call('GET', `${T}/roles`, { token: owner.token }))).toEqual(['owner', 'admin', 'editor', 'viewer']);
    expect((await t.call('GET', `${T}/roles`, { token: owner.token, query: { user_id: stranger.userid } })).status).toBe(404);
  });

  it('lets no token make tokens: a leaked one must not mint its successors', async () => {
    const { plain_token } = await plainOf(owner, { name: '全权', role: 'owner' });
    const res = await create({ ...owner, token: plain_token }, { name: '继任者', role: 'viewer' });
    expect([res.status, res.code]).toEqual([403, ERRORS.FORBIDDEN.code]);
  });
});
