import type { GuardedHttpClient } from '../../http/guarded-client';
import { vendorBase } from '../vendor-base';
import { doudianSignedQuery } from './doudian-sign';
import { VendorError, vendorJson } from './vendor-call';

export interface DoudianCreds {
  app_key: string;
  app_secret: string;
}

const NAME = '抖店';
/** 抖店 answers code 10000 on success. */
const OK = 10000;

/** One signed call of 抖店开放平台; `access_token` rides beside the signed parameters (it is not signed). */
export async function doudianCall(
  deps: { http: GuardedHttpClient; env?: NodeJS.ProcessEnv; now?: Date },
  creds: DoudianCreds,
  method: string,
  params: Record<string, unknown>,
  accessToken?: string,
): Promise<Record<string, unknown>> {
  const { path, query } = doudianSignedQuery(method, params, creds, deps.now);
  const reply = await vendorJson(deps.http, NAME, {
    method: 'GET',
    url: `${vendorBase('doudian', deps.env)}${path}`,
    query: accessToken ? { ...query, access_token: accessToken } : query,
  });
  if (Number(reply.code) !== OK) {
    throw new VendorError(NAME, String(reply.sub_code || reply.code), String(reply.sub_msg || reply.msg || ''));
  }
  return (reply.data ?? {}) as Record<string, unknown>;
}

export interface DoudianToken {
  access_token: string;
  refresh_token: string;
  /** Seconds. */
  expires_in: number;
  shop_id: string;
  shop_name: string;
}

/** token.create with grant_type authorization_self: a self-use (自用型) app's token for its own shop. */
export async function doudianSelfToken(
  deps: { http: GuardedHttpClient; env?: NodeJS.ProcessEnv; now?: Date },
  creds: DoudianCreds,
  shopId: string,
): Promise<DoudianToken> {
  const data = await doudianCall(deps, creds, 'token.create', { code: '', grant_type: 'authorization_self', shop_id: shopId });
  if (typeof data.access_token !== 'string' || data.access_token === '') throw new VendorError(NAME, '-', '未返回 access_token');
  return {
    access_token: data.access_token,
    refresh_token: String(data.refresh_token ?? ''),
    expires_in: Number(data.expires_in ?? 0),
    shop_id: String(data.shop_id ?? shopId),
    shop_name: String(data.shop_name ?? ''),
  };
}
