import type { StarterTemplate } from '@huiliu/core';
import { action, ask, starter, webhookTrigger } from './build';

/** Relays between systems: forward what arrives, call an API for a caller, with retries. */

export const OTHER_STARTERS: StarterTemplate[] = [
  starter({
    template_id: '908000001',
    title: '把 Webhook 数据转发到你的系统（失败自动重试）',
    title_en: 'Forward webhook data to your own system, retrying on failure',
    description: '把收到的数据按字段整理后 POST 到你的系统；对方暂时出错（5xx、超时）时每隔 1 秒、2 秒、4 秒自动重试，最多 3 次。',
    description_en:
      'Posts the data it receives, field by field, to your own system; when that system fails for a moment (5xx, time-out) the call is retried after 1, 2 and 4 seconds, 3 times at most.',
    category: 'other',
    keywords: ['转发', '中转', '重试', '接口', '对接', 'forward', 'relay', 'retry', 'HTTP', 'integration'],
    steps: [
      webhookTrigger({ event: 'order.paid', order_no: 'SO202611260090', amount: 199, paid_at: '2026-11-26 12:00:00' }),
      action(
        'forward',
        '1007',
        'send',
        '转发到你的系统',
        {
          url: '',
          method: 'POST',
          body_type: 'json',
          body: { event: '{{1.event}}', order_no: '{{1.order_no}}', amount: '{{1.amount}}', paid_at: '{{1.paid_at}}' },
        },
        { settings: { retries: 3, backoff_ms: 1000 } },
      ),
    ],
    inputs: [
      ask(
        'forward',
        'url',
        ['接收地址', 'Receiving address'],
        ['你的系统接收数据的地址，以 https:// 开头', 'Where your system takes the data, starting with https://'],
      ),
      ask('forward', 'body', ['请求体', 'Body'], undefined, false),
    ],
  }),
  starter({
    template_id: '908000002',
    title: '接口中转：带 API Key 调用你的接口并同步返回结果',
    title_en: 'API relay: call your API with its key and answer the caller with the result',
    description:
      '调用方只需要这个 Webhook 地址，不必知道你的 API Key：流程带上账户里的 API Key 查询你的物流接口，失败时重试 2 次，再把结果原样返回给调用方。',
    description_en:
      'Callers need only this webhook address, never your API key: the pipeline queries your tracking API with the key from its account, retries twice on failure, and answers the caller with the result.',
    category: 'other',
    keywords: ['接口', '中转', '物流', 'API Key', '同步返回', '重试', 'API relay', 'proxy', 'tracking', 'synchronous webhook', 'retry'],
    steps: [
      webhookTrigger({ tracking_no: 'SF1402345678901' }, { sync: true }),
      action(
        'query',
        '2005',
        'request',
        '查询物流接口',
        { method: 'GET', url: '', query: { tracking_no: '{{1.tracking_no}}' }, headers: {}, body_type: 'json' },
        { settings: { retries: 2, backoff_ms: 500 } },
      ),
      action('reply', '1009', 'return', '返回查询结果', {
        status: 200,
        body_type: 'json',
        body: { tracking_no: '{{1.tracking_no}}', status: '{{2.status}}', location: '{{2.location}}', updated_at: '{{2.updated_at}}' },
      }),
    ],
    inputs: [
      ask(
        'query',
        'url',
        ['物流接口地址', 'Tracking API address'],
        [
          '返回 JSON 的接口，例如返回 {"status":"运输中","location":"上海转运中心","updated_at":"…"}',
          'An API answering JSON with status, location and updated_at',
        ],
      ),
    ],
  }),
];
