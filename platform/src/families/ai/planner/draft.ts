import type { AiLang } from '@huiliu/contract';
import type { AppManifest } from '@huiliu/core';
import type { AiDraft, DraftStep } from '@huiliu/core/ai';
import { paramsFor, ref, message, type ComposeContext, type Source } from './compose';
import type { PlannedCondition } from './conditions';
import type { Plan, PlanBranch, PlanItem } from './plan';
import type { PlannerCatalogue } from './search';
import { mentionedFields } from './vocabulary';
import { PHRASES, operatorWords, say } from './words';

const ERROR_KEYS = ['title', 'error', 'process_id', 'log_id'];
/** Outputs of catalogue actions later steps read as a record (抖店's order, 美团's shops). */
const RECORD_ACTIONS = new Set(['2009/order_detail', '2008/poi_ids']);

/**
 * A plan written out as the draft an engine returns (core AiDraft): numbers in the editor's order, each mapping to
 * the step that holds the data at that point (the trigger, a lookup's first row, a called API's reply, a loop's item),
 * params composed (compose.ts), and every step explained in the reader's language.
 */
export function draftOf(plan: Plan, description: string, lang: AiLang, catalogue: PlannerCatalogue, title = description): AiDraft {
  const { trigger } = plan;
  const app = (id: string) => catalogue.get(id)!;
  const triggerApp = app(trigger.app_id);
  const sample = triggerApp.actions.find((a) => a.action_id === trigger.action_id)?.output_sample;
  const known = trigger.kind === 'error' ? ERROR_KEYS : sample && typeof sample === 'object' ? Object.keys(sample).slice(0, 6) : [];
  const mentioned = mentionedFields(description);
  const hasReturn = JSON.stringify(plan.items).includes('"app_id":"1009"');
  let next = 2;
  const notes: string[] = [];

  const steps = (items: readonly PlanItem[], source: Source): DraftStep[] => {
    const out: DraftStep[] = [];
    let current = source;
    for (const item of items) {
      const number = next++;
      const base = { title: '', params: [] as DraftStep['params'], conditions: null, branches: null, body: null };
      if (item.kind === 'filter') {
        const condition = conditionRow(item.condition, current);
        out.push({
          ...base,
          app_id: '1003',
          action_id: 'filter',
          conditions: [[condition]],
          explanation: say(PHRASES.filter, lang, condWords(item.condition, lang)),
        });
      } else if (item.kind === 'switch') {
        const branches = item.branches.map((b) => ({
          title: branchTitle(b, lang),
          fallback: b.fallback,
          conditions: b.condition ? [[conditionRow(b.condition, current)]] : null,
          steps: steps(b.items, current),
        }));
        const field = item.field ? (lang === 'en' ? item.field.en : item.field.zh) : say(PHRASES.wholeData, lang);
        const named = branches.filter((b) => !b.fallback).map((b) => b.title);
        const fallback = branches.find((b) => b.fallback);
        const explanation =
          say(PHRASES.switch, lang, { field, branches: named.join(say(PHRASES.listJoin, lang)) }) +
          (fallback ? say(PHRASES.switchFallback, lang, { fallback: fallback.title }) : '');
        out.push({ ...base, app_id: '1004', action_id: 'switch', params: [{ key: 'mode', value: 'first' }], branches, explanation });
      } else if (item.kind === 'loop') {
        const list = current.kind === 'rows' ? `{{${current.step}.rows}}` : ref(current, item.list?.key ?? 'items');
        const body = steps(item.body, { step: number, prefix: 'item.', known: [], kind: 'item' });
        out.push({
          ...base,
          app_id: '1005',
          action_id: 'loop',
          params: [{ key: 'items', value: list }],
          body,
          explanation: say(PHRASES.loop, lang, { list }),
        });
      } else {
        const ctx: ComposeContext = { lang, description, trigger, mentioned, source: current, clause: item.clause };
        const params = paramsFor(app(item.app_id), item.action_id, ctx);
        out.push({
          ...base,
          app_id: item.app_id,
          action_id: item.action_id,
          params: Object.entries(params).map(([key, value]) => ({ key, value })),
          explanation: explain(app(item.app_id), item.action_id, params, ctx),
        });
        if (item.searched) notes.push(say(PHRASES.foundBySearch, lang, { text: item.clause, app: appName(app(item.app_id), lang) }));
        current = sourceAfter(item.app_id, item.action_id, number, params, current, app(item.app_id));
      }
    }
    return out;
  };

  const drafted = steps(plan.items, { step: 1, prefix: '', known, kind: 'trigger' });
  if (trigger.jinshuju) notes.unshift(say(PHRASES.jinshuju, lang));
  if (plan.droppedReturn) notes.push(say(PHRASES.returnDropped, lang));
  for (const text of plan.unknown) notes.push(say(PHRASES.notUnderstood, lang, { text: Array.from(text).slice(0, 100).join('') }));
  return {
    title: Array.from(title).slice(0, 30).join(''),
    trigger: {
      app_id: trigger.app_id,
      action_id: trigger.action_id,
      title: '',
      explanation: triggerExplanation(plan, description, lang, hasReturn),
      params: Object.entries({ ...trigger.params, ...(hasReturn ? { response_type: 'following_steps' } : {}) }).map(([key, value]) => ({
        key,
        value,
      })),
    },
    steps: drafted,
    notes: notes.slice(0, 10),
  };
}

