import { AppError, SCHEDULE_APP_ID, WEBHOOK_APP_ID, lookupAppId, parsePipelineContent, validateCustomActionForm } from '@huiliu/core';
import { processApp } from '@huiliu/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/open';
import type { Engine } from '../../engine/service';
import { authOf } from '../../http/auth';
import { route } from '../../http/route';
import { newestAccept } from '../data/accepts';
import { getPipeline, getPipelineDetail } from '../dataprocess/service';
import { flatten, runAlone, testStep } from './step-test';

/** spec §7 Process apps (steps, first/match) and "Sending an action" (customaction/forward). */
export function processAppRoutes(app: FastifyInstance, db: Db, engine: Engine): void {
  route(app, processApp.steps, async (req) => {
    const input = req.body;
    const auth = authOf(req);
    if (input.process_id) await getPipeline(db, auth, input.process_id);
    return testStep(engine, auth.companyId, auth.timeZone, input);
  });

  route(app, processApp.firstMatch, async (req) => {
    const { process_id } = req.query;
    const auth = authOf(req);
    const pipeline = await getPipelineDetail(db, auth, process_id);
    const parsed = parsePipelineContent(pipeline.content);
    const trigger = parsed.ok ? parsed.content[0] : undefined;
    const appId = trigger ? lookupAppId(trigger.app_id) : '';
    if (appId === WEBHOOK_APP_ID) {
      const newest = await newestAccept(db, auth.companyId, process_id);
      if (newest) return { sample_data: newest.accept_data, accept_id: newest.accept_id, created_at: newest.created_at };
    }
    if (appId === SCHEDULE_APP_ID) {
      // a schedule's sample is what its next tick will carry
      const at = ((await engine.schedules.nextRun(process_id)) ?? new Date()).toISOString();
      return { sample_data: { scheduled_at: at, process_id, time_zone: auth.timeZone }, accept_id: null, created_at: at };
    }
    throw new AppError('NOT_FOUND', '还没有样本数据，请先触发一次流程');
  });

  route(app, processApp.customActionForward, async (req) => {
    const { fields, isend, no_flatten } = req.body;
    // spec §5: method post|get and url required, headers optional, body JSON text
    const problems = validateCustomActionForm(fields);
    if (Object.keys(problems).length > 0) {
      throw new AppError('BAD_REQUEST', Object.values(problems).join('；'), {
        issues: Object.entries(problems).map(([path, message]) => ({ path: `fields.${path}`, message })),
      });
    }
    if (isend === 0) return { status: 'success' as const, output: { request: fields }, error: null, duration_ms: 0 };
    const auth = authOf(req);
    const step = { uuid: 'custom-action', sort: 1, action_type: '2' as const, app_id: '1008', action_id: 'forward', params: fields };
    const env = await engine.deps.loadEnv(auth.companyId);
    const result = await runAlone(engine, auth.companyId, auth.timeZone, step, 1, { steps: {}, env: env.values, auth: {} }, env.secrets);
    const body = (result.output as { body?: unknown } | null)?.body;
    return no_flatten === 1 ? result : { ...result, flatten_data: flatten(body) };
  });
}
