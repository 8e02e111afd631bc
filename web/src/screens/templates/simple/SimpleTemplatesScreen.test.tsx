// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { cjkLeaks } from '../../../test/cjkLeaks';
import { renderScreen } from '../../apps/renderScreen';
import { operationClient } from '../../apps/testClient';
import { aCard } from '../testData';
import SimpleTemplatesScreen from './SimpleTemplatesScreen';

describe('/data-pipeline/create-simple-template', { timeout: 30_000 }, () => {
  it("lists the pair's templates; a card opens the guided form over it", async () => {
    const { client, calls } = operationClient({
      TemplatesForPair: () => ({
        data: {
          templates: {
            __typename: 'TemplatePage',
            total: 2,
            items: [aCard(), aCard({ templateId: '900000007', title: '订单通知到钉钉', titleEn: 'Orders to DingTalk' })],
          },
        },
      }),
    });
    const { user } = renderScreen(<SimpleTemplatesScreen />, {
      client,
      path: '/data-pipeline/create-simple-template?trigger_app_id=1001&action_app_id=2002',
    });
    const list = await screen.findByRole('list', { name: '模板列表' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Webhook 收到数据 → 发到钉钉群', '订单通知到钉钉']);
    expect(calls.map((c) => c.variables)).toEqual([{ filter: { triggerAppId: '1001', actionAppId: '2002' } }]);
    expect(await axeViolations()).toEqual([]);
    await user.click(within(list).getByRole('button', { name: '使用模板 订单通知到钉钉' }));
    expect(screen.getByTestId('location').textContent).toBe('/data-pipeline/create-simple-best?template_id=900000007');
  });

  it('reads in English, starters in their English words', async () => {
    const { client } = operationClient({
      TemplatesForPair: () => ({ data: { templates: { __typename: 'TemplatePage', total: 1, items: [aCard()] } } }),
    });
    renderScreen(<SimpleTemplatesScreen />, {
      client,
      path: '/data-pipeline/create-simple-template?trigger_app_id=1001&action_app_id=2002',
      language: 'en',
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Templates for these two apps' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Use template Webhook data → DingTalk group' })).toBeTruthy();
    expect(cjkLeaks([])).toEqual([]);
  });

  it('asks for both apps when the address lacks one', async () => {
    const { client, calls } = operationClient({});
    renderScreen(<SimpleTemplatesScreen />, { client, path: '/data-pipeline/create-simple-template?trigger_app_id=1001' });
    expect(await screen.findByText('请先选择触发应用和执行应用')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
