import type { BodyOf, DataModel, datamodel, TableField } from '@huiliu/contract';
import { AppError, ERRORS, filterProblem, toFilterGroups } from '@huiliu/core';
import type { Db } from '../../db/open';
import type { Auth } from '../user/sessions';
import { findDatasource } from '../datasource/repository';
import * as repo from './repository';
import { modelUsers } from './usage';

const fieldInvalid = (why: string) => new AppError('MODEL_FIELD_INVALID', `${ERRORS.MODEL_FIELD_INVALID.msg}：${why}`);

export async function getModel(db: Db, companyId: string, dmid: string): Promise<DataModel> {
  const found = await repo.findModel(db, companyId, dmid);
  if (!found) throw new AppError('NOT_FOUND', '数据模型不存在或已被删除');
  return found;
}

type Settings = BodyOf<typeof datamodel.add>;

/**
 * A model's settings checked against its data source — one of the caller's company (another company's reads as
 * unknown) — with the feature types taken from the source's columns. Nothing is written before all of it holds.
 */
async function resolveSettings(db: Db, companyId: string, s: Settings): Promise<repo.ModelSettings> {
  const table = await findDatasource(db, companyId, s.datasource_id);
  if (!table) throw new AppError('NOT_FOUND', '数据源不存在或已被删除');
  const columns = new Map(table.table_fields.map((f) => [f.name, f]));
  const target = columns.get(s.predict_field);
  if (!target) throw fieldInvalid(`数据源「${table.name}」中没有预测字段「${s.predict_field}」`);
  if (target.type === 'datetime') throw fieldInvalid(`预测字段「${target.name}」是日期时间，只能预测文本、数字或是/否`);
  const features: TableField[] = s.feature.map((name) => {
    if (name === s.predict_field) throw fieldInvalid(`预测字段「${name}」不能同时作为特征字段`);
    const column = columns.get(name);
    if (!column) throw fieldInvalid(`数据源「${table.name}」中没有特征字段「${name}」`);
    return column;
  });
  const preFilter = toFilterGroups(s.pre_filter ?? []);
  const stranger = preFilter.flat().find((c) => !columns.has(c.field));
  if (stranger) throw fieldInvalid(`前置筛选中的字段「${stranger.field}」不在数据源中`);
  if (preFilter.length > 0) {
    const problem = filterProblem(preFilter);
    if (problem) throw new AppError('BAD_REQUEST', `${ERRORS.BAD_REQUEST.msg}：前置筛选${problem}`);
  }
  return {
    name: s.name,
    scene: s.scene ?? '',
    description: s.desc ?? '',
    datasourceId: table.dsid,
    datasourceFilterType: s.datasource_filter_type ?? (preFilter.length > 0 ? 1 : 0),
    predictField: target.name,
    predictFieldName: s.predict_field_name ?? '',
    features,
    preFilter,
  };
}

export async function addModel(db: Db, auth: Auth, body: Settings): Promise<DataModel> {
  const settings = await resolveSettings(db, auth.companyId, body);
  return getModel(db, auth.companyId, await repo.insertModel(db, auth.companyId, auth.userId, settings));
}

/** Changes what is given; the rest keeps its value, and the whole is checked again against the data source. */
export async function updateModel(db: Db, auth: Auth, body: BodyOf<typeof datamodel.update>): Promise<DataModel> {
  const current = await getModel(db, auth.companyId, body.dmid);
  const merged: Settings = {
    name: body.name ?? current.name,
    scene: body.scene ?? current.scene,
    desc: body.desc ?? current.desc,
    datasource_id: body.datasource_id ?? current.datasource_id,
    predict_field: body.predict_field ?? current.predict_field,
    predict_field_name: body.predict_field_name ?? (current.predict_field_name === current.predict_field ? '' : current.predict_field_name),
    feature: body.feature ?? current.feature.map((f) => f.name),
    pre_filter: body.pre_filter ?? (current.pre_filter as Settings['pre_filter']),
    datasource_filter_type: body.datasource_filter_type ?? current.datasource_filter_type,
  };
  const settings = await resolveSettings(db, auth.companyId, merged);
  await db.transaction(async (tx) => {
    if (!(await repo.lockModel(tx, auth.companyId, body.dmid))) throw new AppError('NOT_FOUND', '数据模型不存在或已被删除');
    await repo.updateModel(tx, auth.companyId, body.dmid, settings);
  });
  return getModel(db, auth.companyId, body.dmid);
}

/**
 * Refused while a pipeline's 预测 step names the model (its runs would fail), naming the pipelines; otherwise the
 * model goes with every training and version. A training in progress is stopped first (`stopTraining`).
 */
export async function deleteModel(db: Db, auth: Auth, dmid: string, stopTraining: (dmid: string) => Promise<void>): Promise<{ dmid: string }> {
  await getModel(db, auth.companyId, dmid);
  const users = await modelUsers(db, auth.companyId, dmid);
  if (users.length > 0) {
    const titles = users.map((u) => `「${u.title}」`).join('、');
    throw new AppError('MODEL_IN_USE', `该数据模型正被 ${users.length} 个流程使用（${titles}），请先在这些流程中移除「预测」步骤`, {
      pipelines: users,
    });
  }
  await stopTraining(dmid);
  await db.transaction(async (tx) => {
    if (!(await repo.lockModel(tx, auth.companyId, dmid))) throw new AppError('NOT_FOUND', '数据模型不存在或已被删除');
    await repo.deleteModel(tx, auth.companyId, dmid);
  });
  return { dmid };
}

/** spec §7 typedata with dmid: the model's feature fields and their types (as saved), and its data source. */
export async function modelTypedata(db: Db, companyId: string, dmid: string) {
  const model = await getModel(db, companyId, dmid);
  return { dsid: model.datasource_id, dmid: model.dmid, table_fields: model.feature };
}
