import { AppError } from '@huiliu/core';
import type { AccountAuth, AppExecutor, StepContext } from '../../engine/types';
import { accountStep, appErrorFailure } from '../run/account-step';
import { CorpWechatClient } from './corpwechat';
import { doudianCall, doudianSelfToken } from './doudian';
import { meituanPoiIds } from './meituan';
import { TokenCache, vendorTokens } from './token-cache';
import { VendorError } from './vendor-call';
import { WechatClient } from './wechat';

function text(v: unknown): string {
  return v === undefined || v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v).trim();
}

/** Vendor codes that say the account's credentials are wrong: the account's status shows it. */
const CREDENTIAL_CODES = new Set([
  '40001',
  '40013',
  '40125',
  '40056',
  '60020',
  '40164',
  '701',
  '703',
  'isv.sign-invalid',
  'isv.app-key-not-exist',
  'isv.shop-not-authorized',
]);

/**
 * A vendor step (accountStep): a vendor code that says the credentials are wrong marks the account failed; anything
 * else the call threw fails the step with its message, retried only when the network failed.
 */
function vendorHandler(run: (ctx: StepContext, auth: AccountAuth, input: Record<string, unknown>) => Promise<unknown>): AppExecutor {
  return accountStep(
    ({ ctx, auth, params }) => run(ctx, auth, params),
    (err) => {
      if (err instanceof VendorError && CREDENTIAL_CODES.has(String(err.vendorCode))) return { error: err.message, authFailed: true };
      return err instanceof AppError ? appErrorFailure(err) : { error: (err as Error).message };
    },
  );
}

function need(input: Record<string, unknown>, key: string, label: string): string {
  const value = text(input[key]);
  if (value === '') throw new AppError('BAD_REQUEST', `请填写${label}`);
  return value;
}

/** Separate token caches per test are possible; the platform uses the one shared cache. */
export function vendorHandlers(tokens: TokenCache = vendorTokens): Record<string, AppExecutor> {
  const creds = (auth: AccountAuth) => Object.fromEntries(Object.entries(auth.data).map(([k, v]) => [k, text(v)]));
  return {
    /** 企业微信自建应用: 发送应用消息 (/cgi-bin/message/send). */
    corpwechat_send_message: vendorHandler(async (ctx, auth, input) => {
      const c = creds(auth);
      const touser = text(input.touser);
      const toparty = text(input.toparty);
      if (!touser && !toparty) throw new AppError('BAD_REQUEST', '接收成员和接收部门至少填写一个');
      const msgtype = text(input.msgtype) === 'markdown' ? 'markdown' : 'text';
      const client = new CorpWechatClient({ http: ctx.http, tokens }, { corpid: c.corpid!, corpsecret: c.corpsecret!, agentid: c.agentid! });
      return client.sendMessage({ touser, toparty, msgtype, content: need(input, 'content', '消息内容') });
    }),
    /** 微信公众号: 发送模板消息 (/cgi-bin/message/template/send); data values become { value }. */
    wechat_send_template: vendorHandler(async (ctx, auth, input) => {
      const c = creds(auth);
      const raw = input.data && typeof input.data === 'object' && !Array.isArray(input.data) ? (input.data as Record<string, unknown>) : {};
      const data = Object.fromEntries(
        Object.entries(raw).map(([k, v]) => [
          k,
          v && typeof v === 'object' && 'value' in v ? { value: text((v as { value: unknown }).value) } : { value: text(v) },
        ]),
      );
      const client = new WechatClient({ http: ctx.http, tokens }, { appid: c.appid!, appsecret: c.appsecret! });
      return client.sendTemplate({
        touser: need(input, 'touser', '接收者 OpenID'),
        template_id: need(input, 'template_id', '模板 ID'),
        url: text(input.url),
        data,
      });
    }),
    /** 美团外卖: 获取门店 ID 列表 (signed GET /api/v1/poi/getids). */
    meituan_poi_ids: vendorHandler(async (ctx, auth) => {
      const c = creds(auth);
      return { poi_ids: await meituanPoiIds({ http: ctx.http }, { app_id: c.app_id!, app_secret: c.app_secret! }) };
    }),
    /**
     * 抖店: 查询订单详情 (order.orderDetail). The saved token is used while it lasts; an expired one is
     * recreated with token.create (a self-use app may do so at any time) and cached in memory.
     */
    doudian_order_detail: vendorHandler(async (ctx, auth, input) => {
      const c = creds(auth);
      const keys = { app_key: c.app_key!, app_secret: c.app_secret! };
      const params = { shop_order_id: need(input, 'shop_order_id', '店铺单号') };
      const saved = Number(auth.data.expires_at ?? 0);
      const key = TokenCache.keyOf('doudian', `${c.app_key}:${c.shop_id}`, c.app_secret!);
      const fresh = () =>
        tokens.get(key, async () => {
          const t = await doudianSelfToken({ http: ctx.http }, keys, c.shop_id!);
          return { token: t.access_token, expiresIn: t.expires_in };
        });
      const token = c.access_token && saved > Date.now() + 5 * 60_000 ? c.access_token : await fresh();
      try {
        return await doudianCall({ http: ctx.http }, keys, 'order.orderDetail', params, token);
      } catch (err) {
        // 抖店 no longer knows the token (revoked, or 抖店 issued a newer one): once more with a new one
        if (!(err instanceof VendorError) || !/access-token/.test(String(err.vendorCode))) throw err;
        tokens.invalidate(key);
        return doudianCall({ http: ctx.http }, keys, 'order.orderDetail', params, await fresh());
      }
    }),
  };
}

export const VENDOR_HANDLERS = vendorHandlers();
