import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack';

let stack: Stack;
let token: string;
beforeAll(async () => {
  stack = await startStack();
  ({ token } = await stack.signUp('开放平台'));
});
afterAll(() => stack?.close());

const definition = {
  name: '订单中心',
  description: '',
  icon: 'http',
  class_type: 'developer',
  auth: [{ type: 'none' }],
  actions: [
    {
      action_id: 'create_order',
      name: '创建订单',
      description: '',
      kind: 'action',
      editor: 'fields',
      fields: [{ key: 'title', kind: 'text', label: '标题', required: true }],
      request: { method: 'POST', url: 'https://example.com/orders', body: { title: '{{input.title}}' } },
      output_sample: { ok: true },
    },
  ],
  en: { name: 'Order centre', actions: { create_order: { name: 'Create order' } }, fields: { title: { label: 'Title' } } },
};

// issue 14: the open platform through GraphQL — the developer's apps and versions, the spec's calls as fields
describe('the open platform through GraphQL', () => {
  it('creates, saves, publishes; lists apps with versions and creators in one platform call', async () => {
    const created = await stack.gql(
      `mutation { createOpenApp(input: { name: "订单中心", authType: "none" }) { appId visibility state publishedVersion versions { version status } } }`,
      {},
      token,
    );
    expect(created.errors).toBeUndefined();
    const appId = created.data!.createOpenApp.appId as string;
    expect(created.data!.createOpenApp).toMatchObject({
      visibility: 'PRIVATE',
      state: 3,
      publishedVersion: null,
      versions: [{ version: '0.1.0', status: 'DRAFT' }],
    });

    const saved = await stack.gql(
      `mutation($appId: ID!, $definition: JSON!) { saveOpenAppVersion(appId: $appId, version: "1.0.0", definition: $definition, note: "首版") { version status note creator { uname } } }`,
      { appId, definition },
      token,
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveOpenAppVersion).toMatchObject({ version: '1.0.0', status: 'DRAFT', note: '首版' });
    const invalid = await stack.gql(
      `mutation($appId: ID!) { saveOpenAppVersion(appId: $appId, version: "1.0.1", definition: { name: "" }) { version } }`,
      { appId },
      token,
    );
    expect(invalid.errors?.[0]?.extensions).toMatchObject({ upstreamCode: 4261 });

    const published = await stack.gql(
      `mutation($appId: ID!) { publishOpenAppVersion(appId: $appId, version: "1.0.0") { publishedVersion } }`,
      { appId },
      token,
    );
    expect(published.data!.publishOpenAppVersion.publishedVersion).toBe('1.0.0');

    const before = stack.upstreamCalls.length;
    const list = await stack.gql(
      `{ openApps { appId name nameEn creator { uname } versions { version status creator { uname } } app { appId definitionId } } }`,
      {},
      token,
    );
    expect(list.errors).toBeUndefined();
    expect(list.data!.openApps[0]).toMatchObject({
      appId,
      name: '订单中心',
      nameEn: 'Order centre',
      versions: [
        { version: '1.0.0', status: 'PUBLISHED' },
        { version: '0.1.0', status: 'DRAFT' },
      ],
      app: { appId, definitionId: `${appId}@1.0.0` },
    });
    expect(list.data!.openApps[0].creator.uname).toBeTruthy();
    const calls = stack.upstreamCalls.slice(before);
    // the list, one batch of people, one batch of apps: never a call per row
    expect(calls.filter((c) => c.includes('/dev/list'))).toHaveLength(1);
    expect(calls.length).toBeLessThanOrEqual(3);
  });

  it('answers the spec calls: alllist, actions, field definitions, the test console preview, egress addresses', async () => {
    const reply = await stack.gql(`{ openPlatformApps { appId appName } egressAddresses { source note } }`, {}, token);
    expect(reply.errors).toBeUndefined();
    const appId = reply.data!.openPlatformApps[0].appId as string;
    expect(reply.data!.egressAddresses.source).toBe('interfaces');
    const more = await stack.gql(
      `query($appId: ID!) {
        openAppActions(appId: $appId) { actionId hidden }
        openAppFieldDefinitions(appId: $appId, actionId: "create_order") { key required }
        openAppAccountOn(appId: $appId) { accountOn authTypes }
      }`,
      { appId },
      token,
    );
    expect(more.errors).toBeUndefined();
    expect(more.data).toEqual({
      openAppActions: [{ actionId: 'create_order', hidden: false }],
      openAppFieldDefinitions: [{ key: 'title', required: true }],
      openAppAccountOn: { accountOn: false, authTypes: [] },
    });
    const preview = await stack.gql(
      `mutation($appId: ID!) { testOpenAppAction(input: { appId: $appId, actionId: "create_order", inputData: { title: "一单" }, isend: false }) {
        sent ok version request { url method body } response { status } durationMs } }`,
      { appId },
      token,
    );
    expect(preview.errors).toBeUndefined();
    expect(preview.data!.testOpenAppAction).toEqual({
      sent: false,
      ok: null,
      version: '1.0.0',
      request: { url: 'https://example.com/orders', method: 'POST', body: { title: '一单' } },
      response: null,
      durationMs: 0,
    });
  });
});
