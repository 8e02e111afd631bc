// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { cjkLeaks } from '../../../test/cjkLeaks';
import { renderScreen } from '../../apps/renderScreen';
import { operationClient, type Answer } from '../../apps/testClient';
import WebhookAcceptsScreen from './WebhookAcceptsScreen';

const SLOW = { timeout: 5000 };

const pipeline = (processId: string, title: string) => ({ __typename: 'Pipeline', processId, title });
const anAccept = (acceptId: string, logId: string | null, extra: Record<string, unknown> = {}) => ({
  __typename: 'WebhookAccept',
  acceptId,
  processId: '3234567890123456789',
  logId,
  method: 'POST',
  contentType: 'application/json',
  size: 1536,
  createdAt: '2026-11-22T02:04:05Z',
  ...extra,
});

function answers(extra: Record<string, Answer> = {}): Record<string, Answer> {
  return {
    WebhookPipelines: () => ({
      data: {
        pipelines: {
          __typename: 'PipelinePage',
          total: 2,
          items: [pipeline('3234567890123456789', '大额订单推送'), pipeline('3234567890123456790', '退款通知')],
        },
      },
    }),
    WebhookAccepts: () => ({
      data: {
        webhookAccepts: {
          __typename: 'WebhookAcceptPage',
          total: 17,
          items: [
            anAccept('482877520569041399', '382877520569041302'),
            anAccept('482877520569041398', null, { method: 'GET', contentType: null, size: 0 }),
          ],
        },
      },
    }),
    ...extra,
  };
}

const location = () => screen.getByTestId('location').textContent;

describe('/data-log/webhook-accepts 接收记录', () => {
  it('lists the first webhook pipeline’s requests, 15 a page, each with the run it started', async () => {
    const { client, calls } = operationClient(answers());
    renderScreen(<WebhookAcceptsScreen />, { client, path: '/data-log/webhook-accepts' });
    const table = await screen.findByRole('table', { name: '接收记录' }, SLOW);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(first!.textContent).toContain('2026/11/22 10:04:05POSTapplication/json1.5 KB查看运行查看请求');
    expect(within(first!).getByRole('link', { name: '查看运行 2026/11/22 10:04:05' }).getAttribute('href')).toBe('/data-log/382877520569041302');
    expect(within(first!).getByRole('link', { name: '查看请求 2026/11/22 10:04:05' }).getAttribute('href')).toBe(
      '/data-log/webhook-accepts/482877520569041399',
    );
    expect(second!.textContent).toContain('GET无0 字节未启动运行');
    expect(calls.find((c) => c.operation === 'WebhookAccepts')?.variables).toEqual({ processId: '3234567890123456789', limit: 15, offset: 0 });
    expect(screen.getByText('第 1 / 2 页')).toBeTruthy();
  });

  it('switches pipeline through the run log’s process_id, back to page 1', async () => {
    const { client, calls } = operationClient(answers());
    const { user } = renderScreen(<WebhookAcceptsScreen />, { client, path: '/data-log/webhook-accepts?page=2' });
    await screen.findByRole('table', { name: '接收记录' }, SLOW);
    await user.selectOptions(screen.getByRole('combobox', { name: '流程' }), '退款通知');
    expect(location()).toBe('/data-log/webhook-accepts?process_id=3234567890123456790');
    await waitFor(() =>
      expect(calls.filter((c) => c.operation === 'WebhookAccepts').at(-1)?.variables).toEqual({
        processId: '3234567890123456790',
        limit: 15,
        offset: 0,
      }),
    );
  });

  it('says so when no pipeline is triggered by a webhook', async () => {
    const { client } = operationClient(
      answers({ WebhookPipelines: () => ({ data: { pipelines: { __typename: 'PipelinePage', total: 0, items: [] } } }) }),
    );
    renderScreen(<WebhookAcceptsScreen />, { client, path: '/data-log/webhook-accepts' });
    expect(await screen.findByText('还没有由 Webhook 触发的流程', {}, SLOW)).toBeTruthy();
  });

  it('passes axe and shows no Chinese in English but the users’ own data', { timeout: 20_000 }, async () => {
    const { client } = operationClient(answers());
    renderScreen(<WebhookAcceptsScreen />, { client, path: '/data-log/webhook-accepts', language: 'en' });
    await screen.findByRole('table', { name: 'Webhook requests' }, SLOW);
    expect(await axeViolations()).toEqual([]);
    expect(cjkLeaks(['大额订单推送', '退款通知'])).toEqual([]);
  });
});
