// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../renderScreen';
import { dingtalkApp, githubApp } from '../testData';
import { operationClient } from '../testClient';
import ActionsScreen from './ActionsScreen';

function setup(usedApps: string[] = [], language: 'zh-CN' | 'en' = 'zh-CN', extraApps: unknown[] = []) {
  const { client, calls } = operationClient({
    ActionCatalogue: () => ({
      data: { apps: [dingtalkApp(), githubApp(), ...extraApps], companyUsedApps: usedApps.map((appId) => ({ __typename: 'App', appId })) },
    }),
    AppSearch: (v) => ({
      data: {
        searchApps:
          v.q === 'fasong'
            ? [
                {
                  __typename: 'AppSearchHit',
                  type: 'action',
                  appId: '2002',
                  actionId: 'send_text',
                  name: '发送文本消息',
                  nameEn: null,
                  highlighted: '',
                },
              ]
            : [],
      },
    }),
  });
  return { ...renderScreen(<ActionsScreen />, { client, path: '/actions', language }), calls };
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('/actions', { timeout: 30_000 }, () => {
  it('lists every action and trigger with its fields, filterable by app and kind', async () => {
    const { user } = setup();
    await screen.findByRole('table');
    expect(rows()).toHaveLength(3);
    expect(within(rows()[0]!).getByText('消息内容')).toBeTruthy();
    expect(within(rows()[0]!).getAllByText('（必填）')).toHaveLength(1);
    await user.selectOptions(screen.getByRole('combobox', { name: '类型' }), 'trigger');
    expect(rows()).toHaveLength(1);
    expect(within(rows()[0]!).getByText('新议题')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: '类型' }), 'all');
    await user.selectOptions(screen.getByRole('combobox', { name: '应用' }), '2002');
    expect(rows()).toHaveLength(1);
  });

  it('searches by substring and by what the search service finds (pinyin)', async () => {
    const { user } = setup();
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: '搜索动作' }), 'fasong');
    await waitFor(() => expect(rows()).toHaveLength(1), { timeout: 3000 });
    expect(within(rows()[0]!).getByText('发送文本消息')).toBeTruthy();
  });

  it("says so when the company's pipelines use custom requests", async () => {
    setup(['1008']);
    expect(await screen.findByText('你的流程中还使用了自定义请求动作，它们的配置保存在各自的流程里。')).toBeTruthy();
  });

  it('words the catalogue in English', async () => {
    setup([], 'en');
    await screen.findByRole('table');
    expect(screen.getByText('Send a text message')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'DingTalk group bot' }).length).toBeGreaterThan(0);
  });

  it("words built-in apps' actions from the editor's locales (their manifests have no English twins)", async () => {
    const webhook = {
      __typename: 'App',
      appId: '1001',
      appName: 'Webhook',
      appNameEn: 'Webhook',
      icon: 'webhook',
      classType: 'builtin',
      actions: [
        {
          __typename: 'AppAction',
          actionId: 'receive',
          name: '接收到数据时',
          nameEn: null,
          description: '有数据发送到 Webhook 地址时触发',
          descriptionEn: null,
          kind: 'webhook',
          fields: [],
        },
      ],
    };
    setup([], 'en', [webhook]);
    await screen.findByRole('table');
    expect(screen.getByText('When data is received')).toBeTruthy();
    expect(screen.queryByText('接收到数据时')).toBeNull();
  });
});
