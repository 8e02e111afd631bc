import { ERRORS } from '@huiliu/core';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, sessions } from '../../db/schema';
import { drivers, usePlatform } from '../../test/harness';
import { hashToken } from './sessions';

describe.each(drivers())('accounts of people on %s', (kind) => {
  const t = usePlatform(kind);

  it('registers a company with its first person as its owner and signs them in', async () => {
    const res = await t.call('POST', '/v1/api/user/register', {
      body: { company_name: '汇流科技', uname: '张三', email: 'Zhang.San@Example.com', password: 'password-123', mobile: '13800000000' },
    });
    expect(res.status).toBe(200);
    expect(res.code).toBe(0);
    expect(res.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.data.user).toMatchObject({
      uname: '张三',
      email: 'zhang.san@example.com',
      role: 'owner',
      role_name: '所有者',
      disabled: 0,
      corp_name: '汇流科技',
      mobile: '13800000000',
    });
    expect(res.data.userid).toMatch(/^\d{15,19}$/);
    expect(res.raw).toContain(`"company_id":"${res.data.company_id}"`);
    const lifetime = Date.parse(res.data.expires_at) - Date.now();
    expect(lifetime).toBeGreaterThan(6.9 * 86_400_000);
    expect(lifetime).toBeLessThanOrEqual(7 * 86_400_000);
  });

  it('stores only the hash of a token', async () => {
    const me = await t.signUp();
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, me.userid));
    expect(rows.map((r) => r.tokenHash)).toEqual([hashToken(me.token)]);
    expect(JSON.stringify(rows)).not.toContain(me.token);
  });

  it('refuses a second registration of the same email, whatever its case, and writes nothing', async () => {
    const me = await t.signUp();
    const before = await t.db.select({ n: count() }).from(companies);
    const res = await t.call('POST', '/v1/api/user/register', {
      body: { company_name: '另一家', uname: '李四', email: me.email.toUpperCase(), password: 'password-123' },
    });
    expect([res.status, res.code, res.msg]).toEqual([409, 4009, ERRORS.EMAIL_TAKEN.msg]);
    const after = await t.db.select({ n: count() }).from(companies);
    expect(after).toEqual(before);
  });

  it('names the field of a bad registration in Chinese', async () => {
    const res = await t.call('POST', '/v1/api/user/register', { body: { company_name: 'x', uname: 'y', email: 'not-an-email', password: 'short' } });
    expect([res.status, res.code]).toEqual([400, 4000]);
    expect(res.msg).toContain('email');
    expect(res.msg).toMatch(/[\u4e00-\u9fff]/);
    expect(res.data.issues.map((i: { path: string }) => i.path).sort()).toEqual(['email', 'password']);
  });

  it('signs in with the right password and gives one reply for a wrong password or email', async () => {
    const me = await t.signUp();
    const good = await t.call('POST', '/v1/api/user/login', { body: { email: me.email, password: me.password } });
    expect(good.code).toBe(0);
    expect(good.data.token).not.toBe(me.token);
    const wrongPassword = await t.call('POST', '/v1/api/user/login', { body: { email: me.email, password: 'wrong-password' } });
    const wrongEmail = await t.call('POST', '/v1/api/user/login', { body: { email: `x${me.email}`, password: me.password } });
    expect(wrongPassword.raw).toBe(wrongEmail.raw);
    expect([wrongPassword.status, wrongPassword.code]).toEqual([400, 4010]);
  });

  it('answers info for a bearer token and for a query token', async () => {
    const me = await t.signUp({ uname: '王五' });
    const viaHeader = await t.call('GET', '/v1/api/user/info', { token: me.token });
    const viaQuery = await t.call('GET', '/v1/api/user/info', { query: { token: me.token, uid: '1', company_id: '2' } });
    expect(viaHeader.data).toMatchObject({ userid: me.userid, uid: me.userid, company_id: me.company_id, uname: '王五' });
    expect(viaQuery.data).toEqual(viaHeader.data);
  });

  it('refuses a missing, unknown or expired token with 2101', async () => {
    const me = await t.signUp();
    expect((await t.call('GET', '/v1/api/user/info')).code).toBe(2101);
    const unknown = await t.call('GET', '/v1/api/user/info', { token: 'not-a-token' });
    expect([unknown.status, unknown.code, unknown.msg]).toEqual([401, 2101, ERRORS.UNAUTHENTICATED.msg]);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(me.token)));
    expect((await t.call('GET', '/v1/api/user/info', { token: me.token })).status).toBe(401);
  });

  it('revokes the token on logout, and only that token', async () => {
    const me = await t.signUp();
    const other = await t.call('POST', '/v1/api/user/login', { body: { email: me.email, password: me.password } });
    const out = await t.call('POST', '/v1/api/user/logout', { token: me.token });
    expect([out.code, out.data]).toEqual([0, null]);
    expect((await t.call('GET', '/v1/api/user/info', { token: me.token })).code).toBe(2101);
    expect((await t.call('POST', '/v1/api/user/logout', { token: me.token })).code).toBe(2101);
    expect((await t.call('GET', '/v1/api/user/info', { token: other.data.token })).code).toBe(0);
  });
});
