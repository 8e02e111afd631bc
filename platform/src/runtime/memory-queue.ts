import type { RunJob, RunQueue } from './types';

/**
 * In-process run queue (embedded mode). It holds only pointers: durability comes from the runs table,
 * whose queued rows are re-enqueued at start-up, so a restart loses no run (DESIGN §2).
 */
export class MemoryRunQueue implements RunQueue {
  private readonly waiting: RunJob[] = [];
  private readonly queued = new Set<string>();
  private active = 0;
  private concurrency = 0;
  private handler?: (job: RunJob) => Promise<void>;
  private closed = false;
  private drainWaiters: Array<() => void> = [];

  async enqueue(job: RunJob): Promise<void> {
    if (this.closed) throw new Error('queue closed');
    // the same run enqueued twice (recovery racing a webhook) runs once
    if (this.queued.has(job.runId)) return;
    this.queued.add(job.runId);
    this.waiting.push(job);
    this.pump();
  }

  process(handler: (job: RunJob) => Promise<void>, concurrency: number): void {
    this.handler = handler;
    this.concurrency = Math.max(1, concurrency);
    this.pump();
  }

  drained(): Promise<void> {
    if (this.waiting.length === 0 && this.active === 0) return Promise.resolve();
    return new Promise((resolve) => this.drainWaiters.push(resolve));
  }

  async depth(): Promise<number> {
    return this.waiting.length;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.waiting.length = 0;
    await this.drained();
  }

  private pump(): void {
    while (this.handler && !this.closed && this.active < this.concurrency && this.waiting.length > 0) {
      const job = this.waiting.shift()!;
      this.active++;
      const handler = this.handler;
      // a handler's error is the engine's to record; the queue only keeps going
      void handler(job)
        .catch(() => undefined)
        .finally(() => {
          this.active--;
          this.queued.delete(job.runId);
          this.pump();
          this.notifyIfDrained();
        });
    }
    this.notifyIfDrained();
  }

  private notifyIfDrained(): void {
    if (this.waiting.length === 0 && this.active === 0 && this.drainWaiters.length > 0) {
      const waiters = this.drainWaiters;
      this.drainWaiters = [];
      waiters.forEach((w) => w());
    }
  }
}
