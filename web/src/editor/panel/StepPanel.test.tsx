// @vitest-environment happy-dom
import { aPipeline, aStep, blankStep, type AppStep, type PipelineContent } from '@huiliu/core';
import { screen, waitFor, within } from '@testing-library/react';
import { Client, fetchExchange } from '@urql/core';
import { describe, expect, it } from 'vitest';
import { isDirty } from '../store/editorState';
import { findStep } from '../store/selectors';
import { renderInEditor } from '../../test/renderInEditor';
import { StepPanel } from './StepPanel';

const SEQUENCE = ['入口：选择应用和动作', '账户', '附加信息', '匹配数据', '查找数据', '发送数据', '出错处理'];

const withStep = (step: AppStep): PipelineContent => [...aPipeline().build(), step];
const renderPanel = (content: PipelineContent, uuid = 'a') => renderInEditor(<StepPanel uuid={uuid} processId={undefined} />, { content });
// the accordion's headers (fui-* are Fluent's documented class names); other buttons may expand popovers
const sectionHeaders = () => screen.getAllByRole('button').filter((b) => b.closest('.fui-AccordionHeader'));
const panel = () => screen.getByRole('complementary');
const sendStep = (overrides: Partial<AppStep> = {}) => aStep('a', { params: { url: 'https://example.com/hook', method: 'POST' }, ...overrides });

describe('StepPanel', () => {
  it.each<[string, AppStep, string[]]>([
    ['a step with no action yet, the entrance open', blankStep('a'), ['入口：选择应用和动作']],
    ['an action, its addition, match data and send data open', sendStep(), ['附加信息', '匹配数据', '发送数据']],
  ])('shows the spec’s sections in order for %s', (_, step, open) => {
    renderPanel(withStep(step));
    expect(sectionHeaders().map((b) => b.textContent)).toEqual(SEQUENCE);
    expect(
      sectionHeaders()
        .filter((b) => b.getAttribute('aria-expanded') === 'true')
        .map((b) => b.textContent),
    ).toEqual(open);
  });

  it('opens find data, not send data, for the trigger', () => {
    renderPanel(aPipeline().build(), 'trigger');
    expect(
      sectionHeaders()
        .filter((b) => b.getAttribute('aria-expanded') === 'true')
        .map((b) => b.textContent),
    ).toEqual(['附加信息', '匹配数据', '查找数据']);
  });

  it.each<[string, AppStep, string[]]>([
    ['no action', blankStep('a'), ['未选择动作']],
    ['required fields missing, not yet sent', aStep('a'), ['必填字段未填写：请求地址、请求方式', '未测试发送数据']],
    ['a sent step', sendStep({ send_status: 'success' }), []],
    ['a failed send', sendStep({ send_status: 'failed' }), ['数据发送失败']],
    ['an incomplete filter', aStep('a', { app_id: '1003', action_id: 'filter', params: {}, send_status: 'success' }), ['条件不完整']],
  ])('shows the validation outcomes of %s', (_, step, messages) => {
    renderPanel(withStep(step));
    const bars = within(panel())
      .queryAllByRole('group')
      .filter((g) => g.className.includes('fui-MessageBar'));
    expect(bars.map((b) => b.textContent)).toEqual(messages);
  });

  it('sends the step’s name through the registry into the store, typing as one undo step', async () => {
    const { store, user } = renderPanel(withStep(sendStep()));
    await user.clear(screen.getByLabelText('步骤名称'));
    await user.type(screen.getByLabelText('步骤名称'), '通知仓库');
    expect(findStep(store.getState().content, 'a')?.title).toBe('通知仓库');
    expect(store.getState().history.past).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('2. 通知仓库');
  });

  it('sends a field of the action’s form into the step’s params', async () => {
    const { store, user } = renderPanel(withStep(sendStep()));
    await user.selectOptions(screen.getByRole('combobox', { name: /请求方式/ }), 'GET');
    expect(findStep(store.getState().content, 'a')?.params).toMatchObject({ method: 'GET', url: 'https://example.com/hook' });
    expect(store.getState().history.past).toHaveLength(1);
  });

  it('chooses an app with one action in one click, and the outcomes follow', async () => {
    const { store, user } = renderPanel(withStep(blankStep('a')));
    await user.click(within(screen.getByRole('group', { name: '应用' })).getByRole('button', { name: '数据过滤' }));
    expect(findStep(store.getState().content, 'a')).toMatchObject({ app_id: '1003', action_id: 'filter' });
    expect(store.getState().history.past).toHaveLength(1);
    expect(screen.queryByText('未选择动作')).toBeNull();
  });
});

describe('测试发送 (issue 10 item 10)', () => {
  /** A GraphQL client whose transport answers every testStep with a successful run of the step. */
  const answeringClient = () =>
    new Client({
      url: 'http://test.invalid/graphql',
      exchanges: [fetchExchange],
      fetch: async () =>
        new Response(JSON.stringify({ data: { testStep: { status: 'success', output: { ok: 1 }, error: null, durationMs: 5 } } }), {
          headers: { 'content-type': 'application/json' },
        }),
    });

  it('keeps the result on the step without marking the pipeline unsaved', async () => {
    const { store, user } = renderInEditor(<StepPanel uuid="a" processId="p1" />, { content: withStep(sendStep()), client: answeringClient() });
    expect(isDirty(store.getState())).toBe(false);
    await user.click(screen.getByRole('button', { name: '测试发送' }));
    await waitFor(() => expect(findStep(store.getState().content, 'a')?.send_status).toBe('success'));
    expect(findStep(store.getState().content, 'a')?.return_data).toEqual({ ok: 1 });
    expect(isDirty(store.getState())).toBe(false);
  });
});
