// @vitest-environment happy-dom
import { aStep, toTypedSteps, type AppStep } from '@huiliu/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../apps/renderScreen';
import { operationClient, type Answer } from '../apps/testClient';
import { catalogue } from '../apps/testData';
import { axeViolations } from '../../test/axe';
import { cjkLeaks } from '../../test/cjkLeaks';
import CreateAiScreen from './CreateAiScreen';

/** A drafted pipeline as the gateway answers it: a webhook, a switch over the city, a 钉钉 message and a table row. */
const content: AppStep[] = [
  aStep('t', { action_type: '1', app_id: '1001', action_id: 'receive', title: '接收到数据时', params: { response_type: 'immediate' } }),
  aStep('s', {
    app_id: '1004',
    action_id: 'switch',
    title: '按条件进入分支',
    params: { mode: 'first' },
    segs: [
      {
        segKey: 'b1',
        title: '北京',
        conditions: [[{ field: '{{1.city}}', operator: 11, value: '北京' }]],
        apps: [aStep('d', { app_id: '2002', action_id: 'send_text', title: '通知销售群', params: { content: '{{1.city}}' } })],
      },
      {
        segKey: 'b2',
        title: '其他',
        isFallback: true,
        apps: [aStep('r', { app_id: '1007', action_id: 'to_table', title: '写入数据表', params: {} })],
      },
    ],
  }),
];

const draft = (over: Record<string, unknown> = {}) => ({
  engine: 'PLANNER',
  fallback: null,
  title: '订单按城市分流',
  stepCount: 4,
  steps: toTypedSteps(content),
  explanations: [
    { stepUuid: 't', stepNumber: 1, text: '收到发到本流程 Webhook 地址的数据时开始运行' },
    { stepUuid: 's', stepNumber: 2, text: '按城市分流：北京；都不满足时走“其他”' },
    { stepUuid: 'd', stepNumber: 3, text: '通过钉钉群机器人发送消息，内容带上城市' },
    { stepUuid: 'r', stepNumber: 4, text: '把数据记一行到数据表；请在编辑器里选择数据表' },
  ],
  problems: [
    { stepUuid: 't', stepNumber: 1, kind: 'sampleMissing', severity: 'warning', fields: [] },
    { stepUuid: 'd', stepNumber: 3, kind: 'noAccount', severity: 'error', fields: [] },
    { stepUuid: 'r', stepNumber: 4, kind: 'requiredMissing', severity: 'error', fields: ['table_id'] },
    // a branch's conditions left incomplete: core names no field, GraphQL answers an empty list
    { stepUuid: 's', stepNumber: 2, kind: 'requiredMissing', severity: 'error', fields: [] },
  ],
  notes: ['金数据（表单服务）还没有触发应用，这里用 Webhook 触发'],
  ...over,
});

function setup(answers: Record<string, Answer> = {}, language: 'zh-CN' | 'en' = 'zh-CN') {
  const { client, calls } = operationClient({
    AppCatalogue: () => ({ data: catalogue() }),
    GeneratePipelineDraft: () => ({ data: { generatePipelineDraft: draft() } }),
    EditorCreatePipeline: () => ({ data: { createPipeline: { processId: '612345678901234567' } } }),
    ...answers,
  });
  return { ...renderScreen(<CreateAiScreen />, { client, path: '/data-pipeline/create-ai', language }), calls };
}

