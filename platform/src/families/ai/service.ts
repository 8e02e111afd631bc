import type { AiLang, BodyOf, ReplyOf } from '@huiliu/contract';
import { ai } from '@huiliu/contract';
import {
  AppError,
  CREATE_CHANNEL_PRODUCT,
  ERRORS,
  flattenSteps,
  parsePipelineContent,
  serializePipelineContent,
  stepNumbers,
  stepSample,
  stepsBefore,
  type AppAction,
  type AppManifest,
  type PipelineContent,
} from '@huiliu/core';
import type { SampleStep } from '@huiliu/core/ai';
import type { FastifyBaseLogger } from 'fastify';
import type { Catalogue } from '../../apps/catalogue';
import type { Db } from '../../db/open';
import { addPipeline } from '../dataprocess/service';
import type { Auth } from '../user/sessions';
import { AiEngineFailure, type AiEngine, type FallbackReason } from './engine';

type Answered<T> = { engine: AiEngine['name']; fallback: { reason: FallbackReason; message: string } | null; value: T };

const FALLBACK_TEXT: Record<FallbackReason, Record<AiLang, string>> = {
  auth: {
    'zh-CN': 'AI 服务拒绝了配置的密钥，已改用内置规划器',
    en: 'The AI service refused the configured key; the built-in planner answered instead',
  },
  timeout: { 'zh-CN': 'AI 服务没有及时回答，已改用内置规划器', en: 'The AI service did not answer in time; the built-in planner answered instead' },
  http: { 'zh-CN': 'AI 服务出错，已改用内置规划器', en: 'The AI service failed; the built-in planner answered instead' },
  network: { 'zh-CN': '连不上 AI 服务，已改用内置规划器', en: 'The AI service could not be reached; the built-in planner answered instead' },
  invalid: {
    'zh-CN': 'AI 模型多次给出的方案都不合格，已改用内置规划器',
    en: 'The AI model’s answers failed the checks every time; the built-in planner answered instead',
  },
};

export interface AiServiceDeps {
  db: Db;
  catalogue: Catalogue;
  planner: AiEngine;
  /** Absent when no provider is configured. */
  llm: AiEngine | undefined;
  log: FastifyBaseLogger;
}

/**
 * The three AI calls over the two engines: the LLM when one is configured, the planner when not, and the planner
 * again when the LLM fails — the reply names the engine that answered and why the other did not.
 */
export class AiService {
  constructor(private readonly deps: AiServiceDeps) {}

  async scheme(auth: Auth, body: BodyOf<typeof ai.scheme>): Promise<ReplyOf<typeof ai.scheme>> {
    const { engine, fallback, value: draft } = await this.answer((e) => e.draft({ description: body.description, lang: body.lang }), body.lang);
    const content = serializePipelineContent(draft.content);
    const title = body.title || draft.draft.title;
    // spec §7 ai/scheme with create: a new pipeline, off, through the one create path (plan limits, versions)
    const created = body.create ? await addPipeline(this.deps.db, auth, { title, content, create_channels: CREATE_CHANNEL_PRODUCT }) : undefined;
    return {
      engine,
      fallback,
      title,
      content,
      step_count: flattenSteps(draft.content).length,
      explanations: draft.explanations,
      problems: draft.problems.map((p) => ({ ...p, fields: p.fields ?? [] })),
      notes: draft.draft.notes,
      process_id: created?.process_id ?? null,
    };
  }

