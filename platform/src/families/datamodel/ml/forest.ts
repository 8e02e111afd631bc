import { RandomForestClassifier, RandomForestRegression } from 'ml-random-forest';
import type { ModelTask } from './target';

/** Trees of a model: enough for stable votes, few enough to train a few thousand rows in seconds on one core. */
export const TREES = 30;

/**
 * ml-cart's trees: at most 10 levels and no leaf under 5 rows, which keeps a stored model to a few hundred
 * kilobytes (an unbounded regression tree keeps one leaf per row) without costing the test data any accuracy.
 */
const TREE_OPTIONS = { maxDepth: 10, minNumSamples: 5 };

/** A forest as stored: its task and one ml-random-forest model (its own `toJSON()`) per slice. */
export interface ForestModel {
  task: ModelTask;
  slices: unknown[];
}

type Slice = RandomForestClassifier | RandomForestRegression;

function sliceOptions(columns: number, seed: number) {
  return {
    // every column on small tables (trees then differ by their bootstrap sample); 70 % of them on wider ones
    maxFeatures: columns <= 4 ? 1.0 : 0.7,
    replacement: false,
    nEstimators: 1,
    seed,
    useSampleBagging: true,
    noOOB: true,
    treeOptions: TREE_OPTIONS,
  };
}

/**
 * Trains `trees` trees with ml-random-forest. The library builds a forest in one synchronous call with no word of
 * its progress, so each tree is a one-tree forest of its own (its own seed, its own bootstrap sample, as the
 * library would draw it) and `onTree` is told after each: the training's "trees built" and the point where a
 * cancel lands. Votes are pooled across slices (`ForestPredictor`), which is what one forest of `trees` does.
 */
export function trainForest(
  task: ModelTask,
  x: number[][],
  y: number[],
  opts: { trees: number; seed: number },
  onTree: (built: number) => void,
): ForestModel {
  const columns = x[0]?.length ?? 0;
  const slices: unknown[] = [];
  for (let i = 0; i < opts.trees; i++) {
    // seeds must be 32-bit integers; a prime stride keeps the slices' bootstrap samples apart
    const options = sliceOptions(columns, (opts.seed + i * 7919) | 0);
    const slice: Slice = task === 'classification' ? new RandomForestClassifier(options) : new RandomForestRegression(options);
    slice.train(x, y);
    slices.push(compactSlice(slice.toJSON()));
    onTree(i + 1);
  }
  return { task, slices };
}

/** What ml-cart's `load` reads of a tree node (TreeNode.setNodeParameters); the rest only repeats the tree's options. */
const NODE_KEYS = ['distribution', 'splitValue', 'splitColumn', 'gain'] as const;

type NodeJson = Partial<Record<(typeof NODE_KEYS)[number], unknown>> & { left?: NodeJson; right?: NodeJson };

function compactNode(node: NodeJson): NodeJson {
  const out: NodeJson = {};
  for (const key of NODE_KEYS) if (node[key] !== undefined) out[key] = node[key];
  if (node.left) out.left = compactNode(node.left);
  if (node.right) out.right = compactNode(node.right);
  return out;
}

/**
 * A slice as stored: the library's own JSON, but each tree node keeps only what loading it reads. Every node of
 * ml-cart's JSON repeats the tree's six options; without them a model takes about a third of the space.
 */
function compactSlice(json: unknown): unknown {
  const plain = JSON.parse(JSON.stringify(json)) as { baseModel: { estimators: Array<{ root: NodeJson }> } };
  for (const estimator of plain.baseModel.estimators) estimator.root = compactNode(estimator.root);
  return plain;
}

/** A stored forest loaded once, answering every tree's output per row. */
export class ForestPredictor {
  private readonly slices: Slice[];

  constructor(readonly model: ForestModel) {
    this.slices = model.slices.map((json) =>
      model.task === 'classification'
        ? RandomForestClassifier.load(json as ReturnType<RandomForestClassifier['toJSON']>)
        : RandomForestRegression.load(json as ReturnType<RandomForestRegression['toJSON']>),
    );
  }

  /** Per row, each tree's output: a class index (classification) or a value (regression). */
  votes(x: number[][]): number[][] {
    const perSlice = this.slices.map((slice) => slice.predict(x));
    return x.map((_, row) => perSlice.map((outputs) => outputs[row]!));
  }
}
