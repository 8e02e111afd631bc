/** Webhook trigger actions (spec §5 names two of them for the custom return rule). */
export const WEBHOOK_ACTIONS = {
  /** 接收到数据时 — 'when data is received'. */
  RECEIVE: 'receive',
  /** 接收到带请求头的数据时 — 'when data with request header is received'. */
  RECEIVE_WITH_HEADERS: 'receive_with_headers',
  /** 接收原始数据时 — the raw body, unparsed; no custom return. */
  RECEIVE_RAW: 'receive_raw',
} as const;

/** The webhook trigger's response type (params.response_type). */
export const WEBHOOK_RESPONSE_TYPES = {
  /** Acknowledge at once, run asynchronously. */
  IMMEDIATE: 'immediate',
  /** 使用后续步骤返回数据 — 'use following steps to return data' (synchronous, custom return). */
  FOLLOWING_STEPS: 'following_steps',
} as const;

export const WEBHOOK_APP_ID = '1001';
export const SCHEDULE_APP_ID = '1002';
export const FILTER_APP_ID = '1003';
export const SWITCH_APP_ID = '1004';
export const LOOP_APP_ID = '1005';
export const FIND_DATA_APP_ID = '1006';
export const SEND_DATA_APP_ID = '1007';
export const CUSTOM_ACTION_APP_ID = '1008';
export const CUSTOM_RETURN_APP_ID = '1009';
export const ERROR_MONITOR_APP_ID = '1010';
// issue 17 datamodel
export const DATA_MODEL_APP_ID = '1011';

/**
 * Reply headers a custom return may not set: the public port owns them. A tenant's reply is served on our
 * origin, so a cookie of its own (a `huiliu_token` would sign a visitor into the tenant's account), a looser
 * policy, or CORS would act on every user of the product (issue 7).
 */
export function isReservedReplyHeader(name: string): boolean {
  const lower = name.toLowerCase();
  return RESERVED_REPLY_HEADERS.has(lower) || lower.startsWith('access-control-');
}

const RESERVED_REPLY_HEADERS = new Set([
  'set-cookie',
  'content-security-policy',
  'content-security-policy-report-only',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
  'strict-transport-security',
]);
