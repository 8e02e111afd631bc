import type { GuardedHttpClient } from '../../http/guarded-client';
import { vendorBase } from '../vendor-base';
import { meituanSignedQuery } from './meituan-sign';
import { VendorError, vendorJson } from './vendor-call';

export interface MeituanCreds {
  app_id: string;
  app_secret: string;
}

const NAME = '美团外卖';

/**
 * One signed GET of 美团外卖开放平台 v1. A refusal is `{"data":"ng","error":{"code","msg"}}`; success is
 * `{"data": …}` with anything but "ng".
 */
export async function meituanGet(
  deps: { http: GuardedHttpClient; env?: NodeJS.ProcessEnv; now?: Date },
  creds: MeituanCreds,
  path: string,
  params: Record<string, string> = {},
): Promise<unknown> {
  const url = `${vendorBase('meituan', deps.env)}${path}`;
  const reply = await vendorJson(deps.http, NAME, { method: 'GET', url, query: meituanSignedQuery(url, params, creds, deps.now) });
  const error = reply.error as { code?: unknown; msg?: unknown } | undefined;
  if (reply.data === 'ng' || (error && typeof error === 'object')) {
    throw new VendorError(NAME, String(error?.code ?? '-'), String(error?.msg ?? ''));
  }
  return reply.data;
}

/** GET /api/v1/poi/getids: the app's shop ids — the cheapest call that proves app_id and app_secret. */
export async function meituanPoiIds(deps: { http: GuardedHttpClient; env?: NodeJS.ProcessEnv }, creds: MeituanCreds): Promise<string[]> {
  const data = await meituanGet(deps, creds, '/api/v1/poi/getids');
  return Array.isArray(data) ? data.map(String) : [];
}
