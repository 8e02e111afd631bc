import type { TableField } from '@huiliu/contract';
import { evaluateFilter, type FilterGroups } from '@huiliu/core';
import { encodeValue, fitEncoder, readValue, ValueProblem, width, type Cell } from './encoding';
import { ForestPredictor, trainForest } from './forest';
import { accuracy, mean, round6, rmse } from './metrics';
import { combine, type TrainedModel } from './predictor';
import { holdOut } from './split';
import { encodeLabel, fitTarget, readLabel, taskOf, type ClassValue, type ModelTask } from './target';

export type Row = Record<string, Cell>;

/** Fewer labelled rows than this cannot give both a model and a held-out measure worth reading. */
export const MIN_ROWS = 20;

export interface TrainSpec {
  features: TableField[];
  target: TableField;
  /** The model's pre-filter: OR-of-AND groups over the data source's columns (spec §5 codes). */
  filter: FilterGroups;
  timeZone: string;
  seed: number;
  trees: number;
  /** The training split is sampled down to this many rows (split.ts `holdOut`). */
  maxTrainRows: number;
}

/** Where a training is; stored as the training's progress and shown live. */
export interface TrainProgress {
  phase: 'reading' | 'preparing' | 'training' | 'evaluating' | 'saving';
  rows_read: number;
  rows_total: number;
  trees_built: number;
  trees_total: number;
}

/** One feature as the version lists it: how it was encoded and into how many columns. */
export interface FeatureSummary {
  name: string;
  type: TableField['type'];
  encoding: 'numeric' | 'one_hot';
  columns: number;
}

/** A version's figures (docs/rest-contract-datamodel.md "Versions"). */
export interface TrainMetrics {
  task: ModelTask;
  metric: 'accuracy' | 'rmse';
  /** On the held-out split. */
  value: number;
  /** The majority class's accuracy, or the RMSE of always answering the training mean, on the same split. */
  baseline: number;
  better_than_baseline: boolean;
  rows_read: number;
  rows_filtered_out: number;
  rows_unlabelled: number;
  train_rows: number;
  test_rows: number;
  features: FeatureSummary[];
  classes: ClassValue[] | null;
  trees: number;
  duration_ms: number;
}

/**
 * The whole training on rows already read: pre-filter, labels, held-out split, encoders fitted on the training split
 * only, the forest, then both the model and the baseline measured on the held-out rows. A data problem throws a
 * ValueProblem whose message the training stores as its reason (the row is numbered as the data source lists it).
 */
export function trainModel(
  rows: readonly Row[],
  spec: TrainSpec,
  onProgress: (p: Pick<TrainProgress, 'phase' | 'trees_built' | 'trees_total'>) => void,
): { model: TrainedModel; metrics: TrainMetrics } {
  const started = performance.now();
  onProgress({ phase: 'preparing', trees_built: 0, trees_total: spec.trees });
  const kept = rows.map((row, i) => ({ row, n: i + 1 })).filter(({ row }) => passes(row, spec));
  const task = taskOf(
    spec.target,
    kept.map(({ row }) => row[spec.target.name]),
  );
  const labelled = kept.flatMap(({ row, n }) => {
    const label = atRow(n, () => readLabel(spec.target, row[spec.target.name], task, spec.timeZone));
    if (label === null) return [];
    return [{ label, values: spec.features.map((f) => atRow(n, () => readValue(f, row[f.name], spec.timeZone))) }];
  });
  if (labelled.length < MIN_ROWS) {
    throw new ValueProblem(`可用于训练的行只有 ${labelled.length} 行（预测字段「${spec.target.name}」有值且符合前置筛选），至少需要 ${MIN_ROWS} 行`);
  }
  const { train, test } = holdOut(labelled, spec.seed, spec.maxTrainRows);
  const encoders = spec.features.map((f, c) =>
    fitEncoder(
      f,
      train.map((r) => r.values[c]!),
    ),
  );
  const target = fitTarget(
    spec.target,
    train.map((r) => r.label),
    task,
  );
  const matrix = (set: typeof train) => set.map((r) => encoders.flatMap((e, c) => encodeValue(e, r.values[c]!)));
  const yTrain = train.map((r) => encodeLabel(target, r.label));
  const forest = trainForest(task, matrix(train), yTrain, { trees: spec.trees, seed: spec.seed }, (built) =>
    onProgress({ phase: 'training', trees_built: built, trees_total: spec.trees }),
  );
  onProgress({ phase: 'evaluating', trees_built: spec.trees, trees_total: spec.trees });
  const yTest = test.map((r) => encodeLabel(target, r.label));
  const votes = new ForestPredictor(forest).votes(matrix(test));
  const scored = score(task, votes, yTest, yTrain, target.task === 'classification' ? target.classes.length : 0);
  const model: TrainedModel = {
    format: 1,
    features: encoders,
    target: { ...spec.target, encoder: target },
    forest,
    rmse: task === 'regression' ? scored.value : null,
  };
  const metrics: TrainMetrics = {
    task,
    ...scored,
    rows_read: rows.length,
    rows_filtered_out: rows.length - kept.length,
    rows_unlabelled: kept.length - labelled.length,
    train_rows: train.length,
    test_rows: test.length,
    features: encoders.map((e) => ({ name: e.name, type: e.type, encoding: e.encoding, columns: width(e) })),
    classes: target.task === 'classification' ? target.classes : null,
    trees: spec.trees,
    duration_ms: Math.round(performance.now() - started),
  };
  return { model, metrics };
}

function passes(row: Row, spec: TrainSpec): boolean {
  if (spec.filter.length === 0) return true;
  const resolve = (field: string) => ({ exists: Object.prototype.hasOwnProperty.call(row, field), value: row[field] });
  return evaluateFilter(spec.filter, resolve, { timeZone: spec.timeZone });
}

/** Runs a row's reading, naming the row in whatever it refuses. */
function atRow<T>(n: number, read: () => T): T {
  try {
    return read();
  } catch (err) {
    if (err instanceof ValueProblem) throw new ValueProblem(`第 ${n} 行${err.message}`);
    throw err;
  }
}

/** The model's figure and the baseline's on the held-out rows; the baseline guesses from the training split alone. */
function score(task: ModelTask, votes: number[][], yTest: number[], yTrain: number[], classCount: number) {
  if (task === 'classification') {
    const target = { task, classes: Array.from({ length: classCount }, (_, i) => i) } as const;
    const predicted = votes.map((v) => combine(target, v, null).value as number);
    // class 0 is the training split's majority (fitTarget orders classes by frequency)
    const value = round6(accuracy(predicted, yTest));
    const baseline = round6(
      accuracy(
        yTest.map(() => 0),
        yTest,
      ),
    );
    return { metric: 'accuracy' as const, value, baseline, better_than_baseline: value > baseline };
  }
  const predicted = votes.map((v) => mean(v));
  const trainMean = mean(yTrain);
  const value = round6(rmse(predicted, yTest));
  const baseline = round6(
    rmse(
      yTest.map(() => trainMean),
      yTest,
    ),
  );
  return { metric: 'rmse' as const, value, baseline, better_than_baseline: value < baseline };
}
