// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { cjkLeaks } from '../../test/cjkLeaks';
import { settled } from '../../test/settledDialog';
import { renderScreen } from '../apps/renderScreen';
import { operationClient, type Answer } from '../apps/testClient';
import ApiTokensScreen from './ApiTokensScreen';

type User = ReturnType<typeof renderScreen>['user'];

const SLOW = { timeout: 5000 };
const PLAIN = 'hlp_Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eHF1dXg';

const VIEWER = ['PIPELINES_VIEW', 'LOGS_VIEW', 'ACCOUNTS_VIEW', 'VARIABLES_VIEW', 'DATA_VIEW', 'BILLING_VIEW', 'MEMBERS_VIEW'];
const ADMIN = [...VIEWER, 'TOKENS_MANAGE', 'MEMBERS_MANAGE'];

const me = (permissions: string[]) => ({
  data: {
    me: { __typename: 'User', userid: '7', companyId: '1', uname: '王小明', role: 'viewer', builtinRole: 'VIEWER', roleName: '查看者', permissions },
  },
});

const aToken = (over: Record<string, unknown> = {}) => ({
  __typename: 'ApiToken',
  tokenId: '3000000000000000001',
  name: '运行日报',
  kind: 'PERSONAL',
  role: 'viewer',
  builtinRole: 'VIEWER',
  roleName: '查看者',
  hint: 'hlp_…a1B2',
  rateLimit: 600,
  status: 'ACTIVE',
  expiresAt: '2027-01-01T16:00:00Z',
  lastUsedAt: '2026-12-01T02:03:00Z',
  lastUsedIp: '203.0.113.7',
  user: { __typename: 'User', userid: '7', uname: '王小明' },
  ...over,
});

const robotToken = aToken({
  tokenId: '3000000000000000002',
  name: '同步机器人',
  kind: 'SERVICE',
  role: '9000000000000000001',
  builtinRole: null,
  roleName: '数据同步',
  hint: 'hls_…Zz99',
  lastUsedAt: null,
  lastUsedIp: null,
  user: { __typename: 'User', userid: '8', uname: '机器人' },
});

const roles = (grantable: string[]) => ({
  data: {
    apiTokenRoles: ['owner', 'admin', 'editor', 'viewer'].map((role) => ({
      __typename: 'ApiTokenRole',
      role,
      builtinRole: role.toUpperCase(),
      roleName: role,
      grantable: grantable.includes(role),
    })),
  },
});

const call = (i: number) => ({
  __typename: 'ApiTokenCall',
  callId: String(4000 + i),
  tokenName: '运行日报',
  method: i === 0 ? 'POST' : 'GET',
  route: i === 0 ? '/v1/api/dataprocess/status' : '/v1/api/log/list',
  status: i === 0 ? 403 : 200,
  ip: '203.0.113.7',
  createdAt: '2026-12-01T02:03:04Z',
  user: { __typename: 'User', userid: '7', uname: '王小明' },
});

function setup(options: { permissions?: string[]; language?: 'zh-CN' | 'en'; create?: Answer } = {}) {
  const { client, calls } = operationClient({
    Me: () => me(options.permissions ?? VIEWER),
    ApiTokens: (v) => ({
      data: {
        apiTokens: {
          __typename: 'ApiTokenPage',
          total: v.mine ? 2 : 3,
          items: v.mine
            ? [aToken(), aToken({ tokenId: '3000000000000000003', name: '旧脚本', status: 'REVOKED' })]
            : [aToken(), robotToken, aToken({ tokenId: '3000000000000000003', name: '旧脚本', status: 'EXPIRED' })],
        },
      },
    }),
    ApiTokenRoles: (v) => roles(v.userId ? ['editor', 'viewer'] : ['viewer']),
    TokenMembers: () => ({
      data: {
        users: {
          __typename: 'UserPage',
          items: [
            { __typename: 'User', userid: '8', uname: '机器人', disabled: false },
            { __typename: 'User', userid: '9', uname: '离职员工', disabled: true },
          ],
        },
      },
    }),
    TokenChoices: () => ({ data: { apiTokens: { __typename: 'ApiTokenPage', items: [aToken(), robotToken] } } }),
    ApiTokenAudit: () => ({ data: { apiTokenAudit: { __typename: 'ApiTokenCallPage', total: 2, items: [call(0), call(1)] } } }),
    CreateApiToken:
      options.create ??
      ((v) => ({
        data: {
          createApiToken: {
            __typename: 'CreatedApiToken',
            plainToken: PLAIN,
            token: { __typename: 'ApiToken', tokenId: '3000000000000000009', name: (v.input as { name: string }).name },
          },
        },
      })),
    RevokeApiToken: (v) => ({
      data: { revokeApiToken: { __typename: 'ApiToken', tokenId: v.tokenId, status: 'REVOKED', revokedAt: '2026-12-02T00:00:00Z' } },
    }),
  });
  return { ...renderScreen(<ApiTokensScreen />, { client, path: '/company/tokens', language: options.language }), calls };
}

