import type { AuthMethod } from '@huiliu/core';
import type { BodyOf, openPlatform } from '@huiliu/contract';

/** Semantic versions compared part by part (1.10.0 > 1.9.0); both are checked by the contract first. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

const STARTER_AUTH: Record<BodyOf<typeof openPlatform.devCreate>['auth_type'], AuthMethod> = {
  none: { type: 'none' },
  api_key: {
    type: 'api_key',
    fields: [{ key: 'api_key', kind: 'text', label: 'API Key', required: true, secret: true }],
    apply: { in: 'header', name: 'Authorization', value: 'Bearer {{auth.api_key}}' },
  },
  basic: {
    type: 'basic',
    fields: [
      { key: 'username', kind: 'text', label: '用户名', required: true },
      { key: 'password', kind: 'text', label: '密码', required: true, secret: true },
    ],
    apply: { username: '{{auth.username}}', password: '{{auth.password}}' },
  },
  oauth2: {
    type: 'oauth2',
    fields: [
      { key: 'client_id', kind: 'text', label: 'Client ID', required: true },
      { key: 'client_secret', kind: 'text', label: 'Client Secret', required: true, secret: true },
    ],
    authorize_url: 'https://example.com/oauth/authorize',
    token_url: 'https://example.com/oauth/token',
    pkce: true,
  },
};

/**
 * The first draft (0.1.0) of a new app: its identity, the chosen auth method and one sample action posting its input
 * to example.com, for the developer to rewrite in the editor. It passes the open-platform validator as it stands.
 */
export function starterDefinition(body: BodyOf<typeof openPlatform.devCreate>): Record<string, unknown> {
  return {
    name: body.name,
    description: body.description,
    icon: 'http',
    class_type: body.class_type,
    auth: [STARTER_AUTH[body.auth_type]],
    actions: [
      {
        action_id: 'send',
        name: '发送数据',
        description: '把填写的内容发送到接口',
        kind: 'action',
        editor: 'fields',
        fields: [{ key: 'content', kind: 'text', label: '内容', required: true, mappable: true }],
        request: { method: 'POST', url: 'https://example.com/api/send', body: { content: '{{input.content}}' } },
        output_sample: { ok: true },
      },
    ],
    en: {
      name: body.name_en || body.name,
      actions: { send: { name: 'Send data' } },
      fields: { content: { label: 'Content' }, username: { label: 'Username' }, password: { label: 'Password' } },
    },
  };
}
