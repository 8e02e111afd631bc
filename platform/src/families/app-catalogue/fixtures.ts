import { APP_STATES, BUILTIN_MANIFESTS, type AppManifest } from '@huiliu/core';
import { Catalogue } from '../../apps/catalogue';
import { validateManifest } from '../../apps/validate';

/**
 * Catalogue tests read a catalogue of their own: what they assert (classes, counts, ranking) must not move
 * when another slice adds an app. These two follow the vendors' documented requests; the real definitions
 * live in platform/src/apps/catalogue.
 */
export const dingtalkBot: AppManifest = {
  app_id: '2002',
  name: '钉钉群机器人',
  description: '通过自定义机器人向钉钉群发送消息',
  icon: 'dingtalk',
  class_type: 'message',
  version: '1.0.0',
  state: APP_STATES.ONLINE,
  doc: 'https://open.dingtalk.com/document/robots/custom-robot-access',
  auth: [
    {
      type: 'custom',
      fields: [
        { key: 'webhook_url', kind: 'text', label: 'Webhook 地址', required: true },
        { key: 'secret', kind: 'text', label: '加签密钥', secret: true },
      ],
    },
  ],
  actions: [
    {
      action_id: 'send_text',
      name: '发送文本消息',
      description: '向群里发送一条文本消息',
      kind: 'action',
      editor: 'fields',
      sendsData: true,
      fields: [
        { key: 'content', kind: 'text', label: '消息内容', required: true, mappable: true },
        { key: 'at_mobiles', kind: 'text', label: '@手机号', mappable: true },
      ],
      request: { method: 'POST', url: '{{auth.webhook_url}}', body: { msgtype: 'text', text: { content: '{{input.content}}' } }, sign: 'dingtalk' },
      success: { path: 'errcode', equals: [0], message_path: 'errmsg' },
      output_sample: { errcode: 0, errmsg: 'ok' },
    },
  ],
  en: {
    name: 'DingTalk group bot',
    description: 'Send messages to a DingTalk group through a custom bot',
    actions: { send_text: { name: 'Send a text message' } },
    fields: { webhook_url: { label: 'Webhook URL' }, secret: { label: 'Signing secret' }, content: { label: 'Message' } },
  },
};

export const githubApp: AppManifest = {
  app_id: '2006',
  name: 'GitHub',
  description: '代码托管平台：创建 issue、监听新 issue',
  icon: 'github',
  class_type: 'developer',
  version: '1.0.0',
  state: APP_STATES.BETA,
  auth: [
    {
      type: 'api_key',
      fields: [{ key: 'token', kind: 'text', label: '个人访问令牌', required: true, secret: true }],
      apply: { in: 'header', name: 'Authorization', value: 'Bearer {{auth.token}}' },
    },
  ],
  actions: [
    {
      action_id: 'new_issue',
      name: '新 issue',
      description: '仓库里出现新的 issue 时触发',
      kind: 'polling',
      editor: 'fields',
      fields: [{ key: 'repo', kind: 'text', label: '仓库', required: true }],
      polling: {
        request: { method: 'GET', url: 'https://api.github.com/repos/{{input.repo}}/issues' },
        items: '',
        id: 'id',
        interval_minutes: 5,
      },
      output_sample: { id: 1, number: 1, title: 'Found a bug', user: { login: 'octocat' } },
    },
    {
      action_id: 'create_issue',
      name: '创建 issue',
      description: '在仓库里创建一个 issue',
      kind: 'action',
      editor: 'fields',
      sendsData: true,
      fields: [
        {
          key: 'repo',
          kind: 'select',
          label: '仓库',
          required: true,
          dynamic_options: {
            request: { method: 'GET', url: 'https://api.github.com/user/repos' },
            items: '',
            value: 'full_name',
            label: 'full_name',
          },
        },
        { key: 'title', kind: 'text', label: '标题', required: true, mappable: true },
        { key: 'body', kind: 'text', label: '内容', mappable: true },
      ],
      request: {
        method: 'POST',
        url: 'https://api.github.com/repos/{{input.repo}}/issues',
        body: { title: '{{input.title}}', body: '{{input.body}}' },
      },
    },
  ],
  en: {
    name: 'GitHub',
    description: 'Code hosting: create issues, watch new issues',
    actions: { new_issue: { name: 'New issue' }, create_issue: { name: 'Create an issue' } },
    fields: { repo: { label: 'Repository' }, title: { label: 'Title' }, body: { label: 'Body' }, token: { label: 'Personal access token' } },
  },
};

/** An app that is offline (spec §4 state 2): never listed, never found. */
export const offlineApp: AppManifest = {
  ...dingtalkBot,
  app_id: '2999',
  name: '下线的应用',
  state: APP_STATES.OFFLINE,
  en: { ...dingtalkBot.en, name: 'Retired app' },
};

/** The built-ins plus the three apps above, each validated as at start. */
export function testCatalogue(): Catalogue {
  const manifests = [...BUILTIN_MANIFESTS, dingtalkBot, githubApp, offlineApp];
  for (const m of manifests) {
    const check = validateManifest(m);
    if (!check.ok) throw new Error(`${m.app_id}: ${check.problems.join('；')}`);
  }
  return new Catalogue(manifests);
}
