import { AppError, SCHEDULE_APP_ID, WEBHOOK_APP_ID, lookupAppId, parsePipelineContent, validateCustomActionForm } from '@huiliu/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/open';
import type { Engine } from '../../engine/service';
import { authOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { idString, parseInput } from '../../http/validate';
import { newestAccept } from '../data/accepts';
import { getPipeline, getPipelineDetail } from '../dataprocess/service';
import { flatten, runAlone, testStep } from './step-test';

const flag = z.union([z.literal(0), z.literal(1), z.enum(['0', '1']).transform(Number)]) as z.ZodType<0 | 1>;
const stepsBody = z.object({
  process_id: idString.optional(),
  content: z.union([z.string().max(1024 * 1024), z.array(z.unknown())]),
  step_uuid: z.string().min(1).max(200),
  trigger_data: z.unknown().optional(),
  isend: flag.optional(),
});
const forwardBody = z.object({
  fields: z.object({ method: z.unknown(), url: z.unknown(), headers: z.unknown().optional(), body: z.unknown().optional() }),
  action_id: z.string().max(200).optional(),
  isend: flag.optional(),
  no_flatten: flag.optional(),
});

/** spec §7 Process apps (steps, first/match) and "Sending an action" (customaction/forward). */
export function processAppRoutes(app: FastifyInstance, db: Db, engine: Engine): void {
  app.post('/v1/api/process/app/steps', async (req) => {
    const input = parseInput(stepsBody, req.body);
    const auth = authOf(req);
    if (input.process_id) await getPipeline(db, auth, input.process_id);
    return ok(await testStep(engine, auth.companyId, auth.timeZone, input));
  });

  app.get('/v1/api/process/app/first/match', async (req) => {
    const { process_id } = parseInput(z.object({ process_id: idString }), req.query);
    const auth = authOf(req);
    const pipeline = await getPipelineDetail(db, auth, process_id);
    const parsed = parsePipelineContent(pipeline.content);
    const trigger = parsed.ok ? parsed.content[0] : undefined;
    const appId = trigger ? lookupAppId(trigger.app_id) : '';
    if (appId === WEBHOOK_APP_ID) {
      const newest = await newestAccept(db, auth.companyId, process_id);
      if (newest) return ok({ sample_data: newest.accept_data, accept_id: newest.accept_id, created_at: newest.created_at });
    }
    if (appId === SCHEDULE_APP_ID) {
      // a schedule's sample is what its next tick will carry
      const at = (engine.schedules.nextRun(process_id) ?? new Date()).toISOString();
      return ok({ sample_data: { scheduled_at: at, process_id, time_zone: auth.timeZone }, accept_id: null, created_at: at });
    }
    throw new AppError('NOT_FOUND', '还没有样本数据，请先触发一次流程');
  });

  app.post('/v1/api/process/customaction/forward', async (req) => {
    const { fields, isend, no_flatten } = parseInput(forwardBody, req.body);
    // spec §5: method post|get and url required, headers optional, body JSON text
    const problems = validateCustomActionForm(fields);
    if (Object.keys(problems).length > 0) {
      throw new AppError('BAD_REQUEST', Object.values(problems).join('；'), {
        issues: Object.entries(problems).map(([path, message]) => ({ path: `fields.${path}`, message })),
      });
    }
    if (isend === 0) return ok({ status: 'success', output: { request: fields }, error: null, duration_ms: 0 });
    const auth = authOf(req);
    const step = { uuid: 'custom-action', sort: 1, action_type: '2' as const, app_id: '1008', action_id: 'forward', params: fields };
    const env = await engine.deps.loadEnv(auth.companyId);
    const result = await runAlone(engine, auth.companyId, auth.timeZone, step, 1, { steps: {}, env: env.values, auth: {} }, env.secrets);
    const body = (result.output as { body?: unknown } | null)?.body;
    return ok(no_flatten === 1 ? result : { ...result, flatten_data: flatten(body) });
  });
}
