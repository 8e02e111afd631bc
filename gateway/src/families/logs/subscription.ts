import { Repeater } from 'graphql-yoga';
import type { Resolvers } from '../../generated/resolvers-types';
import type { RestRun } from '../../rest';
import type { Upstream } from '../../upstream';
import { toRest, type RestInput } from '../../rest-names';

/**
 * Subscription.runUpdated over SSE (DESIGN §5): each subscriber gets its own upstream stream,
 * GET /v1/api/log/events, opened with the subscriber's token so the platform scopes it to the
 * company. The upstream stream closes when the subscriber goes away.
 */
export const logsSubscriptionResolvers: Resolvers = {
  Subscription: {
    runUpdated: {
      subscribe: (_parent, args, { upstream }) => runEvents(upstream, toRest(args)),
      resolve: (run: RestRun) => run,
    },
  },
};

/** A Repeater, not an async generator: its stop fires even while no event is pending. */
function runEvents(upstream: Upstream, query: RestInput): AsyncIterable<RestRun> {
  return new Repeater<RestRun>(async (push, stop) => {
    const controller = new AbortController();
    void stop.then(() => controller.abort());
    try {
      for await (const run of upstream.events<RestRun>('/v1/api/log/events', query, controller.signal)) {
        await push(run);
      }
      stop();
    } catch (error) {
      stop(error);
    }
  });
}
