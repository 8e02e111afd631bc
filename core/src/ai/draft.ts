import { z } from 'zod';
import { OPERATORS } from '../filter/operators';

/**
 * The pipeline draft an AI engine produces (issue 12 "AI"): a trigger, then ordered steps, each naming a catalogue
 * app and action, its params (template text may map `{{N.path}}`, N numbering steps as the editor does: 1 = the
 * trigger, then every step in order, a switch's branch steps right after the switch, a loop's body right after the
 * loop), a data filter's conditions, a switch's branches and a loop's body. One zod definition is both the check of
 * what an engine returned and the JSON Schema an LLM's output is constrained with (`aiDraftJsonSchema`), so the
 * two never drift. Every property is required (absent ones are null): OpenAI's strict structured outputs ask that.
 */

/** Bounds of a draft: a description becomes a small pipeline, never a megabyte of steps. */
export const AI_DRAFT_LIMITS = { steps: 40, depth: 4, params: 30, text: 4000, title: 60 } as const;

const text = z.string().max(AI_DRAFT_LIMITS.text);
const key = z.string().min(1).max(100);

/** One key/value pair of a field whose value is a map (a request body, a data table row). */
export const DraftEntry = z.strictObject({ key, value: text });

export const DraftParam = z.strictObject({
  key: key.describe('动作字段的 key（见应用目录）'),
  value: z
    .union([text, z.number(), z.boolean(), z.array(text).max(50), z.array(DraftEntry).max(50)])
    .describe('文本可以包含映射 {{N.path}}（N 是更早步骤的编号，1 = 触发步骤）或 {{env.KEY}}；键值对字段用 [{key, value}]'),
});

/** spec §5 filter operator codes, the only operators a condition may use. */
const operatorCodes = OPERATORS.map((o) => o.code) as [number, ...number[]];

export const DraftCondition = z.strictObject({
  field: z.string().min(1).max(500).describe('被比较的值，通常是映射 {{N.path}}'),
  operator: z.literal(operatorCodes).describe('spec §5 运算符代码：11–18 文本，21–26 数字，31–33 日期时间，41–43 是否存在'),
  value: z.string().max(500).describe('比较值；41–43 不需要，填空字符串'),
});

/** OR of AND groups: the condition holds when every row of one group does. */
export const DraftConditions = z.array(z.array(DraftCondition).min(1).max(10)).min(1).max(10);

export interface DraftStep {
  app_id: string;
  action_id: string;
  title: string;
  explanation: string;
  params: z.output<typeof DraftParam>[];
  conditions: z.output<typeof DraftConditions> | null;
  branches: DraftBranch[] | null;
  body: DraftStep[] | null;
}

export interface DraftBranch {
  title: string;
  fallback: boolean;
  conditions: z.output<typeof DraftConditions> | null;
  steps: DraftStep[];
}

const stepTitle = z.string().max(AI_DRAFT_LIMITS.title);
const explanation = z.string().min(1).max(500).describe('一句话说明这一步做什么、为什么这样配置');

export const DraftStepSchema: z.ZodType<DraftStep> = z.strictObject({
  app_id: z.string().regex(/^\d{1,7}$/),
  action_id: z.string().min(1).max(100),
  title: stepTitle,
  explanation,
  params: z.array(DraftParam).max(AI_DRAFT_LIMITS.params),
  conditions: DraftConditions.nullable().describe('仅数据过滤（1003）填写，其余为 null'),
  get branches() {
    return z.array(DraftBranchSchema).min(1).max(10).nullable().describe('仅分支路径（1004）填写，其余为 null');
  },
  get body() {
    return z.array(DraftStepSchema).min(1).max(20).nullable().describe('仅循环（1005）填写：每一项都要运行的步骤，其余为 null');
  },
});

export const DraftBranchSchema: z.ZodType<DraftBranch> = z.strictObject({
  title: stepTitle,
  fallback: z.boolean().describe('默认分支：其他分支都不满足时进入；最多一个，放在最后，conditions 为 null'),
  conditions: DraftConditions.nullable(),
  get steps() {
    return z.array(DraftStepSchema).max(20);
  },
});

export const DraftTriggerSchema = z.strictObject({
  app_id: z.string().regex(/^\d{1,7}$/),
  action_id: z.string().min(1).max(100),
  title: stepTitle,
  explanation,
  params: z.array(DraftParam).max(AI_DRAFT_LIMITS.params),
});

export const AiDraftSchema = z.strictObject({
  title: z.string().min(1).max(100).describe('流程名称'),
  trigger: DraftTriggerSchema,
  steps: z.array(DraftStepSchema).min(1).max(AI_DRAFT_LIMITS.steps),
  notes: z.array(z.string().max(500)).max(10).describe('需要使用者知道的说明（例如某个应用暂无触发器，改用 Webhook）'),
});

export type AiDraft = z.output<typeof AiDraftSchema>;
export type DraftTrigger = z.output<typeof DraftTriggerSchema>;
export type DraftParamValue = z.output<typeof DraftParam>['value'];

/** A zod schema as the JSON Schema an OpenAI-compatible `response_format` takes (no `$schema` key). */
export function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { cycles: 'ref', reused: 'inline', io: 'output' }) as Record<string, unknown>;
  return rest;
}

/** The JSON Schema the LLM's draft is constrained with: derived from AiDraftSchema, never written twice. */
export function aiDraftJsonSchema(): Record<string, unknown> {
  return jsonSchemaOf(AiDraftSchema);
}

/** Structural check of an engine's output: the draft, or each problem as `path：message`. */
export function parseDraft(raw: unknown): { ok: true; draft: AiDraft } | { ok: false; errors: string[] } {
  const parsed = AiDraftSchema.safeParse(raw);
  if (parsed.success) return { ok: true, draft: parsed.data };
  return { ok: false, errors: zodProblems(parsed.error) };
}

/** zod issues as `path：message` lines (the LLM reads them back on a retry; the log keeps them). */
export function zodProblems(error: z.ZodError): string[] {
  return error.issues.slice(0, 20).map((issue) => `${issue.path.map(String).join('.') || '(根)'}：${issue.message}`);
}
