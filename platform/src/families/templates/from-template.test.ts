import type { Template } from '@huiliu/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformEngine } from '../../app';
import { startDingtalkBot } from '../../apps/standins/dingtalk-bot';
import type { Standin } from '../../apps/standins/server';
import { pipelines } from '../../db/schema';
import { runs } from '../../db/schema-engine';
import { templateUses } from '../../db/schema-templates';
import { loopbackHttp } from '../../test/engine-fixtures';
import { drivers, usePlatform, type SignedUp } from '../../test/harness';
import { T, TEST_STARTERS, aDingtalkAccount, dingtalkContent, sharedTemplate } from './fixtures';

const ADD = '/v1/api/dataprocess/add';
const STARTER = TEST_STARTERS[0]!.template_id;
const ACCESS_TOKEN = 'bot-token-from-template';
const SIGNING = 'SECbot-signing-secret';

describe.each(drivers())('creating pipelines from templates on %s', (kind) => {
  const t = usePlatform(kind, { starters: TEST_STARTERS, engine: { http: loopbackHttp() } });
  let bot: Standin;
  let sharer: SignedUp;
  let user: SignedUp;
  let sharerAccount: string;
  let userAccount: string;
  let linkTemplate: Template;
  let linkToken: string;

  const create = (who: SignedUp, body: Record<string, unknown>) => t.call('POST', ADD, { token: who.token, body });
  const botAccount = (who: SignedUp) => aDingtalkAccount(t, who, `${bot.url}/robot/send?access_token=${ACCESS_TOKEN}`, SIGNING);
  const counts = async () => {
    const [p] = await t.db.select({ n: count() }).from(pipelines);
    const [u] = await t.db.select({ n: count() }).from(templateUses);
    return [p!.n, u!.n];
  };

  /** Switches the pipeline on, posts `data` to its webhook and waits for the run; the run's status. */
  async function runOnce(who: SignedUp, processId: string, data: unknown): Promise<string> {
    const on = await t.call('POST', '/v1/api/dataprocess/status', { token: who.token, body: { process_id: processId, status: 1 } });
    expect(on.code, on.raw).toBe(0);
    const hook = await t.call('GET', '/v1/api/data/webhook/fetch', { token: who.token, query: { process_id: processId } });
    await t.app.inject({ method: 'POST', url: `/v1/api/data/webhook/accept?key=${hook.data.webhook_key}`, payload: data as object });
    await platformEngine(t.app).idle();
    const [run] = await t.db.select().from(runs).where(eq(runs.processId, processId));
    return run!.status;
  }

  beforeAll(async () => {
    bot = await startDingtalkBot({ accessToken: ACCESS_TOKEN, secret: SIGNING });
    sharer = await t.signUp({ company_name: '模板作者公司' });
    user = await t.signUp({ company_name: '使用模板的公司' });
    sharerAccount = await botAccount(sharer);
    userAccount = await botAccount(user);
    linkTemplate = await sharedTemplate(t, sharer, dingtalkContent(sharerAccount), {
      title: '订单提醒',
      visible: 0,
      inputs: [{ step_uuid: 'notify', key: 'content', label: '消息内容' }],
    });
    linkToken = linkTemplate.share_token!;
  });
  afterAll(() => bot.close());

  it('creates a pipeline from a starter with its account and values, and it runs', async () => {
    const made = await create(user, {
      template_id: STARTER,
      title: '我的第一个流程',
      accounts: { notify: userAccount },
      values: { notify: { content: '新订单 {{1.order_id}}，客户 {{1.customer}}' } },
    });
    expect(made.code, made.raw).toBe(0);
    expect(made.data).toMatchObject({ title: '我的第一个流程', template_id: STARTER, create_channels: 2, status: 0 });
    const notify = JSON.parse(made.data.content)[1];
    expect(notify).toMatchObject({ account_id: userAccount, params: { content: '新订单 {{1.order_id}}，客户 {{1.customer}}' } });

    expect(await runOnce(user, made.data.process_id, { order_id: 'A-9', customer: '王五' })).toBe('success');
    expect(bot.received.at(-1)!.body).toMatchObject({ msgtype: 'text', text: { content: '新订单 A-9，客户 王五' } });
    expect((await t.call('GET', `${T}/get/${STARTER}`, { token: sharer.token })).data.use_count).toBe(1);
    const fromTemplates = await t.call('GET', '/v1/api/dataprocess/list', { token: user.token, query: { create_channels: 2 } });
    expect(fromTemplates.data.list.map((p: { process_id: string }) => p.process_id)).toEqual([made.data.process_id]);
  });

  it('creates from another company’s link template with its token, counting the use', async () => {
    const made = await create(user, { template_id: linkTemplate.template_id, share_token: linkToken, accounts: { notify: userAccount } });
    expect(made.code, made.raw).toBe(0);
    expect(made.data).toMatchObject({ title: '订单提醒', template_id: linkTemplate.template_id });
    // the sharer's account never travels: the step has the user's own
    expect(JSON.parse(made.data.content)[1].account_id).toBe(userAccount);
    const own = await create(sharer, { template_id: linkTemplate.template_id, title: '自己用', accounts: { notify: sharerAccount } });
    expect(own.code).toBe(0);

    const seen = await t.call('GET', `${T}/get/${linkTemplate.template_id}`, { token: sharer.token });
    expect(seen.data.use_count).toBe(2);
    const uses = await t.call('GET', `${T}/uses`, { token: sharer.token, query: { template_id: linkTemplate.template_id } });
    expect(uses.data.total).toBe(2);
    // newest first; the sharer's own use names its pipeline and person, another company's only the company
    expect(uses.data.list).toEqual([
      {
        process_id: own.data.process_id,
        pipeline_title: '自己用',
        company_name: '模板作者公司',
        user_id: sharer.userid,
        created_at: expect.any(String),
      },
      { process_id: made.data.process_id, pipeline_title: null, company_name: '使用模板的公司', user_id: null, created_at: expect.any(String) },
    ]);
  });

  describe('refusals write nothing', () => {
    let other: SignedUp;
    let otherAccount: string;
    let wecomAccount: string;
    beforeAll(async () => {
      other = await t.signUp();
      otherAccount = await botAccount(other);
      const wecom = await t.call('POST', '/v1/api/process/app/add/account', {
        token: user.token,
        body: { app_id: '2001', account_name: '企业微信群', auth_data: { webhook_url: `${bot.url}/cgi-bin/webhook/send?key=k-1` } },
      });
      wecomAccount = wecom.data.accountId;
    });

    it.each([
      ['no token for a link template', () => ({ template_id: linkTemplate.template_id }), 404, 4004],
      ['a wrong token', () => ({ template_id: linkTemplate.template_id, share_token: `${linkToken}x` }), 404, 4004],
      ['an unknown template', () => ({ template_id: '1234567890123456789' }), 404, 4004],
      ['an account of another company', () => ({ template_id: STARTER, accounts: { notify: otherAccount } }), 400, 4123],
      ['an account of another app', () => ({ template_id: STARTER, accounts: { notify: wecomAccount } }), 400, 4123],
      ['an account id that is no id', () => ({ template_id: STARTER, accounts: { notify: 'abc' } }), 400, 4123],
      ['an account for a step the template lacks', () => ({ template_id: STARTER, accounts: { ghost: userAccount } }), 400, 4000],
      ['a value for a field the template does not ask', () => ({ template_id: STARTER, values: { notify: { is_at_all: true } } }), 400, 4000],
      ['steps of its own besides the template', () => ({ template_id: STARTER, content: '[]' }), 400, 4000],
      ['accounts without a template', () => ({ accounts: { notify: userAccount } }), 400, 4000],
      ['a template id that is no id', () => ({ template_id: 'starter-1' }), 400, 4000],
    ])('%s', async (_name, body, status, code) => {
      const before = await counts();
      const refused = await create(user, body());
      expect([refused.status, refused.code], refused.raw).toEqual([status, code]);
      expect(refused.msg).not.toBe('');
      expect(await counts()).toEqual(before);
    });
  });

  it('stops new copies once unshared, while copies made before keep running', async () => {
    const template = await sharedTemplate(t, sharer, dingtalkContent(sharerAccount), { title: '即将停止分享', visible: 2 });
    const copy = await create(user, { template_id: template.template_id, accounts: { notify: userAccount } });
    expect(copy.code).toBe(0);

    const stopped = await t.call('PUT', `${T}/update/${template.template_id}`, { token: sharer.token, body: { active: 0 } });
    expect(stopped.data.active).toBe(0);
    const before = await counts();
    const refusedOwn = await create(sharer, { template_id: template.template_id, accounts: { notify: sharerAccount } });
    expect([refusedOwn.status, refusedOwn.code]).toEqual([409, 4120]);
    const refusedOther = await create(user, { template_id: template.template_id, share_token: template.share_token });
    expect([refusedOther.status, refusedOther.code]).toEqual([404, 4004]);
    expect(await counts()).toEqual(before);

    expect(await runOnce(user, copy.data.process_id, { order_id: 'C-3', city: '成都' })).toBe('success');
    expect(bot.received.at(-1)!.body).toMatchObject({ text: { content: '新订单 C-3（成都）' } });
  });
});
