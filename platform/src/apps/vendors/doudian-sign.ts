import { createHmac } from 'node:crypto';

/** Keys sorted at every depth: 抖店 signs `param_json` with its keys in order, no spaces. */
function sortedJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(sortedJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${sortedJson((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value);
}

/** `param_json` as 抖店 expects it signed and sent. */
export function doudianParamJson(params: Record<string, unknown>): string {
  return sortedJson(params);
}

export interface DoudianSystemParams {
  app_key: string;
  method: string;
  param_json: string;
  timestamp: string;
  v: string;
}

/**
 * 抖店开放平台 signature (sign_method hmac-sha256): the string `app_secret + 'app_key' + app_key + 'method' +
 * method + 'param_json' + param_json + 'timestamp' + timestamp + 'v' + v + app_secret`, HMAC-SHA256 keyed with
 * app_secret, lower-case hex.
 */
export function doudianSign(p: DoudianSystemParams, appSecret: string): string {
  const text = `${appSecret}app_key${p.app_key}method${p.method}param_json${p.param_json}timestamp${p.timestamp}v${p.v}${appSecret}`;
  return createHmac('sha256', appSecret).update(text, 'utf8').digest('hex');
}

/** The query of a signed 抖店 call; the method `token.create` is served at the path `/token/create`. */
export function doudianSignedQuery(
  method: string,
  params: Record<string, unknown>,
  creds: { app_key: string; app_secret: string },
  now: Date = new Date(),
): { path: string; query: Record<string, string> } {
  const system: DoudianSystemParams = {
    app_key: creds.app_key,
    method,
    param_json: doudianParamJson(params),
    timestamp: String(Math.floor(now.getTime() / 1000)),
    v: '2',
  };
  return {
    path: `/${method.replace(/\./g, '/')}`,
    query: { ...system, sign: doudianSign(system, creds.app_secret), sign_method: 'hmac-sha256' },
  };
}
