import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCorpWechatBot } from '../standins/corpwechat-bot';
import { startDingtalkBot } from '../standins/dingtalk-bot';
import { startFeishuBot } from '../standins/feishu-bot';
import type { Standin } from '../standins/server';
import { useAppRun } from '../run/test-fixture';

const fx = useAppRun();

describe('企业微信群机器人 (2001) against its stand-in', () => {
  let bot: Standin;
  let account: string;
  let wrong: string;
  beforeAll(async () => {
    bot = await startCorpWechatBot({ key: 'wecom-key-1234' });
    account = await fx.account('2001', 'custom', { webhook_url: `${bot.url}/cgi-bin/webhook/send?key=wecom-key-1234` });
    wrong = await fx.account('2001', 'custom', { webhook_url: `${bot.url}/cgi-bin/webhook/send?key=nope-0000` }, undefined, '旧机器人');
  });
  afterAll(() => bot.close());

  it('sends a text message mentioning people, lists typed as text become arrays', async () => {
    const r = await fx.run(
      {
        app_id: '2001',
        action_id: 'send_text',
        account_id: account,
        params: { content: '新订单 {{1.order}}', mentioned_list: 'wangqing, @all', mentioned_mobile_list: '13800001111' },
      },
      { order: 'A-1' },
    );
    expect(r.status).toBe('success');
    expect(r.step.output).toEqual({ errcode: 0, errmsg: 'ok' });
    expect(bot.received.at(-1)!.body).toEqual({
      msgtype: 'text',
      text: { content: '新订单 A-1', mentioned_list: ['wangqing', '@all'], mentioned_mobile_list: ['13800001111'] },
    });
  });

  it('sends markdown', async () => {
    const r = await fx.run({ app_id: '2001', action_id: 'send_markdown', account_id: account, params: { content: '**加粗**' } });
    expect(r.status).toBe('success');
    expect(bot.received.at(-1)!.body).toEqual({ msgtype: 'markdown', markdown: { content: '**加粗**' } });
  });

  it('a wrong key fails with the vendor message, names the account and marks it failed; the key is masked', async () => {
    const r = await fx.run({ app_id: '2001', action_id: 'send_text', account_id: wrong, params: { content: 'x' } });
    expect(r.status).toBe('failed');
    expect(r.step.error).toContain('账户「旧机器人」授权失败：invalid webhook url');
    expect(r.step.error).toContain('93000');
    expect(JSON.stringify(r.step)).not.toContain('nope-0000');
    const row = await fx.store.get(fx.me.company_id, wrong);
    expect(row.status).toBe('failed');
    expect(row.statusMessage).toContain('invalid webhook url');
  });

  it('an empty message is refused by the vendor and shown with its message', async () => {
    const r = await fx.run({ app_id: '2001', action_id: 'send_markdown', account_id: account, params: { content: '' } });
    expect(r.status).toBe('failed');
    expect(r.step.error).toContain('44004');
  });
});

