// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import type { BuiltinRole } from '@huiliu/core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { cjkLeaks } from '../../../test/cjkLeaks';
import { renderScreen } from '../../apps/renderScreen';
import { operationClient, type Answer } from '../../apps/testClient';
import MembersScreen from '../MembersScreen';
import { aMe, CUSTOM_ROLE_ID, someRoles } from '../testData';

const SLOW = { timeout: 5000 };

function setup(options: { role?: BuiltinRole; language?: 'zh-CN' | 'en'; remove?: Answer } = {}) {
  const { client, calls } = operationClient({
    Me: () => aMe(options.role ?? 'owner'),
    CompanyRoles: () => someRoles({ owner: 1, editor: 3, [CUSTOM_ROLE_ID]: 2 }),
    Members: () => ({ data: { members: { __typename: 'UserPage', total: 0, items: [] } } }),
    CreateRole: () => ({ data: { createRole: { __typename: 'CompanyRole', roleId: '7000000000000000002' } } }),
    SaveRolePermissions: (v) => {
      const input = v.input as Record<string, unknown>;
      return {
        data: {
          saveRolePermissions: { __typename: 'CompanyRole', roleId: input.roleId, name: input.name, description: '', permissions: input.permissions },
        },
      };
    },
    DeleteRole: options.remove ?? ((v) => ({ data: { deleteRole: v.roleId } })),
  });
  const view = renderScreen(<MembersScreen />, { client, path: '/company/members', language: options.language });
  return { ...view, calls };
}

const ops = (calls: { operation: string; variables: Record<string, unknown> }[], operation: string) =>
  calls.filter((c) => c.operation === operation).map((c) => c.variables);

async function openRoles(user: ReturnType<typeof setup>['user'], name = '角色') {
  await user.click(await screen.findByRole('tab', { name }, SLOW));
  return screen.findByRole('list', { name }, SLOW);
}

describe('/company/members, the roles tab', { timeout: 30_000 }, () => {
  it('shows the built-in roles read-only with what they may do in words, and the company’s own with its actions, axe-clean', async () => {
    const { user } = setup();
    const list = await openRoles(user);
    const cards = await within(list).findAllByRole('listitem');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 2 }).textContent)).toEqual(['所有者', '管理员', '编辑者', '查看者', '运营']);
    const viewer = cards[3]!;
    expect(within(viewer).getByText('内置')).toBeTruthy();
    expect(within(viewer).getByText('只能查看流程、日志和设置')).toBeTruthy();
    expect(within(viewer).getByText('流程')).toBeTruthy();
    expect(within(viewer).queryByText('编辑')).toBeNull();
    expect(within(viewer).queryByRole('button')).toBeNull();
    expect(within(cards[2]!).getByText('3 名成员')).toBeTruthy();
    expect(within(cards[2]!).getByText('查看、编辑、启用、运行与分享')).toBeTruthy();
    const own = cards[4]!;
    expect(within(own).getByText('自定义')).toBeTruthy();
    expect(within(own).getByText('看流程和日志')).toBeTruthy();
    expect(within(own).getByRole('button', { name: '编辑角色 运营' })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('creates a role with the permissions ticked, in groups, and cannot tick what the creator lacks', async () => {
    const { user, calls } = setup({ role: 'admin' });
    await openRoles(user);
    await user.click(screen.getByRole('button', { name: '新建角色' }));
    const dialog = await screen.findByRole('dialog', { name: '新建角色' }, SLOW);
    await user.type(within(dialog).getByRole('textbox', { name: /角色名称/ }), '日志管理员');
    const logs = within(dialog).getByRole('group', { name: '运行日志' });
    await user.click(within(logs).getByRole('checkbox', { name: '查看' }));
    await user.click(within(logs).getByRole('checkbox', { name: '删除与重新运行' }));
    await user.click(within(within(dialog).getByRole('group', { name: '流程' })).getByRole('checkbox', { name: '查看' }));
    const buy = within(within(dialog).getByRole('group', { name: '套餐与账单' })).getByRole('checkbox', { name: '购买与付款（超出你的权限）' });
    expect((buy as HTMLInputElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(ops(calls, 'CreateRole')).toEqual([
        { input: { name: '日志管理员', description: '', permissions: ['PIPELINES_VIEW', 'LOGS_VIEW', 'LOGS_MANAGE'] } },
      ]),
    );
    expect(await screen.findByText('已新建角色')).toBeTruthy();
  });

  it('renames a custom role and changes its permissions', async () => {
    const { user, calls } = setup();
    await openRoles(user);
    await user.click(screen.getByRole('button', { name: '编辑角色 运营' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑角色“运营”' }, SLOW);
    const name = within(dialog).getByRole('textbox', { name: /角色名称/ });
    await user.clear(name);
    await user.type(name, '运营组');
    await user.click(within(within(dialog).getByRole('group', { name: '运行日志' })).getByRole('checkbox', { name: '查看' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(ops(calls, 'SaveRolePermissions')).toEqual([
        { input: { roleId: CUSTOM_ROLE_ID, name: '运营组', description: '看流程和日志', permissions: ['PIPELINES_VIEW'] } },
      ]),
    );
  });

  it('says, in the platform’s words, why a role people hold cannot be deleted', async () => {
    const remove: Answer = () => ({
      errors: [{ message: '该角色仍有 2 名成员，请先为他们更换角色', extensions: { code: 'CONFLICT', upstreamCode: 4201 } }],
    });
    const { user, calls } = setup({ remove });
    await openRoles(user);
    await user.click(screen.getByRole('button', { name: '删除角色 运营' }));
    const dialog = await screen.findByRole('dialog', { name: '删除角色“运营”？' }, SLOW);
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('该角色仍有 2 名成员，请先为他们更换角色')).toBeTruthy();
    expect(ops(calls, 'DeleteRole')).toEqual([{ roleId: CUSTOM_ROLE_ID }]);
  });

  it('shows a viewer every role but no way to change them', async () => {
    const { user } = setup({ role: 'viewer' });
    const list = await openRoles(user);
    expect(await within(list).findAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: '新建角色' })).toBeNull();
    expect(within(list).queryByRole('button')).toBeNull();
  });

  it('reads in English, the built-in roles and permissions in the reader’s words', async () => {
    const { user } = setup({ language: 'en' });
    const list = await openRoles(user, 'Roles');
    const cards = await within(list).findAllByRole('listitem');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Owner',
      'Administrator',
      'Editor',
      'Viewer',
      '运营',
    ]);
    expect(within(cards[3]!).getByText('Sees pipelines, logs and settings, changes nothing')).toBeTruthy();
    expect(cjkLeaks(['运营', '看流程和日志', '内置说明'])).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });
});
