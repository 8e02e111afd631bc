// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import type { BuiltinRole } from '@huiliu/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { cjkLeaks } from '../../test/cjkLeaks';
import { renderScreen } from '../apps/renderScreen';
import { operationClient, type Answer } from '../apps/testClient';
import MembersScreen from './MembersScreen';
import { aMe, aMember, CUSTOM_ROLE_ID, someRoles } from './testData';

const SLOW = { timeout: 5000 };

const owner = aMember({
  userid: '1000000000000000001',
  uname: '张三',
  email: 'zhang.san@example.com',
  role: 'owner',
  builtinRole: 'OWNER',
  roleName: '所有者',
});
const editor = aMember();
const disabledViewer = aMember({
  userid: '1000000000000000003',
  uname: '王五',
  role: 'viewer',
  builtinRole: 'VIEWER',
  roleName: '查看者',
  disabled: true,
  lastLoginAt: null,
});
const custom = aMember({ userid: '1000000000000000004', uname: '赵六', role: CUSTOM_ROLE_ID, builtinRole: null, roleName: '运营' });
const PEOPLE = [owner, editor, disabledViewer, custom];

function setup(options: { role?: BuiltinRole; language?: 'zh-CN' | 'en'; members?: Answer; patch?: Answer; toggle?: Answer } = {}) {
  const { client, calls } = operationClient({
    Me: () => aMe(options.role ?? 'owner'),
    CompanyRoles: () => someRoles(),
    Members: options.members ?? (() => ({ data: { members: { __typename: 'UserPage', total: 20, items: PEOPLE } } })),
    UpdateUserProductRoles:
      options.patch ??
      ((v) => ({
        data: {
          updateUserProductRoles: {
            __typename: 'UserProductRoles',
            userId: v.userId,
            roles: (v.roles as { role: string }[]).map((r) => ({
              __typename: 'ProductRole',
              product: 'huiliu',
              role: r.role,
              builtinRole: null,
              roleName: '',
            })),
          },
        },
      })),
    SetUserDisabled: options.toggle ?? ((v) => ({ data: { setUserDisabled: { __typename: 'User', userid: v.userId, disabled: v.disabled } } })),
  });
  return { ...renderScreen(<MembersScreen />, { client, path: '/company/members', language: options.language }), calls };
}

const ops = (calls: { operation: string; variables: Record<string, unknown> }[], operation: string) =>
  calls.filter((c) => c.operation === operation).map((c) => c.variables);

afterEach(() => vi.restoreAllMocks());

