import { AppError } from '@huiliu/core';
import { appRun } from '@huiliu/contract';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../http/auth';
import { route } from '../../http/route';
import { connectTest, fieldOptions, sampleValues, type AppRunDeps } from './service';

/** Field values as JSON text in a query string (app/option): an object, or 4000 with a Chinese message. */
function parseInput(text: string | undefined): Record<string, unknown> | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError('BAD_REQUEST', 'input 不是合法的 JSON');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new AppError('BAD_REQUEST', 'input 必须是 JSON 对象');
  return value as Record<string, unknown>;
}

/** Running apps outside a run (issue 11): connection tests, dynamic options, sample data. */
export function appRunRoutes(app: FastifyInstance, deps: AppRunDeps): void {
  route(app, appRun.connectTest, async (req) => connectTest(deps, authOf(req).companyId, req.query.account_id));

  route(app, appRun.option, async (req) => fieldOptions(deps, authOf(req).companyId, { ...req.query, input: parseInput(req.query.input) }));

  route(app, appRun.modelData, async (req) => {
    const { fields, input, ...rest } = req.body;
    return fieldOptions(deps, authOf(req).companyId, { ...rest, input: input ?? fields });
  });

  route(app, appRun.modelValue, async (req) => {
    const { fields, input, ...rest } = req.body;
    return sampleValues(deps, authOf(req).companyId, { ...rest, input: input ?? fields });
  });
}
