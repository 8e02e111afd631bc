import type { Template } from '@huiliu/contract';
import { aPipeline, type PipelineContent, type StarterTemplate } from '@huiliu/core';
import type { Reply, SignedUp, usePlatform } from '../../test/harness';

type Fixture = ReturnType<typeof usePlatform>;

export const T = '/v1/api/template';

/** Webhook (with a sample) → 钉钉群机器人 send_text, its account `accountId` (test fixture builder). */
export function dingtalkContent(accountId?: string, sample: Record<string, unknown> = { order_id: 'A-1', city: '杭州' }): PipelineContent {
  const content = aPipeline()
    .withStep('notify', {
      app_id: '2002',
      action_id: 'send_text',
      title: '发到钉钉群',
      params: { content: '新订单 {{1.order_id}}（{{1.city}}）' },
      ...(accountId ? { account_id: accountId } : {}),
    })
    .build();
  content[0]!.sample_data = sample;
  return content;
}

/** Webhook → filter (amount ≥ 100) → send data to a URL. */
export function filterContent(url = 'https://hooks.example.com/orders'): PipelineContent {
  return aPipeline()
    .withStep('filter', { app_id: '1003', action_id: 'filter', params: { conditions: [[{ field: '{{1.amount}}', operator: 22, value: 100 }]] } })
    .withStep('send', { app_id: '1007', action_id: 'send', params: { url, method: 'POST', body: { order: '{{1.order_id}}' } } })
    .build();
}

/**
 * The tests' own starters (`usePlatform(kind, { starters: TEST_STARTERS })`): the product's catalogue grows and
 * changes, these stay as the assertions read them. Ids 9000009xx are none of the catalogue's.
 */
export const TEST_STARTERS: readonly StarterTemplate[] = [
  {
    template_id: '900000901',
    title: 'Webhook 收到数据 → 发到钉钉群',
    title_en: 'Webhook data → DingTalk group message',
    description: '收到数据就在群里发一条消息',
    description_en: 'A group message for every delivery',
    category: 'notify',
    keywords: ['群消息', 'DingTalk'],
    featured: true,
    content: dingtalkContent(),
    inputs: [{ step_uuid: 'notify', key: 'content', label: '消息内容', label_en: 'Message', required: true }],
  },
  {
    template_id: '900000902',
    title: '表单数据筛选后转发',
    title_en: 'Filter form data and forward it',
    description: '金额不低于 100 的表单数据发到一个网址',
    description_en: 'Form data of 100 or more goes to a URL',
    category: 'data',
    keywords: ['表单'],
    content: filterContent(),
    inputs: [{ step_uuid: 'send', key: 'url', label: '地址', required: true }],
  },
];

/** A pipeline of the caller's company; its id. */
export async function aPipelineOf(t: Fixture, who: SignedUp, content: PipelineContent, title = '测试流程'): Promise<string> {
  const added = await t.call('POST', '/v1/api/dataprocess/add', { token: who.token, body: { title, content: JSON.stringify(content) } });
  if (added.code !== 0) throw new Error(`add failed: ${added.raw}`);
  return added.data.process_id as string;
}

/** A 钉钉群机器人 account of the caller's company (auth data sealed by the platform); its id. */
export async function aDingtalkAccount(t: Fixture, who: SignedUp, webhookUrl: string, secret = 'SECdingtalk-signing-01'): Promise<string> {
  const added = await t.call('POST', '/v1/api/process/app/add/account', {
    token: who.token,
    body: { app_id: '2002', account_name: '运营群机器人', auth_data: { webhook_url: webhookUrl, secret } },
  });
  if (added.code !== 0) throw new Error(`account failed: ${added.raw}`);
  return added.data.accountId as string;
}

/** Shares a pipeline (POST /template/create) and returns the reply. */
export function share(t: Fixture, who: SignedUp, body: Record<string, unknown>): Promise<Reply> {
  return t.call('POST', `${T}/create`, { token: who.token, body });
}

/** Shares a new pipeline of `content`; the template. */
export async function sharedTemplate(t: Fixture, who: SignedUp, content: PipelineContent, body: Record<string, unknown> = {}): Promise<Template> {
  const processId = await aPipelineOf(t, who, content, String(body.title ?? '测试流程'));
  const shared = await share(t, who, { process_id: processId, ...body });
  if (shared.code !== 0) throw new Error(`share failed: ${shared.raw}`);
  return shared.data;
}
