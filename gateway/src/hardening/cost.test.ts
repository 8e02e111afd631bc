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

  it('counts one batch call per page for a per-item field, once for fields sharing a loader', () => {
    expect(costOf('{ pipelines(limit: 100) { items { title creator { uname } } } }')).toBe(2);
    expect(costOf('{ pipelines(limit: 20) { items { steps { uuid } dataProcess } } }')).toBe(2);
    expect(costOf('query ($n: Int) { pipelines(limit: $n) { items { steps { uuid } creator { uname } } } }')).toBe(3);
    expect(
      costOf('{ runs(limit: 50) { items { steps { title } triggerData flowSteps { uuid } pipeline { steps { uuid } creator { uname } } } } }'),
    ).toBe(6);
  });

  it('counts the per-item fields of a by-id root field once each', () => {
    expect(costOf('{ pipeline(processId: "1") { steps { uuid } creator { uname } } }')).toBe(3);
  });

  it('follows fragments', () => {
    expect(costOf('{ pipelines(limit: 5) { items { ...P } } } fragment P on Pipeline { steps { uuid } }')).toBe(2);
  });

  it('refuses aliased pages beyond the limit and accepts a screen-sized query', () => {
    const greedy = `{ ${Array.from({ length: 70 }, (_, i) => `p${i}: pipelines(limit: 100) { items { steps { uuid } creator { uname } } }`).join(' ')} }`;
    const refused = validate(schema, parse(greedy), [maxCostRule()]);
    expect(refused.map((e) => e.extensions.code)).toEqual(['QUERY_TOO_COSTLY']);
    const screen = '{ me { uname } pipelines { total items { processId title creator { uname } apps { appName } } } }';
    expect(validate(schema, parse(screen), [maxCostRule()])).toEqual([]);
  });
});
