// @vitest-environment happy-dom
import { aPipeline } from '@huiliu/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInEditor } from '../../../test/renderInEditor';
import { ConditionsEditor } from './ConditionsEditor';

const empty = [[{ field: '', operator: 13, value: '' }]];

describe('condition rows (issue 10 item 7)', () => {
  it('name each input and show a caption and placeholders', async () => {
    renderInEditor(<ConditionsEditor value={empty} stepUuid="a" onChange={() => undefined} />, { content: aPipeline().withStep('a').build() });
    const field = await screen.findByRole('textbox', { name: '条件 1-1 的字段' });
    expect(field.getAttribute('aria-placeholder')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '条件 1-1 的值' }).getAttribute('aria-placeholder')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: '条件 1-1 的判断方式' })).toBeTruthy();
    expect(screen.getByText('字段、判断方式和值')).toBeTruthy();
  });

  it('words them in English in English mode', async () => {
    renderInEditor(<ConditionsEditor value={empty} stepUuid="a" onChange={() => undefined} />, {
      content: aPipeline().withStep('a').build(),
      language: 'en',
    });
    const field = await screen.findByRole('textbox', { name: 'Field of condition 1-1' });
    expect(field.getAttribute('aria-placeholder')).not.toMatch(/\p{Script=Han}/u);
  });
});
