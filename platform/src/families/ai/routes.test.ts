import { Writable } from 'node:stream';
import { parsePipelineContent } from '@huiliu/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, usePlatform } from '../../test/harness';
import { startStandin, type Standin } from './llm/standin';
import type { AiSettings } from './settings';

const SCHEME = '/v1/api/application/process/ai/scheme';
const FLOW = '/api/platform/apps/get_flow_suggestion';
const FIELDS = '/api/platform/apps/get_fields_suggestion';
const HAN = /\p{Script=Han}/u;

describe.each(drivers())('AI calls with the offline planner (%s)', (kind) => {
  const t = usePlatform(kind, { ai: null });

  it('turns a Chinese description into a draft: content, explanations, problems, notes, the engine', async () => {
    const { token } = await t.signUp();
    const res = await t.call('POST', SCHEME, { token, body: { description: '每当金数据有新表单，就发到钉钉群并记一行到数据表' } });
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ engine: 'planner', fallback: null, process_id: null, step_count: 3 });
    const parsed = parsePipelineContent(res.data.content);
    expect(parsed.ok && parsed.content.map((s) => `${s.app_id}/${s.action_id}`)).toEqual(['1001/receive', '2002/send_text', '1007/to_table']);
    expect(res.data.explanations[0].text).toContain('金数据（表单服务）还没有触发应用，这里用 Webhook 触发');
    expect(res.data.notes[0]).toContain('金数据');
    // spec §4: the bot needs the person's account and the table is theirs to pick; both are expected, not errors of the call
    expect(res.data.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ step_number: 2, kind: 'noAccount', severity: 'error' }),
        expect.objectContaining({ step_number: 3, kind: 'requiredMissing', fields: ['table_id'] }),
      ]),
    );
    const list = await t.call('GET', '/v1/api/dataprocess/list', { token });
    expect(list.data.total).toBe(0);
  });

  it('writes explanations in English for an English reader', async () => {
    const { token } = await t.signUp();
    const res = await t.call('POST', SCHEME, { token, body: { description: '每当收到新订单，就发到钉钉群', lang: 'en' } });
    expect(res.data.explanations.map((e: { text: string }) => e.text)).toEqual([
      'Starts when data is sent to this pipeline’s webhook address',
      'Sends a message through DingTalk group bot',
    ]);
    expect(res.data.explanations.some((e: { text: string }) => HAN.test(e.text))).toBe(false);
    // built-in steps stay unnamed for the editor to word, catalogue steps take their English names
    expect(JSON.parse(res.data.content).map((s: { title: string }) => s.title)).toEqual(['', 'Send a text message']);
  });

  it('saves the draft as a new pipeline, off, when asked, visible to its company only', async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const res = await t.call('POST', SCHEME, {
      token: owner.token,
      body: { description: '每天早上9点提醒飞书群写日报', create: true, title: 'AI 日报提醒' },
    });
    expect(res.data.process_id).toMatch(/^\d{18,19}$/);
    const detail = await t.call('GET', '/v1/api/dataprocess/detail', { token: owner.token, query: { process_id: res.data.process_id } });
    // made in the product, like the editor's own (spec §3 create_channels 2)
    expect(detail.data).toMatchObject({ title: 'AI 日报提醒', status: 0, content: res.data.content, step_count: 2, create_channels: 2 });
    const foreign = await t.call('GET', '/v1/api/dataprocess/detail', { token: other.token, query: { process_id: res.data.process_id } });
    expect([foreign.status, foreign.code]).toEqual([404, 4004]);
  });

  it('refuses bad input with a Chinese message and a 4xx, writing nothing', async () => {
    const { token } = await t.signUp();
    const cases: Array<[unknown, number, RegExp]> = [
      [{ description: '   ' }, 4000, /请描述流程要做什么/],
      [{ description: '发到钉钉群'.repeat(2100) }, 4000, /描述最多 2000 个字/],
      [{ description: 123 }, 4000, /description/],
      [{ description: '发到钉钉群', create: 'yes' }, 4000, /create/],
      [{ description: '发到钉钉群', lang: 'fr' }, 4000, /lang/],
      [{}, 4000, /description/],
    ];
    for (const [body, code, message] of cases) {
      const res = await t.call('POST', SCHEME, { token, body });
      expect([res.status, res.code], JSON.stringify(body).slice(0, 60)).toEqual([400, code]);
      expect(res.msg).toMatch(message);
      expect(res.msg).toMatch(HAN);
    }
    const unclear = await t.call('POST', SCHEME, { token, body: { description: '你好呀', create: true } });
    expect([unclear.status, unclear.code]).toEqual([422, 4160]);
    const malformed = await t.call('POST', SCHEME, { token, body: '{"description":' });
    expect([malformed.status, malformed.code]).toEqual([400, 4001]);
    expect((await t.call('GET', '/v1/api/dataprocess/list', { token })).data.total).toBe(0);
    const anonymous = await t.call('POST', SCHEME, { body: { description: '发到钉钉群' } });
    expect(anonymous.code).toBe(2101);
  });

  it('suggests the next steps for a pipeline, ranked, leaving out what it has', async () => {
    const { token } = await t.signUp();
    const content = [
      { uuid: 't', action_type: '1', app_id: '1001', action_id: 'receive', params: { response_type: 'following_steps' } },
      { uuid: 'b', action_type: '2', app_id: '2002', action_id: 'send_text', params: { content: 'x' } },
    ];
    const res = await t.call('POST', FLOW, { token, body: { content: JSON.stringify(content), limit: 3 } });
    expect(res.data.engine).toBe('planner');
    expect(res.data.list.map((s: { app_id: string; action_id: string; rank: number }) => [s.app_id, s.action_id, s.rank])).toEqual([
      ['1009', 'return', 1],
      ['1007', 'to_table', 2],
      ['1003', 'filter', 3],
    ]);
    expect(res.data.list[0]).toMatchObject({ app_name: '自定义返回', app_name_en: 'Custom return', action_name: '返回数据给调用方' });
    const described = await t.call('POST', FLOW, { token, body: { description: '收到订单后通知飞书群', limit: 1 } });
    expect(described.data.list.map((s: { app_id: string }) => s.app_id)).toEqual(['2003']);
    const neither = await t.call('POST', FLOW, { token, body: { limit: 2 } });
    expect([neither.status, neither.code]).toEqual([400, 4000]);
    const broken = await t.call('POST', FLOW, { token, body: { content: '[{"app_id":1}]' } });
    expect([broken.status, broken.code]).toEqual([400, 4021]);
  });

  it('suggests mappings for a step’s empty fields from the earlier steps’ samples', async () => {
    const { token } = await t.signUp();
    const content = [
      {
        uuid: 't',
        action_type: '1',
        app_id: '1001',
        action_id: 'receive',
        params: {},
        sample_data: { 姓名: '张三', email: 'z@example.com', title: '报名' },
      },
      { uuid: 'm', action_type: '2', app_id: '2011', action_id: 'create_contact', params: { tags: 'vip' } },
    ];
    const res = await t.call('POST', FIELDS, { token, body: { content, step_uuid: 'm' } });
    expect(res.data.engine).toBe('planner');
    expect(res.data.list).toEqual([
      expect.objectContaining({
        field: 'email',
        reference: '{{1.email}}',
        step_number: 1,
        confidence: 0.95,
        reason: '样本字段“email”与字段同名（示例：z@example.com）',
      }),
    ]);
    const given = await t.call('POST', FIELDS, {
      token,
      body: { app_id: '2002', action_id: 'send_text', steps: [{ step_number: 2, sample: { message: 'hello', mobile: '138' } }], lang: 'en' },
    });
    expect(given.data.list.map((s: { field: string; reference: string }) => [s.field, s.reference])).toEqual([
      ['content', '{{2.message}}'],
      ['at_mobiles', '{{2.mobile}}'],
    ]);
    // an English reader's reasons are English; only the sample's own values are the user's words
    expect(given.data.list.map((s: { reason: string }) => s.reason)).toEqual([
      'The sample key “message” means much the same as “Content” (e.g. hello)',
      'The sample key “mobile” means much the same as “Mention mobile numbers” (e.g. 138)',
    ]);
    const unknownStep = await t.call('POST', FIELDS, { token, body: { content, step_uuid: 'zz' } });
    expect([unknownStep.status, unknownStep.code]).toEqual([404, 4040]);
    const unknownApp = await t.call('POST', FIELDS, { token, body: { app_id: '2999', action_id: 'x', steps: [] } });
    expect([unknownApp.status, unknownApp.code]).toEqual([404, 4004]);
    const neither = await t.call('POST', FIELDS, { token, body: { step_uuid: 'm' } });
    expect([neither.status, neither.code]).toEqual([400, 4000]);
  });
});

