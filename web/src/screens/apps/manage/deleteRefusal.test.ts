import { CombinedError } from '@urql/core';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { breakingPipelines } from './deleteRefusal';

const refusal = (extensions: Record<string, unknown>) => new CombinedError({ graphQLErrors: [new GraphQLError('账户正在使用', { extensions })] });

describe('breakingPipelines', () => {
  it('reads the pipelines a refused delete names, in GraphQL or REST spelling', () => {
    expect(breakingPipelines(refusal({ code: 4001, pipelines: [{ processId: '7', title: '订单通知' }] }))).toEqual([
      { processId: '7', title: '订单通知' },
    ]);
    expect(breakingPipelines(refusal({ pipelines: [{ process_id: 8, title: '日报' }] }))).toEqual([{ processId: '8', title: '日报' }]);
  });

  it('is empty for another refusal', () => {
    expect(breakingPipelines(refusal({ code: 4004 }))).toEqual([]);
  });
});
