/**
 * App-wide error events raised from the GraphQL exchange and handled once at the root
 * (spec §2 root notice dialog, spec §4 return after login), so no screen repeats the logic.
 */
export type AppErrorEvent = { type: 'unauthenticated' } | { type: 'planLimit'; upstreamCode: number };

type Listener = (event: AppErrorEvent) => void;

export interface ErrorBus {
  emit(event: AppErrorEvent): void;
  subscribe(listener: Listener): () => void;
}

export function createErrorBus(): ErrorBus {
  const listeners = new Set<Listener>();
  return {
    emit(event) {
      for (const listener of listeners) listener(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
