import { describe, expect, it } from 'vitest';
import { branchNameOf } from './branchName';

const flow = [
  { uuid: 'trigger', segments: [] },
  {
    uuid: 'switch',
    segments: [
      { segKey: 'fb3e0c24-aaaa', title: '金牌客户' },
      { segKey: 'c0ffee00-bbbb', title: '  ' },
    ],
  },
];

describe('branchNameOf', () => {
  it('names a branch by the title it had in the run’s content', () => {
    expect(branchNameOf(flow, 'switch', 'fb3e0c24-aaaa')).toEqual({ kind: 'titled', title: '金牌客户' });
  });

  it('numbers an untitled branch by its position among the switch’s branches', () => {
    expect(branchNameOf(flow, 'switch', 'c0ffee00-bbbb')).toEqual({ kind: 'numbered', number: 2 });
  });

  it('finds the branch through its key when the switch uuid is not recorded', () => {
    expect(branchNameOf(flow, null, 'fb3e0c24-aaaa')).toEqual({ kind: 'titled', title: '金牌客户' });
  });

  it('says unknown, not the key, when the content has no such branch', () => {
    expect(branchNameOf(flow, 'switch', 'gone')).toEqual({ kind: 'unknown' });
  });
});
