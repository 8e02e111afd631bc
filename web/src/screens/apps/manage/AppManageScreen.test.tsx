// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../renderScreen';
import { account, catalogue, dingtalkApp } from '../testData';
import { operationClient } from '../testClient';
import AppManageScreen from './AppManageScreen';

/** Fluent's modal focus traps settle late on a busy machine: dialogs opened from the drawer get more time. */
const SLOW = { timeout: 5000 };

const used = account({ processNum: 1, pipelines: [{ __typename: 'Pipeline', processId: '7', title: '订单通知' }] });

function setup(
  extra: Record<
    string,
    (v: Record<string, unknown>) => { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] }
  > = {},
  accounts = [used],
) {
  const { client, calls } = operationClient({
    AppCatalogue: () => ({ data: catalogue(accounts) }),
    AppSearch: (v) => ({
      data: {
        searchApps:
          v.q === 'dd'
            ? [
                {
                  __typename: 'AppSearchHit',
                  type: 'app',
                  appId: '2002',
                  actionId: null,
                  name: '钉钉群机器人',
                  nameEn: 'DingTalk group bot',
                  highlighted: '<em>钉钉</em>群机器人',
                },
              ]
            : [],
      },
    }),
    AppDetail: () => ({ data: { app: dingtalkApp(accounts) } }),
    ...extra,
  });
  return { ...renderScreen(<AppManageScreen />, { client }), calls };
}

