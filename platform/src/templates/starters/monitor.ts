import { EXISTENCE_OPERATORS, NUMBER_OPERATORS, type StarterTemplate } from '@huiliu/core';
import { action, ask, errorMonitorTrigger, scheduleTrigger, starter, when } from './build';

/** Knowing when something breaks: failed runs of other pipelines, a website that stopped answering. */

const howToWatch: [string, string] = [
  '创建后，在「错误监控」里为要监控的流程选择本流程作为错误处理流程。',
  'After creating it, choose this pipeline as the error pipeline of the pipelines you watch under Error monitor.',
];

export const MONITOR_STARTERS: StarterTemplate[] = [
  starter({
    template_id: '906000001',
    title: '流程运行失败时通知钉钉群',
    title_en: 'Tell a DingTalk group when a pipeline run fails',
    description: `被监控的流程一旦运行失败，就把流程名称、失败步骤和错误信息发到钉钉群。${howToWatch[0]}`,
    description_en: `As soon as a watched pipeline’s run fails, its name, the failed step and the error go to a DingTalk group. ${howToWatch[1]}`,
    category: 'monitor',
    keywords: ['错误监控', '运行失败', '告警', '钉钉', 'error monitor', 'failed run', 'alert', 'DingTalk'],
    steps: [
      errorMonitorTrigger(),
      action('notify', '2002', 'send_text', '发送失败告警', {
        content: '流程「{{1.title}}」运行失败\n失败步骤：{{1.step_uuid}}\n错误：{{1.error}}\n运行记录：{{1.log_id}}',
        is_at_all: false,
      }),
    ],
    inputs: [ask('notify', 'content', ['告警内容', 'Alert message'])],
  }),
  starter({
    template_id: '906000002',
    title: '流程运行失败时发邮件给运维',
    title_en: 'Email the operations team when a pipeline run fails',
    description: `被监控的流程一旦运行失败，就用你的 SMTP 邮箱给运维同事发一封带错误信息和运行记录编号的邮件。${howToWatch[0]}`,
    description_en: `As soon as a watched pipeline’s run fails, your SMTP mailbox sends the operations team an email with the error and the run’s number. ${howToWatch[1]}`,
    category: 'monitor',
    keywords: ['错误监控', '运行失败', '邮件', '运维', 'error monitor', 'failed run', 'email', 'operations'],
    steps: [
      errorMonitorTrigger(),
      action('mail', '2004', 'send_email', '发送告警邮件', {
        to: [],
        subject: '【汇流告警】流程「{{1.title}}」运行失败',
        text: '流程「{{1.title}}」运行失败。\n\n失败步骤：{{1.step_uuid}}\n错误信息：{{1.error}}\n运行记录：{{1.log_id}}\n\n请登录汇流查看「流程日志」。',
      }),
    ],
    inputs: [
      ask('mail', 'to', ['收件人', 'Recipients'], ['运维同事的邮箱，多个用逗号分隔', 'The operations team’s addresses, separated by commas']),
      ask('mail', 'text', ['邮件正文', 'Email body'], undefined, false),
    ],
  }),
  starter({
    template_id: '906000003',
    title: '每 5 分钟检查网站，打不开时通知飞书群',
    title_en: 'Check a website every 5 minutes and tell a Feishu group when it is down',
    description: '定时访问你的网站或健康检查地址；返回的不是 200，或者根本连不上时，在飞书群里报警。网站正常时流程在过滤步骤结束，不发消息。',
    description_en:
      'Calls your website or health-check address on a schedule; when the answer is not 200, or nothing answers at all, a Feishu group is alerted. While the site is fine the run ends at the filter and sends nothing.',
    category: 'monitor',
    keywords: ['网站', '巡检', '健康检查', '可用性', '宕机', '飞书', 'uptime', 'health check', 'website down', 'Feishu'],
    steps: [
      scheduleTrigger('每 5 分钟检查一次', { interval_minutes: 5 }),
      // a failed request is what this pipeline looks for: the run goes on to the filter instead of stopping
      action('check', '1007', 'send', '访问网站', { url: '', method: 'GET', timeout_ms: 10000 }, { settings: { on_error: 'continue' } }),
      action('down', '1003', 'filter', '网站访问异常时继续', {
        conditions: [[when('{{2.status}}', NUMBER_OPERATORS.NEQ, 200)], [when('{{2.status}}', EXISTENCE_OPERATORS.NOT_EXIST)]],
      }),
      action('alert', '2003', 'send_text', '在飞书群报警', {
        text: '网站巡检告警：{{2.request.url}} 访问异常（HTTP 状态 {{2.status}}），请尽快处理。',
      }),
    ],
    inputs: [
      ask(
        'check',
        'url',
        ['网站地址', 'Website address'],
        [
          '要检查的网页或健康检查接口，例如 https://www.example.com/health',
          'The page or health-check endpoint to call, e.g. https://www.example.com/health',
        ],
      ),
      ask('alert', 'text', ['告警内容', 'Alert message'], undefined, false),
    ],
  }),
];
