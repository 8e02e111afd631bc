import { randomBytes } from 'node:crypto';
import { ERRORS, aPipeline } from '@huiliu/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformEngine } from '../../app';
import { livePipeline, loopbackHttp } from '../../test/engine-fixtures';
import { usePlatform, type SignedUp } from '../../test/harness';
import { startReceiver, type Receiver } from '../../test/receiver';
import { orderApp } from './fixtures';

const P = '/api/platform/apps';

/** The order app with a polling trigger listing `base`/orders (issue 11's polling rule). */
function pollingApp(base: string) {
  const app = orderApp(base);
  const trigger = {
    action_id: 'new_order',
    name: '新订单',
    description: '订单中心有新订单时',
    kind: 'polling',
    editor: 'fields',
    fields: [],
    polling: { request: { method: 'GET', url: `${base}/orders` }, items: 'items', id: 'id', interval_minutes: 5 },
    output_sample: { id: 1, title: '样例' },
  };
  return {
    ...app,
    auth: [{ type: 'none' }],
    actions: [trigger, ...app.actions],
    en: { ...app.en, actions: { ...app.en.actions, new_order: { name: 'New order' } } },
  };
}

// issue 14 integrate, join 4: the lookups that had no company — polling triggers, AI field suggestions — ask as the
// pipeline's or the caller's company, so an open app works there for a company that may use it and for no other.
describe('catalogue lookups as a company: polling triggers and AI suggestions of open apps', () => {
  const t = usePlatform('pglite', { secretKey: randomBytes(32), engine: { http: loopbackHttp() } });
  let api: Receiver;
  let dev: SignedUp;
  let other: SignedUp;
  let appId: string;

  beforeAll(async () => {
    api = await startReceiver();
    dev = await t.signUp();
    other = await t.signUp();
    appId = (await t.call('POST', `${P}/dev/create`, { token: dev.token, body: { name: '订单中心' } })).data.app_id;
    const saved = await t.call('POST', `${P}/dev/version/save`, {
      token: dev.token,
      body: { app_id: appId, version: '1.0.0', definition: pollingApp(api.url) },
    });
    expect(saved.code, saved.raw).toBe(0);
    expect((await t.call('POST', `${P}/dev/version/publish`, { token: dev.token, body: { app_id: appId, version: '1.0.0' } })).code).toBe(0);
  });
  afterAll(async () => api.close());

  it('schedules and polls a switched-on pipeline whose trigger is an open app’s polling trigger', async () => {
    const content = aPipeline()
      .withStep('log', { app_id: '1007', action_id: 'http', params: { url: `${api.url}/seen`, method: 'POST' } })
      .build();
    content[0] = { ...content[0]!, app_id: appId, action_id: 'new_order', params: {} };
    const { processId } = await livePipeline(t, dev.token, content);
    const engine = platformEngine(t.app);
    expect(await engine.schedules.nextRun(processId)).toBeInstanceOf(Date);
    // switching on records what exists: the loopback API is asked for its orders
    const [first] = await api.waitFor(1);
    expect(first).toMatchObject({ method: 'GET', url: '/orders' });

    // a restart's scan finds it again among the open apps' polling triggers
    await engine.schedules.loadAll();
    expect(await engine.schedules.nextRun(processId)).toBeInstanceOf(Date);
  });

  it('suggests field mappings for an open app’s action to its company only', async () => {
    const body = { app_id: appId, action_id: 'create_order', steps: [{ step_number: 1, sample: { title: '第一单' } }], lang: 'zh-CN' };
    const mine = await t.call('POST', `${P}/get_fields_suggestion`, { token: dev.token, body });
    expect(mine.code, mine.raw).toBe(0);
    const theirs = await t.call('POST', `${P}/get_fields_suggestion`, { token: other.token, body });
    expect(theirs.code).toBe(ERRORS.NOT_FOUND.code);
  });
});
