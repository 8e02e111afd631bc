import type { StarterTemplate } from '@huiliu/core';
import { action, ask, starter, webhookTrigger } from './build';

/** Group notifications: the simplest pipelines there are, and the gallery's first cards. */

const orderEvent = {
  event: '新订单',
  order_no: 'SO202611260001',
  customer: '王小明',
  amount: 268,
  created_at: '2026-11-26 10:30:00',
};
const orderMessage = '【{{1.event}}】订单 {{1.order_no}}\n客户：{{1.customer}}\n金额：¥{{1.amount}}\n时间：{{1.created_at}}';
const messageHelp: [string, string] = [
  '可以插入 Webhook 收到的字段，例如 {{1.customer}}',
  'Insert fields the webhook received, such as {{1.customer}}',
];

export const NOTIFY_STARTERS: StarterTemplate[] = [
  starter({
    template_id: '901000001',
    title: 'Webhook 收到数据时发送钉钉群消息',
    title_en: 'Send a DingTalk group message when a webhook receives data',
    description: '任何系统把数据推送到这个流程的 Webhook 地址，就立即在钉钉群里发一条消息。只需要一个钉钉群机器人，适合作为第一个流程。',
    description_en:
      'Whenever a system posts data to this pipeline’s webhook address, a message goes to your DingTalk group at once. All it needs is a DingTalk group bot: a good first pipeline.',
    category: 'notify',
    keywords: ['钉钉', '群消息', '通知', '机器人', 'DingTalk', 'notification', 'bot', 'webhook'],
    featured: true,
    steps: [webhookTrigger(orderEvent), action('notify', '2002', 'send_text', '发送钉钉群消息', { content: orderMessage, is_at_all: false })],
    inputs: [ask('notify', 'content', ['消息内容', 'Message'], messageHelp)],
  }),
  starter({
    template_id: '901000002',
    title: 'Webhook 收到数据时发送企业微信群消息',
    title_en: 'Send a WeCom group message when a webhook receives data',
    description: '任何系统把数据推送到这个流程的 Webhook 地址，就立即在企业微信群里发一条消息。只需要在群里添加一个群机器人。',
    description_en:
      'Whenever a system posts data to this pipeline’s webhook address, a message goes to your WeCom group at once. All it needs is a bot added to the group.',
    category: 'notify',
    keywords: ['企业微信', '群消息', '通知', '机器人', 'WeCom', 'WeChat Work', 'notification', 'bot', 'webhook'],
    featured: true,
    steps: [webhookTrigger(orderEvent), action('notify', '2001', 'send_text', '发送企业微信群消息', { content: orderMessage })],
    inputs: [ask('notify', 'content', ['消息内容', 'Message'], messageHelp)],
  }),
  starter({
    template_id: '901000003',
    title: 'Webhook 收到数据时发送飞书群消息',
    title_en: 'Send a Feishu group message when a webhook receives data',
    description: '任何系统把数据推送到这个流程的 Webhook 地址，就立即在飞书群里发一条消息。只需要一个飞书自定义机器人。',
    description_en:
      'Whenever a system posts data to this pipeline’s webhook address, a message goes to your Feishu group at once. All it needs is a Feishu custom bot.',
    category: 'notify',
    keywords: ['飞书', '群消息', '通知', '机器人', 'Feishu', 'Lark', 'notification', 'bot', 'webhook'],
    featured: true,
    steps: [webhookTrigger(orderEvent), action('notify', '2003', 'send_text', '发送飞书群消息', { text: orderMessage })],
    inputs: [ask('notify', 'text', ['消息内容', 'Message'], messageHelp)],
  }),
  starter({
    template_id: '901000004',
    title: '新工单提醒：钉钉群 Markdown 消息并 @ 值班人',
    title_en: 'New ticket alert: a DingTalk Markdown message mentioning the person on duty',
    description: '工单系统或报修表单推送新工单时，在钉钉群发一条带链接的 Markdown 消息，并 @ 值班同事的手机号。',
    description_en:
      'When your help desk or repair form pushes a new ticket, post a Markdown message with its link to the DingTalk group and mention the colleague on duty by mobile number.',
    category: 'notify',
    keywords: ['工单', '报修', '值班', '钉钉', 'Markdown', '提醒', 'ticket', 'help desk', 'on-call', 'DingTalk'],
    steps: [
      webhookTrigger({
        ticket_id: 'T-20261126-042',
        title: '会议室投影仪无法连接',
        priority: '高',
        reporter: '李娜',
        department: '行政部',
        link: 'https://helpdesk.example.com/tickets/T-20261126-042',
      }),
      action('notify', '2002', 'send_markdown', '发送钉钉 Markdown 消息', {
        title: '新工单：{{1.title}}',
        text: '### 新工单 {{1.ticket_id}}\n- 问题：{{1.title}}\n- 优先级：{{1.priority}}\n- 提交人：{{1.department}} {{1.reporter}}\n\n[查看工单]({{1.link}})',
        at_mobiles: [],
        is_at_all: false,
      }),
    ],
    inputs: [
      ask('notify', 'text', ['Markdown 内容', 'Markdown'], messageHelp),
      ask(
        'notify',
        'at_mobiles',
        ['@ 值班人手机号', 'Mobile numbers to mention'],
        ['钉钉要求在内容里也写上 @手机号，才会显示提醒', 'DingTalk shows the mention only when the content also says @mobile'],
      ),
    ],
  }),
];
