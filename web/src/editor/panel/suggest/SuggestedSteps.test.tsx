// @vitest-environment happy-dom
import { aPipeline, aStep, blankStep, chooseAction, type PipelineContent } from '@huiliu/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { operationClient } from '../../../screens/apps/testClient';
import { axeViolations } from '../../../test/axe';
import { renderInEditor } from '../../../test/renderInEditor';
import { findStep } from '../../store/selectors';
import { useEditorStore } from '../../store/useEditorStore';
import { useStepEdit } from '../useStepEdit';
import { canSuggestSteps, SuggestedSteps } from './SuggestedSteps';

/** A webhook trigger and an action step just added with '+': no app yet. */
const content: PipelineContent = [...aPipeline().build(), blankStep('new')];

function Harness() {
  const step = useEditorStore((s) => findStep(s.content, 'new'))!;
  const edit = useStepEdit('new');
  const choose = (app: string, action: string) => edit.apply((c) => chooseAction(c, 'new', app, action, () => 'x'));
  return <SuggestedSteps step={step} choose={choose} />;
}

const answer = () => ({
  data: {
    flowSuggestions: {
      items: [
        {
          appId: '2002',
          actionId: 'send_text',
          appName: '钉钉群机器人',
          appNameEn: 'DingTalk group bot',
          actionName: '发送文本消息',
          actionNameEn: 'Send a text message',
          reason: '把收到的数据发到群里',
        },
        {
          appId: '1007',
          actionId: 'to_table',
          appName: '发送数据',
          appNameEn: 'Send data',
          actionName: '写入数据表',
          actionNameEn: 'Write to a data table',
          reason: '留一份记录',
        },
      ],
    },
  },
});

describe('推荐的下一步 in the entrance', () => {
  it('is offered only for an action step without an app', () => {
    expect(canSuggestSteps(content[1]!)).toBe(true);
    expect(canSuggestSteps(content[0]!)).toBe(false);
    expect(canSuggestSteps(aStep('s'))).toBe(false);
  });

  it('asks with the other steps and chooses a suggestion in one click', async () => {
    const { client, calls } = operationClient({ FlowSuggestions: answer });
    const { user, store, container } = renderInEditor(<Harness />, { content, client });
    const first = await screen.findByRole('button', { name: /钉钉群机器人 · 发送文本消息/ });
    expect((calls[0]!.variables.steps as Array<{ uuid: string }>).map((s) => s.uuid)).toEqual(['trigger']);
    expect(await axeViolations(container)).toEqual([]);
    await user.click(first);
    expect(findStep(store.getState().content, 'new')).toMatchObject({ app_id: '2002', action_id: 'send_text' });
  });

  it('words the apps and actions in English for an English reader', async () => {
    const { client } = operationClient({ FlowSuggestions: answer });
    renderInEditor(<Harness />, { content, client, language: 'en' });
    expect(await screen.findByRole('button', { name: /DingTalk group bot · Send a text message/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Suggested next steps' })).toBeTruthy();
  });
});
