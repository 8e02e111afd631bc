import { aPipeline, newId } from '@huiliu/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformEngine } from '../../app';
import { AccountStore } from '../../apps/accounts';
import { appAccounts } from '../../db/schema-apps';
import { drivers, usePlatform, type SignedUp } from '../../test/harness';
import { flakyReceiver, livePipeline, loopbackHttp, sendOrderPipeline } from '../../test/engine-fixtures';
import { dingtalkBot, testCatalogue } from './fixtures';

const BASE = '/v1/api/process/app';

describe.each(drivers())('the app catalogue calls (%s)', (kind) => {
  const secretKey = Buffer.alloc(32, 7);
  const catalogue = testCatalogue();
  const f = usePlatform(kind, { catalogue, secretKey, engine: { http: loopbackHttp() } });
  let me: SignedUp;
  beforeAll(async () => {
    me = await f.signUp();
  });
  const get = (path: string, query?: Record<string, string>, token = me.token) =>
    f.call('GET', `${BASE}/${path}`, { token, ...(query ? { query } : {}) });
  const post = (path: string, body: unknown, token = me.token) => f.call('POST', `${BASE}/${path}`, { token, body });

  it('lists only apps in state 1 or 3, filtered by class, trigger and keyword (zh or en)', async () => {
    const all = await get('list');
    const ids = all.data.list.map((a: { app_id: string }) => a.app_id);
    expect(ids).toContain('2002');
    expect(ids).toContain('2006'); // beta (state 3) is listed
    expect(ids).not.toContain('2999'); // offline (state 2) is not
    expect(all.data.total).toBe(ids.length);
    const bot = all.data.list.find((a: { app_id: string }) => a.app_id === '2002');
    expect(bot).toMatchObject({
      app_name: '钉钉群机器人',
      app_name_en: 'DingTalk group bot',
      account_on: 1,
      is_trigger: false,
      class_type: 'message',
    });
    expect(bot.auth_methods[0].fields[1]).toMatchObject({ key: 'secret', secret: true, label_en: 'Signing secret' });
    const webhook = all.data.list.find((a: { app_id: string }) => a.app_id === '1001');
    expect(webhook).toMatchObject({ app_name_en: 'Webhook', account_on: 0, is_trigger: true, class_type: 'builtin' });

    expect((await get('list', { class_type: 'developer' })).data.list.map((a: { app_id: string }) => a.app_id)).toEqual(['2006']);
    const triggers = (await get('list', { is_trigger: '1', class_type: 'developer' })).data.list;
    expect(triggers.map((a: { app_id: string }) => a.app_id)).toEqual(['2006']);
    expect((await get('list', { is_trigger: '0', class_type: 'developer' })).data.total).toBe(0);
    expect((await get('list', { keyword: 'dingtalk' })).data.list.map((a: { app_id: string }) => a.app_id)).toEqual(['2002']);
    expect((await get('list', { is_trigger: '2' })).status).toBe(400);
    expect((await f.call('GET', `${BASE}/list`)).status).toBe(401);
  });

  it('answers an app’s triggers or actions, offline ones too, and 4004 for an unknown app', async () => {
    const triggers = await get('action', { app_id: '2006', action_type: '1' });
    expect(triggers.data.list.map((a: { action_id: string }) => a.action_id)).toEqual(['new_issue']);
    const actions = await get('action', { app_id: '2006', action_type: '2' });
    expect(actions.data.list.map((a: { action_id: string }) => a.action_id)).toEqual(['create_issue']);
    expect(actions.data.list[0].fields[0]).toMatchObject({ key: 'repo', dynamic: true, depends_on: [] });
    // an offline app is not listed, but the steps that already use it still read its form
    expect((await get('action', { app_id: '2999' })).data.list).toHaveLength(1);
    // unknown, and the open platform's (≥ 1,000,000, spec §9; ids of 8+ digits truncate to 7)
    for (const app_id of ['9999', '1000001', '20060000001']) {
      const missing = await get('action', { app_id });
      expect([missing.status, missing.code]).toEqual([404, 4004]);
    }
  });

  it('answers apps by id for the gateway’s loader: offline ones too, unknown and open-platform ids absent', async () => {
    const batch = await get('batch', { ids: '2002,2999,9999,1000001,1001' });
    expect(batch.data.list.map((a: { app_id: string }) => a.app_id)).toEqual(['2002', '2999', '1001']);
    const tooMany = await get('batch', { ids: Array.from({ length: 101 }, (_, i) => String(i + 1)).join(',') });
    expect([tooMany.status, tooMany.code]).toEqual([400, 4000]);
  });

  it('counts and groups listed apps by class', async () => {
    const classes = (await get('class')).data.list;
    expect(classes).toEqual([
      { class_type: 'builtin', count: 11 },
      { class_type: 'message', count: 1 },
      { class_type: 'developer', count: 1 },
    ]);
    const groups = (await get('app-class')).data.list;
    expect(groups.map((g: { class_type: string; apps: unknown[] }) => [g.class_type, g.apps.length])).toEqual([
      ['builtin', 11],
      ['message', 1],
      ['developer', 1],
    ]);
    const one = await get('app-class-info', { class_type: 'message' });
    expect(one.data.apps.map((a: { app_id: string }) => a.app_id)).toEqual(['2002']);
    const none = await get('app-class-info', { class_type: 'nope' });
    expect([none.status, none.code]).toEqual([404, 4004]);
  });

  it('gives an action’s fields with their dynamic flags, and 4004 for an unknown action', async () => {
    const fields = await post('nfiled', { app_id: '2006', action_id: 'create_issue' });
    expect(fields.data.fields.map((x: { key: string; dynamic: boolean }) => [x.key, x.dynamic])).toEqual([
      ['repo', true],
      ['title', false],
      ['body', false],
    ]);
    expect((await post('nfiled', { app_id: '2006', action_id: 'nope' })).status).toBe(404);
    const bad = await post('nfiled', { app_id: '' });
    expect([bad.status, bad.code]).toEqual([400, 4000]);
  });

  it('keeps a company’s requests for apps it misses, visible to that company only', async () => {
    const added = await post('not/joint', { app_name: '有赞', description: '同步订单', link: 'https://doc.youzanyun.com' });
    expect(added.data).toMatchObject({ app_name: '有赞', description: '同步订单', link: 'https://doc.youzanyun.com' });
    expect((await get('not/joint/list')).data.list.map((r: { request_id: string }) => r.request_id)).toEqual([added.data.request_id]);
    const stranger = await f.signUp();
    expect((await get('not/joint/list', undefined, stranger.token)).data.list).toEqual([]);
    const empty = await post('not/joint', { app_name: '  ' });
    expect([empty.status, empty.msg]).toEqual([400, expect.stringContaining('请填写应用名称')]);
  });

  it('names the egress addresses from HUILIU_EGRESS_IPS, with a note when none are set', async () => {
    const before = process.env.HUILIU_EGRESS_IPS;
    try {
      delete process.env.HUILIU_EGRESS_IPS;
      const unset = await post('ip/white', {});
      expect(unset.data.ips).toEqual([]);
      expect(unset.data.note).toMatch(/HUILIU_EGRESS_IPS/);
      process.env.HUILIU_EGRESS_IPS = ' 203.0.113.7, 203.0.113.8 ,';
      expect((await post('ip/white', {})).data).toEqual({ ips: ['203.0.113.7', '203.0.113.8'], note: null });
    } finally {
      if (before === undefined) delete process.env.HUILIU_EGRESS_IPS;
      else process.env.HUILIU_EGRESS_IPS = before;
    }
  });

  describe('a company’s pipelines', () => {
    let receiver: Awaited<ReturnType<typeof flakyReceiver>>;
    beforeAll(async () => {
      receiver = await flakyReceiver();
    });
    afterAll(() => receiver.close());

    it('checks every step with the catalogue’s account needs and the accounts’ states', async () => {
      const company = await f.signUp();
      const ok = newId();
      const failed = newId();
      await f.db.insert(appAccounts).values([
        { id: ok, companyId: company.company_id, appId: '2002', accountName: '好的', accountType: 'custom', authSealed: 'x', status: 'ok' },
        { id: failed, companyId: company.company_id, appId: '2002', accountName: '坏的', accountType: 'custom', authSealed: 'x', status: 'failed' },
      ]);
      const foreign = await f.signUp();
      const theirs = newId();
      await f.db.insert(appAccounts).values({
        id: theirs,
        companyId: foreign.company_id,
        appId: '2002',
        accountName: '别人的',
        accountType: 'custom',
        authSealed: 'x',
        status: 'ok',
      });
      const send = { app_id: '2002', action_id: 'send_text', return_data: { errcode: 0 } };
      const content = aPipeline()
        .withStep('none', { ...send, params: { content: 'hi' } })
        .withStep('good', { ...send, account_id: ok, params: { content: 'hi' } })
        .withStep('bad', { ...send, account_id: failed, params: {} })
        .withStep('foreign', { ...send, account_id: theirs, params: { content: 'hi' } })
        .build();
      const { processId } = await livePipeline(f, company.token, content, false);
      const checked = await get('check/steps', { process_id: processId }, company.token);
      const kinds = Object.fromEntries(
        checked.data.list.map((s: { uuid: string; outcomes: Array<{ kind: string }> }) => [s.uuid, s.outcomes.map((o) => o.kind)]),
      );
      expect(kinds).toEqual({
        trigger: ['sampleMissing'],
        none: ['noAccount'],
        good: [],
        bad: ['accountFailed', 'requiredMissing'],
        foreign: ['accountFailed'],
      });
      expect(checked.data.list[3].outcomes[1].fields).toEqual(['content']);
      const notMine = await get('check/steps', { process_id: processId });
      expect([notMine.status, notMine.code]).toEqual([404, 4004]);
    });

    it('filters the pipeline list by any catalogue app’s zh or en name', async () => {
      const company = await f.signUp();
      const bot = aPipeline().withStep('bot', { app_id: '2002', action_id: 'send_text', params: {} }).build();
      await livePipeline(f, company.token, bot, false);
      await livePipeline(f, company.token, sendOrderPipeline(`${receiver.url}/x`), false);
      for (const app_name of ['钉钉', 'dingtalk']) {
        const list = await f.call('GET', '/v1/api/dataprocess/list', { token: company.token, query: { app_name } });
        expect(list.data.list.map((p: { app_ids: string[] }) => p.app_ids)).toEqual([['1001', '2002']]);
        const count = await f.call('GET', '/v1/api/dataprocess/getallcount', { token: company.token, query: { app_name } });
        expect(count.data.count).toBe(1);
      }
    });

    it('names a run’s steps by the catalogue’s apps, whatever the step’s outcome', async () => {
      const company = await f.signUp();
      const account = await new AccountStore(f.db, secretKey, catalogue).create({
        companyId: company.company_id,
        userId: company.userid,
        app: dingtalkBot,
        accountType: 'custom',
        accountName: '群',
        data: { webhook_url: `${receiver.url}/robot/send?access_token=t` },
      });
      const bot = aPipeline()
        .withStep('bot', { app_id: '2002', action_id: 'send_text', account_id: account.id, params: { content: 'hi' } })
        .build();
      const { key } = await livePipeline(f, company.token, bot);
      const accepted = await f.call('POST', `/v1/api/data/webhook/accept/${key}`, { body: { a: 1 } });
      await platformEngine(f.app).idle();
      const detail = await f.call('POST', '/v1/api/log/detail', { token: company.token, body: { log_id: accepted.data.log_id } });
      expect(detail.data.steps.map((s: { app_name: string }) => s.app_name)).toEqual(['Webhook', '钉钉群机器人']);
    });

    it('suggests mappings from earlier samples for a saved step', async () => {
      const content = aPipeline().withStep('bot', { app_id: '2002', action_id: 'send_text', params: {} }).build();
      content[0]!.sample_data = { content: '新订单', order: { mobile: '13800000000' } };
      const { processId } = await livePipeline(f, me.token, content, false);
      const matched = await get('match', { process_id: processId, step_uuid: 'bot' });
      expect(matched.data.list).toEqual([
        { field: 'content', reference: '{{1.content}}', step_uuid: 'trigger', step_number: 1, key: 'content', quality: 'exact' },
        { field: 'at_mobiles', reference: '{{1.order.mobile}}', step_uuid: 'trigger', step_number: 1, key: 'order.mobile', quality: 'fuzzy' },
      ]);
      const noStep = await get('match', { process_id: processId, step_uuid: 'nope' });
      expect(noStep.status).toBe(404);
    });

    it('counts the pipelines and runs that use each app, and lists the apps in use', async () => {
      const company = await f.signUp();
      const { key } = await livePipeline(f, company.token, sendOrderPipeline(`${receiver.url}/stats`));
      await livePipeline(f, company.token, sendOrderPipeline(`${receiver.url}/stats`), false);
      for (const order_id of [1, 2]) await f.call('POST', `/v1/api/data/webhook/accept/${key}`, { body: { order_id } });
      await platformEngine(f.app).idle();
      const stats = (await get('statistics', undefined, company.token)).data.list;
      expect(stats).toEqual([
        { app_id: '1001', app_name: 'Webhook', app_name_en: 'Webhook', process_num: 2, run_num: 2 },
        { app_id: '1007', app_name: '发送数据', app_name_en: 'Send data', process_num: 2, run_num: 2 },
      ]);
      const used = (await get('company/used', undefined, company.token)).data.list;
      expect(used.map((a: { app_id: string }) => a.app_id)).toEqual(['1001', '1007']);
      const stranger = await f.signUp();
      expect((await get('statistics', undefined, stranger.token)).data.list).toEqual([]);
      expect((await get('company/used', undefined, stranger.token)).data.list).toEqual([]);
    });
  });
});
