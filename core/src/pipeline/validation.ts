import { missingRequired, type FieldRule } from '../required';
import { flattenSteps, type AppStep, type PipelineContent } from './model';
import { filterProblem, toFilterGroups } from '../filter/evaluate';
import { CUSTOM_RETURN_APP_ID, FILTER_APP_ID, SWITCH_APP_ID, WEBHOOK_ACTIONS, WEBHOOK_APP_ID, WEBHOOK_RESPONSE_TYPES } from './webhook';
import { findBuiltinApp, lookupAppId } from '../apps/ids';
import { builtinFieldsOf, sendsData } from './builtinActions';

/** spec §4 "Step validation outcomes": five kinds, the last two as error or warning. */
export type StepOutcomeKind = 'noAction' | 'noAccount' | 'accountFailed' | 'sampleMissing' | 'sendFailed' | 'requiredMissing';

export interface StepOutcome {
  kind: StepOutcomeKind;
  severity: 'error' | 'warning';
  /** zh-CN message; the web translates by kind. */
  message: string;
  fields?: string[];
}

export interface StepValidationContext {
  /** Whether the app needs an account (built-in apps never do). */
  needsAccount?: (appId: string) => boolean;
  /** Last known connection state of an account. */
  accountState?: (accountId: string) => 'ok' | 'failed' | undefined;
  /** Field definitions of the step's action, for the required-field rule (spec §5). */
  fieldsOf?: (step: AppStep) => FieldRule[] | undefined;
}

/**
 * The one context the editor's badges and summary and the platform's publish check share: the built-in
 * actions' field definitions give the required rule (spec §5).
 */
export const BUILTIN_VALIDATION_CONTEXT: StepValidationContext = { fieldsOf: builtinFieldsOf };

/** Validate one step (spec §4); an empty list means the step is ready. */
export function validateStep(step: AppStep, ctx: StepValidationContext = {}): StepOutcome[] {
  if (!step.app_id || !step.action_id) return [{ kind: 'noAction', severity: 'error', message: '未选择动作' }];
  const outcomes: StepOutcome[] = [];
  const needsAccount = !findBuiltinApp(step.app_id) && (ctx.needsAccount?.(step.app_id) ?? true);
  if (needsAccount && !step.account_id) outcomes.push({ kind: 'noAccount', severity: 'error', message: '未选择账户' });
  else if (needsAccount && step.account_id && ctx.accountState?.(step.account_id) === 'failed') {
    outcomes.push({ kind: 'accountFailed', severity: 'error', message: '账户连接失败' });
  }
  const incomplete = incompleteConditions(step);
  if (incomplete) outcomes.push({ kind: 'requiredMissing', severity: 'error', message: incomplete });
  const fields = ctx.fieldsOf?.(step);
  if (fields) {
    const missing = missingRequired(fields, step.params);
    if (missing.length > 0) outcomes.push({ kind: 'requiredMissing', severity: 'error', message: '必填字段未填写', fields: missing });
  }
  if (step.action_type === '1') {
    if (step.sample_status === 'failed') outcomes.push({ kind: 'sampleMissing', severity: 'error', message: '获取样本数据失败' });
    else if (step.sample_data === undefined && step.newSample === undefined) {
      outcomes.push({ kind: 'sampleMissing', severity: 'warning', message: '未获取样本数据' });
    }
  } else if (step.send_status === 'failed') {
    outcomes.push({ kind: 'sendFailed', severity: 'error', message: '数据发送失败' });
  } else if (sendsData(step) && step.send_status !== 'success' && step.return_data === undefined) {
    outcomes.push({ kind: 'sendFailed', severity: 'warning', message: '未测试发送数据' });
  }
  return outcomes;
}

/**
 * spec §5: a data filter (and each condition branch of a switch) is complete only when every row is. Why not
 * (zh-CN, naming the branch and row), or undefined. The editor shows it and the engine fails the step with it
 * (spec §4–§5: an incomplete condition is an error, never true).
 */
export function incompleteConditions(step: Pick<AppStep, 'app_id' | 'params' | 'segs'>): string | undefined {
  const appId = lookupAppId(step.app_id);
  if (appId === FILTER_APP_ID) {
    const problem = filterProblem(toFilterGroups(step.params.conditions));
    return problem && `过滤条件不完整：${problem}`;
  }
  if (appId === SWITCH_APP_ID) {
    for (const seg of step.segs ?? []) {
      if (seg.isFallback) continue;
      const problem = filterProblem(toFilterGroups(seg.conditions));
      if (problem) return `分支条件不完整：“${seg.title || seg.segKey}”${problem}`;
    }
  }
  return undefined;
}

