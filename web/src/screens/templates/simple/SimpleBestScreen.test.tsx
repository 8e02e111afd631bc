// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { cjkLeaks } from '../../../test/cjkLeaks';
import { renderScreen } from '../../apps/renderScreen';
import { operationClient, type Answer } from '../../apps/testClient';
import { aCard, aTemplate } from '../testData';
import SimpleBestScreen from './SimpleBestScreen';

const PROCESS_ID = '3234567890123456789';

function setup(options: { path?: string; status?: Answer; language?: 'zh-CN' | 'en'; template?: unknown; pairFails?: number } = {}) {
  let pairFailures = options.pairFails ?? 0;
  const { client, calls } = operationClient({
    TemplatesForPair: () =>
      pairFailures-- > 0
        ? { errors: [{ message: '服务暂时不可用', extensions: { code: 'UPSTREAM_UNAVAILABLE', upstreamCode: 5003 } }] }
        : {
            data: {
              templates: {
                __typename: 'TemplatePage',
                total: 3,
                items: [
                  aCard({ templateId: '11', featured: false, useCount: 90 }),
                  aCard({ templateId: '12', featured: true, useCount: 4 }),
                  aCard({ templateId: '13', featured: false }),
                ],
              },
            },
          },
    TemplateForCreation: (v) => ({ data: { template: options.template ?? aTemplate({ templateId: v.templateId }) } }),
    CreatePipelineFromTemplate: () => ({
      data: { createPipelineFromTemplate: { __typename: 'Pipeline', processId: PROCESS_ID, title: 't', status: 'OFF' } },
    }),
    SetPipelineStatus: options.status ?? ((v) => ({ data: { setPipelineStatus: { __typename: 'Pipeline', processId: v.processId, status: 'ON' } } })),
    PipelineWebhook: () => ({ data: { webhook: { __typename: 'Webhook', url: 'http://127.0.0.1:3000/v1/api/data/webhook/accept/k-1' } } }),
  });
  const view = renderScreen(<SimpleBestScreen />, {
    client,
    path: options.path ?? '/data-pipeline/create-simple-best?template_id=12',
    language: options.language,
  });
  return { ...view, calls };
}

const ops = (calls: { operation: string; variables: Record<string, unknown> }[], operation: string) =>
  calls.filter((c) => c.operation === operation).map((c) => c.variables);

