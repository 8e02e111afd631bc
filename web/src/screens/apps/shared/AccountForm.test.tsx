// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../renderScreen';
import { account, dingtalkApp, githubApp } from '../testData';
import { operationClient } from '../testClient';
import { AccountForm, type FormApp } from './AccountForm';
import { PENDING_AUTH_KEY as PENDING_AUTHORIZATION_KEY } from '../../oauth/pendingAuthorization';

afterEach(() => window.sessionStorage.clear());

function setup(app: FormApp, options: { language?: 'zh-CN' | 'en'; edit?: boolean; path?: string } = {}) {
  const onSaved = vi.fn();
  const { client, calls } = operationClient({
    AddAppAccount: (v) => ({ data: { addAppAccount: account({ accountId: '40', accountName: v.accountName ?? '钉钉群机器人 1' }) } }),
    UpdateAppAccount: () => ({ data: { updateAppAccount: account() } }),
  });
  const view = renderScreen(<AccountForm app={app} account={options.edit ? account() : undefined} onSaved={onSaved} returnTo="/data-pipeline/7" />, {
    client,
    ...(options.language && { language: options.language }),
    ...(options.path && { path: options.path }),
  });
  return { ...view, calls, onSaved };
}

describe('the generated account form', () => {
  it('asks for required fields in Chinese, keeps secrets in a password input, and saves the auth data', async () => {
    const { user, calls, onSaved } = setup(dingtalkApp());
    const form = screen.getByRole('form', { name: '钉钉群机器人账户表单' });
    expect(within(form).getByLabelText('加签密钥').getAttribute('type')).toBe('password');
    expect(within(form).getByText('机器人安全设置中的加签密钥')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(within(form).getByText('请填写机器人 Webhook 地址')).toBeTruthy();
    expect(calls).toHaveLength(0);
    await user.type(within(form).getByLabelText(/机器人 Webhook 地址/), ' http://127.0.0.1:9/robot/send?access_token=t ');
    await user.type(within(form).getByLabelText('加签密钥'), 'SECabc');
    await user.type(within(form).getByLabelText('账户名称'), '销售群');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls[0]).toEqual({
      operation: 'AddAppAccount',
      variables: {
        appId: '2002',
        accountType: 'custom',
        accountName: '销售群',
        authData: { webhook_url: 'http://127.0.0.1:9/robot/send?access_token=t', secret: 'SECabc' },
      },
    });
    expect(onSaved.mock.calls[0]![0].accountId).toBe('40');
  });

  it('edits with secrets left as ****** (kept by the platform) and says so', async () => {
    const { user, calls } = setup(dingtalkApp(), { edit: true });
    expect(screen.getByLabelText('加签密钥')).toHaveProperty('value', '******');
    expect(screen.getByText('保持 ****** 不变则沿用已保存的值')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '保存' }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.variables).toEqual({
      accountId: '31',
      authData: { webhook_url: 'http://127.0.0.1:9/robot/send?access_token=x', secret: '******' },
    });
  });

  it('lets the person choose the method, and an OAuth 2 method goes to the authorisation with the form kept aside', async () => {
    const { user, calls } = setup(githubApp());
    await user.click(screen.getByRole('radio', { name: 'OAuth 2 授权' }));
    await user.type(screen.getByLabelText(/Client ID/), 'cid');
    await user.type(screen.getByLabelText(/Client secret/), 'csecret');
    await user.click(screen.getByRole('button', { name: '去授权' }));
    expect(screen.getByTestId('location').textContent).toBe('/app-auth-redirect/2006?return_to=%2Fdata-pipeline%2F7');
    expect(JSON.parse(window.sessionStorage.getItem(PENDING_AUTHORIZATION_KEY)!)).toEqual({
      appId: '2006',
      authData: { client_id: 'cid', client_secret: 'csecret' },
      returnTo: '/data-pipeline/7',
    });
    expect(calls).toHaveLength(0);
  });

  it('words everything in English for an English reader', () => {
    setup(dingtalkApp(), { language: 'en' });
    expect(screen.getByRole('form', { name: 'DingTalk group bot account form' })).toBeTruthy();
    expect(screen.getByLabelText('Signing secret')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('proves a 美团 account through its confirmation call instead of adding it directly', async () => {
    const meituan = {
      appId: '2008',
      appName: '美团外卖',
      appNameEn: 'Meituan Waimai',
      authMethods: [
        {
          type: 'custom',
          fields: [
            { key: 'app_id', kind: 'text', label: '开发者 app_id', required: true },
            { key: 'app_secret', kind: 'text', label: 'app_secret', required: true, secret: true },
          ],
        },
      ],
    };
    const onSaved = vi.fn();
    const { client, calls } = operationClient({
      ConfirmMeituanAccount: () => ({ data: { confirmMeituanAccount: account({ accountId: '50', appId: '2008' }) } }),
    });
    const { user } = renderScreen(<AccountForm app={meituan} onSaved={onSaved} />, { client });
    await user.type(screen.getByLabelText(/开发者 app_id/), '4321');
    await user.type(screen.getByLabelText(/app_secret/), 'shh');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls).toEqual([
      { operation: 'ConfirmMeituanAccount', variables: { input: { accountName: '美团外卖', appId: '4321', appSecret: 'shh' } } },
    ]);
  });
});
