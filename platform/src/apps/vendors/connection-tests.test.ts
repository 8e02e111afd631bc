import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loopbackHttp } from '../../test/engine-fixtures';
import { CORPWECHAT_STANDIN as C, startCorpWechat } from '../standins/corpwechat';
import { DOUDIAN_STANDIN as D, startDoudian } from '../standins/doudian';
import { MEITUAN_STANDIN as M, startMeituan } from '../standins/meituan';
import type { StandinServer } from '../standins/vendor-standin-server';
import { WECHAT_STANDIN as W, startWechat } from '../standins/wechat';
import { VENDOR_CONNECTION_TESTS as T } from './connection-tests';

describe('vendor connection tests against their stand-ins', () => {
  let servers: StandinServer[];
  let env: NodeJS.ProcessEnv;
  const http = loopbackHttp();
  beforeAll(async () => {
    servers = await Promise.all([startCorpWechat(), startMeituan(), startDoudian(), startWechat()]);
    const [c, m, d, w] = servers.map((x) => x.url);
    env = { HUILIU_VENDOR_BASE_CORPWECHAT: c, HUILIU_VENDOR_BASE_MEITUAN: m, HUILIU_VENDOR_BASE_DOUDIAN: d, HUILIU_VENDOR_BASE_WECHAT: w };
  });
  afterAll(() => Promise.all(servers.map((s) => s.close())));

  it.each([
    ['2007', { corpid: C.corpid, corpsecret: C.corpsecret, agentid: C.agentid }, { corpsecret: 'x' }, /40001/],
    ['2007', { corpid: C.corpid, corpsecret: C.corpsecret, agentid: C.agentid }, { agentid: '1000099' }, /AgentId（错误码 40056）/],
    ['2008', { app_id: M.app_id, app_secret: M.app_secret }, { app_secret: 'x' }, /签名验证错误/],
    ['2009', { app_key: D.app_key, app_secret: D.app_secret, shop_id: D.shop_id }, { app_secret: 'x' }, /签名无效/],
    ['2010', { appid: W.appid, appsecret: W.appsecret }, { appsecret: 'x' }, /AppSecret 不正确（错误码 40125）/],
  ])('app %s passes with its credentials and fails with a wrong one', async (appId, good, bad, message) => {
    await expect(T[appId]!(good, { http, env })).resolves.toBeUndefined();
    await expect(T[appId]!({ ...good, ...bad }, { http, env })).rejects.toThrow(message);
  });
});
