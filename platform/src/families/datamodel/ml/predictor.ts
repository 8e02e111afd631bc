import type { TableField } from '@huiliu/contract';
import { encodeRecord, type Cell, type FeatureEncoder } from './encoding';
import { ForestPredictor, type ForestModel } from './forest';
import type { ClassValue, TargetEncoder } from './target';

/** What a training stores (serialised as JSON in `data_model_trainings.model`): everything predicting needs. */
export interface TrainedModel {
  /** Bumped if the stored shape ever changes, so an old version is read the way it was written. */
  format: 1;
  features: FeatureEncoder[];
  target: TableField & { encoder: TargetEncoder };
  forest: ForestModel;
  /** Regression: the held-out RMSE, the tolerance of `confidence`. */
  rmse: number | null;
}

export interface Prediction {
  prediction: ClassValue;
  /** 0–1: classification, the share of trees voting for the prediction; regression, the share within one held-out RMSE of it. */
  confidence: number;
  /** Features that were missing and took their training median (or text's "other"). */
  imputed: string[];
}

/** Pools every tree's output into the forest's answer and how strongly the trees agree on it. */
export function combine(target: TargetEncoder, votes: readonly number[], rmse: number | null): { value: ClassValue; confidence: number } {
  if (target.task === 'classification') {
    const counts = new Array<number>(target.classes.length).fill(0);
    for (const v of votes) if (v >= 0 && v < counts.length) counts[v]! += 1;
    // ties go to the more frequent class (classes are ordered by frequency)
    let best = 0;
    for (let c = 1; c < counts.length; c++) if (counts[c]! > counts[best]!) best = c;
    return { value: target.classes[best]!, confidence: round3(counts[best]! / Math.max(votes.length, 1)) };
  }
  const value = votes.reduce((a, b) => a + b, 0) / Math.max(votes.length, 1);
  const tolerance = Math.max(rmse ?? 0, 1e-9);
  const near = votes.filter((v) => Math.abs(v - value) <= tolerance).length;
  return { value: Math.round(value * 1e6) / 1e6, confidence: round3(near / Math.max(votes.length, 1)) };
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** A stored model loaded once (its trees parsed), predicting one record at a time. */
export class ModelPredictor {
  private readonly forest: ForestPredictor;

  constructor(readonly model: TrainedModel) {
    this.forest = new ForestPredictor(model.forest);
  }

  /** Throws a ValueProblem when a value does not fit its feature's type. */
  predict(record: Readonly<Record<string, Cell>>, timeZone: string): Prediction {
    const { vector, imputed } = encodeRecord(this.model.features, record, timeZone);
    const [votes] = this.forest.votes([vector]);
    const { value, confidence } = combine(this.model.target.encoder, votes!, this.model.rmse);
    return { prediction: value, confidence, imputed };
  }
}
