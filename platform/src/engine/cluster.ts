import type { Run } from '@huiliu/contract';
import type { Bus, BusMessage } from '../runtime/types';
import type { PipelineDirectory } from './pipelines';
import { runJson, type RunState } from './run-state';

/** The bus topics of the engine: every process hears them (DESIGN §2, issue 15). */
export const TOPICS = {
  /** A run's status changed: `RunEvent`. */
  run: 'run',
  /** GET /log/reset: `{ runId }`, aborted in whichever process executes it. */
  cancel: 'run-cancel',
  /** A pipeline's status, content, title or settings changed: `{ processId }`. */
  pipelineChanged: 'pipeline-changed',
  /** A company's time zone or plan changed: `{ companyId }`. */
  companyChanged: 'company-changed',
  /** webhook/listen: `{ processId, until }` (epoch ms), deliveries kept as samples while the pipeline is off. */
  listen: 'pipeline-listen',
} as const;

/** What live subscribers hear of a run (GET /v1/api/log/events): the contract's Run and whose it is. */
export interface RunEvent {
  companyId: string;
  processId: string;
  run: Run;
}

export function runEvent(run: RunState): RunEvent {
  return { companyId: run.companyId, processId: run.processId, run: runJson(run) };
}

const text = (message: BusMessage, key: string): string | undefined => (typeof message[key] === 'string' ? (message[key] as string) : undefined);

/**
 * Keeps this process's caches in step with the cluster: a pipeline or company changed anywhere drops its entries here,
 * a sample window opened on one API node opens on all, and a gap in the bus (Redis reconnected) drops everything.
 */
export function followCluster(bus: Bus, pipelines: PipelineDirectory, on: { run(event: RunEvent): void; cancel(runId: string): void }): () => void {
  const stops = [
    bus.subscribe(TOPICS.run, (message) => on.run(message as unknown as RunEvent)),
    bus.subscribe(TOPICS.cancel, (message) => {
      const runId = text(message, 'runId');
      if (runId) on.cancel(runId);
    }),
    bus.subscribe(TOPICS.pipelineChanged, (message) => {
      const processId = text(message, 'processId');
      if (processId) pipelines.invalidate(processId);
    }),
    bus.subscribe(TOPICS.companyChanged, (message) => {
      const companyId = text(message, 'companyId');
      if (companyId) pipelines.invalidateCompany(companyId);
    }),
    bus.subscribe(TOPICS.listen, (message) => {
      const processId = text(message, 'processId');
      if (processId && typeof message.until === 'number') pipelines.listen(processId, message.until - Date.now());
    }),
    bus.onGap(() => pipelines.clear()),
  ];
  return () => stops.forEach((stop) => stop());
}
