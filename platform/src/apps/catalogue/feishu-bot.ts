import type { AppManifest } from '@huiliu/core';

/**
 * 飞书 自定义机器人 (open.feishu.cn "自定义机器人使用指南"): the webhook URL is the account; with 签名校验 on, the
 * `feishu` signer adds `timestamp` + `sign` to the body from `{{auth.secret}}`.
 */
const ok = { path: 'code', equals: [0], message_path: 'msg', auth_errors: [19001, 19021] };

export const feishuBot: AppManifest = {
  app_id: '2003',
  name: '飞书群机器人',
  description: '通过自定义机器人向飞书群发送文本或富文本消息，支持签名校验',
  icon: 'feishu',
  class_type: 'message',
  version: '1.0.0',
  state: 1,
  doc: 'https://open.feishu.cn/document/client-docs/bot-v3/add-custom-bot',
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
          placeholder: 'https://open.feishu.cn/open-apis/bot/v2/hook/…',
        },
        { key: 'secret', kind: 'text', label: '签名密钥', secret: true, help: '机器人安全设置开启「签名校验」时填写' },
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
        { key: 'text', kind: 'text', label: '消息内容', required: true, mappable: true, help: '写 <at user_id="all">所有人</at> 可以 @ 所有人' },
      ],
      request: { method: 'POST', url: '{{auth.webhook_url}}', body: { msg_type: 'text', content: { text: '{{input.text}}' } }, sign: 'feishu' },
      success: ok,
      output_sample: { StatusCode: 0, StatusMessage: 'success', code: 0, data: {}, msg: 'success' },
    },
    {
      action_id: 'send_post',
      name: '发送富文本消息',
      description: '向群里发送一条带标题的富文本（post）消息',
      kind: 'action',
      editor: 'fields',
      sendsData: true,
      fields: [
        { key: 'title', kind: 'text', label: '标题', required: true, mappable: true },
        { key: 'text', kind: 'text', label: '正文', required: true, mappable: true },
      ],
      request: {
        method: 'POST',
        url: '{{auth.webhook_url}}',
        body: {
          msg_type: 'post',
          content: { post: { zh_cn: { title: '{{input.title}}', content: [[{ tag: 'text', text: '{{input.text}}' }]] } } },
        },
        sign: 'feishu',
      },
      success: ok,
      output_sample: { StatusCode: 0, StatusMessage: 'success', code: 0, data: {}, msg: 'success' },
    },
  ],
  en: {
    name: 'Feishu group bot',
    description: 'Send text or rich-text messages to a Feishu (Lark) group through a custom bot, signed when required',
    actions: {
      send_text: { name: 'Send a text message', description: 'Send a text message to the group' },
      send_post: { name: 'Send a rich-text message', description: 'Send a rich-text (post) message with a title' },
    },
    fields: {
      webhook_url: { label: 'Webhook URL' },
      secret: { label: 'Signing secret', help: "Fill in when the bot's signature check is on" },
      text: { label: 'Content', help: 'Write <at user_id="all">everyone</at> to mention everyone' },
      title: { label: 'Title' },
    },
  },
};
