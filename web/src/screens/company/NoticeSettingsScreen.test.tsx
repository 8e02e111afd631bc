// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { cjkLeaks } from '../../test/cjkLeaks';
import { renderScreen } from '../apps/renderScreen';
import { operationClient, type Answer } from '../apps/testClient';
import NoticeSettingsScreen from './NoticeSettingsScreen';
import { aConfig, aMe, EVERYTHING, LI, WANG, ZHANG } from './testData';

const settings = (smsConfigured: boolean) => ({
  noticeEventConfigs: {
    __typename: 'NoticeEventConfigs',
    emailConfigured: true,
    smsConfigured,
    items: [
      aConfig('PROCESS_ERROR', { emailNotice: true, notifiedUsers: [ZHANG, LI], updatedAt: '2026-11-20T02:30:00Z' }),
      aConfig('ACCOUNT_FAILED', { notifiedUsers: [ZHANG] }),
      aConfig('QUOTA_REACHED', { status: false }),
    ],
  },
  users: { __typename: 'UserPage', total: 3, items: [ZHANG, LI, WANG] },
});

function setup(options: { permissions?: readonly string[]; language?: 'zh-CN' | 'en'; sms?: boolean; save?: Answer } = {}) {
  const { client, calls } = operationClient({
    Me: () => ({ data: aMe(options.permissions ?? EVERYTHING) }),
    NoticeSettings: () => ({ data: settings(options.sms ?? false) }),
    SaveNoticeEventConfig:
      options.save ?? ((v) => ({ data: { saveNoticeEventConfig: aConfig(v.eventType as string, { updatedAt: '2026-11-21T00:00:00Z' }) } })),
  });
  return { ...renderScreen(<NoticeSettingsScreen />, { client, path: '/company/notices', language: options.language }), calls };
}

const saves = (calls: { operation: string; variables: Record<string, unknown> }[]) =>
  calls.filter((c) => c.operation === 'SaveNoticeEventConfig').map((c) => c.variables);

describe('/company/notices', { timeout: 30_000 }, () => {
  it('shows each event with its switches and people, says which channels are not configured, axe-clean', async () => {
    setup();
    const failed = await screen.findByRole('region', { name: '流程运行失败' });
    expect((within(failed).getByRole('switch', { name: '开启通知' }) as HTMLInputElement).checked).toBe(true);
    expect((within(failed).getByRole('checkbox', { name: '邮件通知' }) as HTMLInputElement).checked).toBe(true);
    const sms = within(failed).getByRole('checkbox', { name: '短信通知' }) as HTMLInputElement;
    expect(sms.disabled).toBe(true);
    expect(document.getElementById(sms.getAttribute('aria-describedby')!)?.textContent).toBe('短信网关未配置，暂不能开启');
    const chosen = within(within(failed).getByRole('toolbar', { name: '已选择的通知人员' }));
    expect(chosen.getAllByRole('button').map((o) => o.textContent)).toEqual(['张三', '李四（已停用，不再通知）']);
    expect(within(failed).getByText(/上次保存：2026\/11\/20 10:30/)).toBeTruthy();
    // Fluent names the picker's expand button 'Open' unless told otherwise
    expect(within(failed).getByRole('button', { name: '展开成员列表' })).toBeTruthy();
    expect(screen.getByText(/短信网关未配置：短信通知的设置会保存/)).toBeTruthy();
    expect((within(screen.getByRole('region', { name: '运行次数已用完' })).getByRole('switch') as HTMLInputElement).checked).toBe(false);
    expect(await axeViolations()).toEqual([]);
  });

  it('saves one event: its switches and the people picked among members who are not disabled', async () => {
    const { user, calls } = setup({ sms: true });
    const account = await screen.findByRole('region', { name: '应用账户授权失败' });
    await user.click(within(account).getByRole('checkbox', { name: '邮件通知' }));
    await user.click(within(account).getByRole('checkbox', { name: '短信通知' }));
    await user.click(within(account).getByRole('combobox', { name: /通知人员/ }));
    // a multiselect Combobox lists its options as a menu of checkable items
    const options = within(screen.getByRole('menu', { name: '通知人员' })).getAllByRole('menuitemcheckbox');
    expect(options.map((o) => o.textContent)).toEqual(['张三 · 1@example.com', '王五 · 3@example.com']);
    await user.click(options[1]!);
    await user.click(within(account).getByRole('button', { name: '张三 移除' }));
    await user.click(within(account).getByRole('button', { name: '保存应用账户授权失败的设置' }));
    await waitFor(() =>
      expect(saves(calls)).toEqual([
        { eventType: 'ACCOUNT_FAILED', input: { status: true, emailNotice: true, smsNotice: true, notifiedUserIds: [WANG.userid] } },
      ]),
    );
    expect(await screen.findByText('应用账户授权失败的通知设置已保存')).toBeTruthy();
  });

  it('says why the platform refused the people', async () => {
    const refusal = { message: '通知人员必须是本公司未停用的成员', extensions: { code: 'BAD_USER_INPUT', upstreamCode: 4250 } };
    const { user } = setup({ save: () => ({ errors: [refusal] }) });
    const failed = await screen.findByRole('region', { name: '流程运行失败' });
    await user.click(within(failed).getByRole('button', { name: '保存流程运行失败的设置' }));
    expect(await within(failed).findByText('通知人员必须是本公司未停用的成员')).toBeTruthy();
  });

  it('is read-only without company.manage', async () => {
    setup({ permissions: ['PIPELINES_VIEW'], sms: true });
    const failed = await screen.findByRole('region', { name: '流程运行失败' });
    expect(screen.getByText('你可以查看通知设置；只有拥有“企业管理”权限的成员可以修改。')).toBeTruthy();
    expect((within(failed).getByRole('switch') as HTMLInputElement).disabled).toBe(true);
    expect((within(failed).getByRole('checkbox', { name: '邮件通知' }) as HTMLInputElement).disabled).toBe(true);
    expect((within(failed).getByRole('combobox', { name: /通知人员/ }) as HTMLInputElement).disabled).toBe(true);
    expect(within(failed).queryByRole('button', { name: /移除/ })).toBeNull();
    expect(screen.queryAllByRole('button', { name: /^保存/ })).toEqual([]);
  });

  it('reads in English with nothing Chinese but the people’s names, axe-clean', async () => {
    setup({ language: 'en' });
    const failed = await screen.findByRole('region', { name: 'Run failed' });
    expect(within(failed).getByRole('button', { name: 'Save the Run failed settings' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Runs used up' })).toBeTruthy();
    expect(cjkLeaks(['张三', '李四', '王五'])).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });
});
