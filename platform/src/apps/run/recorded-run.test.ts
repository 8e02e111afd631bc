import { randomBytes } from 'node:crypto';
import { aPipeline } from '@huiliu/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformEngine } from '../../app';
import { runSteps, runs } from '../../db/schema-engine';
import { livePipeline, loopbackHttp } from '../../test/engine-fixtures';
import { usePlatform, type SignedUp } from '../../test/harness';
import { AccountStore } from '../accounts';
import { loadCatalogue } from '../catalogue';
import { startDingtalkBot } from '../standins/dingtalk-bot';
import { startJsonServer, type Standin } from '../standins/server';

const secretKey = randomBytes(32);
// a key with the characters URL, form and JSON encodings change
const KEY = 'sk_Zx+q/9=a"b';
const encodings = (s: string) => [
  s,
  encodeURIComponent(s),
  JSON.stringify(s).slice(1, -1),
  Buffer.from(s).toString('base64'),
  Buffer.from(s).toString('hex'),
];

describe('a recorded run of a catalogue step', () => {
  const t = usePlatform('pglite', { secretKey, engine: { http: loopbackHttp() } });
  let api: Standin;
  let me: SignedUp;
  let accountId: string;

  beforeAll(async () => {
    // a provider that answers with the key it received, in clear and derived, and refuses /fail quoting it
    api = await startJsonServer((req) => {
      const key = String(req.headers['x-api-key'] ?? '');
      const echo = {
        key,
        b64: Buffer.from(key).toString('base64'),
        hex: Buffer.from(key).toString('hex'),
        url: `https://x/?k=${encodeURIComponent(key)}`,
      };
      return req.path === '/fail' ? { status: 403, body: { message: `key ${key} is not allowed` } } : { body: echo };
    });
    me = await t.signUp();
    const catalogue = loadCatalogue();
    const store = new AccountStore(t.db, secretKey, catalogue);
    accountId = (
      await store.create({
        companyId: me.company_id,
        userId: null,
        app: catalogue.get('2005')!,
        accountType: 'api_key',
        accountName: '接口',
        data: { header_name: 'X-Api-Key', api_key: KEY },
      })
    ).id;
  });
  afterAll(() => api.close());

  it('keeps no account secret in the run, its steps or the log reply, even when the provider echoes it', async () => {
    const content = aPipeline()
      .withStep('echo', {
        app_id: '2005',
        action_id: 'request',
        account_id: accountId,
        params: { method: 'POST', url: `${api.url}/echo`, body: { id: '{{1.id}}' } },
      })
      .withStep('fail', { app_id: '2005', action_id: 'request', account_id: accountId, params: { method: 'GET', url: `${api.url}/fail` } })
      .build();
    const pipeline = await livePipeline(t, me.token, content);
    await t.app.inject({ method: 'POST', url: `/v1/api/data/webhook/accept?key=${pipeline.key}`, payload: { id: 7 } });
    await platformEngine(t.app).idle();

    // the provider really got the key in clear
    expect(api.received.map((r) => r.headers['x-api-key'])).toEqual([KEY, KEY]);
    const [run] = await t.db.select().from(runs).where(eq(runs.processId, pipeline.processId));
    expect(run).toMatchObject({ status: 'failed', failedStepUuid: 'fail', error: '账户「接口」授权失败：key ****** is not allowed（HTTP 403）' });
    const stored = await t.db.select().from(runSteps).where(eq(runSteps.runId, run!.id));
    expect(JSON.parse(stored.find((s) => s.stepUuid === 'echo')!.output!)).toMatchObject({ key: '******', b64: '******', hex: '******' });
    const detail = await t.call('POST', '/v1/api/log/detail', { token: me.token, body: { log_id: run!.id } });
    const texts = [detail.raw, String(run!.error ?? ''), ...stored.flatMap((s) => [s.input ?? '', s.output ?? '', s.error ?? ''])];
    expect(texts.filter((text) => encodings(KEY).some((e) => text.includes(e)))).toEqual([]);
  });

  it('the editor’s single step test (process/app/steps) sends a signed 钉钉 message through the account', async () => {
    const bot = await startDingtalkBot({ accessToken: 'ding-step-1', secret: 'SECstepsecret' });
    try {
      const catalogue = loadCatalogue();
      const store = new AccountStore(t.db, secretKey, catalogue);
      const account = await store.create({
        companyId: me.company_id,
        userId: null,
        app: catalogue.get('2002')!,
        accountType: 'custom',
        accountName: '钉钉群',
        data: { webhook_url: `${bot.url}/robot/send?access_token=ding-step-1`, secret: 'SECstepsecret' },
      });
      const content = aPipeline()
        .withStep('ding', { app_id: '2002', action_id: 'send_text', account_id: account.id, params: { content: '订单 {{1.id}} 已付款' } })
        .build();
      const r = await t.call('POST', '/v1/api/process/app/steps', {
        token: me.token,
        body: { content, step_uuid: 'ding', trigger_data: { id: 42 } },
      });
      expect(r.data).toMatchObject({ status: 'success', output: { errcode: 0, errmsg: 'ok' }, error: null });
      expect(bot.received.at(-1)!.body).toMatchObject({ msgtype: 'text', text: { content: '订单 42 已付款' } });
    } finally {
      await bot.close();
    }
  });
});
