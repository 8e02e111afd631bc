import { AppError, renderValue } from '@huiliu/core';
import type { AppExecutor } from '../types';

type Cell = string | number | boolean | null;

/** A mapped value as a feature value: scalars as they are; anything else as text, which the model then refuses by type. */
const asCell = (v: unknown): Cell => (v === undefined || v === null ? null : typeof v === 'object' ? JSON.stringify(v) : (v as Cell));

/**
 * issue 17 datamodel — 预测: the mapped feature fields through a company's trained data model (params `dmid`,
 * `version` — empty for the latest — and `features`, one mapping per feature field). Its output is
 * `{ prediction, confidence, version, dmid, imputed }`; a refusal (no such model, not trained, a value of the wrong
 * type) fails the step with the platform's Chinese message.
 */
export const predict: AppExecutor = async (ctx) => {
  const p = renderValue(ctx.step.params, ctx.templates) as Record<string, unknown>;
  if (!ctx.services.predict) return { status: 'failed', output: {}, error: '数据模型服务不可用' };
  const dmid = p.dmid === undefined || p.dmid === null ? '' : String(p.dmid).trim();
  if (!dmid) return { status: 'failed', output: {}, error: '请选择数据模型' };
  const rawVersion = p.version;
  const version = rawVersion === undefined || rawVersion === null || rawVersion === '' ? undefined : Number(rawVersion);
  if (version !== undefined && !(Number.isInteger(version) && version >= 1)) {
    return { status: 'failed', output: {}, error: `模型版本「${String(rawVersion)}」不是正整数` };
  }
  const mapped = p.features && typeof p.features === 'object' && !Array.isArray(p.features) ? (p.features as Record<string, unknown>) : {};
  const record = Object.fromEntries(Object.entries(mapped).map(([k, v]) => [k, asCell(v)]));
  try {
    const out = await ctx.services.predict(ctx.companyId, dmid, version, record, ctx.timeZone);
    return {
      status: 'success',
      output: { prediction: out.prediction, confidence: out.confidence, version: out.version, dmid: out.dmid, imputed: out.imputed },
    };
  } catch (err) {
    if (err instanceof AppError) return { status: 'failed', output: { features: record }, error: err.message, errorCode: err.code };
    throw err;
  }
};
