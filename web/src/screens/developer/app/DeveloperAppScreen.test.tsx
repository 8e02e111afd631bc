// @vitest-environment happy-dom
import type { AppManifest } from '@huiliu/core';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { cjkLeaks } from '../../../test/cjkLeaks';
import { settled } from '../../../test/settledDialog';
import { renderScreen } from '../../apps/renderScreen';
import { operationClient, type Answer } from '../../apps/testClient';
import { openApp, orderManifest } from '../testFixtures';
import DeveloperAppScreen from './DeveloperAppScreen';

const SLOW = { timeout: 5000 };
// a Fluent screen with a whole form is slow to render under happy-dom on a shared 2-core machine
vi.setConfig({ testTimeout: 15_000 });
// the worker is shared with other files (isolate: false): give the next one vitest's own time-outs back
afterAll(() => vi.resetConfig());

function render(answers: Record<string, Answer>, language: 'zh-CN' | 'en' = 'zh-CN', cache = false) {
  const { client, calls } = operationClient({ OpenApp: () => ({ data: { openApp: openApp() } }), ...answers }, { cache });
  const view = renderScreen(
    <Routes>
      <Route path="/developer/apps/:appId" element={<DeveloperAppScreen />} />
      <Route path="/developer" element={<p>developer centre</p>} />
    </Routes>,
    { client, path: '/developer/apps/1000001', language, dataRouter: true },
  );
  return { ...view, calls };
}

/** Two drafts (0.3.0 newest, edited first) with their own URLs, and the published 0.1.0. */
function twoDraftVersions() {
  const [draft, published] = openApp().versions;
  const url = (v: string) => `https://api.example.com/${v}/orders`;
  const versions = [
    { ...draft!, version: '0.3.0', definition: orderManifest('0.3.0', url('0.3.0')) },
    { ...draft!, definition: orderManifest('0.2.0', url('0.2.0')) },
    published!,
  ];
  return versions;
}

function twoDrafts(): Record<string, Answer> {
  const versions = twoDraftVersions();
  return { OpenApp: () => ({ data: { openApp: openApp({ versions }) } }) };
}

const savedAs = (v: Record<string, unknown>) => ({
  data: {
    saveOpenAppVersion: {
      __typename: 'OpenAppVersion',
      appId: '1000001',
      version: v.version,
      status: 'DRAFT',
      note: '',
      definition: v.definition,
      updatedAt: '2026-11-21T00:00:00Z',
    },
  },
});

const urlInput = () =>
  within(screen.getByRole('region', { name: /^(动作|Action) Create order$/ })).getByRole('textbox', { name: /请求地址|URL/ }) as HTMLInputElement;

async function editUrl(user: ReturnType<typeof render>['user']) {
  await screen.findByRole('region', { name: /^(动作|Action) Create order$/ }, SLOW);
  await user.clear(urlInput());
  await user.paste('https://api.example.com/edited');
}

async function pickVersion(user: ReturnType<typeof render>['user'], version: string) {
  await user.click(screen.getByRole('combobox', { name: /编辑版本|Version being edited/ }));
  await user.click(await screen.findByRole('option', { name: version }, SLOW));
}

/**
 * The open dialog titled `title`, once it is in the accessibility tree: found by its title's text first, as
 * happy-dom may leave a dialog that opens soon after another hidden for a while, and a hidden one has no name
 * (settledDialog.ts).
 */
async function asked(title?: string) {
  const dialog = await waitFor(() => {
    const titled = screen
      .getAllByRole('dialog', { hidden: true })
      .filter((d) => !title || document.getElementById(d.getAttribute('aria-labelledby') ?? '')?.textContent?.trim() === title);
    expect(titled).toHaveLength(1);
    return titled[0]!;
  }, SLOW);
  // found by its title already; its controls are queried with `hidden: true` (inDialog), as the focus trap may hide
  // it again for a moment under the full suite's load, and these tests are about the flow, not the tree (axe is)
  return settled(dialog);
}