describe('/data-pipeline/create-simple-best', { timeout: 30_000 }, () => {
  it("opens the pair's best practice (featured first) at its own address", async () => {
    const { calls } = setup({ path: '/data-pipeline/create-simple-best?trigger_app_id=1001&action_app_id=2002' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/data-pipeline/create-simple-best?template_id=12'));
    expect(ops(calls, 'TemplatesForPair')).toEqual([{ filter: { triggerAppId: '1001', actionAppId: '2002' } }]);
    expect(await screen.findByRole('form', { name: 'Webhook 收到数据 → 发到钉钉群' })).toBeTruthy();
  });

  it("offers a retry when the pair's templates did not come, then opens the best one", async () => {
    const { user, calls } = setup({ path: '/data-pipeline/create-simple-best?trigger_app_id=1001&action_app_id=2002', pairFails: 1 });
    expect(await screen.findByText('获取数据失败')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/data-pipeline/create-simple-best?template_id=12'));
    expect(ops(calls, 'TemplatesForPair')).toHaveLength(2);
  });

  it('asks accounts and fields in one form, creates and switches on, and ends on the webhook address', async () => {
    const { user, calls } = setup();
    const form = await screen.findByRole('form', { name: 'Webhook 收到数据 → 发到钉钉群' });
    expect(await axeViolations()).toEqual([]);
    await user.click(within(form).getByRole('button', { name: '创建并启用' }));
    expect(screen.getByText('还有未完成的内容：请选择每个账户、填写必填字段和流程名称').getAttribute('role')).toBe('alert');
    expect(screen.getByText('请选择钉钉群机器人的账户')).toBeTruthy();
    expect(ops(calls, 'CreatePipelineFromTemplate')).toEqual([]);

    await user.selectOptions(within(form).getByRole('combobox', { name: /钉钉群机器人 的账户/ }), '销售群');
    const message = within(form).getByRole('textbox', { name: /消息内容/ });
    await user.clear(message);
    await user.type(message, '客户 ');
    await user.click(within(form).getByRole('button', { name: '为消息内容插入字段' }));
    await user.click(await screen.findByRole('menuitem', { name: 'order_id（示例：A-1）' }, { timeout: 5000 }));
    await user.click(within(form).getByRole('button', { name: '创建并启用' }));

    expect(await screen.findByRole('heading', { level: 2, name: '流程已创建并启用' })).toBeTruthy();
    expect(ops(calls, 'CreatePipelineFromTemplate')).toEqual([
      {
        input: {
          templateId: '12',
          title: 'Webhook 收到数据 → 发到钉钉群',
          accounts: [{ stepUuid: 'bot', accountId: '31' }],
          values: [{ stepUuid: 'bot', key: 'content', value: '客户 {{1.order_id}}' }],
        },
      },
    ]);
    expect(ops(calls, 'SetPipelineStatus')).toEqual([{ processId: PROCESS_ID, status: 'ON' }]);
    expect(screen.getByText('向下面的 Webhook 地址发送数据，流程就会运行。')).toBeTruthy();
    expect(((await screen.findByRole('textbox', { name: 'Webhook 地址' })) as HTMLInputElement).value).toBe(
      'http://127.0.0.1:3000/v1/api/data/webhook/accept/k-1',
    );
    expect(screen.getByRole('link', { name: '打开流程' }).getAttribute('href')).toBe(`/data-pipeline/${PROCESS_ID}`);
    expect(screen.getByRole('link', { name: '查看流程日志' }).getAttribute('href')).toBe(`/data-log?process_id=${PROCESS_ID}`);
    expect(await axeViolations()).toEqual([]);
  });

  it('says the pipeline exists but is off when switching on is refused, in the refusal’s words', async () => {
    const { user } = setup({
      template: aTemplate({ accountNeeds: [], templateId: '12' }),
      status: () => ({ errors: [{ message: '流程存在问题：第 2 步未完成', extensions: { code: 'BAD_REQUEST', upstreamCode: 4024 } }] }),
    });
    await user.click(await screen.findByRole('button', { name: '创建并启用' }));
    expect(await screen.findByRole('heading', { level: 2, name: '流程已创建，但未能启用' })).toBeTruthy();
    expect(screen.getByText('流程存在问题：第 2 步未完成')).toBeTruthy();
    expect(screen.getByRole('link', { name: '打开流程并修复' }).getAttribute('href')).toBe(`/data-pipeline/${PROCESS_ID}`);
  });

  it('leaves a plan limit to the root notice dialog and points to it', async () => {
    const { user } = setup({
      template: aTemplate({ accountNeeds: [], templateId: '12' }),
      status: () => ({ errors: [{ message: '同时启用的流程数量已达上限', extensions: { code: 'FORBIDDEN', upstreamCode: 3001 } }] }),
    });
    await user.click(await screen.findByRole('button', { name: '创建并启用' }));
    expect(await screen.findByText('请查看提示对话框中的原因。')).toBeTruthy();
  });

  it('reads in English without Chinese but the users’ own account names', async () => {
    setup({ language: 'en' });
    expect(await screen.findByRole('form', { name: 'Webhook data → DingTalk group' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Message/ })).toBeTruthy();
    expect(screen.getByText('You may insert fields the webhook received')).toBeTruthy();
    // the template's designed message ('新订单 …') is its text, not the UI's
    expect(cjkLeaks(['销售群', '新订单'])).toEqual([]);
  });
});
