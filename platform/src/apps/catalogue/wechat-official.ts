import { APP_STATES, type AppManifest } from '@huiliu/core';

/**
 * 微信公众号 (app 2010; spec §2 /wechat-api4 "official account authorisation"): an official account's AppID +
 * AppSecret. Its access token comes from /cgi-bin/token and is cached with 企业微信's
 * (platform/src/apps/vendors/token-cache.ts); template messages go through the named handler.
 */
export const wechatOfficial: AppManifest = {
  app_id: '2010',
  name: '微信公众号',
  description: '以公众号的身份给关注者发送模板消息',
  icon: 'wechat',
  class_type: 'message',
  version: '1.0.0',
  state: APP_STATES.ONLINE,
  doc: 'https://developers.weixin.qq.com/doc/offiaccount/Message_Management/Template_Message_Interface.html',
  auth: [
    {
      type: 'custom',
      fields: [
        { key: 'appid', kind: 'text', label: '开发者 ID（AppID）', required: true, help: '公众号后台「设置与开发 → 基本配置」中的 AppID' },
        {
          key: 'appsecret',
          kind: 'text',
          label: '开发者密码（AppSecret）',
          required: true,
          secret: true,
          help: '同一页面的 AppSecret；汇流服务器的出口 IP 需加入 IP 白名单',
        },
      ],
    },
  ],
  actions: [
    {
      action_id: 'send_template_message',
      name: '发送模板消息',
      description: '给关注公众号的用户发送一条模板消息',
      kind: 'action',
      editor: 'fields',
      sendsData: true,
      handler: 'wechat_send_template',
      fields: [
        { key: 'touser', kind: 'text', label: '接收者 OpenID', required: true, mappable: true },
        { key: 'template_id', kind: 'text', label: '模板 ID', required: true, help: '公众号后台「模板消息」中的模板 ID' },
        { key: 'url', kind: 'text', label: '跳转链接', mappable: true, help: '用户点击消息后打开的网页（可不填）' },
        {
          key: 'data',
          kind: 'object',
          label: '模板数据',
          required: true,
          mappable: true,
          help: '模板中的关键词及其取值，例如 first → 您的订单已发货',
        },
      ],
      output_sample: { errcode: 0, errmsg: 'ok', msgid: 200228332 },
    },
  ],
  en: {
    name: 'WeChat official account',
    description: 'Send template messages to followers as your official account',
    actions: { send_template_message: { name: 'Send template message', description: 'Send one template message to a follower of the account' } },
    fields: {
      appid: { label: 'AppID', help: 'Settings and development → basic configuration in the official account console' },
      appsecret: { label: 'AppSecret', help: 'On the same page; add this server’s outbound IP to the IP allow-list' },
      touser: { label: 'Recipient OpenID' },
      template_id: { label: 'Template id', help: 'Template messages in the official account console' },
      url: { label: 'Link', help: 'The page opened when the message is tapped (optional)' },
      data: { label: 'Template data', help: 'Keywords of the template and their values, e.g. first → Your order has shipped' },
    },
  },
};
