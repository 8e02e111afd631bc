import { cacheExchange, Client, fetchExchange } from '@urql/core';
import type { ErrorBus } from '../errors/errorBus';
import { errorEventsExchange } from './errorEventsExchange';

/**
 * One client per session: each sign-in or sign-out gets a fresh cache, so nothing of the previous
 * user (spec §4: logout empties the user info) survives it. The session itself rides in the
 * gateway's HttpOnly cookie, which the browser attaches to these same-origin requests.
 */
export function createGraphqlClient(bus: ErrorBus): Client {
  return new Client({
    url: '/graphql',
    exchanges: [cacheExchange, errorEventsExchange(bus), fetchExchange],
    fetchOptions: { credentials: 'same-origin' },
    requestPolicy: 'cache-and-network',
    // subscriptions (run log live updates) over the gateway's SSE, through the same fetch and cookie
    fetchSubscriptions: true,
  });
}
