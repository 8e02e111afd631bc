import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishedRun, livePipeline, orderPipeline, postWebhook } from '../../test/pipelines';
import { startStack, type Stack } from '../../test/stack';

let stack: Stack;
let token: string;
beforeAll(async () => {
  stack = await startStack();
  ({ token } = await stack.signUp('目录'));
});
afterAll(() => stack?.close());

/** What one operation answered and the platform calls it made, by path. */
async function withCalls<T>(run: () => Promise<T>): Promise<{ result: T; calls: string[] }> {
  const before = stack.upstreamCalls.length;
  const result = await run();
  return { result, calls: stack.upstreamCalls.slice(before) };
}

describe('the app catalogue through GraphQL', () => {
  it('lists apps, their classes and actions, with English twins and account needs', async () => {
    const reply = await stack.gql(
      `{
        apps(isTrigger: true, classType: "builtin") { appId appName appNameEn needsAccount isTrigger classType }
        app(appId: "1007") { appName appNameEn needsAccount actions { actionId fields { key required dynamic } } }
        unknown: app(appId: "9999") { appId }
        appClasses { classType count }
        appsByClass { classType apps { appId } }
        appClass(classType: "builtin") { apps { appId } }
        noClass: appClass(classType: "nope") { classType }
        appActions(appId: "1001", actionType: "1") { actionId kind }
        actionFields(appId: "1007", actionId: "send") { key required }
      }`,
      {},
      token,
    );
    expect(reply.errors).toBeUndefined();
    const data = reply.data!;
    expect(data.apps.map((a: { appId: string }) => a.appId)).toEqual(['1001', '1002', '1010']);
    expect(data.apps[1]).toEqual({
      appId: '1002',
      appName: '定时触发',
      appNameEn: 'Schedule',
      needsAccount: false,
      isTrigger: true,
      classType: 'builtin',
    });
    expect(data.app).toMatchObject({ appName: '发送数据', appNameEn: 'Send data', needsAccount: false });
    expect(data.unknown).toBeNull();
    expect(data.appClasses).toContainEqual({ classType: 'builtin', count: 11 });
    expect(data.appsByClass[0].apps).toHaveLength(11);
    expect(data.appClass.apps).toHaveLength(11);
    expect(data.noClass).toBeNull();
    expect(data.appActions.every((a: { kind: string }) => a.kind === 'webhook')).toBe(true);
    expect(data.actionFields).toContainEqual({ key: 'url', required: true });
  });

  it('searches apps and actions by pinyin and Chinese substrings, highlighted', async () => {
    const reply = await stack.gql(
      `{
        byPinyin: searchApps(q: "dingshi") { type appId name nameEn highlighted app { appNameEn } }
        byInitials: searchApps(q: "dscf", type: "app") { appId highlighted }
        dingtalk: searchApps(q: "dingding", type: "app") { appId highlighted app { appNameEn needsAccount } }
        actions: searchApps(q: "webhook", type: "action") { type appId actionId }
      }`,
      {},
      token,
    );
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.byPinyin[0]).toEqual({
      type: 'app',
      appId: '1002',
      name: '定时触发',
      nameEn: 'Schedule',
      highlighted: '<em>定时</em>触发',
      app: { appNameEn: 'Schedule' },
    });
    expect(reply.data!.byInitials).toEqual([{ appId: '1002', highlighted: '<em>定时触发</em>' }]);
    // the real catalogue's 钉钉群机器人, found by its pinyin
    expect(reply.data!.dingtalk[0]).toMatchObject({ appId: '2002', highlighted: '<em>钉钉</em>群机器人', app: { needsAccount: true } });
    expect(reply.data!.actions.length).toBeGreaterThan(0);
    expect(reply.data!.actions.every((h: { type: string }) => h.type === 'action')).toBe(true);
    expect(reply.data!.actions[0].appId).toBe('1001');
    // the public port passes the search service through, reply and all (Meilisearch's shape, no envelope)
    const direct = await fetch(`${stack.gateway.url}/indexes/apps/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ q: 'dingshi', hitsPerPage: 300, page: 1, matchingStrategy: 'all' }),
    });
    const found = await direct.json();
    expect(found).toMatchObject({ query: 'dingshi', hitsPerPage: 300, page: 1 });
    expect(found.hits[0]).toMatchObject({ id: 'app-1002' });
    const bad = await stack.gql(`{ searchApps(q: "x", type: "app OR 1=1") { appId } }`, {}, token);
    expect(bad.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    const signedOut = await stack.gql(`{ searchApps(q: "x") { appId } }`);
    expect(signedOut.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('names a page of pipelines’ apps and steps’ apps from the catalogue in one batch call', async () => {
    const { token: own } = await stack.signUp('批量');
    for (let i = 0; i < 3; i++) await livePipeline(stack, own, orderPipeline('http://127.0.0.1:9/'), `流程${i}`);
    const { result: reply, calls } = await withCalls(() =>
      stack.gql(`{ pipelines(limit: 15) { items { apps { appId appName app { appNameEn } } steps { appId app { appName } } } } }`, {}, own),
    );
    expect(reply.errors).toBeUndefined();
    const items = reply.data!.pipelines.items;
    expect(items).toHaveLength(3);
    expect(items[0].apps).toContainEqual({ appId: '1007', appName: '发送数据', app: { appNameEn: 'Send data' } });
    expect(items[0].steps.map((s: { app: { appName: string } }) => s.app.appName)).toEqual(['Webhook', '数据过滤', '发送数据']);
    expect(calls.filter((c) => c === 'GET /v1/api/process/app/batch')).toHaveLength(1);
  });

  it('checks steps, counts usage and lists the apps in use of the caller’s company only', async () => {
    const { token: own } = await stack.signUp('统计');
    const { processId, url } = await livePipeline(stack, own, orderPipeline('http://127.0.0.1:9/'));
    const { log_id } = await postWebhook(url, '{"order_id":1,"amount":5}');
    await finishedRun(stack, own, log_id);
    const { result: runs, calls } = await withCalls(() => stack.gql(`{ runs { items { steps { appId appName app { appNameEn } } } } }`, {}, own));
    expect(runs.data?.runs.items[0].steps.map((s: { app: { appNameEn: string } }) => s.app.appNameEn)).toEqual(['Webhook', 'Data filter']);
    expect(calls.filter((c) => c === 'GET /v1/api/process/app/batch')).toHaveLength(1);
    const query = `query ($p: ID!) {
      stepChecks(processId: $p) { uuid stepNumber outcomes { kind severity } }
      appStatistics { appId processNum runNum app { appNameEn } }
      companyUsedApps { appId }
    }`;
    const reply = await stack.gql(query, { p: processId }, own);
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.stepChecks.map((s: { uuid: string }) => s.uuid)).toEqual(['trigger', 'filter', 'send']);
    expect(reply.data!.appStatistics).toContainEqual({ appId: '1003', processNum: 1, runNum: 1, app: { appNameEn: 'Data filter' } });
    expect(reply.data!.companyUsedApps.map((a: { appId: string }) => a.appId)).toEqual(['1001', '1003', '1007']);
    const stranger = await stack.gql(query, { p: processId }, token);
    expect(stranger.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });

  it('takes a request for a missing app and names the egress addresses', async () => {
    const asked = await stack.gql(`mutation { requestApp(appName: "有赞", description: "同步订单") { requestId appName link } }`, {}, token);
    expect(asked.data?.requestApp).toMatchObject({ appName: '有赞', link: null });
    const reply = await stack.gql(`{ appRequests { requestId } egressIps { ips note } }`, {}, token);
    expect(reply.data?.appRequests).toEqual([{ requestId: asked.data?.requestApp.requestId }]);
    expect(reply.data?.egressIps.ips).toEqual([]);
    const empty = await stack.gql(`mutation { requestApp(appName: "") { requestId } }`, {}, token);
    expect(empty.errors?.[0]?.message).toMatch(/请填写应用名称/);
  });
});
