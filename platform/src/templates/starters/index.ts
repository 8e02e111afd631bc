import type { StarterTemplate } from '@huiliu/core';

/**
 * The starter catalogue (issue 12): templates shipped with 汇流, served from code to every company. These two are
 * the templates family's own fixtures; the starter slice replaces this folder with the full catalogue.
 */
export const STARTER_TEMPLATES: readonly StarterTemplate[] = [
  {
    template_id: '900000001',
    title: 'Webhook 收到数据 → 发到钉钉群',
    title_en: 'Webhook data → DingTalk group message',
    description: '任何系统把数据发到 Webhook 地址，就在钉钉群里发一条消息，第一次用也能一分钟搭好。',
    description_en: 'Whenever a system posts data to the webhook address, a message goes to your DingTalk group.',
    category: 'notify',
    keywords: ['钉钉', '群消息', '通知', 'DingTalk', 'webhook'],
    featured: true,
    content: [
      {
        uuid: 'trigger',
        sort: 1,
        action_type: '1',
        app_id: '1001',
        action_id: 'receive',
        title: 'Webhook 收到数据',
        params: { response_type: 'immediate' },
        sample_data: { order_id: 'A20261126001', customer: '张三', amount: 199, city: '杭州' },
      },
      {
        uuid: 'notify',
        sort: 2,
        action_type: '2',
        app_id: '2002',
        action_id: 'send_text',
        title: '发到钉钉群',
        params: { content: '收到新数据：订单 {{1.order_id}}，客户 {{1.customer}}，金额 {{1.amount}} 元', is_at_all: false },
      },
    ],
    inputs: [
      {
        step_uuid: 'notify',
        key: 'content',
        label: '消息内容',
        label_en: 'Message',
        help: '可以插入 Webhook 收到的字段，例如 {{1.order_id}}',
        help_en: 'You can insert fields the webhook received, e.g. {{1.order_id}}',
        required: true,
      },
    ],
  },
  {
    template_id: '900000002',
    title: '表单提交 → 筛选金额 → 写入数据表',
    title_en: 'Form submission → filter by amount → data table',
    description: '表单数据发到 Webhook 后，金额不低于 100 元的记录写入公司数据表的一行。',
    description_en: 'Form data posted to the webhook is written to a company data table when the amount is at least 100.',
    category: 'data',
    keywords: ['表单', '数据表', '筛选', 'form', 'table'],
    content: [
      {
        uuid: 'trigger',
        sort: 1,
        action_type: '1',
        app_id: '1001',
        action_id: 'receive',
        title: '收到表单数据',
        params: { response_type: 'immediate' },
        sample_data: { name: '李四', phone: '13800001111', city: '上海', amount: 300 },
      },
      {
        uuid: 'filter',
        sort: 2,
        action_type: '2',
        app_id: '1003',
        action_id: 'filter',
        title: '金额不低于 100 元',
        params: { conditions: [[{ field: '{{1.amount}}', operator: 22, value: 100 }]] },
      },
      {
        uuid: 'save',
        sort: 3,
        action_type: '2',
        app_id: '1007',
        action_id: 'to_table',
        title: '写入数据表',
        params: { table_id: '', row: { 姓名: '{{1.name}}', 电话: '{{1.phone}}', 城市: '{{1.city}}', 金额: '{{1.amount}}' } },
      },
    ],
    inputs: [
      {
        step_uuid: 'save',
        key: 'table_id',
        label: '数据表',
        label_en: 'Data table',
        help: '写入哪一张数据表',
        help_en: 'The table the rows go to',
        required: true,
      },
    ],
  },
];
