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

  it('requires a token', async () => {
    expect((await t.call('GET', '/v1/api/base/users')).status).toBe(401);
  });
});
