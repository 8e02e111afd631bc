import { Client, fetchExchange } from '@urql/core';

/** A GraphQL endpoint that answers every query with `data`, and records what it was asked. */
export function answering(data: unknown) {
  const asked: unknown[] = [];
  const client = new Client({
    url: 'http://test.invalid/graphql',
    exchanges: [fetchExchange],
    // urql sends queries as GET: the variables are in the address
    fetch: async (url) => {
      asked.push(JSON.parse(new URL(String(url)).searchParams.get('variables') ?? 'null'));
      return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
    },
  });
  return { client, asked };
}
