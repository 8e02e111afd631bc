import { mapExchange, type Exchange } from '@urql/core';
import { classifyErrors } from '../errors/classify';
import type { ErrorBus } from '../errors/errorBus';

/**
 * Raises the app-wide events (sign-in needed, plan-limit notice) for every operation's
 * GraphQL errors, so screens only handle their own failures (spec §2, §4).
 */
export function errorEventsExchange(bus: ErrorBus): Exchange {
  return mapExchange({
    onError(error) {
      for (const event of classifyErrors(error.graphQLErrors)) bus.emit(event);
    },
  });
}
