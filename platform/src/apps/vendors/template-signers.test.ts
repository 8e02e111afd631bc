import { renderRequest, type RenderedRequest } from '@huiliu/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loopbackHttp } from '../../test/engine-fixtures';
import { DOUDIAN_STANDIN as D, startDoudian, type DoudianStandin } from '../standins/doudian';
import { MEITUAN_STANDIN as M, startMeituan } from '../standins/meituan';
import type { StandinServer } from '../standins/vendor-standin-server';
import { doudianSelfToken } from './doudian';
import { signDoudian, signMeituan } from './template-signers';
import { vendorJson } from './vendor-call';

describe('美团 and 抖店 signers of request templates, accepted by the stand-ins', () => {
  let meituan: StandinServer;
  let doudian: DoudianStandin;
  const http = loopbackHttp();
  beforeAll(async () => {
    [meituan, doudian] = await Promise.all([startMeituan(), startDoudian()]);
  });
  afterAll(async () => {
    await meituan.close();
    await doudian.close();
  });
  const send = (req: RenderedRequest) =>
    vendorJson(http, 'test', {
      method: req.method as 'GET' | 'POST',
      url: req.url,
      query: req.query,
      ...(req.method === 'GET' ? {} : { body: req.body }),
    });

  it('signs a 美团 template with the account’s app_id and secret', async () => {
    const rendered = renderRequest({ method: 'GET', url: `${meituan.url}/api/v1/poi/getids` }, {});
    const signed = signMeituan(rendered, { app_id: M.app_id, app_secret: M.app_secret });
    expect(Object.keys(signed.query).sort()).toEqual(['app_id', 'sig', 'timestamp']);
    expect(await send(signed)).toEqual({ data: M.pois });
    expect(await send(signMeituan(rendered, { app_id: M.app_id, app_secret: 'wrong' }))).toMatchObject({ error: { code: 703 } });
  });

  it('signs a 抖店 template by its path, GET or POST, with the account’s token', async () => {
    const creds = { app_key: D.app_key, app_secret: D.app_secret };
    const { access_token } = await doudianSelfToken({ http, env: { HUILIU_VENDOR_BASE_DOUDIAN: doudian.url } }, creds, D.shop_id);
    const auth = { ...creds, access_token };
    const get = signDoudian(
      renderRequest({ method: 'GET', url: `${doudian.url}/order/orderDetail`, query: { shop_order_id: '{{input.id}}' } }, { input: { id: '77' } }),
      auth,
    );
    expect(get.query).toMatchObject({ method: 'order.orderDetail', param_json: '{"shop_order_id":"77"}', access_token });
    expect(await send(get)).toMatchObject({ code: 10000, data: { shop_order_detail: { order_id: '77' } } });
    const post = signDoudian(
      renderRequest({ method: 'POST', url: `${doudian.url}/order/orderDetail`, body: { shop_order_id: '{{input.id}}' } }, { input: { id: '78' } }),
      auth,
    );
    expect(post.body).toEqual({ shop_order_id: '78' });
    expect(await send(post)).toMatchObject({ code: 10000, data: { shop_order_detail: { order_id: '78' } } });
    expect(await send(signDoudian(post, { ...auth, app_secret: 'wrong' }))).toMatchObject({ sub_code: 'isv.sign-invalid' });
  });
});
