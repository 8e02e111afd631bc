import { aPipeline, type StepStatus } from '@huiliu/core';
import { describe, expect, it } from 'vitest';
import { toGraph } from '../../../editor/graph/toGraph';
import { onPath, runPath, withoutAddNodes, type GraphStepRecord } from './runGraph';

/** A recorded execution; `iteration` tells a loop's executions of one step apart. */
const record = (stepUuid: string, status: StepStatus, extra: Partial<GraphStepRecord> & { iteration?: number } = {}): GraphStepRecord => {
  const { iteration, ...rest } = extra;
  return { id: `${stepUuid}-${status}-${iteration ?? ''}`, stepUuid, status, ...rest };
};

/** trigger → switch (b1, b2: one step each) → after; a loop with one inner step at the end. */
const content = aPipeline()
  .withSwitch(2)
  .withStep('after')
  .withStep('loop', { app_id: '1005', action_id: 'loop' })
  .withStep('each', { parentLoopUuid: 'loop' })
  .build();
const graph = withoutAddNodes(toGraph(content));

describe('withoutAddNodes', () => {
  it('leaves no ‘+’ node and joins the edges that ran through one', () => {
    expect(graph.nodes.map((n) => n.kind)).not.toContain('add');
    const ids = graph.edges.map((e) => e.id);
    // a branch's last step went on to its '+', which went on to the join
    expect(ids).toContain('step:switch-b1-s1->join:switch');
    expect(ids).toContain('step:switch-b2-s1->join:switch');
    expect(ids.some((id) => id.includes('add:'))).toBe(false);
  });

  it('runs an empty branch from its header straight to the join', () => {
    const empty = aPipeline().withSwitch(1).build();
    empty[1]!.segs![0]!.apps = [];
    expect(withoutAddNodes(toGraph(empty)).edges.map((e) => e.id)).toContain('branch:switch:b1->join:switch');
  });

  it('keeps the loops the editor frames', () => {
    expect(graph.loops).toEqual([{ uuid: 'loop', members: ['each'] }]);
  });
});

describe('runPath', () => {
  it('marks the branch the switch took, dims the one it passed by, and the steps that never ran', () => {
    const path = runPath(graph, [
      record('trigger', 'success'),
      record('switch', 'success', { output: { branches: ['b2'] } }),
      record('switch-b2-s1', 'success', { switchUuid: 'switch', branch: 'b2' }),
      record('after', 'failed'),
    ]);
    expect(path.reached.has('branch:switch:b2')).toBe(true);
    expect([...path.untaken]).toEqual(['branch:switch:b1']);
    expect(path.steps.get('switch-b1-s1')).toEqual({ state: 'notRun', executions: 0 });
    expect(path.steps.get('after')?.state).toBe('failed');
    expect(path.steps.get('loop')?.state).toBe('notRun');
    expect(onPath(path, { source: 'step:switch', target: 'branch:switch:b2' })).toBe(true);
    expect(onPath(path, { source: 'step:switch', target: 'branch:switch:b1' })).toBe(false);
    expect(onPath(path, { source: 'join:switch', target: 'step:after' })).toBe(true);
  });

  it('knows a branch was taken from a step that ran in it when the switch’s output names none', () => {
    const path = runPath(graph, [
      record('switch', 'success', { output: {} }),
      record('switch-b1-s1', 'filtered', { switchUuid: 'switch', branch: 'b1' }),
    ]);
    expect(path.reached.has('branch:switch:b1')).toBe(true);
    expect(path.untaken.has('branch:switch:b2')).toBe(true);
  });

  it('calls a loop’s inner step failed when one iteration failed, and opens that iteration', () => {
    const path = runPath(graph, [
      record('loop', 'success'),
      record('each', 'success', { iteration: 0 }),
      record('each', 'failed', { iteration: 1 }),
      record('each', 'success', { iteration: 2 }),
    ]);
    expect(path.steps.get('each')).toEqual({ state: 'failed', executions: 3, openId: 'each-failed-1' });
    expect(path.steps.get('loop')).toEqual({ state: 'success', executions: 1, openId: 'loop-success-' });
  });

  it('passes no branch by when the switch never ran', () => {
    const path = runPath(graph, [record('trigger', 'filtered')]);
    expect(path.untaken.size).toBe(0);
    expect(path.reached.has('join:switch')).toBe(false);
  });
});
