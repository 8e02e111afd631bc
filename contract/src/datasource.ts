import { z } from 'zod';
import { call, page } from './call';
import { count, id, idString, limitParam, paging, timestamp } from './fields';

const BASE = '/v1/api/datasource';

export const FIELD_TYPES = ['text', 'number', 'datetime', 'boolean'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];
export const DATASOURCE_TYPES = ['table', 'csv', 'xlsx'] as const;

/** One typed column of a data table. */
export const TableField = z.strictObject({ name: z.string(), type: z.enum(FIELD_TYPES) });
export type TableField = z.output<typeof TableField>;

/** A data table (docs/rest-contract-engine.md "Data sources"). */
export const Datasource = z.strictObject({
  dsid: id,
  name: z.string(),
  filepath: z.string().nullable(),
  sheet: z.string().nullable(),
  type: z.enum(DATASOURCE_TYPES),
  table_fields: z.array(TableField),
  size: count,
  rows: count,
  createtime: timestamp,
  updatetime: timestamp,
});
export type Datasource = z.output<typeof Datasource>;

/** A stored row: column name → text, number (15+ digit integers as text), ISO datetime, boolean or null. */
export const Row = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));

/** A staged file described: headers, detected types, a sample; upfile and autotypedata keep the spec's `Filepath`, `Sheet`. */
export const DatasourceFile = z.strictObject({
  /** The upload's token, for adddatasource and autotypedata. */
  Filepath: z.string(),
  /** The names of every sheet; `sheet` is the one described. */
  Sheet: z.array(z.string()),
  sheet: z.string(),
  headers: z.array(z.string()),
  types: z.array(TableField),
  /** At most 10 rows, keyed by header. */
  sample: z.array(z.record(z.string(), z.unknown())),
  rows: count,
});

/** With `dsid`, the rows appended to that table. */
export const UploadedFile = DatasourceFile.extend({ inserted: count.optional() });

const fieldName = z.string().trim().min(1, '字段名称不能为空').max(64, '字段名称最多 64 个字符');

/** 1–200 typed columns with distinct names. */
const tableFields = z
  .array(z.object({ name: fieldName, type: z.enum(FIELD_TYPES) }))
  .min(1, '至少需要一个字段')
  .max(200, '最多 200 个字段')
  .refine((fields) => new Set(fields.map((f) => f.name)).size === fields.length, '字段名称不能重复');

const name = z.string().trim().min(1, '请填写数据表名称').max(100);
/** The token upfile returned (the spec writes it `Filepath`). */
const filepath = z.string().min(1).max(64);
const sheetName = z.string().max(100);
const dsidQuery = z.object({ dsid: idString });
const keyword = z.string().trim().max(200).optional();
/** upfile's text fields, also accepted in the query. */
const uploadFields = z.object({ dsid: idString.optional(), Sheet: sheetName.optional() });

/** Data sources — `/v1/api/datasource` (spec §7, docs/rest-contract-engine.md "Data sources"). */
export const datasource = {
  /** With `Filepath` (+ `Sheet`) of a staged upload, its rows are imported too. */
  adddatasource: call({
    method: 'POST',
    path: `${BASE}/adddatasource`,
    body: z.object({ name, table_fields: tableFields, Filepath: filepath.optional(), Sheet: sheetName.optional() }),
    reply: Datasource,
  }),
  delete: call({ method: 'GET', path: `${BASE}/delete`, query: dsidQuery, reply: z.strictObject({ dsid: id }) }),
  /** A column's type cannot change once the table has rows. */
  update: call({
    method: 'POST',
    path: `${BASE}/update`,
    body: z.object({ dsid: idString, name: name.optional(), table_fields: tableFields.optional() }),
    reply: Datasource,
  }),
  getoneinfo: call({ method: 'GET', path: `${BASE}/getoneinfo`, query: dsidQuery, reply: Datasource }),
  /** The table with a page of its rows. */
  getone: call({
    method: 'GET',
    path: `${BASE}/getone`,
    query: dsidQuery.extend(paging),
    reply: Datasource.extend({ list: z.array(Row), total: count }),
  }),
  getallinfo: call({ method: 'GET', path: `${BASE}/getallinfo`, query: z.object({ keyword, ...paging }), reply: page(Datasource) }),
  getallcount: call({ method: 'GET', path: `${BASE}/getallcount`, query: z.object({ keyword }), reply: z.strictObject({ count }) }),
  getheaders: call({
    method: 'GET',
    path: `${BASE}/getheaders`,
    query: dsidQuery,
    reply: z.strictObject({ dsid: id, headers: z.array(z.string()), table_fields: z.array(TableField) }),
  }),
  getsampledata: call({
    method: 'GET',
    path: `${BASE}/getsampledata`,
    query: dsidQuery.extend({ limit: limitParam.default(10) }),
    reply: page(Row),
  }),
  /**
   * spec §7 typedata (dsid or dmid): a data source's typed columns, or (issue 17 datamodel) a data model's feature
   * fields with their types and the data source they come from.
   */
  typedata: call({
    method: 'GET',
    path: `${BASE}/typedata`,
    query: z
      .object({ dsid: idString.optional(), dmid: idString.optional() })
      .refine((q) => (q.dsid === undefined) !== (q.dmid === undefined), { message: '请提供 dsid 或 dmid 之一', path: ['dsid'] }),
    reply: z.strictObject({ dsid: id, dmid: id.optional(), table_fields: z.array(TableField) }),
  }),
  setTypedata: call({ method: 'POST', path: `${BASE}/typedata`, body: z.object({ dsid: idString, table_fields: tableFields }), reply: Datasource }),
  /** Type detection of a staged upload (another company's token → 404). */
  autotypedata: call({
    method: 'GET',
    path: `${BASE}/autotypedata`,
    query: z.object({ Filepath: filepath, Sheet: sheetName.optional() }),
    reply: DatasourceFile,
  }),
  /**
   * A CSV or XLSX file as `multipart/form-data` (one `file`, at most 10 MB), staged and described; with `dsid`
   * its rows are appended to that table, all or none.
   */
  upfile: call({
    method: 'POST',
    path: `${BASE}/upfile`,
    request: 'multipart',
    query: uploadFields,
    body: uploadFields.extend({ file: z.file() }),
    reply: UploadedFile,
  }),
};
