import { AppError, PAGE_SIZE } from '@huiliu/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/open';
import { loadRun, runJson } from '../../engine/run-state';
import type { Engine } from '../../engine/service';
import { authOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { dropEmpty, idList, idString, limitParam, offsetParam, parseInput } from '../../http/validate';
import { day } from '../dataprocess/schemas';
import type { Auth } from '../user/sessions';
import { runEventStream } from './events';
import { deleteRuns, listRuns, loopCounts, processOptions, stepsOf } from './repository';
import { rerunFailedStep, reschedule } from './reruns';
import { perPipeline, runStatistics } from './statistics';

const BASE = '/v1/api/log';
const STATUSES = ['queued', 'running', 'success', 'filtered', 'failed', 'partial', 'cancelled'] as const;

const logIdBody = z.object({ log_id: idString });
const stepBody = z.object({ log_id: idString, step_uuid: z.string().min(1).max(200) });
const period = { start_date: day.optional(), end_date: day.optional() };
const listBody = z.object({
  process_id: idString.optional(),
  status: z.enum(STATUSES).optional(),
  keyword: z.string().max(200).optional(),
  ...period,
  limit: z.number().int().min(1).max(100).default(PAGE_SIZE),
  offset: z.number().int().min(0).max(1_000_000_000).default(0),
});
const loopBody = stepBody.extend({ limit: limitParam.default(PAGE_SIZE), offset: offsetParam.default(0) });
const statsQuery = z.object({ process_id: idString.optional(), ...period });

const scopeOf = (auth: Auth) => ({ companyId: auth.companyId, timeZone: auth.timeZone });

/** spec §7 Logs (`/v1/api/log`) and the reruns under `/v1/api/data/log`, per docs/rest-contract-engine.md. */
export function logsRoutes(app: FastifyInstance, db: Db, engine: Engine): void {
  const ownRun = async (auth: Auth, logId: string) => {
    const run = await loadRun(db, logId, auth.companyId);
    if (!run) throw new AppError('NOT_FOUND');
    return run;
  };

  app.post(`${BASE}/list`, async (req) => {
    const { limit, offset, ...filter } = parseInput(listBody, dropEmpty(req.body));
    const { list, total } = await listRuns(db, scopeOf(authOf(req)), filter, { limit, offset });
    return ok({ list: list.map(runJson), total });
  });

  app.post(`${BASE}/detail`, async (req) => {
    const { log_id } = parseInput(logIdBody, req.body);
    const auth = authOf(req);
    const run = await ownRun(auth, log_id);
    return ok({ ...runJson(run), trigger_data: run.triggerData, steps: await stepsOf(db, auth.companyId, run.id) });
  });

  app.post(`${BASE}/flow_content`, async (req) => {
    const { log_id } = parseInput(logIdBody, req.body);
    return ok({ content: (await ownRun(authOf(req), log_id)).content });
  });

  app.post(`${BASE}/task_run_detail`, async (req) => {
    const { log_id, step_uuid } = parseInput(stepBody, req.body);
    const auth = authOf(req);
    const run = await ownRun(auth, log_id);
    return ok(await stepsOf(db, auth.companyId, run.id, { stepUuid: step_uuid }));
  });

  app.post(`${BASE}/loop_flow_run`, async (req) => {
    const { log_id, step_uuid, limit, offset } = parseInput(loopBody, req.body);
    const auth = authOf(req);
    const run = await ownRun(auth, log_id);
    const counts = await loopCounts(db, auth.companyId, run.id, step_uuid);
    return ok({ list: await stepsOf(db, auth.companyId, run.id, { stepUuid: step_uuid, loopOnly: true, limit, offset }), total: counts.count });
  });

  app.post(`${BASE}/loop_flow_run_count`, async (req) => {
    const { log_id, step_uuid } = parseInput(stepBody, req.body);
    const auth = authOf(req);
    const run = await ownRun(auth, log_id);
    return ok(await loopCounts(db, auth.companyId, run.id, step_uuid));
  });

  app.get(`${BASE}/status`, async (req) => {
    const { log_id } = parseInput(logIdBody, req.query);
    const run = await ownRun(authOf(req), log_id);
    return ok({ log_id: run.id, status: run.status });
  });

  app.get(`${BASE}/refresh`, async (req) => {
    const { log_id } = parseInput(logIdBody, req.query);
    return ok(runJson(await ownRun(authOf(req), log_id)));
  });

  app.get(`${BASE}/reset`, async (req) => {
    const { log_id } = parseInput(logIdBody, req.query);
    const run = await ownRun(authOf(req), log_id);
    // only a run that has not finished can be cancelled; a finished one is returned as it is
    if (run.status !== 'queued' && run.status !== 'running') return ok(runJson(run));
    return ok(runJson(await engine.cancel(run)));
  });

  app.get(`${BASE}/delete`, async (req) => {
    const { log_ids } = parseInput(z.object({ log_ids: idList.pipe(z.array(z.string()).min(1)) }), req.query);
    return ok({ deleted: await deleteRuns(db, authOf(req).companyId, log_ids) });
  });

  app.get(`${BASE}/process/option`, async (req) => ok({ list: await processOptions(db, authOf(req).companyId) }));

  app.get(`${BASE}/company/process`, async (req) => {
    const q = parseInput(z.object(period), dropEmpty(req.query));
    return ok({ list: await perPipeline(db, scopeOf(authOf(req)), q) });
  });

  app.get(`${BASE}/run/statistical`, async (req) => {
    const q = parseInput(statsQuery, dropEmpty(req.query));
    return ok(await runStatistics(db, scopeOf(authOf(req)), q));
  });

  app.addHook('preClose', async () => void engine.events.emit('closing'));
  app.get(`${BASE}/events`, async (req, reply) => {
    const { process_id } = parseInput(z.object({ process_id: idString.optional() }), dropEmpty(req.query));
    runEventStream(engine, authOf(req).companyId, process_id, req, reply);
  });

  app.post('/v1/api/data/log/reschedule', async (req) => {
    const { log_id } = parseInput(logIdBody, req.body);
    return ok(await reschedule(db, engine, authOf(req), log_id));
  });

  app.post('/v1/api/data/log/reruntask', async (req) => {
    const { log_id } = parseInput(logIdBody, req.body);
    return ok(await rerunFailedStep(db, engine, authOf(req), log_id));
  });
}
