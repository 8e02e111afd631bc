import { readFileSync } from 'node:fs';
import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { maxCostRule } from './cost';
import { SCHEMA_PATH } from '../schema';

const schema = buildSchema(readFileSync(SCHEMA_PATH, 'utf8'));

function costOf(query: string): number {
  const [error] = validate(schema, parse(query), [...specifiedRules, maxCostRule(0)]);
  return Number(error?.extensions.cost ?? 0);
}

describe('cost limit', () => {
  it('counts one platform call per root field', () => {
    expect(costOf('{ me { uname } pipelineCount }')).toBe(2);
  });

  it('does not count batched creators per item', () => {
    expect(costOf('{ pipelines(limit: 100) { items { title creator { uname } } } }')).toBe(1);
  });

  it('counts content per listed pipeline, once for steps and dataProcess together', () => {
    expect(costOf('{ pipelines(limit: 20) { items { steps { uuid } dataProcess } } }')).toBe(21);
    expect(costOf('{ pipelines { items { steps { uuid } } } }')).toBe(16); // the schema's default page of 15
    expect(costOf('query ($n: Int) { pipelines(limit: $n) { items { steps { uuid } } } }')).toBe(101);
  });

  it('follows fragments', () => {
    expect(costOf('{ pipelines(limit: 5) { items { ...P } } } fragment P on Pipeline { steps { uuid } }')).toBe(6);
  });

  it('refuses aliased pages of content beyond the limit and accepts a screen-sized query', () => {
    const greedy = `{ ${[1, 2, 3].map((i) => `p${i}: pipelines(limit: 100) { items { steps { uuid } } }`).join(' ')} }`;
    const refused = validate(schema, parse(greedy), [maxCostRule()]);
    expect(refused.map((e) => e.extensions.code)).toEqual(['QUERY_TOO_COSTLY']);
    const screen = '{ me { uname } pipelines { total items { processId title creator { uname } apps { appName } } } }';
    expect(validate(schema, parse(screen), [maxCostRule()])).toEqual([]);
  });
});
