import type { AiLang } from '@huiliu/contract';
import { isFilled, type AppManifest } from '@huiliu/core';
import { mappableFields, matchFields, type DraftParamValue } from '@huiliu/core/ai';
import { emailsIn, urlsIn } from './text';
import type { PlannedTrigger } from './trigger';
import type { Mention } from './vocabulary';
import { PHRASES, say } from './words';

/** Where later steps read data from: a step's number, the part of its output that holds the record, its known keys. */
export interface Source {
  step: number;
  prefix: string;
  /** Keys of its output known from an app's sample (GitHub's issue, the error monitor's failure). */
  known: string[];
  kind: 'trigger' | 'rows' | 'reply' | 'item';
}

export interface ComposeContext {
  lang: AiLang;
  description: string;
  trigger: PlannedTrigger;
  /** The description's data words (订单号, 金额 …), in order. */
  mentioned: Mention[];
  source: Source;
  clause: string;
}

/** `{{N.prefix.key}}`, or the record itself when `key` is undefined. */
export function ref(source: Source, key?: string): string {
  const path = key === undefined ? source.prefix.replace(/\.$/, '') : `${source.prefix}${key}`;
  return path === '' ? `{{${source.step}}}` : `{{${source.step}.${path}}}`;
}

type Params = Record<string, DraftParamValue>;

/** The fields a drafted message shows, as label → reference. */
function fieldLines(ctx: ComposeContext): Array<[label: string, value: string]> {
  const { source, lang } = ctx;
  if (source.known.length > 0) return source.known.slice(0, 6).map((key) => [key, ref(source, key)]);
  return ctx.mentioned.slice(0, 8).map((word) => [lang === 'en' ? word.en : word.said, ref(source, word.key)]);
}

/** The first line of a drafted message: what happened. */
export function headline(ctx: ComposeContext): string {
  const { lang, trigger, source } = ctx;
  if (source.kind === 'rows') return say(PHRASES.found, lang, { count: `{{${source.step}.count}}` });
  if (trigger.kind === 'github') return say(PHRASES.newIssue, lang);
  if (trigger.kind === 'error') return say(PHRASES.runFailed, lang);
  if (trigger.kind === 'schedule') {
    const rest = trigger.spans.reduce((text, span) => text.replace(span, ''), ctx.description).replace(/^[,\s]+|[,\s]+$/g, '');
    return say(PHRASES.reminder, lang, { text: rest || ctx.description });
  }
  if (/表单|问卷|报名|金数据/u.test(ctx.description)) return say(PHRASES.newForm, lang);
  if (/订单|下单|付款|支付/u.test(ctx.description)) return say(PHRASES.newOrder, lang);
  if (/告警|报警|警报|alert/iu.test(ctx.description)) return say(PHRASES.newAlert, lang);
  return say(PHRASES.newData, lang);
}

/** A message: the headline, then one line per field the description names (or the whole record). */
export function message(ctx: ComposeContext): string {
  const sep = say(PHRASES.separator, ctx.lang);
  const lines = fieldLines(ctx).map(([label, value]) => `${label}${sep}${value}`);
  const whole = ctx.source.kind === 'trigger' && ctx.trigger.kind === 'webhook';
  if (lines.length === 0 && (whole || ctx.source.kind === 'item')) lines.push(`${say(PHRASES.allData, ctx.lang)}${sep}${ref(ctx.source)}`);
  return [headline(ctx), ...lines].join('\n');
}

/** The description's data as `[{key, value}]` pairs (a data table row, a request body), or the whole record. */
function entries(ctx: ComposeContext): Array<{ key: string; value: string }> {
  const lines = fieldLines(ctx);
  if (lines.length > 0) return lines.map(([key, value]) => ({ key, value }));
  return [{ key: ctx.lang === 'en' ? 'data' : '数据', value: ref(ctx.source) }];
}

const TEXT_KEYS = ['content', 'text', 'body', 'message'];
/** Keys a record sent to a webhook carries under the same name as the field that needs them. */
const PAYLOAD_KEYS = new Set(['email', 'mobile', 'phone', 'name', 'order_id', 'shop_order_id', 'openid', 'title']);
const TITLE_KEYS = ['title', 'subject'];

