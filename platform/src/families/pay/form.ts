import { AppError } from '@huiliu/core';
import type { FastifyInstance } from 'fastify';

/** Providers post their notifications as forms, as the trade page does: at most this much of one is read. */
const FORM_LIMIT_BYTES = 64 * 1024;

/** Lets `scope` read `application/x-www-form-urlencoded` bodies (the app reads JSON only); the first value of a name wins. */
export function acceptForms(scope: FastifyInstance): void {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_LIMIT_BYTES }, (_req, body, done) => {
    const fields: Record<string, string> = {};
    for (const [name, value] of new URLSearchParams(String(body))) if (!(name in fields)) fields[name] = value;
    done(null, fields);
  });
}

/** The text fields of a form or a JSON object; anything else (a list, nested values, nothing) is 400. */
export function fieldsOf(body: unknown): Record<string, string> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new AppError('BAD_REQUEST', '请求参数有误：需要表单或 JSON 对象');
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) {
    if (typeof value !== 'string' && typeof value !== 'number') throw new AppError('BAD_REQUEST', `请求参数有误：${name} 须为文本`);
    fields[name] = String(value);
  }
  return fields;
}
