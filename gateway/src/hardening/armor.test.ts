import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../test/stack';
import { MAX_ALIASES, MAX_COMPLEXITY, MAX_DEPTH, MAX_DIRECTIVES, MAX_TOKENS } from './armor';

let stack: Stack;
let token: string;
beforeAll(async () => {
  stack = await startStack();
  ({ token } = await stack.signUp());
});
afterAll(() => stack?.close());

interface Reply {
  status: number;
  errors: { message: string; extensions: Record<string, unknown> }[];
  data?: Record<string, unknown> | null;
}

async function post(query: string): Promise<Reply> {
  const reply = await fetch(`${stack.gateway.url}/graphql`, {
    method: 'POST',
    // as urql asks: with this media type refusals come back as 4xx, not 200
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });
  const body = (await reply.json()) as Omit<Reply, 'status'>;
  return { status: reply.status, errors: body.errors ?? [], data: body.data };
}

function nest(field: string, levels: number, leaf: string): string {
  return `${`${field} { `.repeat(levels)}${leaf}${' }'.repeat(levels)}`;
}

const codesOf = (reply: Reply) => reply.errors.map((e) => e.extensions.code);

describe('graphql-armor limits over HTTP', () => {
  it('lets GraphiQL’s full introspection query through', async () => {
    const options = { inputValueDeprecation: true, schemaDescription: true, oneOf: true, directiveIsRepeatable: true, specifiedByUrl: true };
    const reply = await post(getIntrospectionQuery(options as Parameters<typeof getIntrospectionQuery>[0]));
    expect(reply.errors).toEqual([]);
    expect(reply.data).toHaveProperty('__schema.queryType.name', 'Query');
  });

  it('refuses a 2 000-deep ofType chain while parsing, with a clear 400 instead of a stack overflow', async () => {
    const before = stack.upstreamCalls.length;
    const reply = await post(`{ __type(name: "Query") { ${nest('ofType', 2_000, 'name')} } }`);
    expect(reply.status).toBe(400);
    expect(reply.errors).toEqual([{ message: `查询语句过长（超过 ${MAX_TOKENS} 个词法单元），请拆分查询`, extensions: { code: 'QUERY_TOO_LONG' } }]);
    expect(stack.upstreamCalls.length).toBe(before);
  });

  // Written tightly so that they stay under the document size limit and reach the parser.
  it('refuses 5 000 nested fields while parsing', async () => {
    const reply = await post(`{${'me{'.repeat(5_000)}uid${'}'.repeat(5_000)}}`);
    expect(reply.status).toBe(400);
    expect(codesOf(reply)).toEqual(['QUERY_TOO_LONG']);
  });

  it('refuses 10 000 repeated fields while parsing, not with graphql’s “Validation aborted.”', async () => {
    for (const field of ['me', 'x']) {
      const reply = await post(`{${` ${field}`.repeat(10_000)}}`);
      expect(reply.status).toBe(400);
      expect(codesOf(reply)).toEqual(['QUERY_TOO_LONG']);
      expect(JSON.stringify(reply.errors)).not.toContain('Validation aborted');
    }
  });

  it('counts introspection in the depth limit', async () => {
    const chain = (levels: number) => `{ __schema { types { ${nest('ofType', levels, 'name')} } } }`;
    // __schema + types + n × ofType + name
    expect((await post(chain(MAX_DEPTH - 3))).errors).toEqual([]);
    const deeper = await post(chain(MAX_DEPTH - 2));
    expect(deeper.status).toBe(400);
    expect(deeper.errors).toEqual([
      expect.objectContaining({ message: `查询嵌套过深（最多 ${MAX_DEPTH} 层）`, extensions: { code: 'QUERY_TOO_DEEP' } }),
    ]);
  });

  it('refuses more aliases and directives than allowed, each with its own code', async () => {
    const aliases = Array.from({ length: MAX_ALIASES + 1 }, (_, i) => `a${i}: pipelineCount`).join(' ');
    expect(codesOf(await post(`{ ${aliases} }`))).toContain('TOO_MANY_ALIASES');
    const directives = Array.from({ length: MAX_DIRECTIVES + 1 }, (_, i) => `t${i}: __typename @include(if: true)`).join(' ');
    const reply = await post(`{ ${directives} }`);
    expect(reply.errors).toEqual([
      expect.objectContaining({ message: `查询指令过多（最多 ${MAX_DIRECTIVES} 个）`, extensions: { code: 'TOO_MANY_DIRECTIVES' } }),
    ]);
  });

  it('refuses a document whose fields weigh more than the complexity limit', async () => {
    // pages of 30 fields under aliases: few tokens, few upstream calls, but broad (each page weighs 72.5)
    const pages = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `p${i}: pipelines { items { ${'title '.repeat(30)}} }`).join(' ')} }`;
    expect(codesOf(await post(pages(5)))).toEqual([]);
    const heavy = await post(pages(20));
    expect(heavy.errors).toEqual([
      expect.objectContaining({
        message: `查询过于复杂（复杂度最多 ${MAX_COMPLEXITY}），请减少字段或嵌套`,
        extensions: { code: 'QUERY_TOO_COMPLEX' },
      }),
    ]);
  });
});
