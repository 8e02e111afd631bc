interface Waiter {
  start(): void;
  cancel(err: Error): void;
}

/**
 * At most `concurrency` tasks at once and at most `queue` more waiting their turn (first come, first
 * served); a task beyond that is refused at once with `busy()` rather than piling up.
 */
export class Gate {
  private active = 0;
  private readonly waiting: Waiter[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly queue: number,
    private readonly busy: () => Error,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active < this.concurrency) this.active++;
    else if (this.waiting.length >= this.queue) throw this.busy();
    else await new Promise<void>((start, cancel) => this.waiting.push({ start, cancel }));
    try {
      return await task();
    } finally {
      // A finished task hands its slot straight to the first waiter.
      const next = this.waiting.shift();
      if (next) next.start();
      else this.active--;
    }
  }

  /** Refuses every task still waiting (on shutdown); running ones are their owner's to stop. */
  cancelWaiting(err: Error): void {
    for (const waiter of this.waiting.splice(0)) waiter.cancel(err);
  }
}
