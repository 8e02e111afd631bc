import { EventSourceParserStream } from 'eventsource-parser/stream';
import { GraphQLError } from 'graphql';
import {
  ERRORS,
  REQUEST_RETRIES,
  REQUEST_RETRY_DELAY_MS,
  REQUEST_TIMEOUT_MS,
  errorByCode,
  isSuccessCode,
  parseJsonKeepingBigIds,
  type Envelope,
} from '@huiliu/core';

/** Query parameters: null and undefined are left out, a list goes out comma-separated (`ids=1,2,3`, as the contract reads id lists). */
type Query = Record<string, unknown>;

interface UpstreamRequest {
  query?: Query;
  body?: unknown;
  timeoutMs?: number;
}

export interface UpstreamOptions {
  /** The platform's base URL, e.g. http://127.0.0.1:3001. */
  baseUrl: string;
  /** spec §9: 100 000 ms. */
  timeoutMs?: number;
  /** spec §8/§9: 4 retries. */
  retries?: number;
  /** spec §9: 1 000 ms; tests pass 0 so retries do not slow the suite. */
  retryDelayMs?: number;
  /**
   * How a request reaches the platform: HTTP (the global fetch, distributed mode) or, when the gateway
   * runs inside the platform's own server (embedded mode), a call into it without a socket.
   */
  fetch?: typeof fetch;
  /** Told of every request sent (each retry too) and how it went: the gateway's upstream-call metric (issue 15). */
  observe?: (method: string, outcome: UpstreamOutcome) => void;
}

/** ok: a success envelope; error: the platform refused, or answered without an envelope; unavailable: no answer, 502–504. */
export type UpstreamOutcome = 'ok' | 'error' | 'unavailable';

/** One caller's view of the platform: every call carries that caller's token. */
export interface Upstream {
  /** `retry: false` for the contract's few GET calls that change state. */
  get<T>(path: string, query?: Query, options?: { retry?: boolean }): Promise<T>;
  /** `timeoutMs` replaces the spec's 100 s for a call the spec gives its own (the open-platform list: 3 s). */
  post<T>(path: string, body?: unknown, query?: Query, options?: { timeoutMs?: number }): Promise<T>;
  /** A JSON PUT (spec §7 template update); like a POST, never repeated. */
  put<T>(path: string, body?: unknown): Promise<T>;
  /** A JSON PATCH (spec §7 product roles); like a POST, never repeated. */
  patch<T>(path: string, body?: unknown): Promise<T>;
  /** A multipart POST (file uploads); like every POST, never repeated. */
  postForm<T>(path: string, form: FormData, query?: Query): Promise<T>;
  /**
   * An event stream (text/event-stream): each event's `data` parsed as JSON (long ids kept as
   * strings). It ends when the platform closes the stream or `signal` aborts.
   */
  events<T>(path: string, query: Query, signal: AbortSignal): AsyncGenerator<T>;
  /**
   * A POST whose reply is not in the envelope (the search service answers Meilisearch's shape, spec §7): the
   * JSON of a 2xx, else a GraphQLError carrying the reply's `message` and `code`. Never repeated.
   */
  postPlain<T>(path: string, body: unknown): Promise<T>;
}

/** Statuses that mean "the platform is restarting or overloaded", worth asking again. */
const RETRYABLE_STATUS = new Set([502, 503, 504]);

/**
 * The one client that owns the REST envelope (DESIGN §5, spec §7/§8): success
 * codes give the data part, every other code becomes a GraphQLError whose
 * extensions carry the symbolic `code` and the numeric `upstreamCode`.
 * `forwardedFor` names the caller (X-Forwarded-For), so the platform's sign-in
 * limits count the person, not the gateway.
 */
