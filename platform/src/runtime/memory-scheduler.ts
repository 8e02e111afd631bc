import { Cron } from 'croner';
import type { JobData, JobHandler, ScheduleSpec, Scheduler } from './types';

/** In-process scheduler (embedded mode): croner for cron expressions in the company's time zone. */
export class MemoryScheduler implements Scheduler {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly jobs = new Map<string, { stop(): void; next(): Date | undefined }>();

  register(name: string, handler: JobHandler): void {
    if (this.handlers.has(name)) throw new Error(`定时任务 ${name} 的处理函数已注册`);
    this.handlers.set(name, handler);
  }

  async upsert(id: string, name: string, spec: ScheduleSpec, data: JobData = {}): Promise<void> {
    const handler = this.handlers.get(name);
    // one process holds every handler here: a name without one is a mistake, said at once rather than at a tick
    if (!handler) throw new Error(`定时任务 ${name} 没有注册处理函数`);
    await this.remove(id);
    // a tick that throws is the handler's to log; the schedule must keep ticking
    const tick = () => void handler(id, data).catch(() => undefined);
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

  async nextRun(id: string): Promise<Date | undefined> {
    return this.jobs.get(id)?.next();
  }

  /** One process holds every schedule in memory: they are never lost without the process. */
  onReset(): void {}

  async close(): Promise<void> {
    for (const job of this.jobs.values()) job.stop();
    this.jobs.clear();
  }
}
