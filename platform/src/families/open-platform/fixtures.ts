/** Open-platform test fixtures (issue 14). */
import { aPipeline } from '@huiliu/core';
import type { usePlatform } from '../../test/harness';

/** An app whose one action posts `{ title }` to `base`/orders with the account's key in a header. */
export function orderApp(base: string, extra: Record<string, unknown> = {}) {
  return {
    name: '订单中心',
    description: '开放平台测试应用',
    icon: 'http',
    class_type: 'developer',
    auth: [
      {
        type: 'api_key',
        fields: [{ key: 'api_key', kind: 'text', label: 'API Key', required: true, secret: true }],
        apply: { in: 'header', name: 'X-Api-Key', value: '{{auth.api_key}}' },
      },
    ],
    actions: [
      {
        action_id: 'create_order',
        name: '创建订单',
        description: '在订单中心创建订单',
        kind: 'action',
        editor: 'fields',
        fields: [{ key: 'title', kind: 'text', label: '标题', required: true, mappable: true }],
        request: { method: 'POST', url: `${base}/orders`, body: { title: '{{input.title}}' } },
        success: { path: 'ok', equals: [true] },
        output_sample: { ok: true, order: { id: 1, title: '样例' } },
      },
    ],
    en: {
      name: 'Order centre',
      actions: { create_order: { name: 'Create order' } },
      fields: { title: { label: 'Title' }, api_key: { label: 'API Key' } },
    },
    ...extra,
  };
}

type Platform = ReturnType<typeof usePlatform>;
type IdList = { list: Array<{ app_id: string }> };
const ids = (reply: IdList) => reply.list.map((a) => a.app_id);

/**
 * What a company sees of the apps, by each way it can look: the ids every listing answers for a token. The
 * visibility tests ask all of them, so an app leaking through one path shows.
 */
export function appViews(t: Platform) {
  return {
    search: async (token: string, q: string) => {
      const res = await t.app.inject({ method: 'POST', url: '/indexes/apps/search', headers: { authorization: `Bearer ${token}` }, payload: { q } });
      return (JSON.parse(res.body) as { hits: Array<{ app_id: string }> }).hits.map((h) => h.app_id);
    },
    alllist: async (token: string) => ids((await t.call('POST', '/api/platform/apps/alllist', { token })).data as IdList),
    classList: async (token: string) => ids((await t.call('GET', '/v1/api/process/app/list', { token })).data as IdList),
    byId: async (token: string, appId: string) =>
      ids((await t.call('GET', '/v1/api/process/app/batch', { token, query: { ids: appId } })).data as IdList),
  };
}

/** A pipeline's content: a webhook, then the order app's create_order mapping the trigger's title. */
export function pipelineUsing(appId: string, accountId?: string): string {
  return JSON.stringify(
    aPipeline()
      .withStep('order', {
        app_id: appId,
        action_id: 'create_order',
        ...(accountId ? { account_id: accountId } : {}),
        params: { title: '{{1.title}}' },
      })
      .build(),
  );
}
