import { Cron } from 'croner';
import type { ScheduleSpec, Scheduler } from './types';

/** In-process scheduler (embedded mode): croner for cron expressions in the company's time zone. */
export class MemoryScheduler implements Scheduler {
  private readonly jobs = new Map<string, { stop(): void; next(): Date | undefined }>();

  async upsert(id: string, spec: ScheduleSpec, fire: () => Promise<void>): Promise<void> {
    await this.remove(id);
    // a tick that throws is the engine's to log; the schedule must keep ticking
    const tick = () => void fire().catch(() => undefined);
    if ('cron' in spec) {
      const job = new Cron(spec.cron, { timezone: spec.timeZone, protect: true }, tick);
      this.jobs.set(id, { stop: () => job.stop(), next: () => job.nextRun() ?? undefined });
      return;
    }
    const started = Date.now();
    const timer = setInterval(tick, spec.intervalMs);
    timer.unref();
    this.jobs.set(id, {
      stop: () => clearInterval(timer),
      next: () => new Date(started + Math.ceil((Date.now() - started + 1) / spec.intervalMs) * spec.intervalMs),
    });
  }

  async remove(id: string): Promise<void> {
    this.jobs.get(id)?.stop();
    this.jobs.delete(id);
  }

  nextRun(id: string): Date | undefined {
    return this.jobs.get(id)?.next();
  }

  async close(): Promise<void> {
    for (const job of this.jobs.values()) job.stop();
    this.jobs.clear();
  }
}

/** Whether a cron expression is valid (the API refuses bad schedules before saving them). */
export function isValidCron(expression: string): boolean {
  try {
    new Cron(expression, { paused: true }).stop();
    return true;
  } catch {
    return false;
  }
}
