import type { Prediction } from '@huiliu/contract';
import { AppError, ERRORS, isIdString } from '@huiliu/core';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/open';
import { ValueProblem, type Cell } from './ml/encoding';
import { ModelPredictor, type TrainedModel } from './ml/predictor';
import { findModel } from './repository';
import { modelText, storedVersion } from './trainings';

/**
 * Predictions with a model's versions, for the REST call and the 预测 step alike. A version never changes, so its
 * parsed trees are kept per process by training id (at most 16: a model may take megabytes); a deleted model's
 * entries simply age out, since nothing finds its versions any more.
 */
export class Predictions {
  private readonly loaded = new LRUCache<string, ModelPredictor>({ max: 16 });

  constructor(private readonly db: Db) {}

  /** Unknown or foreign model 404; no version yet (or no such version) 409 / 4321; a value of the wrong type 400 / 4325. */
  async predict(
    companyId: string,
    dmid: string,
    version: number | undefined,
    record: Readonly<Record<string, Cell>>,
    timeZone: string,
  ): Promise<Prediction> {
    const stored = isIdString(dmid) ? await storedVersion(this.db, companyId, dmid, version) : null;
    if (!stored) {
      if (!(await findModel(this.db, companyId, dmid))) throw new AppError('NOT_FOUND', '数据模型不存在或已被删除');
      throw version === undefined ? new AppError('MODEL_NOT_TRAINED') : new AppError('MODEL_NOT_TRAINED', `该模型没有版本 ${version}`);
    }
    const predictor = await this.predictor(stored.tmid);
    try {
      const out = predictor.predict(record, timeZone);
      return { dmid, tmid: stored.tmid, version: stored.version, task: predictor.model.forest.task, ...out };
    } catch (err) {
      if (err instanceof ValueProblem) throw new AppError('PREDICT_INPUT_INVALID', `${ERRORS.PREDICT_INPUT_INVALID.msg}：${err.message}`);
      throw err;
    }
  }

  private async predictor(tmid: string): Promise<ModelPredictor> {
    const cached = this.loaded.get(tmid);
    if (cached) return cached;
    const text = await modelText(this.db, tmid);
    if (!text) throw new AppError('MODEL_NOT_TRAINED');
    const predictor = new ModelPredictor(JSON.parse(text) as TrainedModel);
    this.loaded.set(tmid, predictor);
    return predictor;
  }
}
