import type { Datasource } from '@huiliu/contract';
import { AppError, ERRORS, DEFAULT_TIME_ZONE } from '@huiliu/core';
import type { Db } from '../../db/open';
import type { AppServices } from '../../engine/types';
import type { Auth } from '../user/sessions';
import type { TableField } from './fields';
import { findMatchingRows, parseConditions } from './find';
import * as repo from './repository';
import { coerceRow, rowsOfSheet } from './rows';
import type { SheetReader } from './sheet-reader';
import type { FileKind, Sheet } from './sheets';
import type { UploadStore } from './uploads';

export interface DatasourceDeps {
  db: Db;
  uploads: UploadStore;
  /** Every upload is parsed through this, off the event loop. */
  sheets: SheetReader;
}

export async function getDatasource(db: Db, companyId: string, dsid: string): Promise<Datasource> {
  const found = await repo.findDatasource(db, companyId, dsid);
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

/** A staged upload of the caller's company; unknown and foreign tokens are 404. */
async function stagedFile(uploads: UploadStore, companyId: string, filepath: string): Promise<{ kind: FileKind; bytes: Buffer }> {
  const file = await uploads.load(companyId, filepath);
  if (!file) throw new AppError('NOT_FOUND');
  return file;
}

/** A staged upload's sheet names and the picked sheet described again (spec §7 autotypedata). */
export async function describeStaged({ uploads, sheets }: DatasourceDeps, auth: Auth, filepath: string, sheet: string | undefined) {
  const file = await stagedFile(uploads, auth.companyId, filepath);
  return sheets.describe(file.kind, file.bytes, { sheet, timeZone: auth.timeZone });
}

export async function addDatasource(
  { db, uploads, sheets }: DatasourceDeps,
  auth: Auth,
  input: { name: string; table_fields: TableField[]; Filepath?: string | undefined; Sheet?: string | undefined },
): Promise<Datasource> {
  const staged = input.Filepath ? await stagedFile(uploads, auth.companyId, input.Filepath) : null;
  const sheet = staged ? (await sheets.readForImport(staged.kind, staged.bytes, { sheet: input.Sheet, timeZone: auth.timeZone })).sheet : null;
  // Coerced before the transaction opens: a file that does not fit writes nothing.
  const rows = sheet ? rowsOfSheet(input.table_fields, sheet, auth.timeZone) : [];
  const dsid = await db.transaction(async (tx) => {
    const id = await repo.insertDatasource(tx, {
      companyId: auth.companyId,
      name: input.name,
      type: staged?.kind ?? 'table',
      tableFields: input.table_fields,
      filepath: input.Filepath ?? null,
      sheet: sheet?.name ?? null,
    });
    if (rows.length > 0) await repo.insertRows(tx, auth.companyId, id, rows);
    return id;
  });
  return getDatasource(db, auth.companyId, dsid);
}

/**
 * Renames and re-types. Columns may be added or removed at any time; an existing column keeps its
 * type once the table holds rows, because stored values were coerced to it.
 */
export async function updateDatasource(
  db: Db,
  auth: Auth,
  input: { dsid: string; name?: string | undefined; table_fields?: TableField[] | undefined },
) {
  await db.transaction(async (tx) => {
    const current = await repo.lockDatasource(tx, auth.companyId, input.dsid);
    if (!current) throw new AppError('NOT_FOUND');
    if (input.table_fields && current.rows > 0) {
      const before = new Map(current.table_fields.map((f) => [f.name, f.type]));
      const retyped = input.table_fields.find((f) => before.has(f.name) && before.get(f.name) !== f.type);
      if (retyped) throw new AppError('BAD_REQUEST', `${ERRORS.BAD_REQUEST.msg}：数据表已有数据，不能修改「${retyped.name}」列的类型`);
    }
    await repo.updateDatasource(tx, auth.companyId, input.dsid, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.table_fields ? { tableFields: input.table_fields } : {}),
    });
  });
  return getDatasource(db, auth.companyId, input.dsid);
}

export async function deleteDatasource(db: Db, auth: Auth, dsid: string): Promise<{ dsid: string }> {
  await db.transaction(async (tx) => {
    if (!(await repo.lockDatasource(tx, auth.companyId, dsid))) throw new AppError('NOT_FOUND');
    await repo.deleteDatasource(tx, auth.companyId, dsid);
  });
  return { dsid };
}

/** Appends a staged file's sheet to a table: every row fits or none is written. */
export async function appendSheet(db: Db, auth: Auth, dsid: string, sheet: Sheet): Promise<{ inserted: number }> {
  const table = await getDatasource(db, auth.companyId, dsid);
  const rows = rowsOfSheet(table.table_fields, sheet, auth.timeZone);
  await db.transaction(async (tx) => {
    if (!(await repo.lockDatasource(tx, auth.companyId, dsid))) throw new AppError('NOT_FOUND');
    await repo.insertRows(tx, auth.companyId, dsid, rows);
  });
  return { inserted: rows.length };
}

/**
 * The engine's AppServices for find data and send data's to-table action. They throw plain errors
 * with Chinese messages, which the step records as its failure.
 */
export function tableServices(db: Db): Required<Pick<AppServices, 'findRows' | 'insertRow'>> {
  const table = async (companyId: string, tableId: string) => {
    const found = await repo.findDatasource(db, companyId, tableId);
    if (!found) throw new Error('数据表不存在或已被删除');
    return found;
  };
  const timeZone = async (companyId: string) => (await repo.companyTimeZone(db, companyId)) ?? DEFAULT_TIME_ZONE;
  return {
    async findRows(companyId, tableId, conditions, limit) {
      const found = await table(companyId, tableId);
      const groups = parseConditions(conditions);
      const bounded = Math.min(Math.max(Math.trunc(limit) || 1, 1), 1000);
      return findMatchingRows(db, companyId, { dsid: found.dsid, fields: found.table_fields }, groups, {
        limit: bounded,
        timeZone: await timeZone(companyId),
      });
    },
    async insertRow(companyId, tableId, input) {
      const found = await table(companyId, tableId);
      const row = coerceRow(found.table_fields, input, await timeZone(companyId));
      const [inserted] = await db.transaction((tx) => repo.insertRows(tx, companyId, found.dsid, [row]));
      return { row_id: inserted!.id, row };
    },
  };
}
