import type { ServerResponse } from 'node:http';
import { Counter, Histogram, Registry } from 'prom-client';
import type { UpstreamOutcome } from './upstream';

/** The spec's methods and the pass-through's usual ones; any other spelling a caller invents is counted as 'other'. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** GraphQL requests cost 1 to 200 platform calls (hardening/cost.ts), each up to 100 s: buckets reach past a minute. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

/** How a call reached the platform: through the upstream client (resolvers, sessions, embed policy) or passed through. */
type CallKind = 'client' | 'rest';

/**
 * The gateway's metrics (issue 15) in a registry of its own: distributed mode answers it on the gateway's /metrics with
 * the process's figures; embedded mode hands it to the platform, whose /metrics answers both.
 */
export class GatewayMetrics {
  readonly registry = new Registry();
  private readonly calls: Counter<'kind' | 'method' | 'outcome'>;
  private readonly requests: Counter;
  private readonly durations: Histogram;
  /** For the upstream client's `observe`: one bound function, not one per request. */
  readonly clientCall = (method: string, outcome: UpstreamOutcome): void => this.count('client', method, outcome);
  /** For the REST pass-through. */
  readonly restCall = (method: string, outcome: UpstreamOutcome): void => this.count('rest', method, outcome);

  constructor() {
    const registers = [this.registry];
    this.calls = new Counter({
      name: 'huiliu_gateway_upstream_calls_total',
      help: 'Requests the gateway sent the platform (each retry one more): ok, error (a refusal or no envelope), unavailable (no answer, 502-504)',
      labelNames: ['kind', 'method', 'outcome'],
      registers,
    });
    this.requests = new Counter({ name: 'huiliu_gateway_graphql_requests_total', help: 'Requests to /graphql', registers });
    this.durations = new Histogram({
      name: 'huiliu_gateway_graphql_request_seconds',
      help: 'Time from a /graphql request arriving to its response ending; subscriptions (event streams) are left out',
      buckets: REQUEST_BUCKETS,
      registers,
    });
  }

  /** Counts one /graphql request and times it until its response is done with. */
  graphqlRequest(res: ServerResponse): void {
    this.requests.inc();
    const started = performance.now();
    res.once('close', () => {
      // a subscription lasts as long as its subscriber stays: its length would bury the queries' and mutations'
      if (String(res.getHeader('content-type') ?? '').startsWith('text/event-stream')) return;
      this.durations.observe((performance.now() - started) / 1000);
    });
  }

  private count(kind: CallKind, method: string, outcome: UpstreamOutcome): void {
    this.calls.inc({ kind, method: METHODS.has(method) ? method : 'other', outcome });
  }
}
