import { randomBytes } from 'node:crypto';
import { BUILTIN_MANIFESTS } from '@huiliu/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AccountStore } from '../../apps/accounts';
import { Catalogue } from '../../apps/catalogue';
import { appAccounts } from '../../db/schema-apps';
import { decryptSecret } from '../../secrets';
import { drivers, usePlatform, type SignedUp } from '../../test/harness';
import { ACCOUNT_TEST_APPS } from './fixtures';

const APP = '/v1/api/app';
const PA = '/v1/api/process/app';
const secretKey = randomBytes(32);
const catalogue = new Catalogue([...BUILTIN_MANIFESTS, ...ACCOUNT_TEST_APPS]);

/** Another company's accounts: invisible in every list, and every call on one answers the same 4004 as an unknown id. */
describe.each(drivers())('app accounts across companies on %s', (kind) => {
  const t = usePlatform(kind, { secretKey, catalogue });
  let owner: SignedUp;
  let stranger: SignedUp;
  let accountId: string;

  beforeAll(async () => {
    owner = await t.signUp();
    stranger = await t.signUp();
    const res = await t.call('POST', `${PA}/add/account`, {
      token: owner.token,
      body: {
        app_id: '2903',
        account_name: '老板的机器人',
        auth_data: { webhook: 'https://oapi.example.com/robot?access_token=owner', secret: 'SEC-owner' },
      },
    });
    accountId = res.data.accountId;
  });

  it('lists none of them', async () => {
    expect((await t.call('GET', `${APP}/list`, { token: stranger.token })).data).toEqual({ list: [], total: 0 });
    expect((await t.call('GET', `${APP}/connection`, { token: stranger.token, query: { app_id: '2903' } })).data.list).toEqual([]);
    expect((await t.call('GET', `${PA}/account`, { token: stranger.token, query: { app_id: '2903' } })).data.list).toEqual([]);
    expect((await t.call('GET', `${PA}/accounton`, { token: stranger.token })).data.list).toEqual([]);
    expect((await t.call('GET', `${APP}/batch`, { token: stranger.token, query: { ids: accountId } })).data.list).toEqual([]);
  });

  it.each([
    ['reading its auth', 'GET', `${PA}/get_account_auth`, () => ({ query: { account_id: accountId } })],
    ['updating it', 'POST', `${APP}/update`, () => ({ body: { account_id: accountId, auth_data: { webhook: 'https://evil.example.com' } } })],
    ['renaming it', 'POST', `${APP}/updatename`, () => ({ body: { account_id: accountId, account_name: '抢来的' } })],
    ['renaming it through process/app', 'POST', `${PA}/update/account`, () => ({ body: { account_id: accountId, account_name: '抢来的' } })],
    ['deleting it, even confirmed', 'GET', `${APP}/delete`, () => ({ query: { account_id: accountId, confirm: '1' } })],
  ] as const)('answers 4004 to %s, like an unknown id, and changes nothing', async (_what, method, url, o) => {
    const foreign = await t.call(method, url, { token: stranger.token, ...o() });
    const unknown = await t.call(method, url, {
      token: stranger.token,
      ...JSON.parse(JSON.stringify(o()).replace(accountId, '1234567890123456789')),
    });
    expect(foreign).toMatchObject({ status: 404, code: 4004 });
    expect(foreign.msg).toBe(unknown.msg);
    expect(foreign.raw).not.toContain('SEC-owner');
    const [row] = await t.db.select().from(appAccounts).where(eq(appAccounts.id, accountId));
    expect(row!.accountName).toBe('老板的机器人');
    expect(JSON.parse(decryptSecret(secretKey, row!.authSealed))).toMatchObject({ webhook: 'https://oapi.example.com/robot?access_token=owner' });
  });

  it('cannot be used in a step of another company: the engine gets no auth for it', async () => {
    const access = new AccountStore(t.db, secretKey, catalogue).access();
    expect(await access.authFor(stranger.company_id, accountId)).toBeUndefined();
    expect(await access.authFor(owner.company_id, accountId)).toMatchObject({ accountId, data: { secret: 'SEC-owner' }, secrets: ['SEC-owner'] });
  });

  it('does not count another company’s pipelines that name the id', async () => {
    const content = JSON.stringify([
      { uuid: 'trigger', action_type: '1', app_id: '1001', action_id: 'receive', params: {} },
      { uuid: 'send', action_type: '2', app_id: '2903', action_id: 'send', account_id: accountId, params: { text: 'x' } },
    ]);
    expect((await t.call('POST', '/v1/api/dataprocess/add', { token: stranger.token, body: { title: '偷用', content } })).code).toBe(0);
    const mine = await t.call('GET', `${APP}/batch`, { token: owner.token, query: { ids: accountId } });
    expect(mine.data.list[0]).toMatchObject({ processNum: 0, processIds: [] });
    // and the owner deletes it without a confirmation the stranger's pipeline would have caused
    expect((await t.call('GET', `${APP}/delete`, { token: owner.token, query: { account_id: accountId } })).msg).toBe('删除成功');
  });
});
