import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loopbackHttp } from '../../test/engine-fixtures';
import { DOUDIAN_STANDIN as D, startDoudian, type DoudianStandin } from '../standins/doudian';
import { MEITUAN_STANDIN as M, startMeituan } from '../standins/meituan';
import type { StandinServer } from '../standins/vendor-standin-server';
import { doudianCall, doudianSelfToken } from './doudian';
import { meituanPoiIds } from './meituan';

describe('美团 and 抖店 signed calls against their stand-ins', () => {
  let meituan: StandinServer;
  let doudian: DoudianStandin;
  let env: NodeJS.ProcessEnv;
  const http = loopbackHttp();
  beforeAll(async () => {
    [meituan, doudian] = await Promise.all([startMeituan(), startDoudian()]);
    env = { HUILIU_VENDOR_BASE_MEITUAN: meituan.url, HUILIU_VENDOR_BASE_DOUDIAN: doudian.url };
  });
  afterAll(async () => {
    await meituan.close();
    await doudian.close();
  });

  it('美团: a correctly signed poi/getids lists the shops; a wrong secret fails the signature check', async () => {
    expect(await meituanPoiIds({ http, env }, { app_id: M.app_id, app_secret: M.app_secret })).toEqual(M.pois);
    expect(meituan.received.at(-1)?.query).toMatchObject({ app_id: M.app_id, sig: expect.stringMatching(/^[0-9a-f]{32}$/) });
    await expect(meituanPoiIds({ http, env }, { app_id: M.app_id, app_secret: 'wrong' })).rejects.toThrow(
      '美团外卖返回错误：签名验证错误（错误码 703）',
    );
    await expect(meituanPoiIds({ http, env }, { app_id: '1', app_secret: M.app_secret })).rejects.toThrow(/app_id 不存在/);
  });

  it('抖店: token.create for a self-use shop, then a call with the token; refusals carry sub_msg', async () => {
    const creds = { app_key: D.app_key, app_secret: D.app_secret };
    const token = await doudianSelfToken({ http, env }, creds, D.shop_id);
    expect(token).toMatchObject({ shop_id: D.shop_id, shop_name: D.shop_name, expires_in: 604800 });
    const detail = await doudianCall({ http, env }, creds, 'order.orderDetail', { shop_order_id: '6919' }, token.access_token);
    expect(detail).toMatchObject({ shop_order_detail: { order_id: '6919', order_status_desc: '备货中' } });
    await expect(doudianSelfToken({ http, env }, { ...creds, app_secret: 'x' }, D.shop_id)).rejects.toThrow(
      '抖店返回错误：签名无效（错误码 isv.sign-invalid）',
    );
    await expect(doudianSelfToken({ http, env }, creds, '1')).rejects.toThrow(/店铺未授权/);
  });
});
