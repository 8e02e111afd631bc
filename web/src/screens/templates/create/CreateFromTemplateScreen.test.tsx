// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { cjkLeaks } from '../../../test/cjkLeaks';
import { renderScreen } from '../../apps/renderScreen';
import { operationClient, type Answer } from '../../apps/testClient';
import { aTemplate, dingtalkAccount, dingtalkNeed, mailNeed } from '../testData';
import CreateFromTemplateScreen from './CreateFromTemplateScreen';

/** Fluent's dialogs and menus settle late on a busy machine. */
const SLOW = { timeout: 5000 };

const created = { data: { createPipelineFromTemplate: { __typename: 'Pipeline', processId: '3234567890123456789', title: 'x', status: 'OFF' } } };

function setup(options: { path?: string; template?: unknown; language?: 'zh-CN' | 'en'; create?: Answer; extra?: Record<string, Answer> } = {}) {
  const { client, calls } = operationClient({
    TemplateForCreation: () => ({ data: { template: options.template === undefined ? aTemplate() : options.template } }),
    CreatePipelineFromTemplate: options.create ?? (() => created),
    ...options.extra,
  });
  const view = renderScreen(<CreateFromTemplateScreen />, {
    client,
    path: options.path ?? '/data-pipeline/create-from-template?template_id=900000001',
    language: options.language,
  });
  return { ...view, calls };
}

const creations = (calls: { operation: string; variables: Record<string, unknown> }[]) =>
  calls.filter((c) => c.operation === 'CreatePipelineFromTemplate').map((c) => c.variables);

