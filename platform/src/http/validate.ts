import { AppError, ERRORS } from '@huiliu/core';
import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';

// Chinese issue texts for every zod message we hand back (the UI is zh-CN first).
z.config(z.locales.zhCN());

interface Issue {
  path: string;
  message: string;
}

/** BAD_REQUEST whose msg names the first field and whose data carries every issue (docs/rest-contract.md "Common rules"). */
function badRequest(error: z.ZodError): AppError {
  const issues: Issue[] = error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
  const first = issues[0];
  const msg = first ? `${ERRORS.BAD_REQUEST.msg}：${first.path || '请求体'} ${first.message}` : ERRORS.BAD_REQUEST.msg;
  return new AppError('BAD_REQUEST', msg, { issues });
}

/** Validates input a handler reads itself (multipart fields): a failure becomes BAD_REQUEST naming the field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw badRequest(result.error);
}

/** Query strings send '' for untouched filters; treat them as absent. */
export function dropEmpty(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== ''));
}

/**
 * A request part that breaks its call's schema. Fastify stamps its own status and code onto a
 * validation error, which AppError's read-only code cannot take; the boundary turns this into one.
 */
export class InvalidInput extends Error {
  readonly reply: AppError;
  constructor(error: z.ZodError) {
    const reply = badRequest(error);
    super(reply.message);
    this.reply = reply;
  }
}

/**
 * Fastify's validator for the calls' zod schemas (the contract package): a query string's '' values count
 * as absent and a missing body as an empty one, as handlers always read them; what passes replaces the
 * request part with its parsed value (defaults filled in, text turned into numbers).
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (value: unknown) => {
    const result = schema.safeParse(httpPart === 'querystring' ? dropEmpty(value) : (value ?? {}));
    return result.success ? { value: result.data } : { error: new InvalidInput(result.error) };
  };
