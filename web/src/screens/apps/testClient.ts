import { Client, fetchExchange } from '@urql/core';

export type Reply = { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };
export type Answer = (variables: Record<string, unknown>) => Reply;

/**
 * A GraphQL endpoint for component tests that answers each operation by its name (a real fetch transport, so
 * urql's document cache and variables behave as in the app) and records every call; unknown operations fail.
 */
export function operationClient(answers: Record<string, Answer>) {
  const calls: { operation: string; variables: Record<string, unknown> }[] = [];
  const client = new Client({
    url: 'http://test.invalid/graphql',
    exchanges: [fetchExchange],
    fetch: async (url, init) => {
      let query: string;
      let variables: Record<string, unknown>;
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { query: string; variables?: Record<string, unknown> };
        query = body.query;
        variables = body.variables ?? {};
      } else {
        const params = new URL(String(url)).searchParams;
        query = params.get('query') ?? '';
        variables = JSON.parse(params.get('variables') ?? '{}') as Record<string, unknown>;
      }
      const operation = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
      calls.push({ operation, variables });
      const answer = answers[operation];
      const reply: Reply = answer ? answer(variables) : { errors: [{ message: `no answer for ${operation}` }] };
      return new Response(JSON.stringify({ data: null, ...reply }), { headers: { 'content-type': 'application/json' } });
    },
  });
  return { client, calls };
}
