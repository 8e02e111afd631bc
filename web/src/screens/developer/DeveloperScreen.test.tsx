// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { cjkLeaks } from '../../test/cjkLeaks';
import { renderScreen } from '../apps/renderScreen';
import { operationClient } from '../apps/testClient';
import DeveloperScreen from './DeveloperScreen';
import { openApp } from './testFixtures';

const SLOW = { timeout: 5000 };

describe('/developer 开发者中心', () => {
  it('lists the company’s apps with state, visibility and published version', async () => {
    const { client } = operationClient({
      OpenApps: () => ({
        data: { openApps: [openApp(), openApp({ appId: '1000002', name: '库存', publishedVersion: null, state: 2, visibility: 'PUBLIC' })] },
      }),
    });
    renderScreen(<DeveloperScreen />, { client, path: '/developer' });
    const table = await screen.findByRole('table', { name: '我的应用' }, SLOW);
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('Order desk1000001公测仅本公司0.1.0');
    expect(rows[2]!.textContent).toContain('库存1000002下线所有公司未发布');
    expect(within(rows[1]!).getByRole('link', { name: 'Order desk' }).getAttribute('href')).toBe('/developer/apps/1000001');
  });

  it('新建应用 asks for both names, creates and opens the new app', async () => {
    const { client, calls } = operationClient({
      OpenApps: () => ({ data: { openApps: [] } }),
      CreateOpenApp: () => ({ data: { createOpenApp: { __typename: 'OpenApp', appId: '1000009' } } }),
    });
    const { user } = renderScreen(<DeveloperScreen />, { client, path: '/developer' });
    await screen.findByText(/还没有应用/, {}, SLOW);
    await user.click(screen.getByRole('button', { name: '新建应用' }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    await user.click(within(dialog).getByRole('button', { name: '创建' }));
    expect(within(dialog).getByText('请填写应用名称')).toBeTruthy();
    expect(within(dialog).getByText('请填写英文名称')).toBeTruthy();
    expect(calls.some((c) => c.operation === 'CreateOpenApp')).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: /应用名称（中文）/ }), '订单助手');
    await user.type(within(dialog).getByRole('textbox', { name: /应用名称（英文）/ }), 'Order helper');
    await user.click(within(dialog).getByRole('button', { name: '创建' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveProperty('textContent', '/developer/apps/1000009'));
    expect(calls.find((c) => c.operation === 'CreateOpenApp')?.variables).toEqual({
      input: { name: '订单助手', nameEn: 'Order helper', classType: 'developer', authType: 'api_key' },
    });
  });

  it('passes axe and shows no Chinese in English', async () => {
    const { client } = operationClient({ OpenApps: () => ({ data: { openApps: [openApp()] } }) });
    const { user } = renderScreen(<DeveloperScreen />, { client, path: '/developer', language: 'en' });
    await screen.findByRole('table', { name: 'My apps' }, SLOW);
    expect(await axeViolations()).toEqual([]);
    expect(cjkLeaks([])).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'New app' }));
    await screen.findByRole('dialog', {}, SLOW);
    expect(await axeViolations()).toEqual([]);
    expect(cjkLeaks([])).toEqual([]);
  });
});
