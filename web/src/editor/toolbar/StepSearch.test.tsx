// @vitest-environment happy-dom
import { aPipeline, aStep } from '@huiliu/core';
import { screen } from '@testing-library/react';
import { ReactFlowProvider } from '@xyflow/react';
import { describe, expect, it } from 'vitest';
import { renderInEditor } from '../../test/renderInEditor';
import { StepSearch } from './StepSearch';

const content = [...aPipeline().build(), aStep('a', { title: '通知 仓库' }), aStep('b', { title: '通知财务' })];
const renderSearch = () =>
  renderInEditor(
    <ReactFlowProvider>
      <StepSearch />
    </ReactFlowProvider>,
    { content },
  );

describe('StepSearch', () => {
  it('takes a space after a word that came without key presses (an IME, a paste) (issue 10, item 8)', async () => {
    const { store, user } = renderSearch();
    const input = screen.getByRole('combobox', { name: '搜索步骤' });
    await user.click(input);
    await user.paste('通知');
    await user.keyboard(' 仓');
    expect(input).toHaveProperty('value', '通知 仓');
    expect(store.getState().selected).toBeUndefined();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['2. 通知 仓库']);
  });

  it('takes a space typed first, and one after a word', async () => {
    const { store, user } = renderSearch();
    const input = screen.getByRole('combobox', { name: '搜索步骤' });
    await user.click(input);
    await user.keyboard(' ');
    expect(input).toHaveProperty('value', ' ');
    await user.keyboard('通知');
    expect(input).toHaveProperty('value', ' 通知');
    expect(store.getState().selected).toBeUndefined();
  });

  it('still chooses a step with Enter', async () => {
    const { store, user } = renderSearch();
    const input = screen.getByRole('combobox', { name: '搜索步骤' });
    await user.click(input);
    await user.keyboard('财务{ArrowDown}{Enter}');
    expect(store.getState().selected).toBe('b');
    expect(input).toHaveProperty('value', '');
  });
});
