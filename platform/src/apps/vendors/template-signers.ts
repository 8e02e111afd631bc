import type { RenderedRequest } from '@huiliu/core';
import { doudianSignedQuery } from './doudian-sign';
import { meituanSignedQuery } from './meituan-sign';

/**
 * The `meituan` and `doudian` signers of a request template (core RequestTemplate.sign) over a rendered request
 * and the account's auth data, for the declarative executor's signer table (platform/src/apps/signers*): a
 * catalogue app may then call 美团 or 抖店 with a plain template instead of a named handler.
 */
export type TemplateSigner = (req: RenderedRequest, auth: Record<string, unknown>, now?: Date) => RenderedRequest;

const text = (v: unknown) => (v === undefined || v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** The URL without its query, and its query merged under the rendered one. */
function split(req: RenderedRequest): { base: string; query: Record<string, string> } {
  const url = new URL(req.url);
  const own = Object.fromEntries(url.searchParams);
  url.search = '';
  return { base: url.toString(), query: { ...own, ...req.query } };
}

/** 美团 v1: every parameter — query and, for a form POST, the body's fields — signed with app_id and timestamp. */
export const signMeituan: TemplateSigner = (req, auth, now) => {
  const { base, query } = split(req);
  const form =
    req.body_type === 'form' && req.body && typeof req.body === 'object'
      ? Object.fromEntries(Object.entries(req.body).map(([k, v]) => [k, text(v)]))
      : {};
  const signed = meituanSignedQuery(base, { ...query, ...form }, { app_id: text(auth.app_id), app_secret: text(auth.app_secret) }, now);
  // the body's fields stay in the body; the query carries the rest and the signature
  const onlyQuery = Object.fromEntries(Object.entries(signed).filter(([k]) => !(k in form)));
  return { ...req, url: base, query: onlyQuery };
};

/**
 * 抖店: the path names the method (`/order/orderDetail` → `order.orderDetail`), the JSON body (or the query, for
 * a GET) is `param_json`; the system parameters, `sign` and the account's `access_token` go in the query.
 */
export const signDoudian: TemplateSigner = (req, auth, now) => {
  const { base, query } = split(req);
  const url = new URL(base);
  const method = url.pathname.replace(/^\/+/, '').replace(/\//g, '.');
  const params = req.method === 'GET' ? query : req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
  const { query: system } = doudianSignedQuery(method, params, { app_key: text(auth.app_key), app_secret: text(auth.app_secret) }, now);
  const token = text(auth.access_token);
  return {
    ...req,
    url: base,
    query: { ...system, ...(token ? { access_token: token } : {}) },
    ...(req.method === 'GET' ? {} : { body: JSON.parse(system.param_json!) as unknown, body_type: 'json' as const }),
  };
};
