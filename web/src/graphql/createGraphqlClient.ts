import { cacheExchange, Client, fetchExchange } from '@urql/core';
import type { ErrorBus } from '../errors/errorBus';
import { errorEventsExchange } from './errorEventsExchange';

/**
 * One client per session: a new token gets a fresh cache, so nothing of the previous
 * user (spec §4: logout empties the user info) survives a sign-out or sign-in.
 */
export function createGraphqlClient(token: string | null, bus: ErrorBus): Client {
  return new Client({
    url: '/graphql',
    exchanges: [cacheExchange, errorEventsExchange(bus), fetchExchange],
    fetchOptions: () => (token ? { headers: { Authorization: `Bearer ${token}` } } : {}),
    requestPolicy: 'cache-and-network',
    // subscriptions (run log live updates) over the gateway's SSE, through the same fetch and token
    fetchSubscriptions: true,
  });
}