describe('/data-pipeline/create-ai', { timeout: 30_000 }, () => {
  it('fills the description from an example and drafts it in the reader’s language', async () => {
    const { user, calls } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'AI 创建流程' })).toBeTruthy();
    const generate = screen.getByRole('button', { name: '生成' }) as HTMLButtonElement;
    expect(generate.disabled).toBe(true);
    const examples = screen.getByRole('group', { name: '试试这些例子' });
    await user.click(within(examples).getByRole('button', { name: '每当金数据有新表单，就发到钉钉群并记一行到数据表' }));
    expect((screen.getByRole('textbox', { name: '描述你的流程' }) as HTMLTextAreaElement).value).toBe(
      '每当金数据有新表单，就发到钉钉群并记一行到数据表',
    );
    await user.click(generate);
    await screen.findByRole('heading', { level: 2, name: '生成的流程：订单按城市分流' });
    expect(calls.find((c) => c.operation === 'GeneratePipelineDraft')?.variables).toEqual({
      input: { description: '每当金数据有新表单，就发到钉钉群并记一行到数据表', lang: 'ZH_CN' },
    });
  });

  it('shows the draft as numbered steps with their place, explanation, what is left to do and the engine', async () => {
    const { user } = setup();
    await user.type(await screen.findByRole('textbox', { name: '描述你的流程' }), '订单按城市分流');
    await user.click(screen.getByRole('button', { name: '生成' }));
    const steps = await screen.findAllByRole('listitem');
    const items = steps.filter((li) => li.closest('ol'));
    expect(items.map((li) => li.querySelector('span')?.textContent)).toEqual([
      '1. 接收到数据时',
      '2. 按条件分成 2 个分支',
      '3. 通知销售群',
      '4. 写入数据表',
    ]);
    expect(within(items[2]!).getByText('分支“北京”')).toBeTruthy();
    expect(within(items[2]!).getByText('钉钉群机器人')).toBeTruthy();
    // worded as the editor's marks word them
    expect(within(items[1]!).getByText('条件不完整')).toBeTruthy();
    expect(within(items[1]!).queryByText('必填字段未填写')).toBeNull();
    expect(within(items[2]!).getByText('未选择账户')).toBeTruthy();
    expect(within(items[3]!).getByText('分支“其他”')).toBeTruthy();
    expect(within(items[3]!).getByText('必填字段未填写')).toBeTruthy();
    // a warning (no sample yet) is for the editor, not a mark here
    expect(within(items[0]!).queryByText('未获取样本数据')).toBeNull();
    expect(within(items[1]!).getByText('按城市分流：北京；都不满足时走“其他”')).toBeTruthy();
    expect(screen.getByText('生成方式：内置规划器')).toBeTruthy();
    expect(screen.getByText('金数据（表单服务）还没有触发应用，这里用 Webhook 触发')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('creates the pipeline from the draft it showed and opens the editor on it', async () => {
    const { user, calls } = setup();
    await user.type(await screen.findByRole('textbox', { name: '描述你的流程' }), '订单按城市分流');
    await user.click(screen.getByRole('button', { name: '生成' }));
    await user.click(await screen.findByRole('button', { name: '在编辑器中打开' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/data-pipeline/612345678901234567'));
    const input = calls.find((c) => c.operation === 'EditorCreatePipeline')!.variables.input as {
      title: string;
      createChannels: number;
      steps: Array<{ uuid: string }>;
    };
    expect(input.title).toBe('订单按城市分流');
    expect(input.createChannels).toBe(2);
    expect(input.steps.map((s) => s.uuid)).toEqual(['t', 's', 'd', 'r']);
    expect(calls.filter((c) => c.operation === 'GeneratePipelineDraft')).toHaveLength(1);
  });

  it('says in English that the planner stood in for the model, and shows a refusal by its code', async () => {
    // an English draft leaves built-in steps unnamed (the editor words them); the person's own title stays
    const unnamed = (steps: AppStep[]): AppStep[] =>
      steps.map((step) => ({
        ...step,
        title: step.uuid === 'd' ? step.title : '',
        ...(step.segs ? { segs: step.segs.map((g) => ({ ...g, apps: unnamed(g.apps) })) } : {}),
      }));
    const english = draft({
      steps: toTypedSteps(unnamed(content)),
      fallback: { reason: 'TIMEOUT', message: 'x' },
      notes: [],
      explanations: [{ stepUuid: 'd', stepNumber: 3, text: 'Sends a message through DingTalk group bot' }],
    });
    const fellBack = () => ({ data: { generatePipelineDraft: english } });
    const { user, calls } = setup({ GeneratePipelineDraft: fellBack }, 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create a pipeline with AI' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Describe your pipeline' }), 'post new orders to DingTalk');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('The AI service did not answer in time, so the built-in planner drafted this one')).toBeTruthy();
    expect(screen.getByText('Drafted by: Built-in planner')).toBeTruthy();
    expect(screen.getAllByText('No account chosen')).toHaveLength(1);
    expect((calls.find((c) => c.operation === 'GeneratePipelineDraft')!.variables.input as { lang: string }).lang).toBe('EN');
    // only the person's own words stay Chinese: the pipeline's title, a step they named, the branches' values
    expect(cjkLeaks(['订单按城市分流', '通知销售群', '北京', '其他'])).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });

  it('shows why a description was refused', async () => {
    const refuse = () => ({ errors: [{ message: '没能从描述中看出流程要做什么', extensions: { code: 'BAD_USER_INPUT', upstreamCode: 4160 } }] });
    const { user } = setup({ GeneratePipelineDraft: refuse });
    await user.type(await screen.findByRole('textbox', { name: '描述你的流程' }), '你好');
    await user.click(screen.getByRole('button', { name: '生成' }));
    expect(await screen.findByText(/没能从描述中看出流程要做什么/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '在编辑器中打开' })).toBeNull();
  });
});
