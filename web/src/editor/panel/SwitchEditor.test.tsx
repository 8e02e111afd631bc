// @vitest-environment happy-dom
import { aPipeline, aStep, type AppStep, type PipelineContent } from '@huiliu/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInEditor } from '../../test/renderInEditor';
import { findStep } from '../store/selectors';
import { StepPanel } from './StepPanel';

const switchStep = (segs: AppStep['segs']): AppStep => aStep('s', { app_id: '1004', action_id: 'switch', params: {}, segs });
const seg = (segKey: string, title: string, isFallback = false) =>
  isFallback
    ? { segKey, title, isFallback: true, apps: [], switchParentuuid: 's' }
    : { segKey, title, conditions: [[{ field: '', operator: 1, value: '' }]], apps: [], switchParentuuid: 's' };
const withSwitch = (segs: AppStep['segs']): PipelineContent => [...aPipeline().build(), switchStep(segs)];
const branches = () => screen.getAllByRole('group', { name: /^分支 / });

describe('SwitchEditor (issue 10, item 10: one fallback branch per switch)', () => {
  it('has no per-branch fallback toggle; the fallback branch is marked, last, and cannot be moved or removed', () => {
    renderInEditor(<StepPanel uuid="s" processId={undefined} />, {
      content: withSwitch([seg('a', '金牌'), seg('b', '银牌'), seg('f', '默认分支', true)]),
    });
    expect(screen.queryAllByRole('switch')).toEqual([]);
    const fallback = branches()[2]!;
    expect(within(fallback).getByText('默认分支（其他分支都不满足时进入）')).toBeTruthy();
    expect(within(fallback).queryByRole('button', { name: /删除分支|前移|后移/ })).toBeNull();
    expect(within(branches()[0]!).getByRole('button', { name: '删除分支 金牌' })).toHaveProperty('disabled', false);
    expect(screen.queryByRole('button', { name: '添加默认分支' })).toBeNull();
  });

  it('keeps the last condition branch', () => {
    renderInEditor(<StepPanel uuid="s" processId={undefined} />, { content: withSwitch([seg('a', '金牌'), seg('f', '默认分支', true)]) });
    expect(within(branches()[0]!).getByRole('button', { name: '删除分支 金牌' })).toHaveProperty('disabled', true);
  });

  it('adds new branches before the fallback, and a missing fallback once', async () => {
    const { store, user } = renderInEditor(<StepPanel uuid="s" processId={undefined} />, { content: withSwitch([seg('a', '金牌')]) });
    await user.click(screen.getByRole('button', { name: '添加默认分支' }));
    await user.click(screen.getByRole('button', { name: '添加分支' }));
    const segs = findStep(store.getState().content, 's')!.segs!;
    expect(segs.map((s) => [s.title, !!s.isFallback])).toEqual([
      ['金牌', false],
      ['分支2', false],
      ['默认分支', true],
    ]);
    expect(screen.queryByRole('button', { name: '添加默认分支' })).toBeNull();
  });
});
