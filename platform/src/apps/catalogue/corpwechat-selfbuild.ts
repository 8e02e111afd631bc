import { APP_STATES, type AppManifest } from '@huiliu/core';

/**
 * 企业微信自建应用 (app 2007): a company's own app inside 企业微信, authorised by corpid + the app's Secret +
 * AgentId. The account is proven by gettoken in its confirmation call (spec §7
 * corpWechatSelfBuild/account/add/confirm); messages go through the named handler, which keeps the access
 * token cached (platform/src/apps/vendors/).
 */
export const corpwechatSelfbuild: AppManifest = {
  app_id: '2007',
  name: '企业微信自建应用',
  description: '以企业自建应用的身份给企业微信成员或部门发送应用消息',
  icon: 'corpwechat',
  class_type: 'office',
  version: '1.0.0',
  state: APP_STATES.ONLINE,
  doc: 'https://developer.work.weixin.qq.com/document/path/90664',
  auth: [
    {
      type: 'custom',
      confirm: 'corpwechat_selfbuild',
      fields: [
        { key: 'corpid', kind: 'text', label: '企业 ID（CorpID）', required: true, help: '企业微信管理后台「我的企业」页面底部的企业 ID' },
        { key: 'corpsecret', kind: 'text', label: '应用 Secret', required: true, secret: true, help: '「应用管理」中自建应用详情页的 Secret' },
        { key: 'agentid', kind: 'text', label: '应用 AgentId', required: true, help: '自建应用详情页的 AgentId' },
      ],
    },
  ],
  actions: [
    {
      action_id: 'send_app_message',
      name: '发送应用消息',
      description: '以自建应用的身份给成员或部门发送文本或 Markdown 消息',
      kind: 'action',
      editor: 'fields',
      sendsData: true,
      handler: 'corpwechat_send_message',
      fields: [
        { key: 'touser', kind: 'text', label: '接收成员', mappable: true, help: '成员 UserID，多个用 | 分隔；@all 表示应用可见范围内的全部成员' },
        { key: 'toparty', kind: 'text', label: '接收部门', mappable: true, help: '部门 ID，多个用 | 分隔；接收成员和接收部门至少填一个' },
        {
          key: 'msgtype',
          kind: 'select',
          label: '消息类型',
          required: true,
          default: 'text',
          options: [
            { value: 'text', label: '文本' },
            { value: 'markdown', label: 'Markdown' },
          ],
        },
        { key: 'content', kind: 'multiText', label: '消息内容', required: true, mappable: true, help: '文本最长 2048 字节' },
      ],
      output_sample: { errcode: 0, errmsg: 'ok', invaliduser: '', invalidparty: '', msgid: 'xxxx' },
    },
  ],
  en: {
    name: 'WeCom self-built app',
    description: 'Send app messages to WeCom members or departments as your self-built app',
    actions: { send_app_message: { name: 'Send app message', description: 'Send a text or Markdown message to members or departments' } },
    fields: {
      corpid: { label: 'Corp ID', help: 'At the bottom of "My company" in the WeCom admin console' },
      corpsecret: { label: 'App secret', help: 'The Secret on the self-built app’s page under "App management"' },
      agentid: { label: 'App AgentId', help: 'The AgentId on the self-built app’s page' },
      touser: { label: 'Members', help: 'Member UserIDs separated by |; @all for everyone the app can see' },
      toparty: { label: 'Departments', help: 'Department ids separated by |; members or departments are required' },
      msgtype: { label: 'Message type' },
      content: { label: 'Content', help: 'Text: at most 2048 bytes' },
    },
    options: { text: 'Text', markdown: 'Markdown' },
  },
};
