import { createHmac, randomBytes } from 'node:crypto';
import { startStandinServer, type StandinRequest, type StandinServer } from './vendor-standin-server';

/**
 * A loopback 抖店开放平台 for one self-use app and its shop: checks app_key, sign_method and the hmac-sha256
 * `sign`, answers token.create (grant_type authorization_self) and order.orderDetail with the documented
 * `{ code: 10000, msg, data, sub_code, sub_msg }` envelope.
 */
export const DOUDIAN_STANDIN = { app_key: '7001234567890', app_secret: 'doudian-secret-abc', shop_id: '4463798', shop_name: '汇流测试小店' };

export interface DoudianStandin extends StandinServer {
  tokens: Set<string>;
}

const fail = (code: number, sub_code: string, sub_msg: string) => ({ code, msg: '业务处理失败', sub_code, sub_msg, data: {} });

export async function startDoudian(): Promise<DoudianStandin> {
  const S = DOUDIAN_STANDIN;
  const tokens = new Set<string>();
  const answer = (req: StandinRequest): unknown => {
    const q = req.query;
    if (q.app_key !== S.app_key) return fail(30001, 'isv.app-key-not-exist', 'app_key 不存在');
    if (q.sign_method !== 'hmac-sha256') return fail(30002, 'isv.sign-method-invalid', '签名方式不支持');
    const text = `${S.app_secret}app_key${q.app_key}method${q.method}param_json${q.param_json}timestamp${q.timestamp}v${q.v}${S.app_secret}`;
    if (createHmac('sha256', S.app_secret).update(text).digest('hex') !== q.sign) return fail(40004, 'isv.sign-invalid', '签名无效');
    if (`/${String(q.method).replace(/\./g, '/')}` !== req.path) return fail(40002, 'isv.method-invalid', 'method 与路径不符');
    let params: Record<string, unknown>;
    try {
      params = JSON.parse(String(q.param_json)) as Record<string, unknown>;
    } catch {
      return fail(40003, 'isv.param-json-invalid', 'param_json 格式错误');
    }
    if (q.method === 'token.create') {
      if (params.grant_type !== 'authorization_self') return fail(40003, 'isv.grant-type-invalid', 'grant_type 不正确');
      if (String(params.shop_id) !== S.shop_id) return fail(50002, 'isv.shop-not-authorized', '店铺未授权给该应用');
      const access = randomBytes(12).toString('hex');
      tokens.add(access);
      return {
        code: 10000,
        msg: 'success',
        sub_code: '',
        sub_msg: '',
        data: {
          access_token: access,
          expires_in: 604800,
          refresh_token: randomBytes(12).toString('hex'),
          scope: 'SCOPE',
          shop_id: Number(S.shop_id),
          shop_name: S.shop_name,
        },
      };
    }
    if (q.method === 'order.orderDetail') {
      if (!q.access_token || !tokens.has(q.access_token)) return fail(30005, 'isv.access-token-no-exist', 'access_token 不存在');
      return {
        code: 10000,
        msg: 'success',
        sub_code: '',
        sub_msg: '',
        data: {
          shop_order_detail: {
            order_id: String(params.shop_order_id),
            shop_id: Number(S.shop_id),
            order_status: 2,
            order_status_desc: '备货中',
            pay_amount: 9900,
          },
        },
      };
    }
    return fail(40001, 'isv.method-not-exist', '接口不存在');
  };
  const server = await startStandinServer(answer);
  return { ...server, tokens };
}
