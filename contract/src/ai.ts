import { z } from 'zod';
import { call } from './call';
import { count, id, json } from './fields';

/** Longest description an engine reads: a few sentences, never a document (docs/rest-contract-ai.md). */
export const AI_DESCRIPTION_MAX = 2000;

/** The language explanations, reasons and notes are written in (the reader's UI language). */
export const AI_LANGS = ['zh-CN', 'en'] as const;
export type AiLang = (typeof AI_LANGS)[number];

/** Which engine answered: an LLM over the OpenAI-compatible chat API, or the offline planner. */
export const AI_ENGINES = ['llm', 'planner'] as const;

/** Why the LLM did not answer and the planner did (the reply says so). */
export const AI_FALLBACK_REASONS = ['auth', 'timeout', 'http', 'network', 'invalid'] as const;

/** spec §4 step validation outcomes (core StepOutcomeKind). */
export const STEP_OUTCOME_KINDS = ['noAction', 'noAccount', 'accountFailed', 'sampleMissing', 'sendFailed', 'requiredMissing'] as const;

const lang = z.enum(AI_LANGS).default('zh-CN');
const description = z
  .string()
  .trim()
  .min(1, '请描述流程要做什么，例如“每当收到新订单，就发到钉钉群”')
  .max(AI_DESCRIPTION_MAX, `描述最多 ${AI_DESCRIPTION_MAX} 个字，请写得简短一些`);
/** content is JSON text of the steps (or the array itself); core's strict parser judges the inside. */
const content = z.union([z.string().max(1024 * 1024), z.array(z.unknown())]);
/** true / false, or the 1 / 0 the gateway sends for a GraphQL Boolean. */
const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1)])
  .default(false)
  .transform((v) => v === true || v === 1);
const appId = z.string().regex(/^\d{1,19}$/, '须为数字 ID');
const actionId = z.string().min(1).max(100);

export const AiFallback = z.strictObject({
  reason: z.enum(AI_FALLBACK_REASONS),
  /** In the request's `lang`. */
  message: z.string(),
});

const answered = { engine: z.enum(AI_ENGINES), fallback: AiFallback.nullable() };

export const AiExplanation = z.strictObject({
  step_uuid: z.string(),
  step_number: z.number().int().min(1),
  app_id: z.string(),
  action_id: z.string(),
  title: z.string(),
  /** In the request's `lang`. */
  text: z.string(),
});

/** A spec §4 outcome of a draft's step; core's zh-CN message, `kind` for other languages. */
export const AiProblem = z.strictObject({
  step_uuid: z.string(),
  step_number: z.number().int().min(1),
  kind: z.enum(STEP_OUTCOME_KINDS),
  severity: z.enum(['error', 'warning']),
  message: z.string(),
  fields: z.array(z.string()),
});

export const AiScheme = z.strictObject({
  ...answered,
  title: z.string(),
  /** The spec's pipeline content (JSON text of the steps). */
  content: z.string(),
  step_count: count,
  explanations: z.array(AiExplanation),
  problems: z.array(AiProblem),
  notes: z.array(z.string()),
  /** The new pipeline (off) when `create` was set. */
  process_id: id.nullable(),
});

export const FlowSuggestionItem = z.strictObject({
  app_id: z.string(),
  action_id: z.string(),
  app_name: z.string(),
  app_name_en: z.string(),
  action_name: z.string(),
  action_name_en: z.string(),
  reason: z.string(),
  /** Rank: 1 is the best. */
  rank: z.number().int().min(1),
});

export const FieldSuggestionItem = z.strictObject({
  field: z.string(),
  /** What to put into the field: `{{N.path}}`. */
  reference: z.string(),
  step_number: z.number().int().min(1),
  path: z.string(),
  confidence: z.number().min(0).max(1),
  reason: z.string(),
});

const sampleStep = z.object({ step_number: z.number().int().min(1).max(1000), sample: json });

/** AI (issue 12): spec §7 ai/scheme and the open platform's two suggestion calls (docs/rest-contract-ai.md). */
export const ai = {
  /** A description → a pipeline draft; `create` saves it as a new pipeline (off). */
  scheme: call({
    method: 'POST',
    path: '/v1/api/application/process/ai/scheme',
    body: z.object({ description, create: flag, title: z.string().trim().max(200).optional(), lang }),
    reply: AiScheme,
  }),
  /** The next steps worth adding to a pipeline's steps so far, or to a description; best first. */
  flowSuggestion: call({
    method: 'POST',
    path: '/api/platform/apps/get_flow_suggestion',
    body: z
      .object({ content: content.optional(), description: description.optional(), limit: z.number().int().min(1).max(10).default(5), lang })
      .refine((b) => b.content !== undefined || b.description !== undefined, {
        message: '请给出流程的步骤（content）或描述（description）',
        path: ['content'],
      }),
    reply: z.strictObject({ ...answered, list: z.array(FlowSuggestionItem) }),
  }),
  /**
   * A mapping per field of a step's action from earlier steps' samples: either the pipeline's `content` and the
   * step's `step_uuid` (the samples are the earlier steps' own), or `app_id` + `action_id` and the samples as `steps`.
   */
  fieldsSuggestion: call({
    method: 'POST',
    path: '/api/platform/apps/get_fields_suggestion',
    body: z
      .object({
        content: content.optional(),
        step_uuid: z.string().min(1).max(200).optional(),
        app_id: appId.optional(),
        action_id: actionId.optional(),
        steps: z.array(sampleStep).max(50).optional(),
        /** Fields already filled are not suggested for. */
        params: z.record(z.string(), z.unknown()).optional(),
        lang,
      })
      .refine((b) => (b.content !== undefined && b.step_uuid !== undefined) || (b.app_id !== undefined && b.action_id !== undefined), {
        message: '请给出 content 和 step_uuid，或 app_id 和 action_id',
        path: ['step_uuid'],
      }),
    reply: z.strictObject({ ...answered, list: z.array(FieldSuggestionItem) }),
  }),
};
