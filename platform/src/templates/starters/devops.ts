import type { StarterTemplate } from '@huiliu/core';
import { action, appTrigger, ask, starter, webhookTrigger } from './build';

/** Development teams: GitHub issues into group chats, alerts into GitHub. */

/** A GitHub issue as GET /repos/{owner}/{repo}/issues lists it. */
const issue = {
  id: 2045678901,
  number: 128,
  title: '登录页在 Safari 下样式错乱',
  body: '复现步骤：用 Safari 17 打开登录页，输入框和按钮重叠。',
  state: 'open',
  html_url: 'https://github.com/example-org/web/issues/128',
  user: { login: 'chenjing' },
  labels: [{ name: 'bug' }],
  created_at: '2026-11-26T02:10:00Z',
  updated_at: '2026-11-26T02:10:00Z',
};
const repoQuestions = [
  ask('trigger', 'owner', ['仓库所有者', 'Repository owner'], ['用户名或组织名', 'User or organisation']),
  ask('trigger', 'repo', ['仓库', 'Repository']),
];
const newIssueTrigger = () => appTrigger('2006', 'new_issue', 'GitHub 仓库有新 Issue 时', { owner: '', repo: '' }, issue);

export const DEVOPS_STARTERS: StarterTemplate[] = [
  starter({
    template_id: '904000001',
    title: 'GitHub 新 Issue 同步到企业微信群',
    title_en: 'Post new GitHub issues to a WeCom group',
    description: '仓库里每出现一个新 Issue，就在研发的企业微信群里发一条 Markdown 消息，带标题、提交人和链接（每 5 分钟检查一次）。',
    description_en:
      'Every new issue in the repository becomes a Markdown message in the developers’ WeCom group, with its title, author and link (checked every 5 minutes).',
    category: 'devops',
    keywords: ['GitHub', 'Issue', '研发', '缺陷', '企业微信', 'bug', 'developers', 'WeCom'],
    steps: [
      newIssueTrigger(),
      action('notify', '2001', 'send_markdown', '发送企业微信 Markdown 消息', {
        content: '**GitHub 新 Issue #{{1.number}}**\n> {{1.title}}\n> 提交人：{{1.user.login}}\n\n[查看 Issue]({{1.html_url}})',
      }),
    ],
    inputs: [...repoQuestions, ask('notify', 'content', ['群消息内容', 'Group message'])],
  }),
  starter({
    template_id: '904000002',
    title: 'GitHub 新 Issue 同步到飞书群',
    title_en: 'Post new GitHub issues to a Feishu group',
    description: '仓库里每出现一个新 Issue，就在飞书群里发一条富文本消息，标题里带编号，正文是 Issue 内容和链接。',
    description_en: 'Every new issue in the repository becomes a rich-text Feishu group message: its number in the title, its body and link below.',
    category: 'devops',
    keywords: ['GitHub', 'Issue', '研发', '飞书', 'bug', 'developers', 'Feishu', 'Lark'],
    steps: [
      newIssueTrigger(),
      action('notify', '2003', 'send_post', '发送飞书富文本消息', {
        title: '新 Issue #{{1.number}}：{{1.title}}',
        text: '提交人：{{1.user.login}}\n{{1.body}}\n{{1.html_url}}',
      }),
    ],
    inputs: [...repoQuestions],
  }),
  starter({
    template_id: '904000003',
    title: '线上告警自动创建 GitHub Issue 并通知钉钉群',
    title_en: 'Turn a production alert into a GitHub issue and tell the DingTalk group',
    description:
      '监控系统（如 Alertmanager、Grafana）把告警推送到 Webhook 地址，流程在仓库里创建一个带「告警」标签的 Issue，再把 Issue 链接发到钉钉群。',
    description_en:
      'Your monitoring (Alertmanager, Grafana …) pushes an alert to the webhook address; the pipeline opens an issue labelled as an alert in the repository and posts its link to the DingTalk group.',
    category: 'devops',
    keywords: ['告警', '监控', '故障', 'GitHub', 'Issue', '钉钉', 'alert', 'incident', 'Alertmanager', 'Grafana', 'DingTalk'],
    steps: [
      webhookTrigger({
        status: 'firing',
        alertname: 'HighErrorRate',
        service: '订单服务',
        severity: 'critical',
        summary: '订单服务 5xx 错误率超过 5%',
        started_at: '2026-11-26T03:05:00Z',
        dashboard: 'https://grafana.example.com/d/orders',
      }),
      action('issue', '2006', 'create_issue', '创建 GitHub Issue', {
        owner: '',
        repo: '',
        title: '[告警] {{1.service}}：{{1.summary}}',
        body: '告警：{{1.alertname}}\n级别：{{1.severity}}\n开始时间：{{1.started_at}}\n看板：{{1.dashboard}}',
        labels: ['告警'],
      }),
      action('notify', '2002', 'send_text', '通知钉钉群', {
        content: '线上告警已登记为 GitHub Issue #{{2.number}}：{{1.summary}}\n{{2.html_url}}',
        is_at_all: false,
      }),
    ],
    inputs: [
      ask('issue', 'owner', ['仓库所有者', 'Repository owner'], ['用户名或组织名', 'User or organisation']),
      ask('issue', 'repo', ['仓库', 'Repository']),
      ask('issue', 'labels', ['标签', 'Labels'], undefined, false),
    ],
  }),
];
