import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../index';
import { startStack, type GqlReply, type Stack } from '../test/stack';

let stack: Stack;
let token: string;
beforeAll(async () => {
  stack = await startStack({ hideSchemaFromAnonymous: true });
  ({ token } = await stack.signUp());
});
afterAll(() => stack?.close());

const INTROSPECTION = getIntrospectionQuery();
const TYPE = '{ __type(name: "Pipeline") { name } }';
const TYPO = '{ pipelin { total } }';
const TYPO_IN_VARIABLES = ['query ($f: PipelineFilter) { pipelineCount(filter: $f) }', { f: { keywrd: 'a' } }] as const;

const messagesOf = (reply: GqlReply) => (reply.errors ?? []).map((e) => e.message);
const userInfoCalls = () => stack.upstreamCalls.filter((call) => call === 'GET /v1/api/user/info').length;

describe('the schema in production, for callers without a valid session', () => {
  it('refuses introspection to an anonymous caller and to a token the platform does not accept', async () => {
    for (const caller of [undefined, 'not-a-real-token']) {
      for (const document of [INTROSPECTION, TYPE]) {
        const reply = await stack.gql(document, undefined, caller);
        expect(reply.data ?? null).toBeNull();
        expect(reply.errors?.[0]).toEqual({ message: '登录后才能查询接口结构（GraphQL 内省）', extensions: { code: 'INTROSPECTION_DISABLED' } });
      }
    }
  });

  it('answers introspection for a signed-in caller, asking the platform once', async () => {
    const before = userInfoCalls();
    const reply = await stack.gql<{ __schema: { queryType: { name: string } } }>(INTROSPECTION, undefined, token);
    expect(reply.errors).toBeUndefined();
    expect(reply.data?.__schema.queryType.name).toBe('Query');
    expect(userInfoCalls()).toBe(before + 1);
    expect((await stack.gql(TYPE, undefined, token)).data).toEqual({ __type: { name: 'Pipeline' } });
  });

  it('keeps anonymous and signed-in verdicts on one document apart', async () => {
    expect((await stack.gql(TYPE, undefined, token)).errors).toBeUndefined();
    expect((await stack.gql(TYPE)).errors?.[0]?.extensions.code).toBe('INTROSPECTION_DISABLED');
    expect((await stack.gql(TYPE, undefined, token)).errors).toBeUndefined();
  });

  it('strips “Did you mean” from anonymous callers’ errors, in documents and in variables', async () => {
    for (const caller of [undefined, 'not-a-real-token']) {
      expect(messagesOf(await stack.gql(TYPO, undefined, caller))).toEqual(['Cannot query field "pipelin" on type "Query".']);
      const [document, variables] = TYPO_IN_VARIABLES;
      const [message] = messagesOf(await stack.gql(document, variables, caller));
      expect(message).toMatch(/Field "keywrd" is not defined by type "PipelineFilter"\.$/);
    }
  });

  it('keeps suggestions for a signed-in caller', async () => {
    expect(messagesOf(await stack.gql(TYPO, undefined, token))).toEqual([
      'Cannot query field "pipelin" on type "Query". Did you mean "pipeline" or "pipelines"?',
    ]);
  });

  it('asks the platform nothing for documents that neither introspect nor fail', async () => {
    const before = userInfoCalls();
    expect((await stack.gql('{ __typename }', undefined, token)).data).toEqual({ __typename: 'Query' });
    expect(userInfoCalls()).toBe(before);
  });

  it('is on by default when NODE_ENV is production', async () => {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    let production: RunningGateway | undefined;
    try {
      production = await startGateway({ platformUrl: stack.platform.url, upstream: { retryDelayMs: 0 } });
      const reply = await fetch(`${production.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: INTROSPECTION }),
      });
      expect(((await reply.json()) as GqlReply).errors?.[0]?.extensions.code).toBe('INTROSPECTION_DISABLED');
    } finally {
      process.env.NODE_ENV = previous;
      await production?.close();
    }
  });
});

describe('the schema in development', () => {
  let open: RunningGateway;
  beforeAll(async () => {
    open = await startGateway({ platformUrl: stack.platform.url, hideSchemaFromAnonymous: false, graphiql: true });
  });
  afterAll(() => open?.close());

  it('serves GraphiQL and answers its introspection without a session', async () => {
    const page = await fetch(`${open.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(await page.text()).toContain('汇流 GraphQL');
    const reply = await fetch(`${open.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: INTROSPECTION }),
    });
    const body = (await reply.json()) as GqlReply<{ __schema: unknown }>;
    expect(body.errors).toBeUndefined();
    expect(body.data?.__schema).toBeTruthy();
  });
});
