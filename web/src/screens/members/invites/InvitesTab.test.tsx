// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import type { BuiltinRole } from '@huiliu/core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { cjkLeaks } from '../../../test/cjkLeaks';
import { renderScreen } from '../../apps/renderScreen';
import { operationClient } from '../../apps/testClient';
import MembersScreen from '../MembersScreen';
import { aMe, anInvite, CUSTOM_ROLE_ID, someRoles } from '../testData';

const SLOW = { timeout: 5000 };
const LINK = 'http://127.0.0.1:4310/invite/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';

const INVITES = [
  anInvite(),
  anInvite({ inviteId: '8000000000000000002', status: 'USED', acceptedBy: { __typename: 'User', userid: '1000000000000000009', uname: '钱七' } }),
  anInvite({
    inviteId: '8000000000000000003',
    status: 'REVOKED',
    role: CUSTOM_ROLE_ID,
    builtinRole: null,
    roleName: '运营',
    email: 'ops@example.com',
  }),
  anInvite({ inviteId: '8000000000000000004', status: 'EXPIRED', role: 'viewer', builtinRole: 'VIEWER', roleName: '查看者' }),
];

function setup(options: { role?: BuiltinRole; language?: 'zh-CN' | 'en' } = {}) {
  const { client, calls } = operationClient({
    Me: () => aMe(options.role ?? 'owner'),
    CompanyRoles: () => someRoles(),
    Members: () => ({ data: { members: { __typename: 'UserPage', total: 0, items: [] } } }),
    Invites: () => ({ data: { invites: { __typename: 'InvitePage', total: INVITES.length, items: INVITES } } }),
    CreateInvite: () => ({
      data: {
        createInvite: {
          __typename: 'CreatedInvite',
          link: LINK,
          invite: { __typename: 'Invite', inviteId: '8000000000000000005', status: 'PENDING' },
        },
      },
    }),
    SetInviteStatus: (v) => ({ data: { setInviteStatus: { __typename: 'Invite', inviteId: v.inviteId, status: v.active ? 'PENDING' : 'REVOKED' } } }),
  });
  const view = renderScreen(<MembersScreen />, { client, path: '/company/members', language: options.language });
  return { ...view, calls };
}

const ops = (calls: { operation: string; variables: Record<string, unknown> }[], operation: string) =>
  calls.filter((c) => c.operation === operation).map((c) => c.variables);

async function openInvites(user: ReturnType<typeof setup>['user'], name = '邀请') {
  await user.click(await screen.findByRole('tab', { name }, SLOW));
  return screen.findByRole('table', { name }, SLOW);
}

describe('/company/members, the invites tab', { timeout: 30_000 }, () => {
  it('lists the invites with their status, inviter and who joined, and revokes or re-opens an unused one, axe-clean', async () => {
    const { user, calls } = setup();
    const table = await openInvites(user);
    const rows = within(table).getAllByRole('row');
    expect(rows.slice(1).map((r) => within(r).getAllByRole('cell')[2]!.textContent)).toEqual(['待使用', '已使用', '已撤销', '已过期']);
    expect(within(rows[1]!).getByText('不限')).toBeTruthy();
    expect(within(rows[2]!).getByText('钱七')).toBeTruthy();
    expect(within(rows[3]!).getByText('ops@example.com')).toBeTruthy();
    expect(within(rows[2]!).queryByRole('button')).toBeNull();
    expect(within(rows[4]!).queryByRole('button')).toBeNull();
    expect(await axeViolations()).toEqual([]);
    await user.click(within(rows[1]!).getByRole('button', { name: '撤销 编辑者 的邀请' }));
    await user.click(within(rows[3]!).getByRole('button', { name: '重新开放 运营 的邀请' }));
    await waitFor(() =>
      expect(ops(calls, 'SetInviteStatus')).toEqual([
        { inviteId: '8000000000000000001', active: false },
        { inviteId: '8000000000000000003', active: true },
      ]),
    );
  });

  it('invites with a role, an optional email and a lifetime, then shows the link once with a copy button', async () => {
    const { user, calls } = setup({ role: 'admin' });
    await openInvites(user);
    await user.click(screen.getByRole('button', { name: '邀请成员' }));
    const dialog = await screen.findByRole('dialog', { name: '邀请成员' }, SLOW);
    const role = within(dialog).getByRole('combobox', { name: /加入后的角色/ }) as HTMLSelectElement;
    // an admin gives no owner role; the editor role is the default
    expect([...role.options].map((o) => o.value)).toEqual(['admin', 'editor', 'viewer', CUSTOM_ROLE_ID]);
    expect(role.value).toBe('editor');
    await user.selectOptions(role, '查看者');
    await user.type(within(dialog).getByRole('textbox', { name: /限定邮箱/ }), 'new.person@example.com');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: '有效期' }), '7 天');
    await user.click(within(dialog).getByRole('button', { name: '生成邀请链接' }));
    await waitFor(() =>
      expect(ops(calls, 'CreateInvite')).toEqual([{ input: { role: 'viewer', email: 'new.person@example.com', expiresInHours: 168 } }]),
    );
    const shown = await screen.findByRole('dialog', { name: '邀请链接已生成' }, SLOW);
    expect((within(shown).getByRole('textbox', { name: '邀请链接' }) as HTMLInputElement).value).toBe(LINK);
    expect(within(shown).getByRole('button', { name: '复制链接' })).toBeTruthy();
    expect(within(shown).getByText(/链接只显示这一次/)).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('leaves the email out when none is given and refuses a malformed one before asking', async () => {
    const { user, calls } = setup();
    await openInvites(user);
    await user.click(screen.getByRole('button', { name: '邀请成员' }));
    const dialog = await screen.findByRole('dialog', { name: '邀请成员' }, SLOW);
    const email = within(dialog).getByRole('textbox', { name: /限定邮箱/ });
    await user.type(email, 'not-an-email');
    expect(within(dialog).getByText('请输入有效的邮箱地址，例如 name@example.com')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: '生成邀请链接' }) as HTMLButtonElement).disabled).toBe(true);
    await user.clear(email);
    await user.click(within(dialog).getByRole('button', { name: '生成邀请链接' }));
    await waitFor(() => expect(ops(calls, 'CreateInvite')).toEqual([{ input: { role: 'editor', email: null, expiresInHours: 72 } }]));
  });

  it('shows a viewer the invites but no way to invite, revoke or re-open', async () => {
    const { user } = setup({ role: 'viewer' });
    const table = await openInvites(user);
    expect(within(table).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: '邀请成员' })).toBeNull();
  });

  it('reads in English without Chinese but the company’s own words', async () => {
    const { user } = setup({ language: 'en' });
    const table = await openInvites(user, 'Invitations');
    expect(within(table).getByText('Waiting')).toBeTruthy();
    expect(within(table).getAllByText('Editor').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Invite a member' }));
    await screen.findByRole('dialog', { name: 'Invite a member' }, SLOW);
    expect(cjkLeaks(['钱七', '运营', '张三'])).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });
});