  async flow(auth: Auth, body: BodyOf<typeof ai.flowSuggestion>): Promise<ReplyOf<typeof ai.flowSuggestion>> {
    const content = body.content === undefined ? [] : contentOf(body.content);
    const { engine, fallback, value } = await this.answer(
      (e) => e.flow({ content, description: body.description, lang: body.lang, limit: body.limit }),
      body.lang,
    );
    const list = value.map((s, i) => {
      const app = this.deps.catalogue.get(s.app_id, auth.companyId)!;
      const action = app.actions.find((a) => a.action_id === s.action_id)!;
      return {
        app_id: app.app_id,
        action_id: action.action_id,
        app_name: app.name,
        app_name_en: app.en.name,
        action_name: action.name,
        action_name_en: app.en.actions?.[action.action_id]?.name ?? action.action_id,
        reason: s.reason,
        rank: i + 1,
      };
    });
    return { engine, fallback, list };
  }

  async fields(auth: Auth, body: BodyOf<typeof ai.fieldsSuggestion>): Promise<ReplyOf<typeof ai.fieldsSuggestion>> {
    const { app, action, steps, filled } = this.fieldsInput(auth.companyId, body);
    // nothing to map from, or nothing to map into: no engine is asked
    if (steps.length === 0 || !action.fields.some((f) => f.mappable)) return { engine: 'planner', fallback: null, list: [] };
    const { engine, fallback, value } = await this.answer((e) => e.fields({ app, action, steps, filled, lang: body.lang }), body.lang);
    return { engine, fallback, list: value };
  }

  /** The step and its earlier samples, from a pipeline's content and a step uuid, or given outright. */
  private fieldsInput(
    companyId: string,
    body: BodyOf<typeof ai.fieldsSuggestion>,
  ): {
    app: AppManifest;
    action: AppAction;
    steps: SampleStep[];
    filled: Record<string, unknown>;
  } {
    if (body.content !== undefined && body.step_uuid !== undefined) {
      const content = contentOf(body.content);
      const step = flattenSteps(content).find((s) => s.uuid === body.step_uuid);
      if (!step) throw new AppError('STEP_NOT_FOUND');
      const numbers = stepNumbers(content);
      const steps = stepsBefore(content, step.uuid)
        .map((s) => ({ step_number: numbers.get(s.uuid)!, sample: stepSample(s) }))
        .filter((s) => s.sample !== undefined && s.sample !== null);
      return { ...this.actionOf(companyId, step.app_id, step.action_id), steps, filled: { ...step.params, ...body.params } };
    }
    return { ...this.actionOf(companyId, body.app_id!, body.action_id!), steps: body.steps ?? [], filled: body.params ?? {} };
  }

  /** As the caller's company sees its apps (issue 14): an open app's step gets suggestions only where it may be used. */
  private actionOf(companyId: string, appId: string, actionId: string): { app: AppManifest; action: AppAction } {
    const app = this.deps.catalogue.get(appId, companyId);
    const action = app?.actions.find((a) => a.action_id === actionId);
    if (!app || !action) throw new AppError('NOT_FOUND', '应用或动作不存在');
    return { app, action };
  }

  private async answer<T>(ask: (engine: AiEngine) => Promise<T>, lang: AiLang): Promise<Answered<T>> {
    let fallback: Answered<T>['fallback'] = null;
    if (this.deps.llm) {
      try {
        return { engine: 'llm', fallback: null, value: await ask(this.deps.llm) };
      } catch (err) {
        if (!(err instanceof AiEngineFailure)) throw err;
        // the detail never holds the key (chat.ts masks what a provider echoes)
        this.deps.log.warn({ reason: err.reason, detail: err.detail }, 'AI 模型没有给出可用的回答，已改用内置规划器');
        fallback = { reason: err.reason, message: FALLBACK_TEXT[err.reason][lang] };
      }
    }
    return { engine: 'planner', fallback, value: await ask(this.deps.planner) };
  }
}

/** Steps as core's strict parser reads them; anything else is CONTENT_INVALID with its reason. */
function contentOf(raw: string | unknown[]): PipelineContent {
  const parsed = parsePipelineContent(raw);
  if (!parsed.ok) throw new AppError('CONTENT_INVALID', `${ERRORS.CONTENT_INVALID.msg}：${parsed.reason}`);
  return parsed.content;
}
