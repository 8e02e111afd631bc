// @vitest-environment happy-dom
import { aPipeline, aStep, blankStep, type PipelineContent } from '@huiliu/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { operationClient, type Answer } from '../../../screens/apps/testClient';
import { axeViolations } from '../../../test/axe';
import { renderInEditor } from '../../../test/renderInEditor';
import { findStep } from '../../store/selectors';
import { useEditorStore } from '../../store/useEditorStore';
import { useStepEdit } from '../useStepEdit';
import { canSuggestMappings, SuggestMappings } from './SuggestMappings';

/** The trigger's sample, and a custom action whose url and body are empty. */
const content = (sample?: unknown): PipelineContent => {
  const [trigger] = aPipeline().build();
  return [
    { ...trigger!, ...(sample ? { sample_data: sample } : {}) },
    aStep('req', { app_id: '1008', action_id: 'request', params: { method: 'post', url: '', headers: '{"x":"1"}' } }),
  ];
};

function Harness() {
  const step = useEditorStore((s) => findStep(s.content, 'req'))!;
  return <SuggestMappings step={step} edit={useStepEdit('req')} />;
}

function setup(answer: Answer, options: { sample?: unknown; language?: 'zh-CN' | 'en' } = {}) {
  const { client, calls } = operationClient({ FieldSuggestions: answer });
  return {
    ...renderInEditor(<Harness />, {
      content: content('sample' in options ? options.sample : { link: 'https://x.cn', payload: '{}' }),
      client,
      language: options.language,
    }),
    calls,
  };
}

const suggestions = (items: Array<{ field: string; reference: string }>) => () => ({
  data: { fieldSuggestions: { engine: 'PLANNER', items: items.map((i) => ({ ...i, confidence: 0.9, reason: 'r' })) } },
});

describe('建议映射 in the step panel', () => {
  it('asks with the editor’s own steps and fills the empty fields in one undo step', async () => {
    const { user, store, calls } = setup(
      suggestions([
        { field: 'url', reference: '{{1.link}}' },
        { field: 'body', reference: '{{1.payload}}' },
        { field: 'headers', reference: '{{1.h}}' },
      ]),
    );
    await user.click(screen.getByRole('button', { name: '建议映射' }));
    expect(await screen.findByText('已按样本填入 2 个字段：请求地址、请求体（JSON 文本）')).toBeTruthy();
    const input = calls[0]!.variables.input as { stepUuid: string; lang: string; steps: Array<{ uuid: string; sampleData?: unknown }> };
    expect([input.stepUuid, input.lang, input.steps.map((s) => s.uuid)]).toEqual(['req', 'ZH_CN', ['trigger', 'req']]);
    expect(input.steps[0]!.sampleData).toEqual({ link: 'https://x.cn', payload: '{}' });
    // the headers the person wrote stay; the two empty fields are filled, as one history entry
    expect(findStep(store.getState().content, 'req')!.params).toEqual({
      method: 'post',
      url: '{{1.link}}',
      headers: '{"x":"1"}',
      body: '{{1.payload}}',
    });
    expect(store.getState().history.past).toHaveLength(1);
    expect(await axeViolations()).toEqual([]);
  });

  it('says why nothing was filled: no samples yet, or no suitable mapping', async () => {
    const none = suggestions([]);
    const first = setup(none, { sample: null });
    await first.user.click(screen.getByRole('button', { name: '建议映射' }));
    expect(await screen.findByRole('status')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('之前的步骤还没有样本数据，获取样本后再试'));
    expect(first.store.getState().history.past).toHaveLength(0);
    first.unmount();
    const second = setup(none);
    await second.user.click(screen.getByRole('button', { name: '建议映射' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('没有找到合适的映射'));
  });

  it('speaks English to an English reader, and says when the suggestions could not be fetched', async () => {
    const { user } = setup(suggestions([{ field: 'url', reference: '{{1.link}}' }]), { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Suggest mappings' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Filled 1 fields from the samples: /));
    expect(screen.getByRole('status').textContent).not.toMatch(/\p{Script=Han}/u);
    const failing = setup(() => ({ errors: [{ message: 'boom' }] }));
    await failing.user.click(screen.getAllByRole('button', { name: '建议映射' })[0]!);
    await waitFor(() => expect(screen.getAllByRole('status').some((s) => s.textContent === '获取映射建议失败')).toBe(true));
  });

  it('is offered for actions with fields to map, never for the trigger or a step with no action', () => {
    const [trigger] = aPipeline().build();
    expect(canSuggestMappings(trigger!)).toBe(false);
    expect(canSuggestMappings(blankStep('x'))).toBe(false);
    expect(canSuggestMappings(aStep('f', { app_id: '1003', action_id: 'filter' }))).toBe(false);
    expect(canSuggestMappings(aStep('s', { app_id: '1007', action_id: 'send' }))).toBe(true);
    expect(canSuggestMappings(aStep('d', { app_id: '2002', action_id: 'send_text' }))).toBe(true);
  });
});
