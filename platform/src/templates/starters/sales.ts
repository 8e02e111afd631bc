import type { StarterTemplate } from '@huiliu/core';
import { action, ask, starter, webhookTrigger } from './build';

/** Leads and customers: into Mautic, a data table and the sales group, a welcome email. */

/** A website's trial sign-up form: one lead. */
const lead = {
  surname: '王',
  given_name: '芳',
  email: 'wangfang@example.com',
  mobile: '13612345678',
  company: '苏州远景制造有限公司',
  source: '官网免费试用',
};

export const SALES_STARTERS: StarterTemplate[] = [
  starter({
    template_id: '907000001',
    title: '官网线索自动加入 Mautic 联系人',
    title_en: 'Add website leads to Mautic as contacts',
    description: '官网试用或咨询表单把线索推送到 Webhook 地址，流程在你的 Mautic 中创建联系人并打上标签，进入后续的营销自动化。',
    description_en:
      'Your website’s trial or enquiry form pushes each lead to the webhook address; the pipeline creates a tagged contact in your Mautic for your marketing automation.',
    category: 'sales',
    keywords: ['线索', '官网', '营销', '联系人', 'Mautic', 'lead', 'marketing automation', 'contact', 'CRM'],
    steps: [
      webhookTrigger(lead),
      action('contact', '2011', 'create_contact', '创建 Mautic 联系人', {
        email: '{{1.email}}',
        firstname: '{{1.given_name}}',
        lastname: '{{1.surname}}',
        tags: '官网线索',
      }),
    ],
    inputs: [ask('contact', 'tags', ['标签', 'Tags'], ['多个标签用英文逗号分隔', 'Separate tags with commas'], false)],
  }),
  starter({
    template_id: '907000002',
    title: '新线索写入数据表并通知销售钉钉群',
    title_en: 'Save new leads to a data table and tell the sales DingTalk group',
    description: '每条新线索先写入线索数据表，再在销售的钉钉群里提醒，谁有空谁跟进。',
    description_en: 'Each new lead is written to a leads table, then the sales DingTalk group is told so whoever is free follows up.',
    category: 'sales',
    keywords: ['线索', '销售', '数据表', '钉钉', 'lead', 'sales', 'data table', 'DingTalk'],
    steps: [
      webhookTrigger(lead),
      action('save', '1007', 'to_table', '写入线索表', {
        table_id: '',
        row: {
          姓名: '{{1.surname}}{{1.given_name}}',
          公司: '{{1.company}}',
          手机号: '{{1.mobile}}',
          邮箱: '{{1.email}}',
          来源: '{{1.source}}',
        },
      }),
      action('notify', '2002', 'send_text', '通知销售群', {
        content: '新线索：{{1.company}} {{1.surname}}{{1.given_name}}（{{1.mobile}}），来源：{{1.source}}。',
        is_at_all: false,
      }),
    ],
    inputs: [
      ask(
        'save',
        'table_id',
        ['线索数据表', 'Leads table'],
        [
          '表中需要有列：姓名、公司、手机号、邮箱、来源',
          'The table needs the columns name, company, mobile, email and source (in Chinese as written)',
        ],
      ),
      ask('notify', 'content', ['群消息内容', 'Group message']),
    ],
  }),
  starter({
    template_id: '907000003',
    title: '新用户注册后发送欢迎邮件',
    title_en: 'Send a welcome email when someone signs up',
    description: '你的网站或应用在用户注册时推送到 Webhook 地址，流程用你的 SMTP 邮箱给新用户发一封欢迎邮件。',
    description_en: 'Your website or app pushes each sign-up to the webhook address and your SMTP mailbox sends the new user a welcome email.',
    category: 'sales',
    keywords: ['注册', '欢迎', '邮件', '新用户', '客户', 'sign-up', 'welcome', 'email', 'onboarding'],
    steps: [
      webhookTrigger({ user_name: '林晓', email: 'linxiao@example.com', plan: '专业版试用', registered_at: '2026-11-26 11:02' }),
      action('mail', '2004', 'send_email', '发送欢迎邮件', {
        to: '{{1.email}}',
        subject: '欢迎加入，{{1.user_name}}！',
        text: '{{1.user_name}}，您好：\n\n感谢注册！您的「{{1.plan}}」已经开通，有任何问题直接回复这封邮件即可。\n\n祝使用愉快',
      }),
    ],
    inputs: [ask('mail', 'subject', ['邮件主题', 'Subject']), ask('mail', 'text', ['邮件正文', 'Email body'])],
  }),
];
