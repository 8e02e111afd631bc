import { aiDraftJsonSchema, jsonSchemaOf, FieldSuggestionsSchema, FlowSuggestionsSchema } from '@huiliu/core/ai';
import { aPipeline, flattenSteps } from '@huiliu/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../apps/catalogue';
import { AiEngineFailure } from '../engine';
import { LlmEngine, LLM_ATTEMPTS } from './engine';
import { startStandin, type Standin } from './standin';

const KEY = 'sk-test-do-not-log-0123456789';
const MODEL = 'qwen-test';
const catalogue = loadCatalogue();

/** A draft as a model would write it: a webhook, then a 钉钉 message mapping the form's name. */
const draft = (content = '新报名：{{1.name}}') => ({
  title: '报名通知',
  trigger: { app_id: '1001', action_id: 'receive', title: '收到报名', explanation: '表单推送到 Webhook 时开始', params: [] },
  steps: [
    {
      app_id: '2002',
      action_id: 'send_text',
      title: '通知钉钉群',
      explanation: '把报名人的名字发到群里',
      params: [{ key: 'content', value: content }],
      conditions: null,
      branches: null,
      body: null,
    },
  ],
  notes: ['金数据暂无触发应用，用 Webhook 触发'],
});

let standin: Standin;
let engine: LlmEngine;
beforeAll(async () => {
  standin = await startStandin(MODEL);
});
afterAll(() => standin?.close());
beforeEach(() => {
  standin.requests.length = 0;
  engine = new LlmEngine({ baseUrl: standin.url, apiKey: KEY, model: MODEL, timeoutMs: 1500 }, catalogue);
});

const failure = async (promise: Promise<unknown>): Promise<AiEngineFailure> => {
  try {
    await promise;
  } catch (err) {
    if (err instanceof AiEngineFailure) return err;
    throw err;
  }
  throw new Error('expected the engine to fail');
};

