// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { cjkLeaks } from '../../test/cjkLeaks';
import { renderScreen } from '../apps/renderScreen';
import { operationClient } from '../apps/testClient';
import EmbedSettingsScreen from './EmbedSettingsScreen';

const SLOW = { timeout: 5000 };
const SECRET = 'hls_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0';

const aPartner = (domains: string[]) => ({
  __typename: 'SdkPartner',
  partnerId: '5000000000000000001',
  corpId: 'hlc_0123456789abcdef',
  domains,
  disabledAt: null,
  createdAt: '2026-12-01T00:00:00Z',
});

const aPage = {
  __typename: 'SdkPageConfig',
  cfgId: '6000000000000000001',
  name: 'Order desk',
  role: 'editor',
  roleName: '编辑者',
  hiddenNav: true,
  screens: ['editor', 'logs'],
  appIds: [],
  landing: '/data-pipeline/create',
};

/** The platform as the screen meets it: no partner until the first save, which answers the secret once. */
function setup(language: 'zh-CN' | 'en' = 'zh-CN') {
  let partner: ReturnType<typeof aPartner> | null = null;
  const { client, calls } = operationClient({
    SdkPartner: () => ({ data: { sdkPartner: partner } }),
    SaveSdkPartner: (v) => {
      partner = aPartner(v.domains as string[]);
      return { data: { saveSdkPartner: { __typename: 'SavedSdkPartner', secret: SECRET, partner } } };
    },
    SdkPageConfigs: () => ({ data: { sdkPageConfigs: [aPage] } }),
    EmbedChoices: () => ({
      data: {
        companyRoles: [{ __typename: 'Role', roleId: 'editor', builtinRole: 'EDITOR', name: '编辑者' }],
        apps: [{ __typename: 'App', appId: '1012', appName: '钉钉', appNameEn: 'DingTalk' }],
      },
    }),
  });
  return { ...renderScreen(<EmbedSettingsScreen />, { client, path: '/developer/embed', language }), calls };
}

describe('嵌入设置', () => {
  it('turns embedding on with the allowed origins and shows the secret once, after the partner is read back', async () => {
    const { user, calls } = setup();
    await user.type(await screen.findByLabelText('允许嵌入的域名', undefined, SLOW), 'https://Partner.example.com/');
    await user.click(screen.getByRole('button', { name: '开启嵌入' }));
    await screen.findByText(/hlc_0123456789abcdef/, undefined, SLOW);
    await waitFor(() => expect(screen.getByLabelText('密钥', { selector: 'input' })).toHaveProperty('value', SECRET), SLOW);
    expect(calls.find((c) => c.operation === 'SaveSdkPartner')?.variables).toEqual({ domains: ['https://partner.example.com'] });
    // the page configurations appear once there is a partner
    const table = await screen.findByRole('table', { name: '页面配置列表' }, SLOW);
    expect(within(table).getByRole('row', { name: /Order desk/ }).textContent).toContain('流程编辑器、运行日志 (隐藏导航)');
    expect(await axeViolations()).toEqual([]);
  }, 20_000);

  it('names what is not an origin and sends nothing', async () => {
    const { user, calls } = setup();
    await user.type(await screen.findByLabelText('允许嵌入的域名', undefined, SLOW), 'https://partner.example.com/shop');
    expect(screen.getByText(/这些不是有效的来源/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '开启嵌入' })).toHaveProperty('disabled', true);
    expect(calls.some((c) => c.operation === 'SaveSdkPartner')).toBe(false);
  });

  it('says everything in English, with the page configuration dialog open, and passes axe', async () => {
    const { user } = setup('en');
    await user.type(await screen.findByLabelText('Origins allowed to embed', undefined, SLOW), 'https://partner.example.com');
    await user.click(screen.getByRole('button', { name: 'Turn on embedding' }));
    await screen.findByRole('table', { name: 'Page configurations' }, SLOW);
    expect(screen.getByRole('row', { name: /Order desk/ }).textContent).toContain('Editor');
    await user.click(screen.getByRole('button', { name: 'New page configuration' }));
    await screen.findByRole('dialog', undefined, SLOW);
    expect(cjkLeaks(['Order desk'])).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  }, 20_000);
});