describe('/company/members, the members tab', { timeout: 30_000 }, () => {
  it('lists people with their role as a select, their state and last sign-in, 15 a page, axe-clean', async () => {
    const { calls } = setup();
    const table = await screen.findByRole('table', { name: '成员' }, SLOW);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(within(rows[1]!).getByText('（我）')).toBeTruthy();
    expect(within(rows[1]!).queryByRole('button', { name: /停用/ })).toBeNull();
    const select = (await within(rows[2]!).findByRole('combobox', { name: '李四 的角色' })) as HTMLSelectElement;
    expect(select.value).toBe('editor');
    expect([...select.options].map((o) => o.textContent)).toEqual(['所有者', '管理员', '编辑者', '查看者', '运营']);
    expect(within(rows[3]!).getByText('已停用')).toBeTruthy();
    expect(within(rows[3]!).getByText('尚未登录')).toBeTruthy();
    expect(within(rows[4]!).getByRole('combobox', { name: '赵六 的角色' })).toBeTruthy();
    expect(screen.getByText('共 20 条')).toBeTruthy();
    expect(ops(calls, 'Members')[0]).toEqual({ filter: { keyword: null, role: null, disabled: null }, limit: 15, offset: 0 });
    expect(await axeViolations()).toEqual([]);
  });

  it('searches 500 ms after typing stops, and filters by role and state', async () => {
    const { user, calls } = setup();
    await screen.findByRole('table', { name: '成员' }, SLOW);
    await user.type(screen.getByRole('searchbox'), '李');
    expect(ops(calls, 'Members').some((v) => (v.filter as { keyword: unknown }).keyword === '李')).toBe(false);
    await waitFor(() => expect(ops(calls, 'Members').at(-1)).toMatchObject({ filter: { keyword: '李' } }), SLOW);
    await user.selectOptions(screen.getByRole('combobox', { name: '角色' }), '运营');
    await user.selectOptions(screen.getByRole('combobox', { name: '状态' }), '已停用');
    await waitFor(() =>
      expect(ops(calls, 'Members').at(-1)).toEqual({ filter: { keyword: '李', role: CUSTOM_ROLE_ID, disabled: true }, limit: 15, offset: 0 }),
    );
  });

  it('changes a role through the product roles call and shows the role the platform answered (spec §4)', async () => {
    // the platform holds 'viewer' whatever was asked: the select must show that
    const patch: Answer = (v) => ({
      data: {
        updateUserProductRoles: {
          __typename: 'UserProductRoles',
          userId: v.userId,
          roles: [{ __typename: 'ProductRole', product: 'huiliu', role: 'viewer', builtinRole: 'VIEWER', roleName: '查看者' }],
        },
      },
    });
    const { user, calls } = setup({ patch });
    const select = (await screen.findByRole('combobox', { name: '李四 的角色' }, SLOW)) as HTMLSelectElement;
    await user.selectOptions(select, '管理员');
    await waitFor(() =>
      expect(ops(calls, 'UpdateUserProductRoles')).toEqual([{ userId: editor.userid, roles: [{ product: 'huiliu', role: 'admin' }] }]),
    );
    await waitFor(() => expect(select.value).toBe('viewer'));
  });

  it('only logs a refused role change to the console and shows the role the person still holds (spec §8)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const patch: Answer = () => ({ errors: [{ message: '只有所有者可以设置或取消所有者', extensions: { code: 'FORBIDDEN', upstreamCode: 4205 } }] });
    const { user } = setup({ patch });
    const select = (await screen.findByRole('combobox', { name: '李四 的角色' }, SLOW)) as HTMLSelectElement;
    await user.selectOptions(select, '查看者');
    await waitFor(() => expect(logged).toHaveBeenCalledWith('updateUserProductRoles:', expect.stringContaining('只有所有者')));
    await waitFor(() => expect(select.value).toBe('editor'));
    expect(screen.queryByText(/只有所有者/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('disables a person only after a confirmation', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: '停用 李四' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: '停用 李四？' }, SLOW);
    expect(within(dialog).getByText(/登录立即失效/)).toBeTruthy();
    expect(ops(calls, 'SetUserDisabled')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '停用' }));
    await waitFor(() => expect(ops(calls, 'SetUserDisabled')).toEqual([{ userId: editor.userid, disabled: true }]));
    expect(await screen.findByText('已停用 李四')).toBeTruthy();
  });

  it('enables a disabled person the same way', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: '启用 王五' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: '启用 王五？' }, SLOW);
    await user.click(within(dialog).getByRole('button', { name: '启用' }));
    await waitFor(() => expect(ops(calls, 'SetUserDisabled')).toEqual([{ userId: disabledViewer.userid, disabled: false }]));
  });

  it('says why a disable was refused, in the platform’s words', async () => {
    const toggle: Answer = () => ({ errors: [{ message: '只有所有者可以设置或取消所有者', extensions: { code: 'FORBIDDEN', upstreamCode: 4205 } }] });
    const { user } = setup({ role: 'admin', toggle });
    await user.click(await screen.findByRole('button', { name: '停用 李四' }, SLOW));
    await user.click(within(await screen.findByRole('dialog', {}, SLOW)).getByRole('button', { name: '停用' }));
    expect(await screen.findByText('只有所有者可以设置或取消所有者')).toBeTruthy();
  });

  it('offers an admin no owner role and leaves an owner’s role unchangeable by them', async () => {
    setup({ role: 'admin' });
    const table = await screen.findByRole('table', { name: '成员' }, SLOW);
    const select = (await within(table).findByRole('combobox', { name: '李四 的角色' })) as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['admin', 'editor', 'viewer', CUSTOM_ROLE_ID]);
    expect(within(table).queryByRole('combobox', { name: '张三 的角色' })).toBeNull();
    expect(within(within(table).getAllByRole('row')[1]!).getByText('所有者')).toBeTruthy();
  });

  it('shows a viewer the list read-only: no role selects, no disabling', async () => {
    setup({ role: 'viewer', language: 'zh-CN' });
    const table = await screen.findByRole('table', { name: '成员' }, SLOW);
    expect(within(table).getByText('编辑者')).toBeTruthy();
    expect(within(table).queryByRole('combobox')).toBeNull();
    expect(within(table).queryByRole('button')).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: '操作' })).toBeNull();
  });

  it('only logs a failed member list to the console (spec §8)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setup({ members: () => ({ errors: [{ message: '服务暂时不可用，请稍后重试', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] }) });
    await waitFor(() => expect(logged).toHaveBeenCalledWith('members:', expect.stringContaining('服务暂时不可用')), SLOW);
    expect(screen.queryByText(/服务暂时不可用/)).toBeNull();
    expect(screen.queryByText('获取数据失败')).toBeNull();
  });

  it('reads in English: built-in roles in words of the reader, custom roles and people by their own names', async () => {
    setup({ language: 'en' });
    const table = await screen.findByRole('table', { name: 'Members' }, SLOW);
    const select = (await within(table).findByRole('combobox', { name: 'Role of 李四' })) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Owner', 'Administrator', 'Editor', 'Viewer', '运营']);
    expect(within(table).getByText('Disabled')).toBeTruthy();
    expect(cjkLeaks(['张三', '李四', '王五', '赵六', '运营'])).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });
});