export function createUpstream(options: UpstreamOptions, token: string | null, forwardedFor?: string): Upstream {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const retries = options.retries ?? REQUEST_RETRIES;
  const retryDelayMs = options.retryDelayMs ?? REQUEST_RETRY_DELAY_MS;
  const send = options.fetch ?? fetch;
  const observe = options.observe ?? (() => undefined);

  function urlOf(path: string, query: Query | undefined): URL {
    const url = new URL(path, options.baseUrl);
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null) url.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value));
    }
    return url;
  }

  function headersOf(accept: string): Record<string, string> {
    const headers: Record<string, string> = { accept };
    if (token) headers.authorization = `Bearer ${token}`;
    if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
    return headers;
  }

  async function call<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH', path: string, req: UpstreamRequest, retry: boolean): Promise<T> {
    const url = urlOf(path, req.query);
    const headers = headersOf('application/json');
    let body: string | FormData | undefined;
    // fetch writes the multipart boundary into content-type itself
    if (req.body instanceof FormData) body = req.body;
    else if (req.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(req.body);
    }
    const init = { method, headers, body };

    // spec §8 "retried up to 4 times, 1 s apart" — but only a GET is safe to
    // repeat: a POST, PUT or PATCH may already have taken effect (DESIGN §5: never retry blindly).
    const attempts = method === 'GET' && retry ? retries + 1 : 1;
    let lastFailure: GraphQLError | undefined;
    for (let attempt = 0; attempt < attempts; attempt++) {
      if (attempt > 0 && retryDelayMs > 0) await sleep(retryDelayMs);
      let response: Response;
      try {
        response = await send(url, { ...init, signal: AbortSignal.timeout(req.timeoutMs ?? timeoutMs) });
      } catch (cause) {
        observe(method, 'unavailable');
        lastFailure = unavailable(cause);
        continue;
      }
      if (RETRYABLE_STATUS.has(response.status) && attempt < attempts - 1) {
        observe(method, 'unavailable');
        await response.body?.cancel();
        continue;
      }
      try {
        const data = await unwrap<T>(response);
        observe(method, 'ok');
        return data;
      } catch (error) {
        observe(method, outcomeOf(error));
        throw error;
      }
    }
    throw lastFailure ?? unavailable(undefined);
  }

  return {
    get: (path, query, opts) => call('GET', path, { query }, opts?.retry ?? true),
    post: (path, body, query, opts) => call('POST', path, { body: body ?? {}, query, timeoutMs: opts?.timeoutMs }, false),
    put: (path, body) => call('PUT', path, { body: body ?? {} }, false),
    patch: (path, body) => call('PATCH', path, { body: body ?? {} }, false),
    postForm: (path, form, query) => call('POST', path, { body: form, query }, false),
    async postPlain<T>(path: string, body: unknown): Promise<T> {
      const headers = { ...headersOf('application/json'), 'content-type': 'application/json' };
      let response: Response;
      let reply: unknown;
      try {
        response = await send(urlOf(path, undefined), {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
        reply = parseJsonKeepingBigIds(await response.text());
      } catch (cause) {
        observe('POST', cause instanceof SyntaxError ? 'error' : 'unavailable');
        throw cause instanceof SyntaxError ? unexpectedReply(0) : unavailable(cause);
      }
      observe('POST', response.ok ? 'ok' : 'error');
      if (response.ok) return reply as T;
      const { message, code } = (reply ?? {}) as { message?: unknown; code?: unknown };
      const auth = response.status === 401 || response.status === 403;
      const entry = auth ? ERRORS.UNAUTHENTICATED : response.status === 400 ? ERRORS.BAD_REQUEST : ERRORS.INTERNAL;
      throw new GraphQLError(typeof message === 'string' && message !== '' ? message : entry.msg, {
        extensions: {
          code: entry.gql,
          upstreamCode: entry.code,
          upstreamStatus: response.status,
          ...(typeof code === 'string' ? { reason: code } : {}),
        },
      });
    },
    async *events<T>(path: string, query: Query, signal: AbortSignal): AsyncGenerator<T> {
      let response: Response;
      try {
        response = await send(urlOf(path, query), { headers: headersOf('text/event-stream'), signal });
      } catch (cause) {
        if (signal.aborted) return;
        observe('GET', 'unavailable');
        throw unavailable(cause);
      }
      const type = response.headers.get('content-type') ?? '';
      // an envelope instead of a stream is the platform refusing (2101, 4004 …)
      if (!type.startsWith('text/event-stream') || !response.body) {
        observe('GET', RETRYABLE_STATUS.has(response.status) ? 'unavailable' : 'error');
        await unwrap<unknown>(response);
        throw unexpectedReply(response.status);
      }
      observe('GET', 'ok');
      // each event's `data` lines joined; comments (heartbeats) and other fields are dropped
      const events = response.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream());
      try {
        for await (const { data } of events) yield parseJsonKeepingBigIds(data) as T;
      } catch (cause) {
        if (!signal.aborted) throw unavailable(cause);
      }
    },
  };
}