function conditionRow(condition: PlannedCondition, source: Source) {
  return { field: condition.field ? ref(source, condition.field.key) : ref(source), operator: condition.operator, value: condition.value };
}

function condWords(condition: PlannedCondition, lang: AiLang): Record<string, string> {
  const field = condition.field ? (lang === 'en' ? condition.field.en : condition.field.zh) : say(PHRASES.wholeData, lang);
  return { field, operator: operatorWords(condition.operator, lang), value: condition.value };
}

function branchTitle(branch: PlanBranch, lang: AiLang): string {
  if (branch.fallback) return say(PHRASES.otherBranch, lang);
  if (branch.value) return branch.value;
  if (!branch.condition) return say(PHRASES.matchedBranch, lang);
  const w = condWords(branch.condition, lang);
  return Array.from(`${w.field} ${w.operator} ${w.value}`.trim()).slice(0, 60).join('');
}

/** Where the data is after a step: a lookup's first row, a fetched reply's body, a record-returning app's output. */
function sourceAfter(appId: string, actionId: string, number: number, params: Record<string, unknown>, current: Source, app: AppManifest): Source {
  if (appId === '1006') return { step: number, prefix: 'first.', known: [], kind: 'rows' };
  if (appId === '1007' && actionId === 'send' && params.method === 'GET') return { step: number, prefix: 'body.', known: [], kind: 'reply' };
  if (RECORD_ACTIONS.has(`${appId}/${actionId}`)) {
    const sample = app.actions.find((a) => a.action_id === actionId)?.output_sample;
    return { step: number, prefix: '', known: sample && typeof sample === 'object' ? Object.keys(sample).slice(0, 6) : [], kind: 'reply' };
  }
  return current;
}

function appName(app: AppManifest, lang: AiLang): string {
  return lang === 'en' ? app.en.name : app.name;
}

function actionName(app: AppManifest, actionId: string, lang: AiLang): string {
  const action = app.actions.find((a) => a.action_id === actionId)!;
  return lang === 'en' ? (app.en.actions?.[actionId]?.name ?? action.action_id) : action.name;
}

function explain(app: AppManifest, actionId: string, params: Record<string, unknown>, ctx: ComposeContext): string {
  const { lang } = ctx;
  switch (`${app.app_id}/${actionId}`) {
    case '1007/to_table':
      return say(PHRASES.toTable, lang);
    case '1006/find_rows':
      return say(PHRASES.findRows, lang);
    case '1007/send':
      return typeof params.url === 'string' ? say(PHRASES.send, lang, { url: params.url }) : say(PHRASES.sendNoUrl, lang);
    case '1009/return':
      return say(PHRASES.return, lang);
    case '2004/send_email':
      return Array.isArray(params.to) ? say(PHRASES.email, lang, { to: params.to.join(', ') }) : say(PHRASES.emailNoTo, lang);
    case '2006/create_issue':
      return say(PHRASES.issue, lang) + (params.owner ? ` ${String(params.owner)}/${String(params.repo)}` : say(PHRASES.githubRepo, lang));
  }
  if (app.class_type === 'message') {
    const fields = ctx.mentioned.slice(0, 4).map((w) => (lang === 'en' ? w.en : w.said));
    const withFields =
      fields.length > 0 && message(ctx).includes('{{') ? say(PHRASES.messageFields, lang, { fields: fields.join(say(PHRASES.listJoin, lang)) }) : '';
    return say(PHRASES.message, lang, { app: appName(app, lang) }) + withFields;
  }
  return say(PHRASES.generic, lang, { app: appName(app, lang), action: actionName(app, actionId, lang) });
}

function triggerExplanation(plan: Plan, description: string, lang: AiLang, hasReturn: boolean): string {
  const { trigger } = plan;
  if (trigger.kind === 'schedule') return say(PHRASES.schedule, lang, { when: trigger.when?.[lang === 'en' ? 'en' : 'zh'] ?? '' });
  if (trigger.kind === 'github') return say(PHRASES.github, lang) + say(PHRASES.githubRepo, lang);
  if (trigger.kind === 'error') return say(PHRASES.error, lang);
  // issue 12: 金数据 has no trigger app yet — the form's data push goes to the webhook, and the explanation says so
  const form = trigger.jinshuju ? `；${say(PHRASES.jinshuju, lang)}` : /表单|问卷|报名/u.test(description) ? `；${say(PHRASES.form, lang)}` : '';
  const joined = lang === 'en' ? form.replace(/^；/, '. ') : form;
  return say(PHRASES.webhook, lang) + (hasReturn ? say(PHRASES.webhookSync, lang) : '') + joined;
}
