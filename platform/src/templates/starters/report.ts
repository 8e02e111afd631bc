import { DATETIME_OPERATORS, type StarterTemplate } from '@huiliu/core';
import { action, ask, scheduleTrigger, starter, when } from './build';

/** Things that happen on a schedule: daily reports by email, weekly reminders. */

const recipients = ask('mail', 'to', ['收件人', 'Recipients'], ['多个邮箱用逗号分隔', 'Separate several addresses with commas']);

export const REPORT_STARTERS: StarterTemplate[] = [
  starter({
    template_id: '905000001',
    title: '每天早上 9 点拉取接口数据并发送日报邮件',
    title_en: 'Fetch figures from an API at 9:00 every day and email the daily report',
    description: '每天 9 点用你的 API Key 调用报表接口，把订单数、销售额和新客户数写进邮件发给团队。接口返回的字段不同时，改一下邮件正文即可。',
    description_en:
      'At 9:00 every day the pipeline calls your report API with your API key and emails the team the orders, revenue and new customers. If your API names its fields differently, adjust the email body.',
    category: 'report',
    keywords: ['日报', '报表', '定时', '邮件', '接口', 'daily report', 'schedule', 'email', 'API', 'HTTP'],
    steps: [
      scheduleTrigger('每天 9:00', { cron: '0 9 * * *' }),
      action('fetch', '2005', 'request', '拉取报表数据', { method: 'GET', url: '', query: {}, headers: {}, body_type: 'json' }),
      action('mail', '2004', 'send_email', '发送日报邮件', {
        to: [],
        subject: '经营日报 {{2.date}}',
        text: '{{2.date}} 经营数据\n\n订单数：{{2.orders}}\n销售额：¥{{2.revenue}}\n新客户：{{2.new_customers}}\n\n此邮件由汇流定时发送。',
      }),
    ],
    inputs: [
      ask(
        'fetch',
        'url',
        ['报表接口地址', 'Report API address'],
        [
          '返回 JSON 的接口，例如返回 {"date":"2026-11-25","orders":342,"revenue":52860.5,"new_customers":27}',
          'An API answering JSON, e.g. {"date":"2026-11-25","orders":342,"revenue":52860.5,"new_customers":27}',
        ],
      ),
      recipients,
      ask('mail', 'text', ['邮件正文', 'Email body'], undefined, false),
    ],
  }),
  starter({
    template_id: '905000002',
    title: '每天下班前汇总数据表当天新增，邮件发送',
    title_en: 'Sum up today’s new rows of a data table and email it before the end of the day',
    description: '每天 18:00 在数据表中查找「提交时间」是今天的行，把条数和最新一条发邮件给负责人。适合报名、线索、工单等表。',
    description_en:
      'At 18:00 every day the pipeline finds the rows of a data table submitted today and emails their count and the latest one. Good for sign-ups, leads or tickets.',
    category: 'report',
    keywords: ['汇总', '日报', '数据表', '定时', '邮件', 'summary', 'daily report', 'data table', 'schedule', 'email'],
    steps: [
      scheduleTrigger('每天 18:00', { cron: '0 18 * * *' }),
      action('find', '1006', 'find_rows', '查找今天新增的行', {
        table_id: '',
        conditions: [[when('提交时间', DATETIME_OPERATORS.EQUAL, 'today')]],
        limit: 1000,
      }),
      action('mail', '2004', 'send_email', '发送汇总邮件', {
        to: [],
        subject: '今日新增 {{2.count}} 条',
        text: '今天数据表新增 {{2.count}} 条。\n最新一条：{{2.first.姓名}}（{{2.first.公司}}）\n\n此邮件由汇流定时发送。',
      }),
    ],
    inputs: [
      ask(
        'find',
        'table_id',
        ['数据表', 'Data table'],
        [
          '表中需要有列：提交时间（日期时间）、姓名、公司',
          'The table needs the columns submitted at (date and time), name and company (in Chinese as written)',
        ],
      ),
      recipients,
    ],
  }),
  starter({
    template_id: '905000003',
    title: '每周一早上在钉钉群提醒写周报',
    title_en: 'Remind the DingTalk group to write weekly reports every Monday morning',
    description: '每周一 9:00 在钉钉群里发一条 Markdown 提醒，请大家提交上周总结和本周计划。',
    description_en: 'Every Monday at 9:00 a Markdown reminder goes to the DingTalk group: hand in last week’s summary and this week’s plan.',
    category: 'report',
    keywords: ['周报', '提醒', '定时', '钉钉', 'weekly report', 'reminder', 'schedule', 'DingTalk'],
    steps: [
      scheduleTrigger('每周一 9:00', { cron: '0 9 * * 1' }),
      action('notify', '2002', 'send_markdown', '发送周报提醒', {
        title: '周报提醒',
        text: '### 本周周报提醒\n请在今天 18:00 前提交**上周工作总结**和**本周计划**。',
        is_at_all: true,
      }),
    ],
    inputs: [ask('notify', 'text', ['提醒内容', 'Reminder'])],
  }),
  starter({
    template_id: '905000004',
    title: '每周五下午给部门发企业微信周报提醒',
    title_en: 'Send a department a WeCom weekly report reminder every Friday afternoon',
    description: '每周五 16:00 以企业微信自建应用的身份，给指定部门的所有成员发一条应用消息，提醒提交本周周报。',
    description_en:
      'Every Friday at 16:00 your WeCom self-built app sends an app message to everyone in the chosen department: time to hand in this week’s report.',
    category: 'report',
    keywords: ['周报', '提醒', '部门', '企业微信', '自建应用', 'weekly report', 'reminder', 'department', 'WeCom app'],
    steps: [
      scheduleTrigger('每周五 16:00', { cron: '0 16 * * 5' }),
      action('notify', '2007', 'send_app_message', '给部门发送应用消息', {
        touser: '',
        toparty: '',
        msgtype: 'text',
        content: '周五啦，请在下班前提交本周周报，谢谢！',
      }),
    ],
    inputs: [
      ask(
        'notify',
        'toparty',
        ['接收部门 ID', 'Department id'],
        ['企业微信通讯录中的部门 ID，多个用 | 分隔', 'Department ids from the WeCom directory, separated by |'],
      ),
      ask('notify', 'content', ['提醒内容', 'Reminder']),
    ],
  }),
];
