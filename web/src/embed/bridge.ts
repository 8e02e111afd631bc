import { FROM_HUILIU, parseHostMessage, type HostMessage, type OutgoingPayloads, type OutgoingType } from './messages';

/** The two windows the bridge stands between: ours (inside the iframe) and the partner's page around it. */
export interface BridgeWindows {
  self: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  parent: Pick<Window, 'postMessage'> | null;
}

export interface EmbedBridge {
  /** Tells the partner's page; delivered only if the page's origin is an allowed one. */
  post<T extends OutgoingType>(type: T, payload: OutgoingPayloads[T]): void;
  /** Messages from the partner's page that passed the origin and shape checks. */
  onHostMessage(listener: (message: HostMessage) => void): () => void;
  /** The partner's origins, once the page configuration has been read. */
  setOrigins(origins: readonly string[]): void;
  dispose(): void;
}

/** An origin as the browser writes `event.origin`: scheme, host and port only, lower case, no trailing slash. */
export function normalOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * postMessage both ways, restricted to the partner's configured origins. Outgoing messages name each allowed
 * origin as the target (the browser drops those whose origin does not match the parent's), never `'*'`, so a
 * page that is not the partner's learns nothing even when it frames us. Incoming ones count only from the
 * parent window itself and from an allowed origin; until the origins are known nothing goes out or comes in.
 */
export function createEmbedBridge(windows: BridgeWindows, initialOrigins: readonly string[] = []): EmbedBridge {
  let origins: string[] = [];
  const listeners = new Set<(message: HostMessage) => void>();
  const setOrigins = (next: readonly string[]) => {
    origins = [...new Set(next.map(normalOrigin).filter((o): o is string => o !== null))];
  };
  setOrigins(initialOrigins);

  const receive = (event: Event) => {
    const { origin, source, data } = event as MessageEvent;
    if (!windows.parent || source !== windows.parent || !origins.includes(origin)) return;
    const message = parseHostMessage(data);
    if (!message) return;
    for (const listener of listeners) listener(message);
  };
  windows.self.addEventListener('message', receive);

  return {
    post(type, payload) {
      if (!windows.parent) return;
      for (const origin of origins) {
        try {
          windows.parent.postMessage({ source: FROM_HUILIU, type, payload }, origin);
        } catch {
          // a parent of another origin: browsers drop the message silently, some DOMs throw; either way it is not sent
        }
      }
    },
    onHostMessage(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    setOrigins,
    dispose() {
      windows.self.removeEventListener('message', receive);
      listeners.clear();
    },
  };
}
