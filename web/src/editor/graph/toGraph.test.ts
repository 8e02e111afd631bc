import { aPipeline, aStep, blankStep } from '@huiliu/core';
import { describe, expect, it } from 'vitest';
import { graphSignature, toGraph } from './toGraph';

const ids = (content: Parameters<typeof toGraph>[0]) => toGraph(content).nodes.map((n) => n.id);
const edges = (content: Parameters<typeof toGraph>[0]) => toGraph(content).edges.map((e) => [e.source, e.target, e.insertAt ?? null]);

describe('toGraph', () => {
  it('puts the trigger first, then each step, then a + at the end', () => {
    expect(ids(aPipeline().withStep('a').build())).toEqual(['step:trigger', 'step:a', 'add:root']);
  });

  it('gives every edge between steps a + that inserts exactly there', () => {
    expect(edges(aPipeline().withStep('a').withStep('b').build())).toEqual([
      ['step:trigger', 'step:a', { index: 1 }],
      ['step:a', 'step:b', { index: 2 }],
      ['step:b', 'add:root', null],
    ]);
  });

  it('fans a switch out into one column per branch that joins before the next step', () => {
    const content = aPipeline().withSwitch(2).withStep('after').build();
    expect(edges(content)).toEqual([
      ['step:trigger', 'step:switch', { index: 1 }],
      ['step:switch', 'branch:switch:b1', null],
      ['branch:switch:b1', 'step:switch-b1-s1', { switchUuid: 'switch', segKey: 'b1', index: 0 }],
      ['step:switch-b1-s1', 'add:switch:b1', null],
      ['add:switch:b1', 'join:switch', null],
      ['step:switch', 'branch:switch:b2', null],
      ['branch:switch:b2', 'step:switch-b2-s1', { switchUuid: 'switch', segKey: 'b2', index: 0 }],
      ['step:switch-b2-s1', 'add:switch:b2', null],
      ['add:switch:b2', 'join:switch', null],
      ['join:switch', 'step:after', { index: 2 }],
      ['step:after', 'add:root', null],
    ]);
  });

  it('numbers steps as {{N.…}} does: a switch’s branches right after it', () => {
    const numbers = toGraph(aPipeline().withSwitch(2).withStep('after').build())
      .nodes.filter((n) => n.kind === 'step')
      .map((n) => n.kind === 'step' && [n.uuid, n.number]);
    expect(numbers).toEqual([
      ['trigger', 1],
      ['switch', 2],
      ['switch-b1-s1', 3],
      ['switch-b2-s1', 4],
      ['after', 5],
    ]);
  });

  it('gives an empty branch a + that inserts its first step', () => {
    const content = aPipeline().withSwitch(1).build();
    content[1]!.segs![0]!.apps = [];
    const add = toGraph(content).nodes.find((n) => n.id === 'add:switch:b1');
    expect(add).toEqual({ id: 'add:switch:b1', kind: 'add', at: { switchUuid: 'switch', segKey: 'b1', index: 0 } });
  });

  it('groups a loop with the steps inside it, nested loops included', () => {
    const content = [
      ...aPipeline().build(),
      aStep('loop', { app_id: '1005' }),
      aStep('in1', { parentLoopUuid: 'loop' }),
      aStep('inner', { app_id: '1005', parentLoopUuid: 'loop' }),
      aStep('in2', { parentLoopUuid: 'inner' }),
      aStep('out'),
    ];
    expect(toGraph(content).loops).toEqual([
      { uuid: 'loop', members: ['in1', 'inner', 'in2'] },
      { uuid: 'inner', members: ['in2'] },
    ]);
  });

  it('frames no steps that name a step which is not a loop: the engine runs those plainly', () => {
    const content = [...aPipeline().build(), aStep('plain'), aStep('named', { parentLoopUuid: 'plain' })];
    expect(toGraph(content).loops).toEqual([]);
  });

  it('shows an empty pipeline as a lone +', () => {
    expect(ids([])).toEqual(['add:root']);
  });
});

describe('graphSignature', () => {
  it('ignores edits that change no structure', () => {
    const content = aPipeline().withStep('a').build();
    const renamed = structuredClone(content);
    renamed[1]!.title = '新名字';
    expect(graphSignature(toGraph(renamed))).toBe(graphSignature(toGraph(content)));
  });
  it('changes when a step is added', () => {
    const content = aPipeline().build();
    expect(graphSignature(toGraph([...content, blankStep('x')]))).not.toBe(graphSignature(toGraph(content)));
  });
});