describe('/app-manage', { timeout: 30_000 }, () => {
  it('lists the catalogue by class with counts, and a class tab shows only its apps', async () => {
    const { user } = setup();
    const list = await screen.findByRole('list', { name: '应用列表' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('tab', { name: '全部（2）' })).toBeTruthy();
    expect(within(list).getByText('1 个账户')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: '开发者工具（1）' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByRole('button', { name: 'GitHub' })).toBeTruthy();
    expect(within(list).getByText('测试版')).toBeTruthy();
  });

  it('searches through the search service after typing stops (pinyin "dd" finds 钉钉)', async () => {
    const { user, calls } = setup();
    await screen.findByRole('list', { name: '应用列表' });
    await user.type(screen.getByRole('searchbox', { name: '搜索应用和动作' }), 'dd');
    expect(calls.some((c) => c.operation === 'AppSearch')).toBe(false);
    await waitFor(() => expect(screen.getByRole('list', { name: '应用列表' }).querySelectorAll('li')).toHaveLength(1), { timeout: 2000 });
    expect(calls.filter((c) => c.operation === 'AppSearch').map((c) => c.variables.q)).toEqual(['dd']);
    expect(screen.getByRole('button', { name: '钉钉群机器人' })).toBeTruthy();
  });

  it("shows an app's actions and accounts, and renames an account ('修改成功')", async () => {
    const { user, calls } = setup({
      RenameAppAccount: (v) => ({
        data: { renameAppAccount: { __typename: 'AppAccount', accountId: '31', accountName: v.accountName, updatedAt: '2026-11-22T03:00:00Z' } },
      }),
    });
    await user.click(await screen.findByRole('button', { name: '钉钉群机器人' }));
    const drawer = await screen.findByRole('region', { name: '钉钉群机器人' }, SLOW);
    expect(await within(drawer).findByText('发送文本消息')).toBeTruthy();
    const item = within(drawer).getByRole('listitem', { name: '销售群' });
    expect(within(item).getByText('连接正常')).toBeTruthy();
    expect(within(item).getByText('王小明')).toBeTruthy();
    await user.click(within(item).getByRole('button', { name: '重命名' }));
    const rename = await screen.findByRole('dialog', { name: '修改账户名称' }, SLOW);
    const input = within(rename).getByRole('textbox');
    await user.clear(input);
    await user.type(input, '客服群');
    await user.click(within(rename).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('修改成功', {}, SLOW)).toBeTruthy();
    expect(calls.find((c) => c.operation === 'RenameAppAccount')?.variables).toEqual({ accountId: '31', accountName: '客服群' });
  });

  it('names the pipelines a used account would break, and deletes only when asked again', async () => {
    const { user, calls } = setup({ DeleteAppAccount: () => ({ data: { deleteAppAccount: '31' } }) });
    await user.click(await screen.findByRole('button', { name: '钉钉群机器人' }));
    const drawer = await screen.findByRole('region', { name: '钉钉群机器人' }, SLOW);
    await user.click(within(await within(drawer).findByRole('listitem', { name: '销售群' })).getByRole('button', { name: '删除' }));
    const ask = await screen.findByRole('dialog', { name: '删除账户' }, SLOW);
    expect(within(within(ask).getByRole('list', { name: '将受影响的流程' })).getByText('订单通知')).toBeTruthy();
    await user.click(within(ask).getByRole('button', { name: '仍然删除' }));
    expect(await screen.findByText('删除成功', {}, SLOW)).toBeTruthy();
    expect(calls.find((c) => c.operation === 'DeleteAppAccount')?.variables).toEqual({ accountId: '31', confirm: true });
  });

  it("shows the pipelines from the platform's refusal when the page did not know them", async () => {
    let asked = 0;
    const { user, calls } = setup(
      {
        DeleteAppAccount: (v) =>
          ++asked === 1 && !v.confirm
            ? { errors: [{ message: '账户正在被流程使用', extensions: { pipelines: [{ process_id: '8', title: '日报推送' }] } }] }
            : { data: { deleteAppAccount: '31' } },
      },
      [account()],
    );
    await user.click(await screen.findByRole('button', { name: '钉钉群机器人' }));
    const drawer = await screen.findByRole('region', { name: '钉钉群机器人' }, SLOW);
    await user.click(within(await within(drawer).findByRole('listitem', { name: '销售群' })).getByRole('button', { name: '删除' }));
    const ask = await screen.findByRole('dialog', { name: '删除账户' }, SLOW);
    await user.click(within(ask).getByRole('button', { name: '删除' }));
    expect(await within(ask).findByText('日报推送', {}, SLOW)).toBeTruthy();
    await user.click(within(ask).getByRole('button', { name: '仍然删除' }));
    expect(await screen.findByText('删除成功', {}, SLOW)).toBeTruthy();
    expect(calls.filter((c) => c.operation === 'DeleteAppAccount').map((c) => c.variables.confirm)).toEqual([false, true]);
  });

  it('tests a connection and shows the result with the app’s words', async () => {
    const { user } = setup({
      TestAppAccount: () => ({
        data: {
          testAppAccount: {
            __typename: 'AccountTestResult',
            ok: false,
            message: 'token 无效',
            account: account({ status: 'FAILED', statusMessage: 'token 无效' }),
          },
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: '钉钉群机器人' }));
    const drawer = await screen.findByRole('region', { name: '钉钉群机器人' }, SLOW);
    await user.click(within(await within(drawer).findByRole('listitem', { name: '销售群' })).getByRole('button', { name: '测试连接' }));
    expect(await within(drawer).findByText('连接失败：token 无效')).toBeTruthy();
  });

  it('opens an app from the address (?app=) and goes back to the catalogue', async () => {
    const { client } = operationClient({ AppCatalogue: () => ({ data: catalogue() }), AppDetail: () => ({ data: { app: dingtalkApp() } }) });
    const { user } = renderScreen(<AppManageScreen />, { client, path: '/app-manage?app=2002' });
    const page = await screen.findByRole('region', { name: '钉钉群机器人' }, SLOW);
    expect(within(page).getByText('还没有账户，添加一个后即可在流程中使用')).toBeTruthy();
    await user.click(within(page).getByRole('button', { name: '返回应用列表' }));
    expect(await screen.findByRole('list', { name: '应用列表' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/app-manage');
  });
});
