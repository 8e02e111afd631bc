import { Client, fetchExchange } from '@urql/core';

/**
 * A GraphQL endpoint that answers every query with `data`, and records what it was asked; the operations
 * named in `failing` get a GraphQL error instead (as the gateway answers a run whose content is unreadable).
 */
export function answering(data: unknown, failing: readonly string[] = []) {
  const asked: unknown[] = [];
  const client = new Client({
    url: 'http://test.invalid/graphql',
    exchanges: [fetchExchange],
    // urql sends queries as GET: the query and its variables are in the address
    fetch: async (url) => {
      const params = new URL(String(url)).searchParams;
      asked.push(JSON.parse(params.get('variables') ?? 'null'));
      const operation = /(?:query|mutation)\s+(\w+)/.exec(params.get('query') ?? '')?.[1] ?? '';
      const reply = failing.includes(operation) ? { data: null, errors: [{ message: '流程内容无效', path: ['run'] }] } : { data };
      return new Response(JSON.stringify(reply), { headers: { 'content-type': 'application/json' } });
    },
  });
  return { client, asked };
}
