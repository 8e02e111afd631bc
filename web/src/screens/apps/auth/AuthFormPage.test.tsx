// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../renderScreen';
import { account, dingtalkApp } from '../testData';
import { operationClient } from '../testClient';
import AppAuthScreen from './AppAuthScreen';
import MauticAuthScreen from './MauticAuthScreen';

describe('account form pages', { timeout: 30_000 }, () => {
  it('/app-manage/auth?app_id= shows the app’s form and returns to the app once saved', async () => {
    const { client, calls } = operationClient({
      AppDetail: (v) => ({ data: { app: v.appId === '2002' ? dingtalkApp() : null } }),
      AddAppAccount: () => ({ data: { addAppAccount: account({ accountId: '41' }) } }),
    });
    const { user } = renderScreen(<AppAuthScreen />, { client, path: '/app-manage/auth?app_id=2002' });
    expect(await screen.findByRole('heading', { name: '钉钉群机器人授权' })).toBeTruthy();
    await user.type(screen.getByLabelText(/机器人 Webhook 地址/), 'http://127.0.0.1:9/robot/send?access_token=t');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('添加成功')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/app-manage?app=2002');
    expect(calls.map((c) => c.operation)).toEqual(['AppDetail', 'AddAppAccount']);
  });

  it('/app-manage/auth without an app says what to do', () => {
    const { client } = operationClient({});
    renderScreen(<AppAuthScreen />, { client, path: '/app-manage/auth' });
    expect(screen.getByText('请从应用管理中选择要授权的应用')).toBeTruthy();
  });

  it('/mautic-api4 asks for app 2011 and says plainly when the platform does not list it', async () => {
    const { client, calls } = operationClient({ AppDetail: () => ({ data: { app: null } }) });
    renderScreen(<MauticAuthScreen />, { client, path: '/mautic-api4' });
    expect(await screen.findByText('应用 2011 不存在或尚未上线')).toBeTruthy();
    expect(calls[0]!.variables).toEqual({ appId: '2011' });
  });
});