describe('the LLM engine against an OpenAI-compatible stand-in', () => {
  it('asks for a JSON-schema-constrained completion with the key, the model and the description, and builds the draft', async () => {
    standin.script([{ content: JSON.stringify(draft()) }]);
    const built = await engine.draft({ description: '每当金数据有新报名，就发到钉钉群', lang: 'zh-CN' });
    expect(flattenSteps(built.content).map((s) => [s.app_id, s.action_id, s.title])).toEqual([
      ['1001', 'receive', '收到报名'],
      ['2002', 'send_text', '通知钉钉群'],
    ]);
    expect(built.content[1]!.params.content).toBe('新报名：{{1.name}}');
    expect(built.explanations.map((e) => e.text)).toEqual(['表单推送到 Webhook 时开始', '把报名人的名字发到群里']);
    const [request] = standin.requests;
    expect(request!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request!.body.model).toBe(MODEL);
    expect(request!.body.messages!.map((m) => m.role)).toEqual(['system', 'user']);
    expect(request!.body.messages![1]!.content).toBe('每当金数据有新报名，就发到钉钉群');
    // the system prompt carries the catalogue the draft is checked against
    expect(request!.body.messages![0]!.content).toContain('应用 2002 钉钉群机器人');
    expect(request!.body.response_format!.json_schema).toEqual({ name: 'huiliu_pipeline_draft', strict: true, schema: aiDraftJsonSchema() });
  });

  it('asks again with the problems when the output is invalid, and takes the corrected answer', async () => {
    standin.script([{ content: JSON.stringify(draft('{{3.name}}')) }, { content: JSON.stringify(draft()) }]);
    const built = await engine.draft({ description: '有报名就通知钉钉群', lang: 'zh-CN' });
    expect(built.content[1]!.params.content).toBe('新报名：{{1.name}}');
    expect(standin.requests).toHaveLength(2);
    const retry = standin.requests[1]!.body.messages!;
    expect(retry.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(retry[2]!.content).toBe(JSON.stringify(draft('{{3.name}}')));
    expect(retry[3]!.content).toMatch(/上面的输出不合格：\n- steps\[0\]：\{\{3\.name\}\} 映射了第 3 步/);
  });

  it('gives up as invalid after three answers that are not JSON or fail the check', async () => {
    standin.script([{ content: 'not json' }, { content: JSON.stringify({ ...draft(), steps: [] }) }, { content: JSON.stringify(draft('{{9.x}}')) }]);
    const err = await failure(engine.draft({ description: '有报名就通知钉钉群', lang: 'zh-CN' }));
    expect(standin.requests).toHaveLength(LLM_ATTEMPTS);
    expect(err.reason).toBe('invalid');
    expect(err.detail).toMatch(/3 次回答都不合格/);
    expect(standin.requests[1]!.body.messages![3]!.content).toContain('输出不是合法的 JSON');
  });

  it('fails as a timeout when the provider does not answer in time', async () => {
    standin.script([{ hang: true }]);
    const fast = new LlmEngine({ baseUrl: standin.url, apiKey: KEY, model: MODEL, timeoutMs: 300 }, catalogue);
    const err = await failure(fast.draft({ description: '有报名就通知钉钉群', lang: 'zh-CN' }));
    expect(err.reason).toBe('timeout');
    expect(standin.requests).toHaveLength(1);
  });

  it('fails as auth on 401 without repeating the key the provider echoed', async () => {
    standin.script([{ status: 401, body: JSON.stringify({ error: { message: `Incorrect API key provided: ${KEY}` } }) }]);
    const err = await failure(engine.draft({ description: '有报名就通知钉钉群', lang: 'zh-CN' }));
    expect(err.reason).toBe('auth');
    expect(err.detail).toContain('HTTP 401');
    expect(err.detail).not.toContain(KEY);
    expect(err.message).not.toContain(KEY);
  });

  it('fails as http on a server error and as network when nothing listens', async () => {
    standin.script([{ status: 503, body: 'overloaded' }]);
    expect((await failure(engine.draft({ description: '有报名就通知钉钉群', lang: 'zh-CN' }))).reason).toBe('http');
    const nowhere = new LlmEngine({ baseUrl: 'http://127.0.0.1:9/v1', apiKey: KEY, model: MODEL, timeoutMs: 1500 }, catalogue);
    expect((await failure(nowhere.draft({ description: 'x', lang: 'zh-CN' }))).reason).toBe('network');
  });

  it('suggests next steps and field mappings through the same checks, dropping what the pipeline already has', async () => {
    const content = aPipeline()
      .withStep('bot', { app_id: '2002', action_id: 'send_text', params: { content: 'x' } })
      .build();
    standin.script([
      {
        content: JSON.stringify({
          suggestions: [
            { app_id: '2002', action_id: 'send_text', reason: '已经有了' },
            { app_id: '1007', action_id: 'to_table', reason: '留档' },
          ],
        }),
      },
    ]);
    const flow = await engine.flow({ content, description: undefined, lang: 'zh-CN', limit: 5 });
    expect(flow).toEqual([{ app_id: '1007', action_id: 'to_table', reason: '留档' }]);
    expect(standin.requests[0]!.body.response_format!.json_schema!.schema).toEqual(jsonSchemaOf(FlowSuggestionsSchema));

    const app = catalogue.get('2002')!;
    const action = app.actions.find((a) => a.action_id === 'send_text')!;
    standin.script([
      { content: JSON.stringify({ suggestions: [{ field: 'content', reference: '{{1.text}}', confidence: 0.9, reason: '同为正文' }] }) },
    ]);
    const fields = await engine.fields({ app, action, steps: [{ step_number: 1, sample: { text: '你好' } }], filled: {}, lang: 'zh-CN' });
    expect(fields).toEqual([{ field: 'content', reference: '{{1.text}}', step_number: 1, path: 'text', confidence: 0.9, reason: '同为正文' }]);
    expect(standin.requests[1]!.body.response_format!.json_schema!.schema).toEqual(jsonSchemaOf(FieldSuggestionsSchema));
  });
});