describe('/data-pipeline/create-from-template', { timeout: 30_000 }, () => {
  it('previews the steps, asks the account, the fields and a title, creates, and opens the editor', async () => {
    const { user, calls } = setup();
    const steps = await screen.findByRole('list', { name: '模板步骤' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1Webhook · 接收到数据时收到订单触发', '2钉钉群机器人 · 发送文本消息通知销售群']);
    expect(screen.getByText('接下来会逐一请你选择 1 个账户，模板不会带上分享者的账户。')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(screen.getByRole('heading', { level: 3, name: '连接钉钉群机器人账户' })).toBeTruthy();
    // the current page is marked for screen readers too
    expect(
      within(screen.getByRole('list', { name: '创建步骤' }))
        .getByText('连接钉钉群机器人账户')
        .getAttribute('aria-current'),
    ).toBe('step');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(screen.getByText('请选择钉钉群机器人的账户')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: '连接钉钉群机器人账户' })).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: /第 2 步 · 钉钉群机器人 的账户/ }), '销售群');
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: '下一步' }));

    const message = screen.getByRole('textbox', { name: /消息内容/ });
    expect((message as HTMLTextAreaElement).value).toBe('新订单 {{1.order_id}}');
    await user.click(screen.getByRole('button', { name: '为消息内容插入字段' }));
    await user.click(await screen.findByRole('menuitem', { name: 'buyer.name（示例：王小明）' }, SLOW));
    expect((message as HTMLTextAreaElement).value).toBe('新订单 {{1.order_id}}{{1.buyer.name}}');
    await user.click(screen.getByRole('button', { name: '下一步' }));

    expect(within(screen.getByRole('list', { name: '需要的变量' })).getByText('SALES_GROUP')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去变量管理' }).getAttribute('href')).toBe('/tag-management');
    expect((screen.getByRole('textbox', { name: '流程名称' }) as HTMLInputElement).value).toBe('Webhook 收到数据 → 发到钉钉群');
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: '创建流程' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/data-pipeline/3234567890123456789'));
    expect(creations(calls)).toEqual([
      {
        input: {
          templateId: '900000001',
          title: 'Webhook 收到数据 → 发到钉钉群',
          accounts: [{ stepUuid: 'bot', accountId: '31' }],
          values: [{ stepUuid: 'bot', key: 'content', value: '新订单 {{1.order_id}}{{1.buyer.name}}' }],
        },
      },
    ]);
  });

  it('asks each account on its own page, in order, and goes back without losing a choice', async () => {
    const { user } = setup({ template: aTemplate({ accountNeeds: [dingtalkNeed(), mailNeed()], inputs: [], variableNeeds: [] }) });
    await screen.findByRole('list', { name: '模板步骤' });
    expect(
      within(screen.getByRole('list', { name: '创建步骤' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['预览模板', '连接钉钉群机器人账户', '连接邮件账户', '命名并创建']);
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await user.selectOptions(screen.getByRole('combobox'), '销售群');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(screen.getByRole('heading', { level: 3, name: '连接邮件账户' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '上一步' }));
    expect((screen.getByRole('combobox') as HTMLSelectElement).value).toBe('31');
  });

  it('adds a new account in the account dialog and chooses it at once', async () => {
    const { user, calls } = setup({
      template: aTemplate({ accountNeeds: [dingtalkNeed([])] }),
      extra: {
        AddAppAccount: (v) => ({
          data: {
            addAppAccount: {
              ...dingtalkAccount('55', String(v.accountName)),
              accountType: 'custom',
              appId: '2002',
              processNum: 0,
              userName: '王小明',
              statusMessage: null,
              checkedAt: null,
              tokenExpiresAt: null,
              refreshedAt: null,
              refreshCount: 0,
              authData: v.authData,
              pipelines: [],
              createdAt: '2026-11-26T02:00:00Z',
              updatedAt: '2026-11-26T02:00:00Z',
            },
          },
        }),
      },
    });
    await screen.findByRole('list', { name: '模板步骤' });
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(screen.getByRole('option', { name: '还没有账户，请添加' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '添加账户' }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    await user.type(within(dialog).getByRole('textbox', { name: '账户名称' }), '客服群');
    await user.type(within(dialog).getByRole('textbox', { name: /机器人 Webhook 地址/ }), 'https://oapi.dingtalk.com/robot/send?access_token=t');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    expect(calls.find((c) => c.operation === 'AddAppAccount')?.variables).toMatchObject({ appId: '2002', accountName: '客服群' });
    // the page behind the dialog is hidden from assistive technology until the dialog has gone
    await user.click(await screen.findByRole('button', { name: '下一步' }, SLOW));
    expect(screen.getByRole('heading', { level: 3, name: '填写字段' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await user.click(screen.getByRole('button', { name: '创建流程' }));
    await waitFor(() => expect(creations(calls)[0]).toMatchObject({ input: { accounts: [{ stepUuid: 'bot', accountId: '55' }] } }));
  });

  it('lands a share link on the same flow: the token goes to the template and to the creation, the sharer’s note shows', async () => {
    const { user, calls } = setup({
      path: '/data-pipeline/template-auto?template_id=1234567890123456789&share=tok-abc',
      template: aTemplate({
        templateId: '1234567890123456789',
        source: 'SHARED',
        titleEn: null,
        shareTip: '先在变量管理里建好 SALES_GROUP',
        accountNeeds: [],
        inputs: [],
      }),
    });
    expect(await screen.findByText('先在变量管理里建好 SALES_GROUP')).toBeTruthy();
    expect(calls.find((c) => c.operation === 'TemplateForCreation')?.variables).toEqual({ templateId: '1234567890123456789', shareToken: 'tok-abc' });
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await user.click(screen.getByRole('button', { name: '创建流程' }));
    await waitFor(() => expect(creations(calls)[0]).toMatchObject({ input: { templateId: '1234567890123456789', shareToken: 'tok-abc' } }));
  });

  it('shows the refusal in its own words and stays on the page', async () => {
    const { user } = setup({
      template: aTemplate({ accountNeeds: [], inputs: [] }),
      create: () => ({ errors: [{ message: '账户不属于本公司', extensions: { code: 'BAD_REQUEST', upstreamCode: 4000 } }] }),
    });
    await screen.findByRole('list', { name: '模板步骤' });
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await user.click(screen.getByRole('button', { name: '创建流程' }));
    expect(await screen.findByText('账户不属于本公司')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toContain('/data-pipeline/create-from-template');
  });

  it('says why it cannot start: no template named, unknown or not visible, stopped', async () => {
    setup({ path: '/data-pipeline/create-from-template' });
    expect(await screen.findByText('没有指定模板，请从模板库中选择一个。')).toBeTruthy();
  });

  it('says so when the template is unknown or not visible', async () => {
    setup({ template: null });
    expect(await screen.findByText('模板不存在、已停止分享，或你没有使用它的权限。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去模板库' }).getAttribute('href')).toBe('/pipeline-template');
  });

  it('refuses a template its sharer stopped sharing', async () => {
    setup({ template: aTemplate({ active: false }) });
    expect(await screen.findByText('这个模板已停止分享，不能再用它创建新流程。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '下一步' })).toBeNull();
  });

  it('reads in English with no Chinese but the users’ own data (a starter’s Chinese step names stay hidden)', async () => {
    const { user } = setup({ language: 'en' });
    const steps = await screen.findByRole('list', { name: 'Template steps' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1Webhook · When data is receivedTrigger', '2DingTalk group bot · Send a text message']);
    expect(screen.getByRole('heading', { level: 2, name: 'Webhook data → DingTalk group' })).toBeTruthy();
    expect(cjkLeaks([])).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Connect DingTalk group bot' })).toBeTruthy();
    expect(cjkLeaks(['销售群'])).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });
});
