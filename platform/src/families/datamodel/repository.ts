import type { DataModel, TableField } from '@huiliu/contract';
import { isIdString, newId } from '@huiliu/core';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { dataModels, dataModelTrainings } from '../../db/schema-datamodel';
import { datasources } from '../../db/schema-engine';
import { likePattern } from '../variables/repository';
import { toTraining, trainingColumns, type TrainingRow } from './trainings';

/** What a model's settings hold (the body of add / update, types resolved from the data source). */
export interface ModelSettings {
  name: string;
  scene: string;
  description: string;
  datasourceId: string;
  datasourceFilterType: 0 | 1;
  predictField: string;
  predictFieldName: string;
  features: TableField[];
  preFilter: unknown[][];
}

// The data source and the latest training are joined by hand (a left join each): one query answers a page.
const latest = sql`(select max(t.version) from data_model_trainings t where t.model_id = data_models.id and t.company_id = data_models.company_id)`;
const columns = {
  model: dataModels,
  datasourceName: datasources.name,
  datasourceType: datasources.type,
  training: trainingColumns,
  latestVersion: sql<number | null>`${latest}`,
  task: sql<
    string | null
  >`(select t.metrics->>'task' from data_model_trainings t where t.model_id = data_models.id and t.company_id = data_models.company_id and t.version = ${latest})`,
};

type Joined = {
  model: typeof dataModels.$inferSelect;
  datasourceName: string | null;
  datasourceType: string | null;
  training: TrainingRow | null;
  latestVersion: number | null;
  task: string | null;
};

function toModel(r: Joined): DataModel {
  const m = r.model;
  return {
    dmid: m.id,
    name: m.name,
    scene: m.scene,
    desc: m.description,
    datasource_id: m.datasourceId,
    datasource_name: r.datasourceName,
    datasource_type: r.datasourceType as DataModel['datasource_type'],
    datasource_filter_type: m.datasourceFilterType === 1 ? 1 : 0,
    predict_field: m.predictField,
    predict_field_name: m.predictFieldName || m.predictField,
    pre_filter: m.preFilter as DataModel['pre_filter'],
    feature: m.features as TableField[],
    task: r.task as DataModel['task'],
    latest_version: r.latestVersion === null ? null : Number(r.latestVersion),
    tmid: m.tmid,
    training: r.training ? toTraining(r.training) : null,
    created_at: m.createdAt.toISOString(),
    updated_at: m.updatedAt.toISOString(),
  };
}

function selectModels(db: Db) {
  return db
    .select(columns)
    .from(dataModels)
    .leftJoin(datasources, and(eq(datasources.id, dataModels.datasourceId), eq(datasources.companyId, dataModels.companyId)))
    .leftJoin(dataModelTrainings, and(eq(dataModelTrainings.id, dataModels.tmid), eq(dataModelTrainings.companyId, dataModels.companyId)));
}

const own = (companyId: string, dmid: string) => and(eq(dataModels.companyId, companyId), eq(dataModels.id, dmid));

export async function findModel(db: Db, companyId: string, dmid: string): Promise<DataModel | null> {
  if (!isIdString(dmid)) return null;
  const [row] = await selectModels(db).where(own(companyId, dmid)).limit(1);
  return row ? toModel(row) : null;
}

/** Locks the model's row: a training start, a delete and an update take turns. */
export async function lockModel(tx: Db, companyId: string, dmid: string) {
  if (!isIdString(dmid)) return null;
  const [row] = await tx.select().from(dataModels).where(own(companyId, dmid)).for('update');
  return row ?? null;
}

function listWhere(companyId: string, keyword: string | undefined): SQL | undefined {
  const pattern = keyword ? likePattern(keyword) : undefined;
  return and(eq(dataModels.companyId, companyId), pattern ? or(ilike(dataModels.name, pattern), ilike(dataModels.scene, pattern)) : undefined);
}

export async function listModels(db: Db, companyId: string, q: { keyword?: string | undefined; limit: number; offset: number }) {
  const where = listWhere(companyId, q.keyword);
  const [rows, [total]] = await Promise.all([
    selectModels(db).where(where).orderBy(desc(dataModels.createdAt), desc(dataModels.id)).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(dataModels).where(where),
  ]);
  return { list: rows.map(toModel), total: total?.n ?? 0 };
}

export async function insertModel(db: Db, companyId: string, creatorId: string, s: ModelSettings): Promise<string> {
  const id = newId();
  await db.insert(dataModels).values({ id, companyId, creatorId, ...s });
  return id;
}

export async function updateModel(tx: Db, companyId: string, dmid: string, patch: Partial<ModelSettings> & { tmid?: string }) {
  await tx
    .update(dataModels)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(own(companyId, dmid));
}

/** The model and every training of it (the versions' models with them). */
export async function deleteModel(tx: Db, companyId: string, dmid: string): Promise<void> {
  await tx.delete(dataModelTrainings).where(and(eq(dataModelTrainings.companyId, companyId), eq(dataModelTrainings.modelId, dmid)));
  await tx.delete(dataModels).where(own(companyId, dmid));
}
