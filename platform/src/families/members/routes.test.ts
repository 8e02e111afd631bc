import { ERRORS } from '@huiliu/core';
import { describe, expect, it } from 'vitest';
import { drivers, usePlatform } from '../../test/harness';

describe.each(drivers())('base/users on %s', (kind) => {
  const t = usePlatform(kind);

  it('lists the people of the caller’s company only', async () => {
    const me = await t.signUp({ uname: '甲' });
    await t.signUp({ uname: '乙' });
    const res = await t.call('GET', '/v1/api/base/users', { token: me.token });
    expect(res.code).toBe(0);
    expect(res.data.total).toBe(1);
    expect(res.data.list.map((u: { userid: string }) => u.userid)).toEqual([me.userid]);
  });

  it('answers a batch of ids, leaving unknown, malformed and foreign ids out', async () => {
    const me = await t.signUp();
    const other = await t.signUp();
    const ids = [me.userid, other.userid, '123', 'abc', '99999999999999999999999'].join(',');
    const res = await t.call('GET', '/v1/api/base/users', { token: me.token, query: { ids } });
    expect(res.data).toMatchObject({ total: 1, list: [{ userid: me.userid, company_id: me.company_id }] });
    expect(res.raw).not.toContain(other.userid);
  });

  it('refuses more than 100 ids and a bad limit with 4000', async () => {
    const me = await t.signUp();
    const ids = Array.from({ length: 101 }, (_, i) => String(i + 1)).join(',');
    expect((await t.call('GET', '/v1/api/base/users', { token: me.token, query: { ids } })).code).toBe(4000);
    const bad = await t.call('GET', '/v1/api/base/users', { token: me.token, query: { limit: -1 } });
    expect([bad.status, bad.code]).toEqual([400, 4000]);
    expect(bad.msg).toContain('limit');
  });

  it('narrows the list by keyword (name or email), role and disabled, as spec §7 Members’ query params', async () => {
    const owner = await t.signUp({ uname: '王经理' });
    const viewer = await t.addMember(owner, 'viewer');
    const editor = await t.addMember(owner, 'editor');
    await t.call('POST', '/v1/api/main/company/user/disable', { token: owner.token, body: { user_id: editor.userid, disabled: 1 } });
    const ids = async (query: Record<string, string>) =>
      (await t.call('GET', '/v1/api/base/users', { token: owner.token, query })).data.list.map((u: { userid: string }) => u.userid);
    expect(await ids({ keyword: '王经' })).toEqual([owner.userid]);
    expect(await ids({ keyword: viewer.email.slice(0, 12).toUpperCase() })).toEqual([viewer.userid]);
    expect(await ids({ keyword: '%' })).toEqual([]);
    expect(await ids({ role: 'viewer' })).toEqual([viewer.userid]);
    expect(await ids({ disabled: '1' })).toEqual([editor.userid]);
    expect(await ids({ disabled: '0', role: 'owner' })).toEqual([owner.userid]);
    expect((await t.call('GET', '/v1/api/base/users', { token: owner.token, query: { disabled: 'yes' } })).status).toBe(400);
  });

  it('shows colleagues’ names to every member but their email and mobile only to a role with members.view', async () => {
    const owner = await t.signUp();
    const role = await t.call('POST', '/v1/api/main/company/role/create', {
      token: owner.token,
      body: { name: '仅流程', permissions: ['pipelines.view'] },
    });
    const narrow = await t.addMember(owner, role.data.role_id);
    const seen = await t.call('GET', '/v1/api/base/users', { token: narrow.token, query: { ids: owner.userid } });
    expect(seen.data.list).toEqual([expect.objectContaining({ userid: owner.userid, email: '', mobile: null })]);
    expect(seen.raw).not.toContain(owner.email);
    const viewer = await t.addMember(owner, 'viewer');
    const full = await t.call('GET', '/v1/api/base/users', { token: viewer.token, query: { ids: owner.userid } });
    expect(full.data.list[0].email).toBe(owner.email);
  });

  it('reads and replaces a person’s product roles, answering what the platform holds (spec §4)', async () => {
    const owner = await t.signUp();
    const member = await t.addMember(owner, 'editor');
    const path = `/v1/api/base/users/${member.userid}/product-roles`;
    const read = await t.call('GET', path, { token: owner.token });
    expect(read.data).toEqual({ user_id: member.userid, roles: [{ product: 'huiliu', product_name: '汇流', role: 'editor', role_name: '编辑者' }] });
    const patched = await t.call('PATCH', path, { token: owner.token, body: { roles: [{ product: 'huiliu', role: 'viewer' }] } });
    expect(patched.data.roles).toEqual([{ product: 'huiliu', product_name: '汇流', role: 'viewer', role_name: '查看者' }]);
    expect((await t.call('GET', '/v1/api/user/info', { token: member.token })).data.role).toBe('viewer');
    const owned = await t.call('PATCH', `/v1/api/base/users/${owner.userid}/product-roles`, {
      token: owner.token,
      body: { roles: [{ product: 'huiliu', role: 'admin' }] },
    });
    expect(owned.code).toBe(ERRORS.LAST_OWNER.code);
    for (const body of [{ roles: [] }, { roles: [{ product: 'other', role: 'viewer' }] }, { roles: [{ product: 'huiliu' }] }]) {
      const res = await t.call('PATCH', path, { token: owner.token, body });
      expect([res.status, res.code], JSON.stringify(body)).toEqual([400, ERRORS.BAD_REQUEST.code]);
    }
    const malformed = await t.call('PATCH', path, { token: owner.token, body: '{"roles":' });
    expect([malformed.status, malformed.code]).toEqual([400, ERRORS.MALFORMED_JSON.code]);
    const viewer = await t.addMember(owner, 'viewer');
    expect((await t.call('PATCH', path, { token: viewer.token, body: { roles: [{ product: 'huiliu', role: 'editor' }] } })).code).toBe(
      ERRORS.FORBIDDEN.code,
    );
  });

  it('answers another company’s person and a malformed id as not found', async () => {
    const owner = await t.signUp();
    const stranger = await t.signUp();
    for (const userId of [stranger.userid, 'abc']) {
      const read = await t.call('GET', `/v1/api/base/users/${userId}/product-roles`, { token: owner.token });
      expect([read.status, read.code], userId).toEqual([404, ERRORS.NOT_FOUND.code]);
      const patch = await t.call('PATCH', `/v1/api/base/users/${userId}/product-roles`, {
        token: owner.token,
        body: { roles: [{ product: 'huiliu', role: 'viewer' }] },
      });
      expect(patch.code, userId).toBe(ERRORS.NOT_FOUND.code);
    }
    expect((await t.call('GET', '/v1/api/user/info', { token: stranger.token })).data.role).toBe('owner');
  });

  it('requires a token', async () => {
    expect((await t.call('GET', '/v1/api/base/users')).status).toBe(401);
  });
});
