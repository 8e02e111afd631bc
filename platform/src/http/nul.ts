import { AppError, ERRORS } from '@huiliu/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the JSON parser when the body's text holds the escape `\u0000`. */
    bodyMayHoldNul?: boolean;
  }
  interface FastifyContextConfig {
    /**
     * Routes that keep every character they receive (webhook deliveries are stored as escaped JSON
     * text, never as raw text columns), so U+0000 is not refused there.
     */
    keepsNul?: boolean;
  }
}

/** The path of the first string (or object key) holding U+0000, or null; `''` is the value itself. */
export function nulPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\0') ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\0')) return at;
    const found = nulPath(child, at);
    if (found !== null) return found;
  }
  return null;
}

/** TEXT_NUL naming the field, for a value that reached the boundary with U+0000 in it. */
export function refuseNul(value: unknown, where: string): void {
  const path = nulPath(value);
  if (path === null) return;
  throw new AppError('TEXT_NUL', `${ERRORS.TEXT_NUL.msg}（${where}${path ? `：${path}` : ''}）`);
}

/** `%00` in a URL, in either case; the raw character never survives the HTTP parser. */
const ENCODED_NUL = /%00/;

/**
 * PostgreSQL text cannot hold U+0000, and one such string in a group-committed batch used to fail every
 * company's rows in it. Text enters through the query string, path parameters and JSON bodies: all three
 * are refused here, after parsing, so the reply keeps the connection open (a parser error closes it).
 * Cheap scans of the raw URL and of the body's text keep the common request free of a deep walk.
 */
export function installNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req: FastifyRequest) => {
    if (req.routeOptions.config.keepsNul) return;
    if (ENCODED_NUL.test(req.url)) {
      refuseNul(req.params, '路径参数');
      refuseNul(req.query, '查询参数');
    }
    if (req.bodyMayHoldNul) refuseNul(req.body, '请求体');
  });
}