/** Validate every step; uuid → outcomes, only steps with outcomes. */
export function validatePipeline(content: PipelineContent, ctx: StepValidationContext = {}): Map<string, StepOutcome[]> {
  const result = new Map<string, StepOutcome[]>();
  for (const step of flattenSteps(content)) {
    const outcomes = validateStep(step, ctx);
    if (outcomes.length > 0) result.set(step.uuid, outcomes);
  }
  return result;
}

/** The first step with an error (or else a warning), for "jump to the first problem". */
export function firstProblem(content: PipelineContent, ctx: StepValidationContext = {}): string | undefined {
  const all = validatePipeline(content, ctx);
  const ordered = flattenSteps(content).filter((s) => all.has(s.uuid));
  return (ordered.find((s) => all.get(s.uuid)!.some((o) => o.severity === 'error')) ?? ordered[0])?.uuid;
}

export function hasCustomReturn(content: PipelineContent): boolean {
  return flattenSteps(content).some((s) => lookupAppId(s.app_id) === CUSTOM_RETURN_APP_ID);
}

/** Why a custom return is not allowed here: stable codes, so each UI words them in its own language. */
export type CustomReturnProblem = 'notWebhookTrigger' | 'triggerAction' | 'responseType';

const CUSTOM_RETURN_PROBLEM_TEXT: Record<CustomReturnProblem, string> = {
  notWebhookTrigger: '自定义返回只能用于 Webhook 触发的流程',
  triggerAction: '自定义返回只能用于“接收到数据时”或“接收到带请求头的数据时”',
  responseType: '使用自定义返回时，Webhook 的响应方式必须是“使用后续步骤返回数据”',
};

/**
 * spec §5: the custom return app may be used only after a webhook trigger whose action is 'when data is
 * received' or 'when data with request header is received' and whose response type is 'use following
 * steps to return data'. Returns the problems' codes, empty when allowed.
 */
export function customReturnProblemCodes(content: PipelineContent): CustomReturnProblem[] {
  if (!hasCustomReturn(content)) return [];
  const trigger = content[0];
  if (!trigger || lookupAppId(trigger.app_id) !== WEBHOOK_APP_ID) return ['notWebhookTrigger'];
  const problems: CustomReturnProblem[] = [];
  const actions: string[] = [WEBHOOK_ACTIONS.RECEIVE, WEBHOOK_ACTIONS.RECEIVE_WITH_HEADERS];
  if (!actions.includes(trigger.action_id)) problems.push('triggerAction');
  if (trigger.params.response_type !== WEBHOOK_RESPONSE_TYPES.FOLLOWING_STEPS) problems.push('responseType');
  return problems;
}

/** customReturnProblemCodes in zh-CN, for the platform's error messages. */
export function customReturnProblems(content: PipelineContent): string[] {
  return customReturnProblemCodes(content).map((code) => CUSTOM_RETURN_PROBLEM_TEXT[code]);
}

/** spec §4: while a custom return exists, changing the trigger or the return configuration is blocked. */
export function isTriggerLocked(content: PipelineContent): boolean {
  return hasCustomReturn(content);
}

export interface CustomActionForm {
  method?: unknown;
  url?: unknown;
  headers?: unknown;
  body?: unknown;
}

/** spec §5 custom action form: method post|get and url required, headers optional, body JSON text. */
export function validateCustomActionForm(form: CustomActionForm): Record<string, string> {
  const errors: Record<string, string> = {};
  const method = typeof form.method === 'string' ? form.method.toLowerCase() : '';
  if (method !== 'post' && method !== 'get') errors.method = '请求方式只能是 POST 或 GET';
  if (typeof form.url !== 'string' || form.url.trim() === '') errors.url = '请填写请求地址';
  else if (!/^https?:\/\/[^\s]+$/i.test(form.url.trim()) && !form.url.includes('{{')) errors.url = '请求地址必须以 http:// 或 https:// 开头';
  if (form.headers !== undefined && form.headers !== null && form.headers !== '') {
    const ok = typeof form.headers === 'object' ? !Array.isArray(form.headers) : isJsonObjectText(form.headers);
    if (!ok) errors.headers = '请求头必须是键值对';
  }
  if (form.body !== undefined && form.body !== null && form.body !== '') {
    if (typeof form.body !== 'string' || !isJsonText(form.body)) errors.body = '请求体必须是合法的 JSON 文本';
  }
  return errors;
}

function isJsonText(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function isJsonObjectText(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed);
  } catch {
    return false;
  }
}
