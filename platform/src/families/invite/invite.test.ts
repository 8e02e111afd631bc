import { DEFAULT_INVITE_HOURS, ERRORS } from '@huiliu/core';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { invites } from '../../db/schema-members';
import { drivers, usePlatform, type SignedUp } from '../../test/harness';
import { hashToken } from '../user/sessions';

const C = '/v1/api/main/company';
const PASSWORD = 'correct-horse-battery';

describe.each(drivers())('invite links on %s', (kind) => {
  const t = usePlatform(kind);
  let people = 0;
  const newInvite = (by: SignedUp, body: Record<string, unknown> = {}) => t.call('POST', `${C}/newtoken`, { token: by.token, body });
  const check = (token: string) => t.call('GET', `${C}/checkurl`, { query: { token } });
  const regist = (token: string, over: Record<string, unknown> = {}) =>
    t.call('POST', `${C}/regist`, {
      body: { token, uname: '新同事', email: `invited${++people}.${Date.now()}@example.com`, password: PASSWORD, ...over },
    });
  const invitesOf = async (by: SignedUp, query: Record<string, string> = {}) =>
    (await t.call('GET', `${C}/getoken`, { token: by.token, query })).data;

  it('makes a single-use link that stores only the token’s hash and shows the token once', async () => {
    const owner = await t.signUp({ company_name: '汇流邀请' });
    const made = await t.call('POST', `${C}/newtoken`, {
      token: owner.token,
      body: { role: 'viewer', public_origin: 'https://huiliu.example.com:8443/ignored/path' },
    });
    expect(made.code).toBe(0);
    expect(made.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made.data.link).toBe(`https://huiliu.example.com:8443/invite/${made.data.token}`);
    expect(made.data.invite).toMatchObject({
      role: 'viewer',
      role_name: '查看者',
      status: 'pending',
      inviter_id: owner.userid,
      email: null,
      accepted_by: null,
    });
    const lifetime = Date.parse(made.data.invite.expires_at) - Date.now();
    expect(lifetime).toBeGreaterThan((DEFAULT_INVITE_HOURS - 0.1) * 3_600_000);
    expect(lifetime).toBeLessThanOrEqual(DEFAULT_INVITE_HOURS * 3_600_000);
    const [row] = await t.db.select().from(invites).where(eq(invites.id, made.data.invite.invite_id));
    expect(row!.tokenHash).toBe(hashToken(made.data.token));
    expect(JSON.stringify(row)).not.toContain(made.data.token);
    const listed = await t.call('GET', `${C}/getoken`, { token: owner.token });
    expect(listed.data.list).toEqual([made.data.invite]);
    expect(listed.raw).not.toContain(made.data.token);
  });

  it('tells anyone holding the link the company, role and expiry; an unknown token is simply invalid', async () => {
    const owner = await t.signUp({ company_name: '查看邀请公司' });
    const made = await newInvite(owner, { role: 'editor', email: 'Bound.Person@Example.com', expires_in_hours: 24 });
    const link = await check(made.data.token);
    expect(link.data).toEqual({
      status: 'pending',
      usable: 1,
      company_name: '查看邀请公司',
      role: 'editor',
      role_name: '编辑者',
      email: 'bound.person@example.com',
      expires_at: made.data.invite.expires_at,
    });
    for (const token of ['nope', made.data.token.slice(1), 'x'.repeat(128)]) {
      const res = await check(token);
      expect([res.status, res.code, res.msg], token).toEqual([404, ERRORS.INVITE_NOT_FOUND.code, ERRORS.INVITE_NOT_FOUND.msg]);
    }
    expect((await check('x'.repeat(129))).status).toBe(400);
  });

  it('registers a new person into the company with the invite’s role and signs them in, once', async () => {
    const owner = await t.signUp({ company_name: '加入公司' });
    const made = await newInvite(owner, { role: 'editor' });
    const joined = await regist(made.data.token, { uname: '李四', mobile: '13900000000' });
    expect(joined.code).toBe(0);
    expect(joined.data).toMatchObject({
      company_id: owner.company_id,
      user: { uname: '李四', role: 'editor', role_name: '编辑者', corp_name: '加入公司' },
    });
    const me = await t.call('GET', '/v1/api/user/info', { token: joined.data.token });
    expect(me.data).toMatchObject({ userid: joined.data.userid, company_id: owner.company_id });
    expect(me.data.permissions).toContain('pipelines.edit');
    const used = (await invitesOf(owner)).list[0];
    expect(used).toMatchObject({ status: 'used', accepted_by: joined.data.userid });
    const again = await regist(made.data.token);
    expect([again.status, again.code, again.msg]).toEqual([409, ERRORS.INVITE_USED.code, ERRORS.INVITE_USED.msg]);
    expect((await check(made.data.token)).data).toMatchObject({ status: 'used', usable: 0 });
  });

  it('lets exactly one of three people racing for one link in, and writes nothing for the others', async () => {
    const owner = await t.signUp();
    const made = await newInvite(owner);
    const before = await t.db.select({ n: count() }).from(users);
    const results = await Promise.all([regist(made.data.token), regist(made.data.token), regist(made.data.token)]);
    expect(results.map((r) => r.code).sort()).toEqual([0, ERRORS.INVITE_USED.code, ERRORS.INVITE_USED.code]);
    const after = await t.db.select({ n: count() }).from(users);
    expect(after[0]!.n - before[0]!.n).toBe(1);
    const winner = results.find((r) => r.code === 0)!;
    expect((await t.db.select().from(sessions).where(eq(sessions.companyId, owner.company_id))).map((s) => s.userId).sort()).toEqual(
      [owner.userid, winner.data.userid].sort(),
    );
  });

  it('refuses an expired, a revoked and an unknown link, a wrong email and a taken one, each plainly', async () => {
    const owner = await t.signUp();
    const expired = await newInvite(owner);
    await t.db
      .update(invites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invites.id, expired.data.invite.invite_id));
    const gone = await regist(expired.data.token);
    expect([gone.status, gone.code]).toEqual([410, ERRORS.INVITE_EXPIRED.code]);
    expect((await check(expired.data.token)).data).toMatchObject({ status: 'expired', usable: 0 });

    const revoked = await newInvite(owner);
    await t.call('POST', `${C}/swtich`, { token: owner.token, body: { invite_id: revoked.data.invite.invite_id, active: 0 } });
    expect((await regist(revoked.data.token)).code).toBe(ERRORS.INVITE_REVOKED.code);
    expect((await regist('not-a-token')).code).toBe(ERRORS.INVITE_NOT_FOUND.code);

    const bound = await newInvite(owner, { email: 'only.me@example.com' });
    expect((await regist(bound.data.token, { email: 'someone.else@example.com' })).code).toBe(ERRORS.INVITE_EMAIL_MISMATCH.code);
    const open = await newInvite(owner);
    expect((await regist(open.data.token, { email: owner.email.toUpperCase() })).code).toBe(ERRORS.EMAIL_TAKEN.code);
    // each refusal left the link as it was
    expect((await check(bound.data.token)).data.status).toBe('pending');
    expect((await regist(bound.data.token, { email: 'ONLY.me@example.com' })).code).toBe(0);
    expect((await regist(open.data.token, { email: 'x', password: 'short' })).status).toBe(400);
    expect((await check(open.data.token)).data.status).toBe('pending');
  });

  it('revokes an unused invite and opens it again; a used one stays used', async () => {
    const owner = await t.signUp();
    const made = await newInvite(owner);
    const id = made.data.invite.invite_id;
    const off = await t.call('POST', `${C}/swtich`, { token: owner.token, body: { invite_id: id, active: 0 } });
    expect(off.data.status).toBe('revoked');
    expect((await invitesOf(owner, { status: 'revoked' })).list.map((i: { invite_id: string }) => i.invite_id)).toEqual([id]);
    const on = await t.call('POST', `${C}/swtich`, { token: owner.token, body: { invite_id: id, active: 1 } });
    expect(on.data.status).toBe('pending');
    await regist(made.data.token);
    const stays = await t.call('POST', `${C}/swtich`, { token: owner.token, body: { invite_id: id, active: 0 } });
    expect(stays.code).toBe(ERRORS.INVITE_USED.code);
    expect((await invitesOf(owner, { status: 'used' })).total).toBe(1);
    expect((await invitesOf(owner, { status: 'pending' })).total).toBe(0);
  });

  it('never invites beyond the inviter: an admin cannot invite an owner nor re-open an owner’s invite', async () => {
    const owner = await t.signUp();
    const admin = await t.addMember(owner, 'admin');
    const refused = await newInvite(admin, { role: 'owner' });
    expect([refused.status, refused.code]).toEqual([403, ERRORS.OWNER_ONLY.code]);
    expect((await newInvite(admin, { role: 'unknown-role' })).code).toBe(ERRORS.ROLE_NOT_FOUND.code);
    const ownerInvite = await newInvite(owner, { role: 'owner' });
    await t.call('POST', `${C}/swtich`, { token: owner.token, body: { invite_id: ownerInvite.data.invite.invite_id, active: 0 } });
    const reopen = await t.call('POST', `${C}/swtich`, { token: admin.token, body: { invite_id: ownerInvite.data.invite.invite_id, active: 1 } });
    expect(reopen.code).toBe(ERRORS.OWNER_ONLY.code);
    const viewer = await t.addMember(owner, 'viewer');
    expect((await newInvite(viewer)).code).toBe(ERRORS.FORBIDDEN.code);
    expect((await newInvite(owner, { email: owner.email })).code).toBe(ERRORS.EMAIL_TAKEN.code);
    expect((await newInvite(owner, { expires_in_hours: 721 })).status).toBe(400);
    expect((await newInvite(owner, { public_origin: 'javascript:alert(1)' })).code).toBe(ERRORS.BAD_REQUEST.code);
    expect((await invitesOf(owner)).total).toBe(1);
  });

  it('keeps every company’s invites to itself', async () => {
    const owner = await t.signUp();
    const stranger = await t.signUp();
    const made = await newInvite(owner);
    expect((await invitesOf(stranger)).total).toBe(0);
    const res = await t.call('POST', `${C}/swtich`, { token: stranger.token, body: { invite_id: made.data.invite.invite_id, active: 0 } });
    expect([res.status, res.code]).toEqual([404, ERRORS.NOT_FOUND.code]);
    expect((await check(made.data.token)).data.status).toBe('pending');
  });
});
