import { createHash } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import { ValueProblem } from './ml/encoding';
import { trainModel, type Row, type TrainMetrics, type TrainProgress, type TrainSpec } from './ml/train';

/** What trainer.ts hands the worker: the rows already read from the data source and how to train on them. */
export interface TrainJob {
  rows: Row[];
  spec: Omit<TrainSpec, 'seed'>;
  /** The model's predict field, features and pre-filter as JSON: with the rows, they make the training's seed. */
  seedSettings: string;
}

/** A 31-bit seed from the rows and the model's settings (a JSON.stringify of every row: done here, off the loop). */
function seedOf(rows: readonly Row[], seedSettings: string): number {
  const digest = createHash('sha256').update(seedSettings).update(JSON.stringify(rows)).digest();
  return digest.readUInt32BE(0) & 0x7fffffff;
}

/**
 * The worker's messages: progress as it goes, then one outcome — the model serialised here (off the event loop),
 * or the data problem that refused it. Anything else thrown is a crash the trainer sees as the worker's error.
 */
export type TrainMessage =
  | { progress: Pick<TrainProgress, 'phase' | 'trees_built' | 'trees_total'> }
  | { result: { model: string; metrics: TrainMetrics } }
  | { problem: string };

const post = (message: TrainMessage) => parentPort!.postMessage(message);
const job = workerData as TrainJob;
try {
  const spec = { ...job.spec, seed: seedOf(job.rows, job.seedSettings) };
  const { model, metrics } = trainModel(job.rows, spec, (progress) => post({ progress }));
  post({ result: { model: JSON.stringify(model), metrics } });
} catch (err) {
  if (!(err instanceof ValueProblem)) throw err;
  post({ problem: err.message });
}
