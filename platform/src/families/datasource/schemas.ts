import { PAGE_SIZE } from '@huiliu/core';
import { z } from 'zod';
import { idString, limitParam, offsetParam } from '../../http/validate';
import { FIELD_TYPES } from './fields';

const fieldName = z.string().trim().min(1, '字段名称不能为空').max(64, '字段名称最多 64 个字符');

/** 1–200 typed columns with distinct names. */
const tableFields = z
  .array(z.object({ name: fieldName, type: z.enum(FIELD_TYPES) }))
  .min(1, '至少需要一个字段')
  .max(200, '最多 200 个字段')
  .refine((fields) => new Set(fields.map((f) => f.name)).size === fields.length, '字段名称不能重复');

const name = z.string().trim().min(1, '请填写数据表名称').max(100);
/** The token upfile returned; the spec writes it `Filepath`, we accept both spellings. */
const filepath = z.string().min(1).max(64);

export const dsidQuery = z.object({ dsid: idString });

export const addBody = z.object({
  name,
  table_fields: tableFields,
  /** Import the rows of a file upfile staged, into the new table (optional). */
  Filepath: filepath.optional(),
  Sheet: z.string().max(100).optional(),
});

export const updateBody = z.object({ dsid: idString, name: name.optional(), table_fields: tableFields.optional() });
export const typedataBody = z.object({ dsid: idString, table_fields: tableFields });

export const listQuery = z.object({
  keyword: z.string().trim().max(200).optional(),
  limit: limitParam.default(PAGE_SIZE),
  offset: offsetParam.default(0),
});
export const countQuery = z.object({ keyword: z.string().trim().max(200).optional() });

export const getoneQuery = dsidQuery.extend({ limit: limitParam.default(PAGE_SIZE), offset: offsetParam.default(0) });
export const sampleQuery = dsidQuery.extend({ limit: limitParam.default(10) });

export const autotypeQuery = z.object({ Filepath: filepath, Sheet: z.string().max(100).optional() });
