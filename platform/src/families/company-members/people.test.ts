import { ERRORS } from '@huiliu/core';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { drivers, usePlatform, type SignedUp } from '../../test/harness';

const C = '/v1/api/main/company';

describe.each(drivers())('people of the company console on %s', (kind) => {
  const t = usePlatform(kind);
  const setRole = (by: SignedUp, userId: string, role: string) =>
    t.call('POST', `${C}/user/role`, { token: by.token, body: { user_id: userId, role } });
  const setDisabled = (by: SignedUp, userId: string, disabled: 0 | 1) =>
    t.call('POST', `${C}/user/disable`, { token: by.token, body: { user_id: userId, disabled } });
  const info = (who: SignedUp) => t.call('GET', '/v1/api/user/info', { token: who.token });

  it('changes a role and the person acts with the new one on their very next request', async () => {
    const owner = await t.signUp();
    const member = await t.addMember(owner, 'editor');
    // the editor's session is now in the cache with its editor permissions
    expect((await info(member)).data.permissions).toContain('pipelines.edit');
    const changed = await setRole(owner, member.userid, 'viewer');
    expect(changed.data).toMatchObject({ userid: member.userid, role: 'viewer', role_name: '查看者' });
    expect((await info(member)).data.permissions).not.toContain('pipelines.edit');
    const refused = await t.call('POST', '/v1/api/dataprocess/add', { token: member.token, body: { title: '不行' } });
    expect([refused.status, refused.code]).toEqual([403, ERRORS.FORBIDDEN.code]);
  });

  it('lets only an owner make or unmake an owner', async () => {
    const owner = await t.signUp();
    const admin = await t.addMember(owner, 'admin');
    const editor = await t.addMember(owner, 'editor');
    expect((await setRole(admin, editor.userid, 'owner')).code).toBe(ERRORS.OWNER_ONLY.code);
    expect((await setRole(admin, owner.userid, 'viewer')).code).toBe(ERRORS.OWNER_ONLY.code);
    expect((await setRole(admin, editor.userid, 'admin')).data.role).toBe('admin');
    expect((await setRole(owner, editor.userid, 'owner')).data.role).toBe('owner');
    expect((await setRole(owner, editor.userid, 'viewer')).data.role).toBe('viewer');
  });

  it('never grants beyond the granter: an admin cannot give nor take a custom role that may buy', async () => {
    const owner = await t.signUp();
    const admin = await t.addMember(owner, 'admin');
    const viewer = await t.addMember(owner, 'viewer');
    const buyer = await t.call('POST', `${C}/role/create`, {
      token: owner.token,
      body: { name: '采购', permissions: ['billing.view', 'billing.manage'] },
    });
    expect(buyer.code).toBe(0);
    const given = await setRole(admin, viewer.userid, buyer.data.role_id);
    expect([given.status, given.code]).toEqual([403, ERRORS.GRANT_EXCEEDS_OWN.code]);
    expect((await setRole(owner, viewer.userid, buyer.data.role_id)).data).toMatchObject({ role: buyer.data.role_id, role_name: '采购' });
    expect((await setRole(admin, viewer.userid, 'viewer')).code).toBe(ERRORS.GRANT_EXCEEDS_OWN.code);
  });

  it('keeps at least one enabled owner', async () => {
    const owner = await t.signUp();
    const refused = await setRole(owner, owner.userid, 'admin');
    expect([refused.status, refused.code, refused.msg]).toEqual([409, ERRORS.LAST_OWNER.code, ERRORS.LAST_OWNER.msg]);
    const second = await t.addMember(owner, 'owner');
    expect((await setRole(owner, owner.userid, 'admin')).data.role).toBe('admin');
    // the founder, now an admin, can no longer touch the remaining owner
    expect((await setDisabled(owner, second.userid, 1)).code).toBe(ERRORS.OWNER_ONLY.code);
    expect((await setRole(second, second.userid, 'viewer')).code).toBe(ERRORS.LAST_OWNER.code);
  });

  it('refuses an unknown role, a role of another company and a person of another company', async () => {
    const owner = await t.signUp();
    const stranger = await t.signUp();
    const member = await t.addMember(owner, 'viewer');
    const theirs = await t.call('POST', `${C}/role/create`, { token: stranger.token, body: { name: '外部', permissions: [] } });
    expect((await setRole(owner, member.userid, 'superuser')).code).toBe(ERRORS.ROLE_NOT_FOUND.code);
    expect((await setRole(owner, member.userid, theirs.data.role_id)).code).toBe(ERRORS.ROLE_NOT_FOUND.code);
    for (const userId of [stranger.userid, 'abc', '99999999999999999999']) {
      const res = await setRole(owner, userId, 'viewer');
      expect([res.status, res.code], userId).toEqual([404, ERRORS.NOT_FOUND.code]);
    }
    const [row] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, stranger.userid));
    expect(row!.role).toBe('owner');
  });

  it('disables a person at once: sessions revoked, next request 2101, sign-in refused; enabling lets them in again', async () => {
    const owner = await t.signUp();
    const member = await t.addMember(owner, 'editor');
    const password = 'another-horse-battery';
    const { hashPassword } = await import('../user/password');
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, member.userid));
    expect((await info(member)).code).toBe(0);
    const disabled = await setDisabled(owner, member.userid, 1);
    expect(disabled.data).toMatchObject({ userid: member.userid, disabled: 1 });
    expect((await info(member)).code).toBe(ERRORS.UNAUTHENTICATED.code);
    const live = await t.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, member.userid), isNull(sessions.revokedAt)));
    expect(live).toEqual([]);
    const login = await t.call('POST', '/v1/api/user/login', { body: { email: member.email, password } });
    expect([login.status, login.code]).toEqual([403, ERRORS.USER_DISABLED.code]);
    expect((await setDisabled(owner, member.userid, 0)).data.disabled).toBe(0);
    // the old session stays revoked; signing in again works
    expect((await info(member)).code).toBe(ERRORS.UNAUTHENTICATED.code);
    const again = await t.call('POST', '/v1/api/user/login', { body: { email: member.email, password } });
    expect(again.code).toBe(0);
  });

  it('lets nobody disable themselves, and no admin disable an owner', async () => {
    const owner = await t.signUp();
    const admin = await t.addMember(owner, 'admin');
    const self = await setDisabled(admin, admin.userid, 1);
    expect([self.status, self.code]).toEqual([400, ERRORS.CANNOT_DISABLE_SELF.code]);
    expect((await setDisabled(owner, owner.userid, 1)).code).toBe(ERRORS.CANNOT_DISABLE_SELF.code);
    expect((await setDisabled(admin, owner.userid, 1)).code).toBe(ERRORS.OWNER_ONLY.code);
    expect((await info(owner)).code).toBe(0);
  });

  it("checks a person's permissions, one permission at a time too; a disabled person may do nothing", async () => {
    const owner = await t.signUp();
    const viewer = await t.addMember(owner, 'viewer');
    const all = await t.call('GET', `${C}/user/permissions`, { token: owner.token, query: { user_id: viewer.userid } });
    expect(all.data).toMatchObject({ user_id: viewer.userid, role: 'viewer', disabled: 0, allowed: null });
    expect(all.data.permissions).toContain('pipelines.view');
    const edit = await t.call('GET', `${C}/user/permissions`, {
      token: owner.token,
      query: { user_id: viewer.userid, permission: 'pipelines.edit' },
    });
    expect(edit.data.allowed).toBe(0);
    await setDisabled(owner, viewer.userid, 1);
    const off = await t.call('GET', `${C}/user/permissions`, { token: owner.token, query: { user_id: viewer.userid, permission: 'pipelines.view' } });
    expect(off.data).toMatchObject({ disabled: 1, permissions: [], allowed: 0 });
    const bad = await t.call('GET', `${C}/user/permissions`, { token: owner.token, query: { user_id: viewer.userid, permission: 'everything' } });
    expect([bad.status, bad.code]).toEqual([400, ERRORS.BAD_REQUEST.code]);
  });

  it('lists the console’s members in the order they joined, with their last sign-in and the filters of /base/users', async () => {
    const owner = await t.signUp({ uname: '创始人' });
    const viewer = await t.addMember(owner, 'viewer');
    const editor = await t.addMember(owner, 'editor');
    await t.signUp();
    await setDisabled(owner, editor.userid, 1);
    const all = await t.call('POST', `${C}/members`, { token: owner.token, body: {} });
    expect(all.data.total).toBe(3);
    expect(all.data.list.map((m: { userid: string }) => m.userid)).toEqual([owner.userid, viewer.userid, editor.userid]);
    expect(all.data.list[0].last_login_at).toMatch(/Z$/);
    const byName = await t.call('POST', `${C}/members`, { token: owner.token, body: { keyword: '创始' } });
    expect(byName.data.list.map((m: { userid: string }) => m.userid)).toEqual([owner.userid]);
    const disabled = await t.call('POST', `${C}/members`, { token: owner.token, body: { disabled: 1, keyword: '' } });
    expect(disabled.data.list.map((m: { userid: string }) => m.userid)).toEqual([editor.userid]);
    const viewers = await t.call('POST', `${C}/members`, { token: owner.token, body: { role: 'viewer', limit: 1, offset: 0 } });
    expect(viewers.data).toMatchObject({ total: 1, list: [{ userid: viewer.userid }] });
  });

  it('answers malformed bodies with 400, never a 500', async () => {
    const owner = await t.signUp();
    for (const body of ['{', { user_id: 1, role: 'viewer' }, { user_id: owner.userid, role: 'x'.repeat(41) }, { user_id: owner.userid }]) {
      const res = await t.call('POST', `${C}/user/role`, { token: owner.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const res = await t.call('POST', `${C}/user/disable`, { token: owner.token, body: { user_id: owner.userid, disabled: 2 } });
    expect([res.status, res.code]).toEqual([400, ERRORS.BAD_REQUEST.code]);
  });
});
