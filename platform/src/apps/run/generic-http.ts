import type { RenderedRequest } from '@huiliu/core';
import type { AppExecutor } from '../../engine/types';
import { normaliseHeaders } from '../../engine/apps/http-call';
import { runAccountCall } from './step-call';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Text values of a key/value field (object, rows or JSON text — what the editor saves). */
function stringMap(value: unknown): Record<string, string> {
  return Object.fromEntries(Object.entries(normaliseHeaders(value)).filter(([k]) => k.trim() !== ''));
}

/**
 * 通用 HTTP 请求 (app 2005): the person's method, URL, query, headers and body with the account's auth applied.
 * The request is built from the already rendered fields and never rendered again (see CallParts.request).
 */
export const genericHttpHandler: AppExecutor = async (ctx) => {
  const app = ctx.services.catalogue!.get(ctx.step.app_id)!;
  const action = app.actions.find((a) => a.action_id === ctx.step.action_id)!;
  return runAccountCall(ctx, app, action, (input) => {
    const method = String(input.method ?? 'GET').toUpperCase() as RenderedRequest['method'];
    if (!METHODS.includes(method)) return `请求方式只能是 ${METHODS.join('、')}`;
    const url = String(input.url ?? '').trim();
    if (!/^https?:\/\//i.test(url)) return '请求地址必须以 http:// 或 https:// 开头';
    const hasBody = method !== 'GET' && method !== 'DELETE';
    return {
      prepared: {
        method,
        url,
        query: stringMap(input.query),
        headers: stringMap(input.headers),
        body: hasBody ? (input.body ?? {}) : undefined,
        body_type: input.body_type === 'form' ? 'form' : 'json',
      },
    };
  });
};