/** Whether closing or reloading the tab now gets the browser's question. */
function unloadAsks() {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

const sentRequest = {
  __typename: 'SentRequest',
  url: 'https://api.example.com/orders',
  method: 'POST',
  headers: { Authorization: 'Bearer ******' },
  body: { id: 'A-1' },
};

describe('/developer/apps/:appId', () => {
  it('edits the draft in the form and 保存草稿 sends the whole definition', async () => {
    const { user, calls } = render({
      SaveOpenAppVersion: (v) => ({
        data: {
          saveOpenAppVersion: {
            __typename: 'OpenAppVersion',
            appId: '1000001',
            version: '0.2.0',
            status: 'DRAFT',
            note: '',
            definition: v.definition,
            updatedAt: '2026-11-21T00:00:00Z',
          },
        },
      }),
    });
    expect((await screen.findByRole('heading', { name: 'Order desk' }, SLOW)).textContent).toBe('Order desk');
    const action = screen.getByRole('region', { name: '动作 Create order' });
    const url = within(action).getByRole('textbox', { name: /请求地址/ });
    await user.clear(url);
    await user.paste('https://api.example.com/v2/orders');
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(calls.some((c) => c.operation === 'SaveOpenAppVersion')).toBe(true));
    const saved = calls.find((c) => c.operation === 'SaveOpenAppVersion')!.variables;
    expect(saved).toMatchObject({ appId: '1000001', version: '0.2.0' });
    expect(saved.definition).toEqual({
      ...orderManifest('0.2.0'),
      actions: [
        {
          ...orderManifest('0.2.0').actions[0],
          request: { ...orderManifest('0.2.0').actions[0]!.request, url: 'https://api.example.com/v2/orders' },
        },
      ],
    });
  });

  it('keeps unsaved edits of the draft while the developer looks at 版本 or 测试 and comes back', async () => {
    const { user } = render({ OpenAppAccounts: () => ({ data: { openAppAccounts: [] } }) });
    await screen.findByRole('heading', { name: 'Order desk' }, SLOW);
    const url = () =>
      within(screen.getByRole('region', { name: '动作 Create order' })).getByRole('textbox', { name: /请求地址/ }) as HTMLInputElement;
    await user.clear(url());
    await user.paste('https://api.example.com/v2/orders');
    await user.click(screen.getByRole('tab', { name: '测试' }));
    await user.click(screen.getByRole('tab', { name: '版本' }));
    await user.click(screen.getByRole('tab', { name: '定义' }));
    expect(url().value).toBe('https://api.example.com/v2/orders');
    expect(screen.getByText('有未保存的修改')).toBeTruthy();
  });

  it('shows the platform’s refusal beside the input it names, and a local problem without asking it', async () => {
    const { user, calls } = render({
      SaveOpenAppVersion: () => ({
        errors: [
          {
            message: '应用定义不合法',
            extensions: {
              code: 'BAD_USER_INPUT',
              upstreamCode: 4261,
              data: { problems: [{ path: 'actions.0.request.url', message: '请求地址必须以 http(s):// 开头' }] },
            },
          },
        ],
      }),
    });
    const action = await screen.findByRole('region', { name: '动作 Create order' }, SLOW);
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    await screen.findByText('定义有 1 处问题', {}, SLOW);
    // the summary and the URL input's own message
    expect(screen.getAllByText(/请求地址必须以 http\(s\):\/\/ 开头/)).toHaveLength(2);
    expect(within(action).getByText('请求地址必须以 http(s):// 开头')).toBeTruthy();

    const name = within(screen.getByRole('region', { name: '基本信息' })).getByRole('textbox', { name: /^名称（中文）/ });
    await user.clear(name);
    const before = calls.filter((c) => c.operation === 'SaveOpenAppVersion').length;
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(screen.getAllByText('请填写应用名称').length).toBeGreaterThan(0);
    expect(calls.filter((c) => c.operation === 'SaveOpenAppVersion')).toHaveLength(before);
  });

  it('the JSON view edits the same definition, and refuses a text that is not one', async () => {
    const { user, calls } = render({
      SaveOpenAppVersion: (v) => ({
        data: {
          saveOpenAppVersion: {
            __typename: 'OpenAppVersion',
            appId: '1000001',
            version: '0.2.0',
            status: 'DRAFT',
            note: '',
            definition: v.definition,
            updatedAt: '2026-11-21T00:00:00Z',
          },
        },
      }),
    });
    await screen.findByRole('region', { name: '动作 Create order' }, SLOW);
    await user.click(screen.getByRole('tab', { name: 'JSON' }));
    const text = screen.getByRole('textbox', { name: '应用定义（JSON）' }) as HTMLTextAreaElement;
    expect(JSON.parse(text.value)).toEqual(orderManifest('0.2.0'));
    await user.clear(text);
    await user.click(text);
    await user.paste('[1]');
    await user.click(screen.getByRole('tab', { name: '表单' }));
    expect(screen.getByText('这不是应用定义：需要 auth 和 actions 两个列表')).toBeTruthy();
    await user.clear(text);
    await user.paste(JSON.stringify({ ...orderManifest('0.2.0'), name: '订单台' }));
    await user.click(screen.getByRole('tab', { name: '表单' }));
    expect((within(screen.getByRole('region', { name: '基本信息' })).getByRole('textbox', { name: /^名称（中文）/ }) as HTMLInputElement).value).toBe(
      '订单台',
    );
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(calls.find((c) => c.operation === 'SaveOpenAppVersion')?.variables.definition).toMatchObject({ name: '订单台' }));
  });

  it('publishes a draft after asking; the running version offers no rollback to itself', async () => {
    const { user, calls } = render({
      PublishOpenAppVersion: () => ({
        data: { publishOpenAppVersion: { __typename: 'OpenApp', appId: '1000001', publishedVersion: '0.2.0', state: 3, versions: [] } },
      }),
    });
    await screen.findByRole('heading', { name: 'Order desk' }, SLOW);
    await user.click(screen.getByRole('tab', { name: '版本' }));
    const table = screen.getByRole('table', { name: '版本列表' });
    const [, draft, published] = within(table).getAllByRole('row');
    expect(published!.textContent).toContain('当前运行');
    expect(within(published!).queryByRole('button', { name: '回滚到此版本' })).toBeNull();
    await user.click(within(draft!).getByRole('button', { name: '发布' }));
    // through asked(): under the full suite's load happy-dom may leave the dialog hidden for a while (settledDialog.ts)
    const dialog = await asked();
    expect(dialog.textContent).toContain('发布 0.2.0 后');
    await user.click(within(dialog).getByRole('button', { name: '确定', hidden: true }));
    await waitFor(() =>
      expect(calls.find((c) => c.operation === 'PublishOpenAppVersion')?.variables).toEqual({ appId: '1000001', version: '0.2.0' }),
    );
  });

  it('the console previews, then sends, and shows the request and the reply', async () => {
    const { user, calls } = render({
      OpenAppAccounts: () => ({ data: { openAppAccounts: [{ __typename: 'AppAccount', accountId: '55', accountName: 'Sandbox key', status: 1 }] } }),
      TestOpenAppAction: (v) => {
        const input = v.input as { isend: boolean };
        return {
          data: {
            testOpenAppAction: {
              __typename: 'ActionTestResult',
              appId: '1000001',
              actionId: 'create_order',
              version: '0.2.0',
              sent: input.isend,
              ok: input.isend ? true : null,
              durationMs: 42,
              request: sentRequest,
              response: input.isend
                ? { __typename: 'ReceivedResponse', status: 201, headers: { 'content-type': 'application/json' }, body: { created: 'A-1' } }
                : null,
              error: null,
            },
          },
        };
      },
    });
    await screen.findByRole('heading', { name: 'Order desk' }, SLOW);
    await user.click(screen.getByRole('tab', { name: '测试' }));
    await user.click(screen.getByRole('combobox', { name: '账户' }));
    await user.click(await screen.findByRole('option', { name: 'Sandbox key' }, SLOW));
    await user.type(screen.getByRole('textbox', { name: /Order id/ }), 'A-1');
    await user.click(screen.getByRole('button', { name: '仅预览请求' }));
    const reply = await screen.findByRole('region', { name: '收到的回复' }, SLOW);
    expect(reply.textContent).toContain('未发送（仅预览）');
    expect(screen.getByRole('region', { name: '发送的请求' }).textContent).toContain('POST https://api.example.com/orders');
    expect(calls.find((c) => c.operation === 'TestOpenAppAction')?.variables).toEqual({
      input: { appId: '1000001', actionId: 'create_order', version: '0.2.0', accountId: '55', inputData: { order_id: 'A-1' }, isend: false },
    });
    await user.click(screen.getByRole('button', { name: '发送测试' }));
    await waitFor(() => expect(screen.getByRole('region', { name: '收到的回复' }).textContent).toContain('状态码 201'));
    const shown = screen.getByRole('region', { name: '收到的回复' }).textContent!;
    expect(shown).toContain('耗时 42 毫秒');
    expect(shown).toContain('"created": "A-1"');
  });

  it('the console adds an account with the tested version’s auth form and chooses it', async () => {
    let accounts: unknown[] = [];
    const { user, calls } = render({
      OpenAppAccounts: () => ({ data: { openAppAccounts: accounts } }),
      AddOpenAppAccount: () => {
        const account = { __typename: 'AppAccount', accountId: '77', accountName: 'New key', status: 1 };
        accounts = [account];
        return { data: { addOpenAppAccount: { __typename: 'AddedOpenAppAccount', tested: true, account } } };
      },
    });
    await screen.findByRole('heading', { name: 'Order desk' }, SLOW);
    await user.click(screen.getByRole('tab', { name: '测试' }));
    await user.click(screen.getByRole('button', { name: '添加账户' }));
    const form = screen.getByRole('group', { name: '添加账户' });
    const key = within(form).getByLabelText(/API Key/);
    expect(key.getAttribute('type')).toBe('password');
    await user.type(key, 'sk-1');
    await user.click(within(form).getByRole('button', { name: '添加账户' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: '添加账户' })).toBeNull());
    expect(calls.find((c) => c.operation === 'AddOpenAppAccount')?.variables).toEqual({
      appId: '1000001',
      authData: { api_key: 'sk-1' },
      accountType: 'api_key',
    });
    await waitFor(() => expect((screen.getByRole('combobox', { name: '账户' }) as HTMLButtonElement).textContent).toContain('New key'));
  });

  it('passes axe and shows no Chinese in English, on every tab', async () => {
    const { user } = render(
      {
        OpenAppAccounts: () => ({ data: { openAppAccounts: [] } }),
      },
      'en',
    );
    await screen.findByRole('region', { name: 'Action Create order' }, SLOW);
    expect(await axeViolations()).toEqual([]);
    expect(cjkLeaks([])).toEqual([]);
    await user.click(screen.getByRole('tab', { name: 'Versions' }));
    expect(await axeViolations()).toEqual([]);
    expect(cjkLeaks([])).toEqual([]);
    await user.click(screen.getByRole('tab', { name: 'Test' }));
    await screen.findByRole('button', { name: 'Send test' }, SLOW);
    expect(await axeViolations()).toEqual([]);
    expect(cjkLeaks([])).toEqual([]);
  });

  it('asks before another version drops unsaved edits: 继续编辑 keeps them, 放弃修改 switches', async () => {
    const { user } = render(twoDrafts());
    await editUrl(user);
    await pickVersion(user, '0.2.0');
    const dialog = await asked('放弃未保存的修改？');
    expect(dialog.textContent).toContain('草稿 0.3.0 有未保存的修改');
    await user.click(within(dialog).getByRole('button', { name: '继续编辑', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull(), SLOW);
    expect(urlInput().value).toBe('https://api.example.com/edited');
    expect(screen.getByRole('combobox', { name: '编辑版本' }).textContent).toContain('0.3.0');
    expect(screen.getByText('有未保存的修改')).toBeTruthy();

    await pickVersion(user, '0.2.0');
    await user.click(within(await asked()).getByRole('button', { name: '放弃修改', hidden: true }));
    await waitFor(() => expect(urlInput().value).toBe('https://api.example.com/0.2.0/orders'), SLOW);
    expect(screen.getByRole('combobox', { name: '编辑版本' }).textContent).toContain('0.2.0');
    expect(screen.queryByText('有未保存的修改')).toBeNull();
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
  });

  it('holds a move to another page of the app, and closing the tab, while the draft has unsaved edits', async () => {
    const { user } = render(twoDrafts());
    await screen.findByRole('region', { name: '动作 Create order' }, SLOW);
    expect(unloadAsks()).toBe(false);
    await editUrl(user);
    await waitFor(() => expect(unloadAsks()).toBe(true), SLOW);
    await user.click(screen.getByRole('link', { name: '返回开发者中心' }));
    const dialog = await asked('放弃未保存的修改？');
    expect(screen.getByTestId('location').textContent).toBe('/developer/apps/1000001');
    await user.click(within(dialog).getByRole('button', { name: '继续编辑', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull(), SLOW);
    expect(screen.getByTestId('location').textContent).toBe('/developer/apps/1000001');
    expect(urlInput().value).toBe('https://api.example.com/edited');

    await user.click(screen.getByRole('link', { name: '返回开发者中心' }));
    await user.click(within(await asked()).getByRole('button', { name: '放弃修改', hidden: true }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/developer'), SLOW);
    expect(unloadAsks()).toBe(false);
  });

  it('saving clears the unsaved state: switching version and leaving then ask nothing, and neither does an edit undone', async () => {
    const { user, calls } = render({ ...twoDrafts(), SaveOpenAppVersion: savedAs });
    await editUrl(user);
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(calls.some((c) => c.operation === 'SaveOpenAppVersion')).toBe(true), SLOW);
    await waitFor(() => expect(screen.queryByText('有未保存的修改')).toBeNull(), SLOW);
    expect(unloadAsks()).toBe(false);
    // an edit typed back to what was saved is no edit
    await user.type(urlInput(), '/x');
    expect(screen.getByText('有未保存的修改')).toBeTruthy();
    await user.type(urlInput(), '{Backspace}{Backspace}');
    expect(screen.queryByText('有未保存的修改')).toBeNull();
    await pickVersion(user, '0.2.0');
    await waitFor(() => expect(urlInput().value).toBe('https://api.example.com/0.2.0/orders'), SLOW);
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
  });

  it('asks before 新建草稿, and 定义 then opens the new draft', async () => {
    let versions = twoDraftVersions();
    const { user, calls } = render(
      {
        OpenApp: () => ({ data: { openApp: openApp({ versions }) } }),
        OpenAppAccounts: () => ({ data: { openAppAccounts: [] } }),
        SaveOpenAppVersion: (v) => {
          versions = [{ ...versions[0]!, version: String(v.version), definition: v.definition as AppManifest }, ...versions];
          return savedAs(v);
        },
      },
      'zh-CN',
      // the app's document cache: the new draft comes with OpenApp fetched again after the mutation
      true,
    );
    await editUrl(user);
    await user.click(screen.getByRole('tab', { name: '版本' }));
    const newDraftOf = (version: string) =>
      within(within(screen.getByRole('table', { name: '版本列表' })).getByRole('row', { name: new RegExp(`^${version}`) })).getByRole('button', {
        name: '新建草稿',
      });
    await user.click(newDraftOf('0.1.0'));
    await user.click(within(await asked('放弃未保存的修改？')).getByRole('button', { name: '继续编辑', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull(), SLOW);
    expect(calls.some((c) => c.operation === 'SaveOpenAppVersion')).toBe(false);

    await user.click(newDraftOf('0.1.0'));
    await user.click(within(await asked('放弃未保存的修改？')).getByRole('button', { name: '放弃修改', hidden: true }));
    const create = await asked('从 0.1.0 新建草稿');
    expect((within(create).getByRole('textbox', { name: /新版本号/, hidden: true }) as HTMLInputElement).value).toBe('0.4.0');
    await user.click(within(create).getByRole('button', { name: '创建草稿', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull(), SLOW);
    await user.click(screen.getByRole('tab', { name: '定义' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: '编辑版本' }).textContent).toContain('0.4.0'), SLOW);
    expect(urlInput().value).toBe('https://api.example.com/orders');
  });

  it('asks before publishing the draft being edited, and before 编辑 of another draft, not of the edited one', async () => {
    const { user } = render(twoDrafts());
    await editUrl(user);
    await user.click(screen.getByRole('tab', { name: '版本' }));
    const row = (version: string) => within(screen.getByRole('table', { name: '版本列表' })).getByRole('row', { name: new RegExp(`^${version}`) });
    await user.click(within(row('0.3.0')).getByRole('button', { name: '发布' }));
    await user.click(within(await asked('放弃未保存的修改？')).getByRole('button', { name: '放弃修改', hidden: true }));
    // the publish question follows; the edits stay until the draft is published
    const publish = await asked('发布 0.3.0');
    expect(publish.textContent).toContain('发布 0.3.0 后');
    await user.click(within(publish).getByRole('button', { name: '取消', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull(), SLOW);
    await user.click(within(row('0.2.0')).getByRole('button', { name: '编辑' }));
    await user.click(within(await asked('放弃未保存的修改？')).getByRole('button', { name: '继续编辑', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull(), SLOW);
    await user.click(within(row('0.3.0')).getByRole('button', { name: '编辑' }));
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    expect(screen.getByRole('tab', { name: '定义', selected: true })).toBeTruthy();
    expect(urlInput().value).toBe('https://api.example.com/edited');
  });

  it('the question passes axe and shows no Chinese in English', async () => {
    const { user } = render(twoDrafts(), 'en');
    await editUrl(user);
    await pickVersion(user, '0.2.0');
    const dialog = await asked('Discard unsaved changes?');
    expect(within(dialog).getByRole('button', { name: 'Discard changes', hidden: true })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Keep editing', hidden: true })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
    expect(cjkLeaks([])).toEqual([]);
  });
});
