import { createHash } from 'node:crypto';
import { startStandinServer, type StandinRequest, type StandinServer } from './vendor-standin-server';

/**
 * A loopback 美团外卖开放平台 for one developer app: checks app_id, the timestamp window and the v1 `sig`
 * (md5 of the URL it was called at, '?', the sorted parameters and the secret), answers GET /api/v1/poi/getids.
 */
export const MEITUAN_STANDIN = { app_id: '6666', app_secret: 'meituan-secret-789', pois: ['t_poi_1001', 't_poi_1002'] };

const ng = (code: number, msg: string) => ({ data: 'ng', error: { code, msg } });

export async function startMeituan(): Promise<StandinServer> {
  const S = MEITUAN_STANDIN;
  const answer = (req: StandinRequest): unknown => {
    const { sig, ...params } = req.query;
    if (!params.app_id || !params.timestamp || !sig) return ng(700, '系统参数缺失');
    if (params.app_id !== S.app_id) return ng(701, 'app_id 不存在');
    if (Math.abs(Date.now() / 1000 - Number(params.timestamp)) > 600) return ng(704, 'timestamp 已过期');
    // independently of the platform's signer: the URL as called, parameters in name order, then the secret
    const base = `http://${req.headers.host}${req.path}`;
    const text = `${base}?${Object.entries(params)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => `${k}=${v}`)
      .join('&')}${S.app_secret}`;
    if (createHash('md5').update(text).digest('hex') !== sig) return ng(703, '签名验证错误');
    if (req.path === '/api/v1/poi/getids') return { data: S.pois };
    return ng(404, '接口不存在');
  };
  return startStandinServer(answer);
}
