import { cacheExchange, Client, fetchExchange, subscriptionExchange } from '@urql/core';

export type Reply = { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };
export type Answer = (variables: Record<string, unknown>) => Reply;

/** Subscriptions (the run log's live updates) are accepted and never answered. */
const silentSubscriptions = subscriptionExchange({ forwardSubscription: () => ({ subscribe: () => ({ unsubscribe: () => undefined }) }) });

/**
 * A GraphQL endpoint for component tests that answers each operation by its name (a real fetch transport, so
 * urql's document cache and variables behave as in the app) and records every call; unknown operations fail.
 * `cache` puts the app's document cache in front, for tests of what a mutation makes the screen fetch again.
 */
export function operationClient(answers: Record<string, Answer>, options: { cache?: boolean } = {}) {
  const calls: { operation: string; variables: Record<string, unknown> }[] = [];
  const client = new Client({
    url: 'http://test.invalid/graphql',
    exchanges: [...(options.cache ? [cacheExchange] : []), silentSubscriptions, fetchExchange],
    fetch: async (url, init) => {
      let query: string;
      let variables: Record<string, unknown>;
      if (init?.method === 'POST') {
        // issue 17 datamodel: an upload is a GraphQL multipart request; its operation is the `operations` part
        const text = init.body instanceof FormData ? String(init.body.get('operations')) : String(init.body);
        const body = JSON.parse(text) as { query: string; variables?: Record<string, unknown> };
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
