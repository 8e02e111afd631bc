import type { AppManifest } from '@huiliu/core';

/**
 * Mautic (spec §2 /mautic-api4 "marketing tool authorisation"): a self-hosted marketing tool, so the account names
 * its server. OAuth 2 over Mautic's documented endpoints /oauth/v2/authorize and /oauth/v2/token (the run slice's
 * executor adds `Authorization: Bearer {{auth.access_token}}` to every request of an oauth2 account);
 * REST API: POST /api/contacts/new, GET /api/users/self (developer.mautic.org "REST API").
 */
export const MAUTIC: AppManifest = {
  app_id: '2011',
  name: 'Mautic',
  description: '开源营销自动化工具：把联系人写入你的 Mautic。',
  icon: 'mautic',
  class_type: 'office',
  version: '1.0.0',
  state: 3,
  doc: 'https://developer.mautic.org/#rest-api',
  auth: [
    {
      type: 'oauth2',
      fields: [
        {
          key: 'base_url',
          kind: 'text',
          label: 'Mautic 地址',
          required: true,
          placeholder: 'https://mautic.example.com',
          help: '你的 Mautic 站点地址，不要以 / 结尾；在 Mautic「设置 → API 凭据」中创建 OAuth 2 凭据，回调地址填写本平台的授权回调地址。',
        },
        { key: 'client_id', kind: 'text', label: '客户端 ID（Public Key）', required: true },
        { key: 'client_secret', kind: 'text', label: '客户端密钥（Secret Key）', required: true, secret: true },
      ],
      authorize_url: '{{auth.base_url}}/oauth/v2/authorize',
      token_url: '{{auth.base_url}}/oauth/v2/token',
      pkce: true,
    },
  ],
  connection_test: { request: { method: 'GET', url: '{{auth.base_url}}/api/users/self' } },
  actions: [
    {
      action_id: 'create_contact',
      name: '创建联系人',
      description: '在 Mautic 中新建一个联系人，可同时打上标签。',
      kind: 'action',
      editor: 'fields',
      sendsData: true,
      fields: [
        { key: 'email', kind: 'text', label: '邮箱', required: true, mappable: true },
        { key: 'firstname', kind: 'text', label: '名', mappable: true },
        { key: 'lastname', kind: 'text', label: '姓', mappable: true },
        { key: 'tags', kind: 'text', label: '标签', mappable: true, help: '多个标签用英文逗号分隔，如 vip,新客户' },
      ],
      request: {
        method: 'POST',
        url: '{{auth.base_url}}/api/contacts/new',
        body: { email: '{{input.email}}', firstname: '{{input.firstname}}', lastname: '{{input.lastname}}', tags: '{{input.tags}}' },
      },
      output_sample: {
        contact: {
          id: 47,
          dateAdded: '2026-11-22T10:00:00+00:00',
          fields: { all: { id: 47, email: 'li.lei@example.com', firstname: '雷', lastname: '李' } },
          tags: [{ tag: 'vip' }],
        },
      },
      flatten: { root: 'contact' },
    },
  ],
  en: {
    name: 'Mautic',
    description: 'Open-source marketing automation: add contacts to your Mautic.',
    actions: { create_contact: { name: 'Create contact', description: 'Adds a contact to Mautic, with tags if given.' } },
    fields: {
      base_url: { label: 'Mautic URL', help: 'Your Mautic site, without a trailing /; create OAuth 2 credentials under Settings → API Credentials.' },
      client_id: { label: 'Client ID (Public Key)' },
      client_secret: { label: 'Client secret (Secret Key)' },
      email: { label: 'Email' },
      firstname: { label: 'First name' },
      lastname: { label: 'Last name' },
      tags: { label: 'Tags', help: 'Separate tags with commas, e.g. vip,new' },
    },
  },
};
