import { Readable } from 'node:stream';

/** What the gateway needs of the platform's Fastify instance: its `inject` (light-my-request). */
export interface Injectable {
  inject(options: {
    method: string;
    url: string;
    headers: Record<string, string>;
    payload?: Buffer;
    remoteAddress?: string;
    payloadAsStream?: boolean;
  }): Promise<{ statusCode: number; headers: Record<string, string | string[] | number | undefined>; rawPayload?: Buffer; stream(): Readable }>;
}

/** The caller's own address: the last entry of the X-Forwarded-For the gateway built (proxy.ts forwardedFor). */
function callerOf(forwardedFor: string | null): string | undefined {
  return forwardedFor?.split(',').at(-1)?.trim() || undefined;
}

function responseHeaders(raw: Record<string, string | string[] | number | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const v of [value].flat()) headers.append(name, String(v));
  }
  return headers;
}

/**
 * A `fetch` that hands the gateway's platform calls straight to the platform's router (embedded mode,
 * DESIGN §2): no socket, no proxy hop, and the same envelope, hooks and limits as over HTTP. The caller's
 * address rides in X-Forwarded-For over HTTP; here it becomes the injected request's own address, so the
 * platform (trusting no proxy in this mode) counts sign-in attempts per person. Event streams come back
 * as a stream; everything else is read whole, as fetch's callers here do anyway.
 */
export function inProcessFetch(platform: Injectable): typeof fetch {
  return async (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = new Headers(init.headers);
    const remoteAddress = callerOf(headers.get('x-forwarded-for'));
    headers.delete('x-forwarded-for');
    let payload: Buffer | undefined;
    if (init.body !== undefined && init.body !== null) {
      // FormData and strings alike: let the Fetch API encode them (multipart boundary included)
      const encoded = new Response(init.body as BodyInit);
      const type = encoded.headers.get('content-type');
      if (type && !headers.has('content-type')) headers.set('content-type', type);
      payload = Buffer.from(await encoded.arrayBuffer());
    }
    init.signal?.throwIfAborted();
    const streaming = headers.get('accept') === 'text/event-stream';
    const reply = await platform.inject({
      method: init.method ?? 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(headers),
      ...(payload ? { payload } : {}),
      ...(remoteAddress ? { remoteAddress } : {}),
      ...(streaming ? { payloadAsStream: true } : {}),
    });
    const head = { status: reply.statusCode, headers: responseHeaders(reply.headers) };
    if (streaming) {
      const stream = reply.stream();
      init.signal?.addEventListener('abort', () => stream.destroy(), { once: true });
      return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, head);
    }
    const bytes = reply.rawPayload;
    return new Response(bytes && bytes.length > 0 ? new Uint8Array(bytes) : null, head);
  };
}
