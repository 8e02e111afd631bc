// @vitest-environment happy-dom
import { aPipeline, removeStep } from '@huiliu/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInEditor } from '../test/renderInEditor';
import { useEditorActions } from './EditorActions';

/** A panel control whose edit core refuses: removing the trigger. */
function RemoveTriggerButton() {
  const actions = useEditorActions();
  return (
    <button onClick={() => actions.run('step.edit', { target: 'trigger', edit: { change: (content) => removeStep(content, 'trigger') } })}>
      remove
    </button>
  );
}

describe('the command runner', () => {
  it.each([
    ['en', 'The trigger step cannot be removed'],
    ['zh-CN', '触发步骤不能删除'],
  ] as const)('keeps the content when core refuses an edit, and says why in %s', async (language, message) => {
    const { store, user } = renderInEditor(<RemoveTriggerButton />, { content: aPipeline().withStep('a').build(), language });
    const before = store.getState();
    await user.click(screen.getByRole('button', { name: 'remove' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(store.getState()).toBe(before);
  });
});
