import type { AppManifest } from '@huiliu/core';

/**
 * 钉钉 自定义机器人 (open.dingtalk.com "自定义机器人发送群消息"): the webhook URL holds the access_token; with
 * 安全设置「加签」 every call carries `timestamp` + `sign` (the `dingtalk` signer reads `{{auth.secret}}`).
 */
const ok = { path: 'errcode', equals: [0], message_path: 'errmsg', auth_errors: [300001, 310000] };
const at = { atMobiles: '{{input.at_mobiles}}', isAtAll: '{{input.is_at_all}}' };
const atFields = [
  { key: 'at_mobiles', kind: 'multiText', label: '@ 成员手机号', mappable: true, help: '消息内容里也要写上 @手机号 才会显示' },
  { key: 'is_at_all', kind: 'boolean', label: '@ 所有人', default: false },
] as const;

export const dingtalkBot: AppManifest = {
  app_id: '2002',
  name: '钉钉群机器人',
  description: '通过自定义机器人向钉钉群发送文本或 Markdown 消息，支持加签',
  icon: 'dingtalk',
  class_type: 'message',
  version: '1.0.0',
  state: 1,
  doc: 'https://open.dingtalk.com/document/orgapp/custom-robots-send-group-messages',
  auth: [
    {
      type: 'custom',
      fields: [
        {
          key: 'webhook_url',
          kind: 'text',
          label: 'Webhook 地址',
          required: true,
          secret: true,
          placeholder: 'https://oapi.dingtalk.com/robot/send?access_token=…',
        },
        { key: 'secret', kind: 'text', label: '加签密钥', secret: true, placeholder: 'SEC…', help: '机器人安全设置选择「加签」时填写' },
      ],
    },
  ],
  actions: [
    {
      action_id: 'send_text',
      name: '发送文本消息',
      description: '向群里发送一条文本消息，可以 @ 成员',
      kind: 'action',
      editor: 'fields',
      sendsData: true,
      fields: [{ key: 'content', kind: 'text', label: '消息内容', required: true, mappable: true }, ...atFields],
      request: {
        method: 'POST',
        url: '{{auth.webhook_url}}',
        body: { msgtype: 'text', text: { content: '{{input.content}}' }, at },
        sign: 'dingtalk',
      },
      success: ok,
      output_sample: { errcode: 0, errmsg: 'ok' },
    },
    {
      action_id: 'send_markdown',
      name: '发送 Markdown 消息',
      description: '向群里发送一条 Markdown 格式的消息',
      kind: 'action',
      editor: 'fields',
      sendsData: true,
      fields: [
        { key: 'title', kind: 'text', label: '标题', required: true, mappable: true, help: '显示在会话列表里' },
        { key: 'text', kind: 'text', label: 'Markdown 内容', required: true, mappable: true },
        ...atFields,
      ],
      request: {
        method: 'POST',
        url: '{{auth.webhook_url}}',
        body: { msgtype: 'markdown', markdown: { title: '{{input.title}}', text: '{{input.text}}' }, at },
        sign: 'dingtalk',
      },
      success: ok,
      output_sample: { errcode: 0, errmsg: 'ok' },
    },
  ],
  en: {
    name: 'DingTalk group bot',
    description: 'Send text or Markdown messages to a DingTalk group through a custom bot, signed when required',
    actions: {
      send_text: { name: 'Send a text message', description: 'Send a text message to the group, optionally mentioning members' },
      send_markdown: { name: 'Send a Markdown message', description: 'Send a Markdown message to the group' },
    },
    fields: {
      webhook_url: { label: 'Webhook URL' },
      secret: { label: 'Signing secret', help: "Fill in when the bot's security setting is “signature”" },
      content: { label: 'Content' },
      title: { label: 'Title', help: 'Shown in the conversation list' },
      text: { label: 'Markdown' },
      at_mobiles: { label: 'Mention mobile numbers', help: 'Also write @mobile in the content for it to show' },
      is_at_all: { label: 'Mention everyone' },
    },
  },
};
