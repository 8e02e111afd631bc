import { AppError, ERRORS } from '@huiliu/core';
import { z } from 'zod';

// Chinese issue texts for every zod message we hand back (the UI is zh-CN first).
z.config(z.locales.zhCN());

interface Issue {
  path: string;
  message: string;
}

/**
 * Validates input at the boundary: a failure becomes BAD_REQUEST whose msg names the field and
 * whose data carries every issue (docs/rest-contract.md "Common rules").
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issues: Issue[] = result.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
  const first = issues[0];
  const msg = first ? `${ERRORS.BAD_REQUEST.msg}：${first.path || '请求体'} ${first.message}` : ERRORS.BAD_REQUEST.msg;
  throw new AppError('BAD_REQUEST', msg, { issues });
}

/** Query strings send '' for untouched filters; treat them as absent. */
export function dropEmpty(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== ''));
}

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

export const limitParam = z.coerce.number().int().min(1).max(100);
export const offsetParam = z.coerce.number().int().min(0).max(1_000_000_000);
