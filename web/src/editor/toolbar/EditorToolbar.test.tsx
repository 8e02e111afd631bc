// @vitest-environment happy-dom
import { aPipeline, aStep, type PipelineContent } from '@huiliu/core';
import { screen } from '@testing-library/react';
import { ReactFlowProvider } from '@xyflow/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderInEditor } from '../../test/renderInEditor';
import { badgeOf, stepIndex } from '../store/selectors';
import { useEditorStoreApi } from '../store/useEditorStore';
import { EditorToolbar } from './EditorToolbar';

const sampled = (content: PipelineContent) => content.map((s, i) => (i === 0 ? { ...s, sample_data: { amount: 1 } } : s));
const filter = aStep('f', { app_id: '1003', action_id: 'filter', params: { conditions: [[{ field: '{{1.amount}}', operator: 42 }]] } });
const emptyFilter = aStep('f', { app_id: '1003', action_id: 'filter', params: { conditions: [[{ field: '', operator: 13, value: '' }]] } });
const untestedSend = aStep('s', { params: { url: 'https://example.com/hook', method: 'POST' } });

function ToolbarOfTheStore({ processId }: { processId: string | undefined }) {
  return <EditorToolbar store={useEditorStoreApi()} processId={processId} status="OFF" />;
}

function renderToolbar(content: PipelineContent, processId: string | undefined = 'p1') {
  return renderInEditor(
    <MemoryRouter>
      <ReactFlowProvider>
        <ToolbarOfTheStore processId={processId} />
      </ReactFlowProvider>
    </MemoryRouter>,
    { content },
  );
}

describe('EditorToolbar readiness summary (issue 10 item 5)', () => {
  it.each<[string, PipelineContent, string]>([
    ['every step ready', sampled([...aPipeline().build(), filter]), '全部步骤已就绪'],
    ['an untested send (a yellow badge)', sampled([...aPipeline().build(), filter, untestedSend]), '1 个步骤有提醒'],
    ['a trigger without sample and an untested send', [...aPipeline().build(), untestedSend], '2 个步骤有提醒'],
    ['an incomplete filter (a red badge)', sampled([...aPipeline().build(), emptyFilter, untestedSend]), '1 个问题'],
  ])('says what the badges say for %s', (_, content, summary) => {
    renderToolbar(content);
    expect(screen.getByText(summary)).toBeTruthy();
    const badges = [...stepIndex(content).values()].map(badgeOf).filter(Boolean);
    if (summary === '全部步骤已就绪') expect(badges).toEqual([]);
    else expect(badges.length).toBeGreaterThan(0);
  });
});

describe('启用流程 with problems (spec §4–§5, issue 10 item 1)', () => {
  it('says why it cannot be switched on and goes to the first problem, instead of a silent success', async () => {
    const { user, store } = renderToolbar(sampled([...aPipeline().build(), emptyFilter]));
    await user.click(screen.getByRole('switch', { name: '启用流程' }));
    expect(await screen.findByText('流程有 1 个步骤存在问题，修复后才能启用')).toBeTruthy();
    expect(store.getState().selected).toBe('f');
    expect((screen.getByRole('switch', { name: '启用流程' }) as HTMLInputElement).checked).toBe(false);
  });
});
