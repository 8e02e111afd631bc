import { PAGE_SIZE } from '@huiliu/core';
import { z } from 'zod';
import { idList, idString, limitParam, offsetParam, storedId } from '../../http/validate';
import { SORTS } from './filters';

const TEXT_MAX = 1024 * 1024;
const flag = z.union([z.literal(0), z.literal(1)]);
const queryFlag = z.enum(['0', '1']).transform(Number);
const queryInt = z
  .string()
  .regex(/^-?\d{1,9}$/, '必须是整数')
  .transform(Number);
/** content is JSON text of the steps (or the array itself); core parseContent judges the inside. */
const content = z.union([z.string().max(TEXT_MAX), z.array(z.unknown())]);
const title = z.string().max(2000);

/** YYYY-MM-DD that names a real day. */
export const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD')
  // zod 4 runs refinements after a failed regex too, so an invalid Date must not reach toISOString
  .refine((s) => {
    const date = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(s);
  }, '不是有效的日期');

export const processIdQuery = z.object({ process_id: idString });

export const addBody = z.object({
  title: title.optional(),
  content: content.optional(),
  data_process: z.string().max(TEXT_MAX).optional(),
  template_id: storedId.optional(),
  create_channels: z.number().int().min(0).max(1_000_000).optional(),
  process_type: z.number().int().min(0).max(1_000_000).optional(),
});

export const processIdBody = z.object({ process_id: idString });

/** `process_id` or its legacy alias `id` (spec §7 update lists both). */
export const updateBody = z
  .object({
    process_id: idString.optional(),
    id: idString.optional(),
    title: title.optional(),
    content: content.optional(),
    data_process: z.string().max(TEXT_MAX).optional(),
    version_remark: z.string().max(500).optional(),
  })
  .refine((b) => b.process_id !== undefined || b.id !== undefined, { message: '缺少 process_id', path: ['process_id'] })
  .transform(({ id, process_id, ...rest }) => ({ ...rest, process_id: (process_id ?? id) as string }));

export const titleBody = z.object({ process_id: idString, title: title.min(1) });
export const statusBody = z.object({ process_id: idString, status: flag });
export const collectBody = z.object({ process_id: idString, collect_status: flag });
export const reuseBody = z.object({ process_id: idString, version_id: idString });
export const checkVersionBody = z.object({ process_id: idString, version_remark: z.string().trim().min(1).max(500), content: content.optional() });

export const batchQuery = z.object({ ids: idList });
const pageQuery = z.object({ limit: limitParam.default(PAGE_SIZE), offset: offsetParam.default(0) });
export const versionsQuery = processIdQuery.extend(pageQuery.shape);

/** spec §3 "Pipeline-list filters" as the query string carries them. */
export const filterQuery = z.object({
  keyword: z.string().trim().max(200).optional(),
  start_date: day.optional(),
  end_date: day.optional(),
  app_name: z.string().trim().max(100).optional(),
  app_id: z.string().trim().max(40).optional(),
  status: queryFlag.optional(),
  share_status: queryFlag.optional(),
  collect_status: queryFlag.optional(),
  create_channels: queryInt.optional(),
  sort: z.enum(SORTS).default('created_at desc'),
});

export const listQuery = filterQuery.extend(pageQuery.shape);
