import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../test/stack';

let stack: Stack;
let token: string;
beforeAll(async () => {
  stack = await startStack();
  ({ token } = await stack.signUp());
});
afterAll(() => stack?.close());

/** urql's Accept header: refusals come back with their 4xx status rather than 200. */
const URQL_ACCEPT = 'application/graphql-response+json, application/graphql+json, application/json, text/event-stream, multipart/mixed';
const json = (body: string, extra: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', accept: URQL_ACCEPT, ...extra },
  body,
});
const query = (text: string, rest: Record<string, unknown> = {}) => json(JSON.stringify({ query: text, ...rest }));

/** One bad request of each kind a caller can send: what is wrong with it, query string, request. */
const badRequests = (token: string): [string, string, RequestInit][] => [
  ['a syntax error', '', query('{ me { ')],
  ['an unknown field', '', query('{ pipelin { total } }')],
  ['an unknown enum value', '', query('{ runs(filter: { status: SUCESS }) { total } }')],
  ['a variable of the wrong type', '', query('query ($n: Int!) { pipelines(limit: $n) { total } }', { variables: { n: 'ten' } })],
  ['a missing required variable', '', query('query ($n: Int!) { pipelines(limit: $n) { total } }')],
  [
    'an unknown field in an input variable',
    '',
    query('query ($f: PipelineFilter) { pipelineCount(filter: $f) }', { variables: { f: { keywrd: 'a' } } }),
  ],
  ['an unknown operation name', '', query('query A { __typename }', { operationName: 'B' })],
  ['two operations and no name', '', query('query A { __typename } query B { __typename }')],
  ['a mutation over GET', '?query=mutation%7Blogout%7D', { headers: { accept: URQL_ACCEPT } }],
  ['no query', '', json('{}')],
  ['no query over GET', '', { headers: { accept: URQL_ACCEPT } }],
  ['a query that is not a string', '', json('{"query": 5}')],
  ['a batch', '', json('[{"query": "{ __typename }"}]')],
  ['malformed JSON', '', json('{')],
  ['malformed variables over GET', '?query=%7B__typename%7D&variables=%7B', { headers: { accept: URQL_ACCEPT } }],
  [
    'malformed variables in a form post',
    '',
    { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'query=%7B__typename%7D&variables=%7B' },
  ],
  [
    'malformed multipart operations',
    '',
    {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{bad\r\n--x--\r\n',
    },
  ],
  ['an unsupported content type', '', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"query":"{ __typename }"}' }],
  ['no content type', '', { method: 'POST', body: '{"query":"{ __typename }"}' }],
  ['an unsupported method', '', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' }],
  ['an oversized body', '', query(`{ __typename }${' '.repeat(2 * 1024 * 1024)}`)],
  ['an oversized document', '', query(`{ __typename }${' '.repeat(40 * 1024)}`)],
  ['too many tokens', '', query(`{${' x'.repeat(2_000)}}`)],
  ['too deep', '', query(`{ __schema { types { ${'ofType { '.repeat(20)}name${' }'.repeat(20)} } } }`)],
  ['too many aliases', '', query(`{ ${Array.from({ length: 40 }, (_, i) => `a${i}: pipelineCount`).join(' ')} }`)],
  ['too many directives', '', query(`{ ${Array.from({ length: 20 }, (_, i) => `t${i}: __typename @skip(if: false)`).join(' ')} }`)],
  ['too many upstream calls', '', query(`{ ${[1, 2, 3].map((i) => `p${i}: pipelines(limit: 100) { items { steps { uuid } } }`).join(' ')} }`)],
  ['an unknown pipeline', '', json(JSON.stringify({ query: '{ checkPipeline(processId: "1") { status } }' }), { authorization: `Bearer ${token}` })],
  ['no session for a signed-in field', '', query('{ pipelineCount }')],
];

describe('error codes', () => {
  it('gives every error in every reply to a bad request an extensions.code, and never a 5xx', async () => {
    const uncoded: string[] = [];
    for (const [what, search, init] of badRequests(token)) {
      const reply = await fetch(`${stack.gateway.url}/graphql${search}`, init);
      expect(reply.status, what).toBeGreaterThanOrEqual(200);
      expect(reply.status, what).toBeLessThan(500);
      const body = (await reply.json()) as { errors?: { message: string; extensions?: { code?: unknown } }[] };
      expect(body.errors?.length, what).toBeGreaterThan(0);
      for (const error of body.errors ?? []) {
        const code = error.extensions?.code;
        if (typeof code !== 'string' || code === '') uncoded.push(`${what}: ${error.message}`);
      }
    }
    expect(uncoded).toEqual([]);
  });
});
