import type { GuardedHttpClient } from '../../http/guarded-client';
import { CorpWechatClient } from './corpwechat';
import { doudianSelfToken } from './doudian';
import { meituanPoiIds } from './meituan';
import { WechatClient } from './wechat';

/** Proves an account of a vendor app still works; throws the vendor's refusal (a VendorError) when not. */
export type VendorConnectionTest = (data: Record<string, unknown>, deps: { http: GuardedHttpClient; env?: NodeJS.ProcessEnv }) => Promise<void>;

const s = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/**
 * The connection tests of the vendor apps (GET /app/connect_test), by app id. They are not request templates
 * because each needs a token call or a signature first; each asks the vendor for a fresh token or a signed
 * read, never a cached one, so a revoked secret shows at once.
 */
export const VENDOR_CONNECTION_TESTS: Record<string, VendorConnectionTest> = {
  '2007': async (d, deps) => {
    await new CorpWechatClient(deps, { corpid: s(d.corpid), corpsecret: s(d.corpsecret), agentid: s(d.agentid) }).prove();
  },
  '2008': async (d, deps) => {
    await meituanPoiIds(deps, { app_id: s(d.app_id), app_secret: s(d.app_secret) });
  },
  '2009': async (d, deps) => {
    await doudianSelfToken(deps, { app_key: s(d.app_key), app_secret: s(d.app_secret) }, s(d.shop_id));
  },
  /** 微信公众号: /cgi-bin/token?grant_type=client_credential — a reply with errcode is a failure. */
  '2010': async (d, deps) => {
    await new WechatClient(deps, { appid: s(d.appid), appsecret: s(d.appsecret) }).fetchToken();
  },
};
