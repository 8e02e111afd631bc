import type { AppManifest } from '@huiliu/core';

/**
 * Apps with every kind of account form, for the account tests (the catalogue's real apps are other slices'
 * work; these are valid definitions in the same format, checked by validateManifest in the tests).
 */
const action = (url: string) => ({
  action_id: 'send',
  name: '发送',
  description: '发送一条数据',
  kind: 'action' as const,
  editor: 'fields' as const,
  fields: [{ key: 'text', kind: 'text' as const, label: '内容', required: true, mappable: true }],
  request: { method: 'POST' as const, url, body: { text: '{{input.text}}' } },
});

export const KEYED_APP: AppManifest = {
  app_id: '2901',
  name: '测试接口',
  description: '带 API Key、用户名密码和 OAuth 2 的测试应用',
  icon: 'http',
  class_type: 'http',
  version: '1.0.0',
  state: 1,
  auth: [
    {
      type: 'api_key',
      fields: [
        { key: 'base_url', kind: 'text', label: '服务地址', required: true },
        { key: 'api_key', kind: 'text', label: 'API Key', required: true, secret: true },
        {
          key: 'region',
          kind: 'select',
          label: '区域',
          options: [
            { value: 'cn', label: '中国' },
            { value: 'us', label: '美国' },
          ],
        },
      ],
      apply: { in: 'header', name: 'Authorization', value: 'Bearer {{auth.api_key}}' },
    },
    {
      type: 'basic',
      fields: [
        { key: 'username', kind: 'text', label: '用户名', required: true },
        { key: 'password', kind: 'text', label: '密码', required: true, secret: true },
      ],
      apply: { username: '{{auth.username}}', password: '{{auth.password}}' },
    },
    {
      type: 'oauth2',
      fields: [
        { key: 'client_id', kind: 'text', label: 'Client ID', required: true },
        { key: 'client_secret', kind: 'text', label: 'Client Secret', required: true, secret: true },
      ],
      authorize_url: 'https://example.com/authorize',
      token_url: 'https://example.com/token',
      pkce: true,
    },
  ],
  actions: [action('{{auth.base_url}}/send')],
  en: { name: 'Test API', actions: { send: { name: 'Send' } }, fields: { api_key: { label: 'API key' }, base_url: { label: 'Server' } } },
};

export const CONFIRMED_APP: AppManifest = {
  app_id: '2902',
  name: '测试外卖',
  description: '账户需要确认接口的测试应用',
  icon: 'meituan',
  class_type: 'ecommerce',
  version: '1.0.0',
  state: 1,
  auth: [{ type: 'custom', confirm: 'meituan', fields: [{ key: 'app_key', kind: 'text', label: 'AppKey', required: true }] }],
  actions: [action('https://example.com/order')],
  en: { name: 'Test delivery', actions: { send: { name: 'Send' } } },
};

export const CUSTOM_APP: AppManifest = {
  app_id: '2903',
  name: '测试机器人',
  description: '自定义字段账户的测试应用',
  icon: 'dingtalk',
  class_type: 'message',
  version: '1.0.0',
  state: 1,
  auth: [
    {
      type: 'custom',
      fields: [
        { key: 'webhook', kind: 'text', label: 'Webhook 地址', required: true },
        { key: 'secret', kind: 'text', label: '加签密钥', secret: true },
        { key: 'timeout', kind: 'number', label: '超时秒数' },
        { key: 'at_all', kind: 'boolean', label: '@所有人' },
      ],
    },
  ],
  actions: [action('{{auth.webhook}}')],
  en: { name: 'Test robot', actions: { send: { name: 'Send' } } },
};

export const ACCOUNT_TEST_APPS: readonly AppManifest[] = [KEYED_APP, CONFIRMED_APP, CUSTOM_APP];
