import { describe, expect, it } from 'vitest';
import { buildSchema as buildSdl, getIntrospectionQuery, parse, specifiedRules, validate } from 'graphql';
import { maxAliasesRule, maxDepthRule } from './limits';

const schema = buildSdl(`
  type Node { id: ID! child: Node }
  type Query { node: Node }
`);

function nested(depth: number): string {
  let body = 'id';
  for (let i = 1; i < depth; i++) body = `child { ${body} }`;
  return `{ node { ${body} } }`;
}

function errorsOf(query: string, rules = [maxDepthRule(12), maxAliasesRule(30)]): string[] {
  return validate(schema, parse(query), [...specifiedRules, ...rules]).map((e) => String(e.extensions.code));
}

describe('query limits', () => {
  it('accepts an operation exactly at the depth limit and refuses one level more', () => {
    expect(errorsOf(nested(11))).toEqual([]); // node + 10 × child + id = 12 fields deep
    expect(errorsOf(nested(12))).toEqual(['QUERY_TOO_DEEP']);
  });

  it('counts depth through fragments and inline fragments', () => {
    const query = `
      query { node { ...A } }
      fragment A on Node { child { ... on Node { child { ...B } } } }
      fragment B on Node { child { child { id } } }
    `;
    expect(errorsOf(query, [maxDepthRule(6)])).toEqual([]); // node, 4 × child, id
    expect(errorsOf(query, [maxDepthRule(5)])).toEqual(['QUERY_TOO_DEEP']);
  });

  it('lets the full introspection query through', () => {
    expect(validate(schema, parse(getIntrospectionQuery()), [maxDepthRule(12)])).toEqual([]);
  });

  it('refuses more aliases than allowed in the whole document', () => {
    const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: node { id }`).join(' ')} }`;
    expect(errorsOf(aliases(30))).toEqual([]);
    expect(errorsOf(aliases(31))).toEqual(['TOO_MANY_ALIASES']);
  });

  it('explains the refusal in Chinese', () => {
    const [error] = validate(schema, parse(nested(13)), [maxDepthRule(12)]);
    expect(error?.message).toMatch(/查询嵌套过深/);
  });
});
