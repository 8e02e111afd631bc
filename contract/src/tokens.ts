import {
  API_TOKEN_EXPIRY_DAYS,
  API_TOKEN_KINDS,
  API_TOKEN_RATE_LIMIT_MAX,
  API_TOKEN_RATE_LIMIT_MIN,
  PERMISSIONS,
  type ApiTokenStatus,
} from '@huiliu/core';
import { z } from 'zod';
import { call, page } from './call';
import { bit, count, day, id, idString, paging, timestamp } from './fields';

/** Paths of our own (the spec names no API-token calls): docs/rest-contract-company.md "tokens". */
const BASE = '/v1/api/main/company/tokens';

const STATUSES = ['active', 'expired', 'revoked'] as const satisfies readonly ApiTokenStatus[];

/** An API token as its owner and the company's token managers see it; the plain token is never in it. */
export const ApiToken = z.strictObject({
  token_id: id,
  name: z.string(),
  kind: z.enum(API_TOKEN_KINDS),
  /** The member the token acts as. */
  user_id: id,
  creator_id: id,
  /** A built-in role's key or a custom role's id: what the token may do, within its member's permissions. */
  role: z.string(),
  role_name: z.string(),
  /** What the token may do now: its role's permissions that its member still holds. */
  permissions: z.array(z.enum(PERMISSIONS)),
  /** The token's kind prefix and last characters (`hlp_…a1B2`), to tell tokens apart. */
  hint: z.string(),
  /** Requests per minute. */
  rate_limit: count,
  status: z.enum(STATUSES),
  expires_at: timestamp,
  last_used_at: timestamp.nullable(),
  /** The caller's address as the platform saw it (behind the gateway, from X-Forwarded-For). */
  last_used_ip: z.string().nullable(),
  revoked_at: timestamp.nullable(),
  created_at: timestamp,
});
export type ApiToken = z.output<typeof ApiToken>;

/** The create reply: the only time the plain token is ever sent. */
export const CreatedApiToken = z.strictObject({ token: ApiToken, plain_token: z.string() });

/** One call made with an API token (the audit list). `route` is the route's pattern, never the raw URL. */
export const ApiTokenCall = z.strictObject({
  call_id: id,
  token_id: id,
  token_name: z.string(),
  user_id: id,
  method: z.string(),
  route: z.string(),
  status: count,
  ip: z.string(),
  created_at: timestamp,
});
export type ApiTokenCall = z.output<typeof ApiTokenCall>;

/** A role a token may be given, and whether the caller may give it to the member asked about. */
export const ApiTokenRole = z.strictObject({
  role: z.string(),
  role_name: z.string(),
  builtin: bit,
  permissions: z.array(z.enum(PERMISSIONS)),
  grantable: bit,
});

const name = z.string().trim().min(1, '请填写令牌名称').max(64, '令牌名称最多 64 个字符');

/**
 * Expiry is a required choice: `expires_in_days` (7 / 30 / 90 / 365) or `expires_on`, the last day it works (in the
 * company's time zone, within a year); exactly one of them.
 */
const createBody = z
  .object({
    name,
    kind: z.enum(API_TOKEN_KINDS).default('personal'),
    /** The member a service token acts as; a personal token is always the caller's own. */
    user_id: idString.optional(),
    role: z.string().trim().min(1).max(40),
    expires_in_days: z
      .number()
      .int()
      .refine((n) => (API_TOKEN_EXPIRY_DAYS as readonly number[]).includes(n), '有效期只能是 7、30、90 或 365 天')
      .optional(),
    expires_on: day.optional(),
    rate_limit: z.number().int().min(API_TOKEN_RATE_LIMIT_MIN).max(API_TOKEN_RATE_LIMIT_MAX).optional(),
  })
  .refine((b) => (b.expires_in_days === undefined) !== (b.expires_on === undefined), {
    message: '请选择有效期：天数或截止日期，二选一',
    path: ['expires_in_days'],
  });

/** API tokens for internal tools (issue 13) — `/v1/api/main/company/tokens`. */
export const tokens = {
  /**
   * Newest first. Everyone sees their own personal tokens; with tokens.manage also every service token and everyone's
   * personal ones (`mine=1` narrows to one's own, `kind` to one kind). Without it the list is one's own whatever is asked.
   */
  list: call({
    method: 'GET',
    path: BASE,
    query: z.object({ kind: z.enum(API_TOKEN_KINDS).optional(), mine: z.enum(['0', '1']).optional(), ...paging }),
    reply: page(ApiToken),
  }),
  create: call({ method: 'POST', path: `${BASE}/add`, body: createBody, reply: CreatedApiToken }),
  /** At once: the token's next request is 2101. Revoking a revoked token answers it again. Unknown / foreign → 404. */
  revoke: call({ method: 'POST', path: `${BASE}/revoke`, body: z.object({ token_id: idString }), reply: ApiToken }),
  /** Every role of the company (built-in and custom), and whether the caller may give it to a token of `user_id` (default: the caller). */
  roles: call({
    method: 'GET',
    path: `${BASE}/roles`,
    query: z.object({ user_id: idString.optional() }),
    reply: z.strictObject({ list: z.array(ApiTokenRole) }),
  }),
  /** Calls made with the company's tokens, newest first; whole days in the company's time zone, both ends inclusive. */
  audit: call({
    method: 'GET',
    path: `${BASE}/audit`,
    query: z.object({ token_id: idString.optional(), start_date: day.optional(), end_date: day.optional(), ...paging }),
    reply: page(ApiTokenCall),
  }),
};
