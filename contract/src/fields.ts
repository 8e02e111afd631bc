import { PAGE_SIZE } from '@huiliu/core';
import { z } from 'zod';

// ── What requests carry ──────────────────────────────────────────────────────

/** An id as the contract sends it: a string (malformed ones are treated as unknown → 404 later). */
export const idString = z.string().min(1).max(40);

/** An id the platform stores as given (a reference kept in a bigint column): digits only, or 400. */
export const storedId = z.string().regex(/^\d{1,19}$/, { message: '须为数字 ID' });

/** A comma-separated list of at most 100 ids (batch endpoints for the gateway's loaders). */
export const idList = z
  .string()
  .transform((s) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string()).max(100));

/** The batch calls' ids: at most 100 (the gateway's MAX_BATCH), each a stored id; a malformed one is 400, not absent. */
export const batchIds = z.array(storedId).min(1).max(100);
/** The same as a comma-separated query parameter (`?ids=1,2,3`, as `/dataprocess/batch` and `/base/users`). */
export const batchIdList = z
  .string()
  .transform((s) => s.split(',').map((x) => x.trim()))
  .pipe(batchIds);

export const limitParam = z.coerce.number().int().min(1).max(100);
export const offsetParam = z.coerce.number().int().min(0).max(1_000_000_000);
/** `limit` (default: the spec's page size) and `offset`, to spread into a query or body schema. */
export const paging = { limit: limitParam.default(PAGE_SIZE), offset: offsetParam.default(0) };

/** YYYY-MM-DD that names a real day. */
export const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD')
  // zod 4 runs refinements after a failed regex too, so an invalid Date must not reach toISOString
  .refine((s) => {
    const date = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(s);
  }, '不是有效的日期');

/** 0 or 1: a switch in a JSON body, and in replies. */
export const bit = z.union([z.literal(0), z.literal(1)]);

/** '0' or '1' in a query string, read as a number. */
export const queryFlag = z.enum(['0', '1']).transform(Number);

/** A switch that may arrive as 0/1 or as the text '0'/'1' (forms of the step test and custom action). */
export const looseBit = z.union([bit, z.enum(['0', '1']).transform((s): 0 | 1 => (s === '1' ? 1 : 0))]);

// ── What replies carry ───────────────────────────────────────────────────────

/** A long id in a reply: decimal digits as a string, never a number (spec §5). */
export const id = z.string().regex(/^\d{1,19}$/);

/** An instant in a reply: ISO-8601 in UTC (docs/rest-contract.md "Common rules"). */
export const timestamp = z.iso.datetime();

/** A count or a size. */
export const count = z.number().int().min(0);

/** Any JSON value (trigger data, step input and output); 15+ digit integers inside arrive as strings. */
export const json = z.unknown();
