import { cacheExchange, Client, fetchExchange } from '@urql/core';
import type { ErrorBus } from '../errors/errorBus';
import { errorEventsExchange } from './errorEventsExchange';

const WEB_CLIENT = { 'x-huiliu-client': 'web' };

/**
 * One client per session: each sign-in or sign-out gets a fresh cache, so nothing of the previous
 * user (spec §4: logout empties the user info) survives it. The session itself rides in the
 * gateway's HttpOnly cookie, which the browser attaches to these same-origin requests.
 */
export function createGraphqlClient(bus: ErrorBus, bearer?: string | null): Client {
  return new Client({
    url: '/graphql',
    exchanges: [cacheExchange, errorEventsExchange(bus), fetchExchange],
    // issue 14 embed: inside a partner's iframe the token rides every request, SSE included, as a header: a
    // third-party iframe's cookies are partitioned or blocked, and sending none keeps a cookie of the same
    // browser's own 汇流 session out of the partner's page
    // issue 17 datamodel: WEB_CLIENT_HEADER (gateway/src/context.ts) lets the session cookie ride a multipart upload,
    // which a cross-site form cannot send with a header of its own
    fetchOptions:
      bearer === undefined
        ? { credentials: 'same-origin', headers: WEB_CLIENT }
        : { credentials: 'omit', headers: { ...WEB_CLIENT, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) } },
    requestPolicy: 'cache-and-network',
    // subscriptions (run log live updates) over the gateway's SSE, through the same fetch and cookie
    fetchSubscriptions: true,
  });
}
