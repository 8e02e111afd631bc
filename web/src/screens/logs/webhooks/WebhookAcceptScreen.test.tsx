// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { cjkLeaks } from '../../../test/cjkLeaks';
import { renderScreen } from '../../apps/renderScreen';
import { operationClient } from '../../apps/testClient';
import WebhookAcceptScreen from './WebhookAcceptScreen';

const SLOW = { timeout: 5000 };

const accept = {
  __typename: 'WebhookAccept',
  acceptId: '482877520569041399',
  processId: '3234567890123456789',
  logId: '382877520569041302',
  method: 'POST',
  contentType: 'application/json',
  query: 'source=shop&batch=7',
  headers: { 'content-type': 'application/json', authorization: '***', 'user-agent': 'shop/2.1' },
  acceptData: { order_id: '1234567890123456789', buyer: '张三', amount: 250 },
  size: 88,
  createdAt: '2026-11-22T02:04:05Z',
};

function renderAccept(data: unknown, language: 'zh-CN' | 'en' = 'zh-CN') {
  const { client } = operationClient({
    WebhookAccept: () => ({ data: { webhookAccept: data } }),
    WebhookPipelines: () => ({
      data: {
        pipelines: {
          __typename: 'PipelinePage',
          total: 1,
          items: [{ __typename: 'Pipeline', processId: '3234567890123456789', title: '大额订单推送' }],
        },
      },
    }),
  });
  return renderScreen(
    <Routes>
      <Route path="/data-log/webhook-accepts/:acceptId" element={<WebhookAcceptScreen />} />
    </Routes>,
    { client, path: '/data-log/webhook-accepts/482877520569041399', language },
  );
}

describe('/data-log/webhook-accepts/{acceptId} 原始请求', () => {
  it('shows the request as it came: method, type, size, time, query, masked headers and the body indented, long ids whole', async () => {
    renderAccept(accept);
    await screen.findByRole('heading', { name: '原始请求', level: 1 }, SLOW);
    expect(await screen.findByText('大额订单推送', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('88 字节')).toBeTruthy();
    expect(screen.getByText('2026/11/22 10:04:05')).toBeTruthy();
    const query = screen.getByRole('table', { name: '查询参数' });
    expect(
      within(query)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['名称值', 'sourceshop', 'batch7']);
    expect(within(screen.getByRole('table', { name: '请求头' })).getByText('***')).toBeTruthy();
    const body = screen.getByRole('region', { name: '请求体' });
    expect(body.textContent).toContain('"order_id": "1234567890123456789",\n  "buyer": "张三"');
    expect(screen.getByRole('link', { name: '查看运行' }).getAttribute('href')).toBe('/data-log/382877520569041302');
    expect(screen.getByRole('link', { name: '返回接收记录' }).getAttribute('href')).toBe('/data-log/webhook-accepts?process_id=3234567890123456789');
  });

  it('says a request that started no run started none, and shows a form body as its text', async () => {
    renderAccept({ ...accept, logId: null, contentType: 'application/x-www-form-urlencoded', acceptData: 'name=张三', query: '' });
    expect(await screen.findByText('未启动运行', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('region', { name: '请求体' }).textContent).toContain('name=张三');
    expect(within(screen.getByRole('region', { name: '查询参数' })).getByText('无')).toBeTruthy();
  });

  it('says when the request does not exist', async () => {
    renderAccept(null);
    expect(await screen.findByText('请求记录不存在或已被删除', {}, SLOW)).toBeTruthy();
  });

  it('passes axe and shows no Chinese in English but the users’ own data', { timeout: 20_000 }, async () => {
    renderAccept(accept, 'en');
    await screen.findByText('大额订单推送', {}, SLOW);
    expect(await axeViolations()).toEqual([]);
    expect(cjkLeaks(['大额订单推送', '张三'])).toEqual([]);
  });
});
