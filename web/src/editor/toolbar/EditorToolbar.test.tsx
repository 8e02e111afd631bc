// @vitest-environment happy-dom
import { aPipeline, aStep, type PipelineContent } from '@huiliu/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Client, fetchExchange } from '@urql/core';
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

/** A GraphQL client whose transport refuses every call with `extensions`, as the gateway would. */
const refusingClient = (message: string, extensions: Record<string, unknown>) =>
  new Client({
    url: 'http://test.invalid/graphql',
    exchanges: [fetchExchange],
    fetch: async () =>
      new Response(JSON.stringify({ data: null, errors: [{ message, extensions }] }), { headers: { 'content-type': 'application/json' } }),
  });

function ToolbarOfTheStore({ processId }: { processId: string | undefined }) {
  return <EditorToolbar store={useEditorStoreApi()} processId={processId} status="OFF" />;
}

function renderToolbar(content: PipelineContent, processId: string | undefined = 'p1', client?: Client) {
  return renderInEditor(
    <MemoryRouter>
      <ReactFlowProvider>
        <ToolbarOfTheStore processId={processId} />
      </ReactFlowProvider>
    </MemoryRouter>,
    { content, ...(client ? { client } : {}) },
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

describe('saving (issue 10 item 10)', () => {
  const ready = sampled([...aPipeline().build(), filter]);
  // Fluent's dialog surface sits in a portal that happy-dom reports as hidden from the accessibility tree
  const saveDialog = async () => (await screen.findByText('保存流程')).closest('[role="dialog"]') as HTMLElement;
  async function saveWithRemark(user: ReturnType<typeof renderToolbar>['user']) {
    await user.click(screen.getByRole('button', { name: '保存' }));
    await user.click(within(await saveDialog()).getByRole('button', { name: '保存', hidden: true }));
  }

  it('closes the save dialog when a plan limit is refused, so the notice is not opened on top of it', async () => {
    const client = refusingClient('流程步骤数量已达到上限', { code: 'PLAN_LIMIT', upstreamCode: 3004 });
    const { user } = renderToolbar(ready, 'p1', client);
    await saveWithRemark(user);
    await waitFor(() => expect(screen.queryByText('保存流程')).toBeNull());
  });

  it('says why an enabled pipeline refused content with problems, keeping the dialog open', async () => {
    const message = '流程已启用，不能保存有 1 个问题的内容；请先修复，或停用流程后再保存草稿：过滤条件不完整：第 1 个条件未选择字段';
    const { user } = renderToolbar(ready, 'p1', refusingClient(message, { code: 'BAD_USER_INPUT', upstreamCode: 4024 }));
    await saveWithRemark(user);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByText('保存流程')).toBeTruthy();
  });
});

describe('the editor toolbar’s 立即运行', () => {
  const ready = sampled([...aPipeline().build(), filter]);

  it('is there for a saved pipeline, and waits for unsaved edits to be saved', () => {
    const { store } = renderToolbar(ready, '382877520569041302');
    expect(screen.getByRole('button', { name: '立即运行' }).hasAttribute('disabled')).toBe(false);
    act(() => store.setState((s) => ({ ...s, title: '改过的名字' })));
    expect(screen.getByRole('button', { name: '立即运行' }).hasAttribute('disabled')).toBe(true);
  });

  it('is absent while the pipeline has never been saved', () => {
    renderInEditor(
      <MemoryRouter>
        <ReactFlowProvider>
          <ToolbarOfTheStore processId={undefined} />
        </ReactFlowProvider>
      </MemoryRouter>,
      { content: ready },
    );
    expect(screen.queryByRole('button', { name: '立即运行' })).toBeNull();
  });
});

describe('分享 (issue 12)', () => {
  it('is offered for a saved pipeline and opens its share dialog; a pipeline not yet created has none', async () => {
    const { user } = renderToolbar(sampled(aPipeline().build()));
    await user.click(screen.getByRole('button', { name: '分享' }));
    expect(await screen.findByRole('dialog', { name: '分享流程' }, { timeout: 5000 })).toBeTruthy();
  });

  it('is not offered before the pipeline exists', () => {
    renderInEditor(
      <MemoryRouter>
        <ReactFlowProvider>
          <ToolbarOfTheStore processId={undefined} />
        </ReactFlowProvider>
      </MemoryRouter>,
      { content: sampled(aPipeline().build()) },
    );
    expect(screen.getByRole('button', { name: '创建' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '分享' })).toBeNull();
  });
});