/**
 * The params the planner fills for a catalogue action: the built-ins by what they are (a row, a request, a reply),
 * the message apps with a drafted message, then every other empty mappable field by name similarity to the data
 * (core matchFields), and a required one left empty on a webhook's data mapped from the payload key of its name.
 */
export function paramsFor(app: AppManifest, actionId: string, ctx: ComposeContext): Params {
  const action = app.actions.find((a) => a.action_id === actionId)!;
  const params: Params = {};
  const keys = new Set(action.fields.map((f) => f.key));
  const urls = urlsIn(ctx.clause).concat(urlsIn(ctx.description));
  switch (`${app.app_id}/${actionId}`) {
    case '1007/to_table':
      params.row = entries(ctx);
      break;
    case '1007/send': {
      const fetches = /查询|获取|拉取|检查|读取|查一下/u.test(ctx.clause);
      if (urls[0]) params.url = urls[0];
      params.method = fetches ? 'GET' : 'POST';
      if (!fetches) params.body = entries(ctx);
      break;
    }
    case '1009/return':
      params.body = [
        { key: 'message', value: say(PHRASES.received, ctx.lang) },
        ...(ctx.source.kind === 'trigger' ? [] : [{ key: 'result', value: ref(ctx.source) }]),
      ];
      break;
    case '2004/send_email': {
      const to = emailsIn(ctx.clause).concat(emailsIn(ctx.description));
      if (to.length > 0) params.to = [...new Set(to)];
      params.subject = headline(ctx).split('\n')[0]!;
      params.text = message(ctx);
      break;
    }
    case '2006/create_issue': {
      const repo = /(?<![/\w.:])([A-Za-z0-9][\w.-]*)\/([\w.-]+)(?![/\w])/u.exec(ctx.description.replace(/https?:\/\/\S+/gu, ''));
      if (repo) Object.assign(params, { owner: repo[1]!, repo: repo[2]! });
      params.title =
        ctx.source.known.includes('title') || ctx.mentioned.some((w) => w.key === 'title') ? ref(ctx.source, 'title') : headline(ctx).split('\n')[0]!;
      params.body = message(ctx);
      break;
    }
    default: {
      const title = TITLE_KEYS.find((k) => keys.has(k));
      const text = TEXT_KEYS.find((k) => keys.has(k) && action.fields.find((f) => f.key === k)!.mappable);
      if (title && text) params[title] = headline(ctx).split('\n')[0]!;
      if (text) params[text] = action.fields.find((f) => f.key === text)!.kind === 'multiText' ? [message(ctx)] : message(ctx);
    }
  }
  return { ...mapBySimilarity(app, actionId, ctx, params), ...params };
}

/** Empty mappable fields by name similarity to the data the description names (core matchFields). */
function mapBySimilarity(app: AppManifest, actionId: string, ctx: ComposeContext, filled: Params): Params {
  const action = app.actions.find((a) => a.action_id === actionId)!;
  const keys = ctx.source.known.length > 0 ? ctx.source.known : ctx.mentioned.map((w) => w.key);
  const sample = Object.fromEntries(keys.map((k) => [k, '']));
  const labelsEn = Object.fromEntries(Object.entries(app.en.fields ?? {}).map(([k, v]) => [k, v.label]));
  const out: Params = {};
  for (const match of matchFields(action.fields, labelsEn, [{ step_number: ctx.source.step, sample }], filled)) {
    const field = action.fields.find((f) => f.key === match.field)!;
    const value = ref(ctx.source, match.path);
    out[match.field] = field.kind === 'multiText' ? [value] : value;
  }
  // a payload most likely names a record's own value as the field does ("email" for Mautic's 邮箱)
  if (ctx.source.kind === 'trigger' && ctx.trigger.kind === 'webhook') {
    for (const field of mappableFields(action.fields)) {
      if (!field.required || !PAYLOAD_KEYS.has(field.key) || isFilled(out[field.key]) || isFilled(filled[field.key])) continue;
      out[field.key] = field.kind === 'multiText' ? [ref(ctx.source, field.key)] : ref(ctx.source, field.key);
    }
  }
  return out;
}
