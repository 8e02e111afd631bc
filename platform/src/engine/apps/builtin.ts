import {
  evaluateFilter,
  incompleteConditions,
  isReservedReplyHeader,
  renderJsonTemplate,
  renderTemplate,
  renderValue,
  resolveConditionField,
  toFilterGroups,
  validateCustomActionForm,
} from '@huiliu/core';
import type { AppExecutor } from '../types';
import { httpCall, normaliseHeaders } from './http-call';

/** Data filter (spec §5 operators): passes or stops the run as "filtered". */
export const dataFilter: AppExecutor = async (ctx) => {
  // spec §4–§5: an incomplete condition fails the step, it never lets the run through
  const incomplete = incompleteConditions(ctx.step);
  if (incomplete) return { status: 'failed', output: {}, error: incomplete };
  const groups = toFilterGroups(ctx.step.params.conditions);
  const passed = evaluateFilter(groups, (f) => resolveConditionField(f, ctx.templates), { now: ctx.now, timeZone: ctx.timeZone });
  return { status: passed ? 'success' : 'filtered', output: { passed } };
};

/** Switch path: ordered branches, first-match (default) or all-match, fallback when none matched. */
export const switchPath: AppExecutor = async (ctx) => {
  const segs = ctx.step.segs ?? [];
  const mode = ctx.step.params.mode === 'all' ? 'all' : 'first';
  const incomplete = incompleteConditions(ctx.step);
  if (incomplete) return { status: 'failed', output: {}, error: incomplete };
  const matched: string[] = [];
  for (const seg of segs) {
    if (seg.isFallback) continue;
    const groups = toFilterGroups(seg.conditions);
    if (evaluateFilter(groups, (f) => resolveConditionField(f, ctx.templates), { now: ctx.now, timeZone: ctx.timeZone })) {
      matched.push(seg.segKey);
      if (mode === 'first') break;
    }
  }
  if (matched.length === 0) {
    const fallback = segs.find((s) => s.isFallback);
    if (fallback) matched.push(fallback.segKey);
  }
  const titles = matched.map((k) => segs.find((s) => s.segKey === k)?.title ?? k);
  return { status: 'success', output: { branches: matched, titles }, branches: matched };
};

/** Loop over an array: the interpreter runs the loop's inner steps once per item. */
export const loop: AppExecutor = async (ctx) => {
  const source = ctx.step.params.items;
  const value = typeof source === 'string' ? renderTemplate(source, ctx.templates) : source;
  const max = Math.min(Number(ctx.step.params.max_items ?? 1000) || 1000, 10_000);
  if (!Array.isArray(value)) return { status: 'failed', output: { items: value }, error: '循环的数据不是数组' };
  const items = value.slice(0, max);
  return { status: 'success', output: { total: items.length, truncated: value.length > items.length }, items };
};

/** Send data: an HTTP request with mapped fields, method, headers, JSON or form body. */
export const sendData: AppExecutor = async (ctx) => {
  const p = renderValue(ctx.step.params, ctx.templates) as Record<string, unknown>;
  if (typeof p.url !== 'string' || p.url === '') return { status: 'failed', output: {}, error: '请填写请求地址' };
  return httpCall(ctx, {
    url: p.url,
    method: typeof p.method === 'string' ? p.method : 'POST',
    headers: normaliseHeaders(p.headers),
    body: p.body,
    bodyType: p.body_type === 'form' ? 'form' : p.body_type === 'text' ? 'text' : 'json',
    timeoutMs: numberOr(ctx.step.params.timeout_ms),
  });
};

/** Custom action (spec §5 form): method post|get, url, optional headers, JSON text body. */
export const customAction: AppExecutor = async (ctx) => {
  const raw = ctx.step.params;
  const errors = validateCustomActionForm({ method: raw.method, url: raw.url, headers: raw.headers, body: raw.body });
  if (Object.keys(errors).length > 0) return { status: 'failed', output: { errors }, error: Object.values(errors).join('；') };
  const url = String(renderTemplate(String(raw.url), ctx.templates));
  const headers = normaliseHeaders(renderValue(typeof raw.headers === 'string' ? safeJson(raw.headers) : raw.headers, ctx.templates));
  // templates inside JSON text are rendered as text, then the result must still be JSON
  const bodyText = typeof raw.body === 'string' && raw.body.trim() !== '' ? renderJsonTemplate(raw.body, ctx.templates) : undefined;
  let body: unknown;
  if (bodyText !== undefined) {
    try {
      body = JSON.parse(bodyText);
    } catch {
      return { status: 'failed', output: { body: bodyText }, error: '请求体填入数据后不是合法的 JSON' };
    }
  }
  return httpCall(ctx, { url, method: String(raw.method), headers, body, bodyType: 'json', timeoutMs: numberOr(raw.timeout_ms) });
};

/** Custom return: the synchronous webhook caller's reply (status, headers, body). */
export const customReturn: AppExecutor = async (ctx) => {
  const p = renderValue(ctx.step.params, ctx.templates) as Record<string, unknown>;
  const status = Number(p.status ?? 200);
  // served on the product's origin: the tenant's reply may not set cookies, security policy or CORS, and the
  // run log shows the headers the caller really gets
  const headers = Object.fromEntries(Object.entries(normaliseHeaders(p.headers)).filter(([name]) => !isReservedReplyHeader(name)));
  const bodyType = p.body_type === 'text' ? 'text' : 'json';
  const body = bodyType === 'json' ? JSON.stringify(p.body ?? {}) : String(p.body ?? '');
  headers['content-type'] ??= bodyType === 'json' ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8';
  const reply = { status: Number.isInteger(status) && status >= 200 && status <= 599 ? status : 200, headers, body };
  return { status: 'success', output: reply, reply };
};

/** Find data in a company data table. */
export const findData: AppExecutor = async (ctx) => {
  const p = renderValue(ctx.step.params, ctx.templates) as Record<string, unknown>;
  if (!ctx.services.findRows) return { status: 'failed', output: {}, error: '数据表服务不可用' };
  if (!p.table_id) return { status: 'failed', output: {}, error: '请选择数据表' };
  const rows = await ctx.services.findRows(ctx.companyId, String(p.table_id), p.conditions, Number(p.limit ?? 10) || 10);
  return { status: 'success', output: { count: rows.length, first: rows[0] ?? null, rows } };
};

/** Send data to a company data table (one row from the mapped fields). */
export const sendToTable: AppExecutor = async (ctx) => {
  const p = renderValue(ctx.step.params, ctx.templates) as Record<string, unknown>;
  if (!ctx.services.insertRow) return { status: 'failed', output: {}, error: '数据表服务不可用' };
  if (!p.table_id) return { status: 'failed', output: {}, error: '请选择数据表' };
  const row = (p.row && typeof p.row === 'object' ? p.row : {}) as Record<string, unknown>;
  try {
    return { status: 'success', output: await ctx.services.insertRow(ctx.companyId, String(p.table_id), row) };
  } catch (err) {
    return { status: 'failed', output: { row }, error: err instanceof Error ? err.message : String(err) };
  }
};

function numberOr(value: unknown): number | undefined {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}
