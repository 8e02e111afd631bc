import type { AppManifest } from '@huiliu/core';

/** A draft whose one action posts an order to the developer's API: what the developer screens' tests edit. */
export function orderManifest(version: string, url = 'https://api.example.com/orders'): AppManifest {
  return {
    app_id: '1000001',
    name: 'Order desk',
    description: 'Sends orders',
    icon: 'http',
    class_type: 'developer',
    version,
    state: 3,
    auth: [
      {
        type: 'api_key',
        fields: [{ key: 'api_key', kind: 'text', label: 'API Key', required: true, secret: true }],
        apply: { in: 'header', name: 'Authorization', value: 'Bearer {{auth.api_key}}' },
      },
    ],
    actions: [
      {
        action_id: 'create_order',
        name: 'Create order',
        description: '',
        kind: 'action',
        editor: 'fields',
        sendsData: true,
        fields: [{ key: 'order_id', kind: 'text', label: 'Order id', required: true, mappable: true }],
        request: { method: 'POST', url, body: { id: '{{input.order_id}}' }, body_type: 'json' },
        output_sample: { ok: true },
      },
    ],
    en: { name: 'Order desk' },
  };
}

export function openApp(over: Record<string, unknown> = {}) {
  return {
    __typename: 'OpenApp',
    appId: '1000001',
    name: 'Order desk',
    nameEn: 'Order desk',
    icon: 'http',
    classType: 'developer',
    visibility: 'PRIVATE',
    state: 3,
    publishedVersion: '0.1.0',
    updatedAt: '2026-11-20T02:00:00Z',
    versions: [
      {
        __typename: 'OpenAppVersion',
        appId: '1000001',
        version: '0.2.0',
        status: 'DRAFT',
        note: '',
        definition: orderManifest('0.2.0'),
        createdAt: '2026-11-20T02:00:00Z',
        updatedAt: '2026-11-20T02:00:00Z',
        publishedAt: null,
        creator: { __typename: 'User', userid: '1', uname: 'Dev' },
      },
      {
        __typename: 'OpenAppVersion',
        appId: '1000001',
        version: '0.1.0',
        status: 'PUBLISHED',
        note: 'first',
        definition: orderManifest('0.1.0'),
        createdAt: '2026-11-19T02:00:00Z',
        updatedAt: '2026-11-19T02:00:00Z',
        publishedAt: '2026-11-19T03:00:00Z',
        creator: { __typename: 'User', userid: '1', uname: 'Dev' },
      },
    ],
    ...over,
  };
}
