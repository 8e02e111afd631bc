// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { cjkLeaks } from '../../../test/cjkLeaks';
import { renderScreen } from '../../apps/renderScreen';
import { operationClient } from '../../apps/testClient';
import { aCard } from '../testData';
import SimpleIndexScreen from './SimpleIndexScreen';
import { simpleCatalogue } from './simpleTestData';

function setup(total: number, language: 'zh-CN' | 'en' = 'zh-CN') {
  const { client, calls } = operationClient({
    AppCatalogue: () => ({ data: simpleCatalogue }),
    TemplatesForPair: () => ({ data: { templates: { __typename: 'TemplatePage', total, items: total > 0 ? [aCard()] : [] } } }),
  });
  return { ...renderScreen(<SimpleIndexScreen />, { client, path: '/data-pipeline/create-simple-index', language }), calls };
}

describe('/data-pipeline/create-simple-index', { timeout: 30_000 }, () => {
  it('offers trigger apps and action apps (no flow-shaping built-ins), then the best practice of the pair', async () => {
    const { user, calls } = setup(2);
    const triggers = await screen.findByRole('radiogroup', { name: /触发应用/ });
    const actions = screen.getByRole('radiogroup', { name: /执行应用/ });
    expect(
      within(triggers)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['1001', '2006']);
    expect(
      within(actions)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['1007', '2002', '2006']);
    expect(screen.getByText('请先选择触发应用和执行应用')).toBeTruthy();
    expect((screen.getByRole('button', { name: '使用最佳实践' }) as HTMLButtonElement).disabled).toBe(true);
    expect(await axeViolations()).toEqual([]);

    await user.click(within(triggers).getByRole('radio', { name: 'Webhook' }));
    await user.click(within(actions).getByRole('radio', { name: '钉钉群机器人' }));
    expect(await screen.findByText('有 2 个模板可用')).toBeTruthy();
    expect(calls.filter((c) => c.operation === 'TemplatesForPair').map((c) => c.variables)).toEqual([
      { filter: { triggerAppId: '1001', actionAppId: '2002' } },
    ]);
    await user.click(screen.getByRole('button', { name: '使用最佳实践' }));
    expect(screen.getByTestId('location').textContent).toBe('/data-pipeline/create-simple-best?trigger_app_id=1001&action_app_id=2002');
  });

  it('lists every template of the pair on request', async () => {
    const { user } = setup(2);
    await user.click(await screen.findByRole('radio', { name: 'Webhook' }));
    await user.click(screen.getByRole('radio', { name: '发送数据' }));
    await user.click(await screen.findByRole('button', { name: '查看全部模板' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/data-pipeline/create-simple-template?trigger_app_id=1001&action_app_id=1007'),
    );
  });

  it('says when a pair has no template and leads to the gallery', async () => {
    const { user } = setup(0);
    await user.click(await screen.findByRole('radio', { name: 'Webhook' }));
    await user.click(screen.getByRole('radio', { name: '钉钉群机器人' }));
    expect(await screen.findByText('这两个应用还没有模板')).toBeTruthy();
    expect(screen.getByRole('link', { name: '浏览全部模板' }).getAttribute('href')).toBe('/pipeline-template');
    expect((screen.getByRole('button', { name: '使用最佳实践' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('names the apps in English for English readers', async () => {
    setup(1, 'en');
    expect(await screen.findByRole('radio', { name: 'DingTalk group bot' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Send data' })).toBeTruthy();
    expect(cjkLeaks([])).toEqual([]);
  });
});
