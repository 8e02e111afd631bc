/** What one synchronous webhook caller heard. */
export interface CallerOutcome {
  order: number;
  /** HTTP status, or 'error' when the request failed (reset, refused). */
  status: number | 'error';
  body: string;
}

export interface WebhookLoad {
  /** Outcomes so far (grows while the load runs). */
  outcomes: CallerOutcome[];
  /** Stops sending and resolves once every caller in flight has its outcome. */
  stop(): Promise<CallerOutcome[]>;
}

/**
 * `connections` callers each POSTing `{ order_id, amount }` to a webhook one after another, every order
 * id unique, so a test can match what each caller heard with what the database holds.
 */
export function webhookLoad(url: string, connections: number, firstOrder = 1): WebhookLoad {
  const outcomes: CallerOutcome[] = [];
  let next = firstOrder;
  let running = true;
  const caller = async () => {
    while (running) {
      const order = next++;
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ order_id: order, amount: 150 }),
          signal: AbortSignal.timeout(60_000),
        });
        outcomes.push({ order, status: res.status, body: await res.text() });
      } catch {
        outcomes.push({ order, status: 'error', body: '' });
        // a refused connection returns at once: do not spin
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  };
  const callers = Array.from({ length: connections }, caller);
  return {
    outcomes,
    async stop() {
      running = false;
      await Promise.all(callers);
      return outcomes;
    },
  };
}

/** Resolves once `load` has `count` outcomes (or after `timeoutMs`). */
export async function untilAnswered(load: WebhookLoad, count: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (load.outcomes.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
}