describe('钉钉群机器人 (2002) against its stand-in', () => {
  let bot: Standin;
  let signed: string;
  let badSecret: string;
  beforeAll(async () => {
    bot = await startDingtalkBot({ accessToken: 'ding-token-1', secret: 'SECdingsecret01' });
    signed = await fx.account('2002', 'custom', { webhook_url: `${bot.url}/robot/send?access_token=ding-token-1`, secret: 'SECdingsecret01' });
    badSecret = await fx.account(
      '2002',
      'custom',
      { webhook_url: `${bot.url}/robot/send?access_token=ding-token-1`, secret: 'SECwrongwrong' },
      undefined,
      '钉钉旧',
    );
  });
  afterAll(() => bot.close());

  it('signs (加签) and sends text with @mobiles', async () => {
    const r = await fx.run({
      app_id: '2002',
      action_id: 'send_text',
      account_id: signed,
      params: { content: '你好 @13800001111', at_mobiles: ['13800001111'], is_at_all: 'false' },
    });
    expect(r.status).toBe('success');
    const got = bot.received.at(-1)!;
    expect(got.query.access_token).toBe('ding-token-1');
    expect(got.query.sign).toBeTruthy();
    expect(got.body).toEqual({ msgtype: 'text', text: { content: '你好 @13800001111' }, at: { atMobiles: ['13800001111'], isAtAll: false } });
  });

  it('sends markdown', async () => {
    const r = await fx.run({ app_id: '2002', action_id: 'send_markdown', account_id: signed, params: { title: '日报', text: '# 今日' } });
    expect(r.status).toBe('success');
    expect(bot.received.at(-1)!.body).toMatchObject({ msgtype: 'markdown', markdown: { title: '日报', text: '# 今日' } });
  });

  it("a wrong secret fails with 钉钉's sign message and the account shows failed", async () => {
    const r = await fx.run({ app_id: '2002', action_id: 'send_text', account_id: badSecret, params: { content: 'x' } });
    expect(r.status).toBe('failed');
    expect(r.step.error).toMatch(/^账户「钉钉旧」授权失败：sign not match/);
    expect((await fx.store.get(fx.me.company_id, badSecret)).status).toBe('failed');
  });
});

describe('飞书群机器人 (2003) against its stand-in', () => {
  let bot: Standin;
  let account: string;
  beforeAll(async () => {
    bot = await startFeishuBot({ hookId: 'hook-abc-123', secret: 'feishu-secret-9' });
    account = await fx.account('2003', 'custom', { webhook_url: `${bot.url}/open-apis/bot/v2/hook/hook-abc-123`, secret: 'feishu-secret-9' });
  });
  afterAll(() => bot.close());

  it('signs and sends text', async () => {
    const r = await fx.run({ app_id: '2003', action_id: 'send_text', account_id: account, params: { text: '上线了' } });
    expect(r.status).toBe('success');
    expect(bot.received.at(-1)!.body).toMatchObject({ msg_type: 'text', content: { text: '上线了' } });
  });

  it('sends a rich-text post', async () => {
    const r = await fx.run({ app_id: '2003', action_id: 'send_post', account_id: account, params: { title: '通知', text: '正文' } });
    expect(r.status).toBe('success');
    expect(bot.received.at(-1)!.body).toMatchObject({
      msg_type: 'post',
      content: { post: { zh_cn: { title: '通知', content: [[{ tag: 'text', text: '正文' }]] } } },
    });
  });

  it("an unknown hook fails with 飞书's message", async () => {
    const gone = await fx.account('2003', 'custom', { webhook_url: `${bot.url}/open-apis/bot/v2/hook/deleted`, secret: 'feishu-secret-9' });
    const r = await fx.run({ app_id: '2003', action_id: 'send_text', account_id: gone, params: { text: 'x' } });
    expect(r.status).toBe('failed');
    expect(r.step.error).toContain('incoming webhook access token invalid');
  });
});

describe('accounts of a step', () => {
  it('a step of an app that needs an account but has none fails 未选择账户', async () => {
    const r = await fx.run({ app_id: '2001', action_id: 'send_text', params: { content: 'x' } });
    expect(r.step.error).toBe('未选择账户');
  });

  it("another company's account is unusable and answered like an unknown one", async () => {
    const theirs = await fx.account('2001', 'custom', { webhook_url: 'http://127.0.0.1:9/cgi-bin/webhook/send?key=k' }, fx.other);
    const r = await fx.run({ app_id: '2001', action_id: 'send_text', account_id: theirs, params: { content: 'x' } });
    expect(r.step.error).toBe('账户不存在或已删除');
    const unknown = await fx.run({ app_id: '2001', action_id: 'send_text', account_id: '999999', params: { content: 'x' } });
    expect(unknown.step.error).toBe('账户不存在或已删除');
  });
});
