import type { FastifyInstance } from 'fastify';
import type { JobHandler, ScheduleSpec, Scheduler } from './types';

/**
 * A platform job on a fixed schedule (the billing and SDK sweeps, the nightly database maintenance): its handler
 * registered in this process, its schedule put in the store when the app is ready, and again whenever the store lost
 * every schedule (Redis restarted empty) — the engine puts the pipelines' schedules back from the database, and
 * these would otherwise stay gone until a process restarted.
 */
export function keepScheduled(app: FastifyInstance, scheduler: Scheduler, name: string, spec: ScheduleSpec, handler: JobHandler): void {
  scheduler.register(name, handler);
  const put = () => scheduler.upsert(name, name, spec);
  scheduler.onReset(put);
  app.addHook('onReady', put);
}
