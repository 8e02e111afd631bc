import type { AppManifest } from '@huiliu/core';

/** 企业微信 群机器人 (developer.work.weixin.qq.com/document/path/91770): a webhook URL with its key is the account. */
const ok = { path: 'errcode', equals: [0], message_path: 'errmsg', auth_errors: [93000] };

export const corpwechatBot: AppManifest = {
  app_id: '2001',
  name: '企业微信群机器人',
  description: '通过群机器人向企业微信群发送文本或 Markdown 消息',
  icon: 'corpwechat',
  class_type: 'message',
  version: '1.0.0',
  state: 1,
  doc: 'https://developer.work.weixin.qq.com/document/path/91770',
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
          placeholder: 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=…',
          help: '在群聊中添加群机器人后复制它的 Webhook 地址',
        },
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
      fields: [
        { key: 'content', kind: 'text', label: '消息内容', required: true, mappable: true, help: '最长 2048 个字节' },
        { key: 'mentioned_list', kind: 'multiText', label: '@ 成员 userid', mappable: true, help: '填 @all 提醒所有人' },
        { key: 'mentioned_mobile_list', kind: 'multiText', label: '@ 成员手机号', mappable: true },
      ],
      request: {
        method: 'POST',
        url: '{{auth.webhook_url}}',
        body: {
          msgtype: 'text',
          text: {
            content: '{{input.content}}',
            mentioned_list: '{{input.mentioned_list}}',
            mentioned_mobile_list: '{{input.mentioned_mobile_list}}',
          },
        },
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
      fields: [{ key: 'content', kind: 'text', label: 'Markdown 内容', required: true, mappable: true, help: '最长 4096 个字节' }],
      request: { method: 'POST', url: '{{auth.webhook_url}}', body: { msgtype: 'markdown', markdown: { content: '{{input.content}}' } } },
      success: ok,
      output_sample: { errcode: 0, errmsg: 'ok' },
    },
  ],
  en: {
    name: 'WeCom group bot',
    description: 'Send text or Markdown messages to a WeCom group through its bot',
    actions: {
      send_text: { name: 'Send a text message', description: 'Send a text message to the group, optionally mentioning members' },
      send_markdown: { name: 'Send a Markdown message', description: 'Send a Markdown message to the group' },
    },
    fields: {
      webhook_url: { label: 'Webhook URL', help: 'Add a bot to the group chat and copy its webhook URL' },
      content: { label: 'Content' },
      mentioned_list: { label: 'Mention user ids', help: '@all mentions everyone' },
      mentioned_mobile_list: { label: 'Mention mobile numbers' },
    },
  },
};