describe('AI calls with an LLM provider, and the planner behind it', () => {
  const KEY = 'sk-live-must-never-be-logged-42';
  const MODEL = 'deepseek-test';
  const settings: AiSettings = { baseUrl: '', apiKey: KEY, model: MODEL, timeoutMs: 2000 };
  let standin: Standin;
  const lines: string[] = [];
  const stream = new Writable({ write: (chunk: Buffer, _enc, done) => (lines.push(chunk.toString('utf8')), done()) });
  // the stand-in's address is known only once it listens: before the platform's own beforeAll runs
  beforeAll(async () => {
    standin = await startStandin(MODEL);
    settings.baseUrl = standin.url;
  });
  afterAll(() => standin?.close());
  const t = usePlatform('pglite', { ai: settings, logger: { level: 'info', stream } });

  const draft = {
    title: '订单通知',
    trigger: { app_id: '1001', action_id: 'receive', title: '', explanation: '收到订单时开始', params: [] },
    steps: [
      {
        app_id: '2003',
        action_id: 'send_text',
        title: '',
        explanation: '发到飞书群',
        params: [{ key: 'text', value: '新订单 {{1.order_id}}' }],
        conditions: null,
        branches: null,
        body: null,
      },
    ],
    notes: [],
  };

  it('answers with the model’s checked draft and says the LLM answered', async () => {
    const { token } = await t.signUp();
    standin.script([{ content: JSON.stringify(draft) }]);
    const res = await t.call('POST', SCHEME, { token, body: { description: '收到订单就发飞书', create: true } });
    expect(res.data).toMatchObject({ engine: 'llm', fallback: null, title: '订单通知', step_count: 2 });
    expect(res.data.explanations.map((e: { text: string }) => e.text)).toEqual(['收到订单时开始', '发到飞书群']);
    const detail = await t.call('GET', '/v1/api/dataprocess/detail', { token, query: { process_id: res.data.process_id } });
    expect(JSON.parse(detail.data.content)[1].params.text).toBe('新订单 {{1.order_id}}');
  });

  it('falls back to the planner when the provider refuses the key, says why, and never logs the key', async () => {
    const { token } = await t.signUp();
    standin.script([{ status: 401, body: `{"error":{"message":"invalid key ${KEY}"}}` }]);
    const res = await t.call('POST', SCHEME, { token, body: { description: '收到订单就发到飞书群' } });
    expect(res.data).toMatchObject({ engine: 'planner', fallback: { reason: 'auth', message: 'AI 服务拒绝了配置的密钥，已改用内置规划器' } });
    const log = lines.join('');
    expect(log).toContain('AI 模型没有给出可用的回答，已改用内置规划器');
    expect(log).not.toContain(KEY);
  });

  it('falls back to the planner after three invalid answers', async () => {
    const { token } = await t.signUp();
    standin.script([{ content: '{"title":"x"}' }]);
    const before = standin.requests.length;
    const res = await t.call('POST', SCHEME, { token, body: { description: '收到订单就发到飞书群', lang: 'en' } });
    expect(standin.requests.length - before).toBe(3);
    expect(res.data.fallback).toEqual({
      reason: 'invalid',
      message: 'The AI model’s answers failed the checks every time; the built-in planner answered instead',
    });
    expect(res.data.engine).toBe('planner');
  });
});
