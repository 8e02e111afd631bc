// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../apps/renderScreen';
import { operationClient } from '../../apps/testClient';
import type { ListPipeline, PipelineActions } from './pipelineActions';
import { meOf } from '../../../test/me';
import { PipelineTable } from './PipelineTable';

const pipeline = {
  __typename: 'Pipeline',
  processId: '2234567890123456789',
  title: '订单同步',
  status: 'OFF',
  shareStatus: 'NOT_SHARED',
  favourite: false,
  createdAt: '2026-11-26T02:00:00Z',
  apps: [],
  creator: null,
} as ListPipeline;

const noActions: PipelineActions = { rename: () => undefined, copy: () => undefined, remove: () => undefined, toggleFavourite: () => undefined };

describe('a pipeline row', () => {
  it('offers 分享 beside 复制 and 删除, opening the share dialog of that pipeline (issue 12)', async () => {
    const { client, calls } = operationClient({
      Me: () => meOf('editor'),
      SharePreview: () => ({
        data: {
          sharePreview: {
            __typename: 'SharePreview',
            processId: pipeline.processId,
            suggestedTitle: '订单同步',
            maskedSecrets: 0,
            variableNeeds: [],
            accountNeeds: [],
            template: null,
          },
        },
      }),
    });
    const { user } = renderScreen(<PipelineTable items={[pipeline]} actions={noActions} />, { client, path: '/data-pipeline' });
    await user.click(await screen.findByRole('button', { name: '分享 订单同步' }));
    expect(await screen.findByRole('dialog', { name: '分享流程' }, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('没有步骤使用账户。')).toBeTruthy();
    expect(calls.find((c) => c.operation === 'SharePreview')?.variables).toEqual({ processId: '2234567890123456789' });
  });

  it('offers a viewer nothing to change: no run, rename, copy, share or delete, and a switch that only shows (issue 13)', async () => {
    const { client } = operationClient({ Me: () => meOf('viewer') });
    renderScreen(<PipelineTable items={[pipeline]} actions={noActions} />, { client, path: '/data-pipeline' });
    const enabled = await screen.findByRole('switch', { name: /订单同步/ });
    expect((enabled as HTMLInputElement).disabled).toBe(true);
    for (const name of [/^立即运行/, /^重命名/, /^复制/, /^分享/, /^删除/]) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.getByRole('button', { name: /收藏/ })).toBeTruthy();
  });

  it('names its apps in the reader’s language: built-in ones translated, catalogue ones by their English name', () => {
    const apps = [
      { __typename: 'AppRef', appId: '1001', appName: 'Webhook', app: { __typename: 'App', appNameEn: 'Webhook' } },
      { __typename: 'AppRef', appId: '2002', appName: '钉钉群机器人', app: { __typename: 'App', appNameEn: 'DingTalk group bot' } },
    ];
    const withApps = { ...pipeline, title: 'Order sync', apps } as ListPipeline;
    const { client } = operationClient({});
    renderScreen(<PipelineTable items={[withApps]} actions={noActions} />, { client, path: '/data-pipeline', language: 'en' });
    expect(screen.getByRole('cell', { name: 'Webhook, DingTalk group bot' })).toBeTruthy();
  });

  it('keeps the platform’s Chinese app names, joined with 、, in Chinese', () => {
    const apps = [
      { __typename: 'AppRef', appId: '1007', appName: '发送数据', app: null },
      { __typename: 'AppRef', appId: '2002', appName: '钉钉群机器人', app: { __typename: 'App', appNameEn: 'DingTalk group bot' } },
    ];
    const { client } = operationClient({});
    renderScreen(<PipelineTable items={[{ ...pipeline, apps } as ListPipeline]} actions={noActions} />, { client, path: '/data-pipeline' });
    expect(screen.getByRole('cell', { name: '发送数据、钉钉群机器人' })).toBeTruthy();
  });
});