async function unwrap<T>(response: Response): Promise<T> {
  let text: string;
  try {
    text = await response.text();
  } catch (cause) {
    // The timeout also covers the body: a reply that stalls half-way is as good as none.
    throw unavailable(cause);
  }
  let envelope: Envelope<T>;
  try {
    // spec §9: ids of 15 or more digits stay strings, whatever the platform sends.
    envelope = parseJsonKeepingBigIds(text) as Envelope<T>;
  } catch {
    throw unexpectedReply(response.status);
  }
  if (!envelope || typeof envelope !== 'object' || typeof envelope.code !== 'number') {
    throw unexpectedReply(response.status);
  }
  if (isSuccessCode(envelope.code)) return envelope.data;
  throw envelopeError(envelope);
}

/** spec §8: 2101 → sign in again; 2201 carries no message; other codes reject with Msg, msg or data. */
function envelopeError(envelope: Envelope<unknown> & { Msg?: unknown }): GraphQLError {
  const upstreamCode = envelope.code;
  if (upstreamCode === ERRORS.UNAUTHENTICATED.code) {
    return new GraphQLError(envelope.msg || ERRORS.UNAUTHENTICATED.msg, {
      extensions: { code: ERRORS.UNAUTHENTICATED.gql, upstreamCode },
    });
  }
  if (upstreamCode === ERRORS.SILENT.code) {
    return new GraphQLError(ERRORS.SILENT.msg, { extensions: { code: ERRORS.SILENT.gql, upstreamCode } });
  }
  const message = firstText(envelope.Msg, envelope.msg, envelope.data) ?? errorByCode(upstreamCode)?.msg ?? ERRORS.INTERNAL.msg;
  const extensions: Record<string, unknown> = { code: errorByCode(upstreamCode)?.gql ?? 'UPSTREAM_ERROR', upstreamCode };
  // Validation failures name the offending fields (docs/rest-contract.md); keep them for the form.
  const issues = (envelope.data as { issues?: unknown } | null)?.issues;
  if (Array.isArray(issues)) extensions.issues = issues;
  // A pipeline refused for its problems (4024) names them, step by step, as check/flow does.
  const problems = (envelope.data as { problems?: unknown } | null)?.problems;
  if (Array.isArray(problems)) extensions.problems = problems;
  // An account in use (4070) names the pipelines deleting it would break, for the confirmation dialog.
  const pipelines = (envelope.data as { pipelines?: unknown } | null)?.pipelines;
  if (Array.isArray(pipelines)) extensions.pipelines = pipelines;
  return new GraphQLError(message, { extensions });
}

/** A failure the platform answered is its refusal; one that never got an answer (a stalled body, 502–504) is not. */
function outcomeOf(error: unknown): UpstreamOutcome {
  return error instanceof GraphQLError && error.extensions.code === ERRORS.UPSTREAM_UNAVAILABLE.gql ? 'unavailable' : 'error';
}

function firstText(...candidates: unknown[]): string | undefined {
  return candidates.find((c): c is string => typeof c === 'string' && c !== '');
}

/**
 * No originalError on purpose: yoga masks a GraphQLError whose originalError is
 * a plain Error, and this message is exactly what the user should read.
 */
function unavailable(cause: unknown): GraphQLError {
  const reason = cause instanceof Error ? (cause.name === 'TimeoutError' ? 'timeout' : 'network') : 'network';
  return new GraphQLError(ERRORS.UPSTREAM_UNAVAILABLE.msg, {
    extensions: { code: ERRORS.UPSTREAM_UNAVAILABLE.gql, upstreamCode: ERRORS.UPSTREAM_UNAVAILABLE.code, reason },
  });
}

/** A reply without an envelope (a proxy's HTML page, a crash) is not the platform speaking. */
function unexpectedReply(status: number): GraphQLError {
  const unreachable = RETRYABLE_STATUS.has(status);
  const entry = unreachable ? ERRORS.UPSTREAM_UNAVAILABLE : ERRORS.INTERNAL;
  return new GraphQLError(entry.msg, {
    extensions: { code: unreachable ? entry.gql : 'UPSTREAM_ERROR', upstreamCode: entry.code, upstreamStatus: status },
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