/** Queries in an open dialog, once it is in the accessibility tree (see `settled`). */
const inside = async (dialog: HTMLElement) => within(await settled(dialog));

async function pick(user: User, dialog: HTMLElement, select: HTMLElement, value: string) {
  await user.selectOptions(select, value);
  await settled(dialog);
}

/** A native select's options (role queries skip them while Fluent's dialog is still settling in happy-dom). */
const optionTexts = (select: HTMLElement) => [...(select as HTMLSelectElement).options].map((o) => o.textContent);

const ops = (calls: { operation: string; variables: Record<string, unknown> }[], operation: string) =>
  calls.filter((c) => c.operation === operation).map((c) => c.variables);

describe('/company/tokens', { timeout: 30_000 }, () => {
  it("lists one's own tokens with role, expiry, last use and status, and nothing of the company's to a viewer", async () => {
    const { calls } = setup();
    const table = await screen.findByRole('table', { name: '我的令牌' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByText('运行日报')).toBeTruthy();
    expect(within(first!).getByText('hlp_…a1B2')).toBeTruthy();
    expect(within(first!).getByText('查看者')).toBeTruthy();
    expect(within(first!).getByText('每分钟 600 次')).toBeTruthy();
    expect(within(first!).getByText('2027/01/02 00:00')).toBeTruthy();
    expect(within(first!).getByText('2026/12/01 10:03，来自 203.0.113.7')).toBeTruthy();
    expect(within(first!).getByText('有效')).toBeTruthy();
    expect(within(second!).getByText('已撤销')).toBeTruthy();
    expect(within(second!).queryByRole('button', { name: /撤销令牌/ })).toBeNull();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('button', { name: '创建服务令牌' })).toBeNull();
    expect(ops(calls, 'ApiTokens')).toEqual([{ mine: true, limit: 15, offset: 0 }]);
    expect(await axeViolations()).toEqual([]);
  });

  it('creates a token and shows it once, with a copy button and the warning', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: '创建令牌' }));
    const dialog = await settled(await screen.findByRole('dialog', { name: '创建个人令牌', hidden: true }, SLOW));
    await user.click(await (await inside(dialog)).findByRole('button', { name: '创建' }, SLOW));
    expect(await (await inside(dialog)).findByText('请填写令牌名称')).toBeTruthy();
    expect(await (await inside(dialog)).findByText('请选择角色')).toBeTruthy();
    expect(ops(calls, 'CreateApiToken')).toEqual([]);

    await user.type(await (await inside(dialog)).findByRole('textbox', { name: /令牌名称/ }), '月报');
    const role = await (await inside(dialog)).findByRole('combobox', { name: /角色/ });
    await waitFor(() => expect(optionTexts(role)).toEqual(['选择角色', '查看者']));
    await pick(user, dialog, role, 'viewer');
    await user.click(await (await inside(dialog)).findByRole('radio', { name: '90 天' }));
    expect(await axeViolations()).toEqual([]);
    await user.click(await (await inside(dialog)).findByRole('button', { name: '创建' }, SLOW));
    await waitFor(() =>
      expect(ops(calls, 'CreateApiToken')).toEqual([
        { input: { name: '月报', kind: 'PERSONAL', role: 'viewer', rateLimit: 600, expiresInDays: 90 } },
      ]),
    );

    const shown = await settled(await screen.findByRole('alertdialog', { name: '令牌已创建', hidden: true }, SLOW));
    expect(await (await inside(shown)).findByText('请立即复制并妥善保存：令牌只显示这一次，关闭后无法再次查看。')).toBeTruthy();
    expect(((await (await inside(shown)).findByRole('textbox', { name: '令牌' })) as HTMLInputElement).value).toBe(PLAIN);
    await user.click(await (await inside(shown)).findByRole('button', { name: '复制令牌' }));
    expect(await navigator.clipboard.readText()).toBe(PLAIN);
    expect(await axeViolations()).toEqual([]);
    await user.click(await (await inside(shown)).findByRole('button', { name: '我已保存，关闭' }));
    await waitFor(() => expect(screen.queryByDisplayValue(PLAIN)).toBeNull());
  });

  it('says why the platform refused a token, in the dialog', async () => {
    const { user } = setup({
      create: () => ({ errors: [{ message: '令牌的角色超出了该成员或您自己的权限', extensions: { code: 'FORBIDDEN', upstreamCode: 4241 } }] }),
    });
    await user.click(await screen.findByRole('button', { name: '创建令牌' }));
    const dialog = await settled(await screen.findByRole('dialog', { name: '创建个人令牌', hidden: true }, SLOW));
    await user.type(await (await inside(dialog)).findByRole('textbox', { name: /令牌名称/ }), '越权');
    const role = await (await inside(dialog)).findByRole('combobox', { name: /角色/ });
    await waitFor(() => expect(optionTexts(role)).toHaveLength(2));
    await pick(user, dialog, role, 'viewer');
    await user.click(await (await inside(dialog)).findByRole('button', { name: '创建' }, SLOW));
    expect(await (await inside(dialog)).findByText('创建失败：令牌的角色超出了该成员或您自己的权限')).toBeTruthy();
  });

  it('revokes only after asking', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: '撤销令牌 运行日报' }));
    const dialog = await settled(await screen.findByRole('dialog', { name: '撤销令牌“运行日报”？', hidden: true }, SLOW));
    expect(await (await inside(dialog)).findByText('撤销后，使用该令牌的工具和脚本会立即无法调用，且无法恢复。')).toBeTruthy();
    expect(ops(calls, 'RevokeApiToken')).toEqual([]);
    await user.click(await (await inside(dialog)).findByRole('button', { name: '撤销' }));
    await waitFor(() => expect(ops(calls, 'RevokeApiToken')).toEqual([{ tokenId: '3000000000000000001' }]));
  });

  it("shows a token manager the company's tokens, service tokens for a member, and the audit list", async () => {
    const { user, calls } = setup({ permissions: ADMIN });
    await user.click(await screen.findByRole('tab', { name: '公司全部令牌' }));
    const table = await screen.findByRole('table', { name: '公司全部令牌' });
    const robot = within(table).getAllByRole('row')[2]!;
    expect(within(robot).getByText('服务令牌')).toBeTruthy();
    expect(within(robot).getByText('机器人')).toBeTruthy();
    expect(within(robot).getByText('数据同步')).toBeTruthy();
    expect(within(robot).getByText('从未使用')).toBeTruthy();
    expect(ops(calls, 'ApiTokens').at(-1)).toEqual({ mine: false, limit: 15, offset: 0 });
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: '创建服务令牌' }));
    const dialog = await settled(await screen.findByRole('dialog', { name: '创建服务令牌', hidden: true }, SLOW));
    const member = await (await inside(dialog)).findByRole('combobox', { name: /所属成员/ });
    await waitFor(() => expect(optionTexts(member)).toEqual(['选择成员', '机器人']));
    await pick(user, dialog, member, '8');
    await waitFor(() => expect(ops(calls, 'ApiTokenRoles')).toContainEqual({ userId: '8' }));
    await user.type(await (await inside(dialog)).findByRole('textbox', { name: /令牌名称/ }), '同步');
    const role = await (await inside(dialog)).findByRole('combobox', { name: /角色/ });
    await waitFor(() => expect(optionTexts(role)).toHaveLength(3));
    await pick(user, dialog, role, 'editor');
    await user.click(await (await inside(dialog)).findByRole('button', { name: '创建' }, SLOW));
    await waitFor(() =>
      expect(ops(calls, 'CreateApiToken')).toEqual([
        { input: { name: '同步', kind: 'SERVICE', role: 'editor', rateLimit: 600, userId: '8', expiresInDays: 30 } },
      ]),
    );
    await user.click(await screen.findByRole('button', { name: '我已保存，关闭' }, SLOW));

    await user.click(await screen.findByRole('tab', { name: '调用记录' }, SLOW));
    const audit = await screen.findByRole('table', { name: 'API 令牌调用记录' });
    const [, refused] = within(audit).getAllByRole('row');
    expect(within(refused!).getByText('POST /v1/api/dataprocess/status')).toBeTruthy();
    expect(within(refused!).getByText('403')).toBeTruthy();
    expect(within(refused!).getByText('王小明')).toBeTruthy();
    expect(within(refused!).getByText('2026/12/01 10:03:04')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: '令牌' }), '3000000000000000002');
    await waitFor(() =>
      expect(ops(calls, 'ApiTokenAudit').at(-1)).toEqual({
        filter: { tokenId: '3000000000000000002', startDate: null, endDate: null },
        limit: 15,
        offset: 0,
      }),
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('reads in English without Chinese but the users’ own words', async () => {
    const { user } = setup({ permissions: ADMIN, language: 'en' });
    const table = await screen.findByRole('table', { name: 'My tokens' });
    expect(within(table).getAllByText('Viewer')).toHaveLength(2);
    expect(within(table).getByText('Revoked')).toBeTruthy();
    expect(within(table).getAllByText('12/01/2026, 10:03 from 203.0.113.7')).toHaveLength(2);
    expect(cjkLeaks(['运行日报', '旧脚本'])).toEqual([]);
    await user.click(screen.getByRole('tab', { name: 'All company tokens' }));
    await screen.findByRole('table', { name: 'All company tokens' });
    expect(cjkLeaks(['运行日报', '旧脚本', '同步机器人', '王小明', '机器人', '数据同步'])).toEqual([]);
    await user.click(screen.getByRole('tab', { name: 'Call log' }));
    await screen.findByRole('table', { name: 'API token calls' });
    expect(cjkLeaks(['运行日报', '同步机器人', '王小明'])).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    await settled(await screen.findByRole('dialog', { name: 'Create a personal token', hidden: true }, SLOW));
    expect(cjkLeaks(['运行日报', '旧脚本', '同步机器人', '王小明', '机器人', '数据同步'])).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });
});
