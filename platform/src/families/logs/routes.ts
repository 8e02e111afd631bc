import { logs } from '@huiliu/contract';
import { AppError, isRunUnfinished } from '@huiliu/core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/open';
import { loadRun, runJson } from '../../engine/run-state';
import type { Engine } from '../../engine/service';
import { authOf } from '../../http/auth';
import { route } from '../../http/route';
import type { Auth } from '../user/sessions';
import { runEventStream } from './events';
import { deleteRuns, listRuns, loopCounts, processOptions, runStatesByIds, stepsOf, stepsOfRuns } from './repository';
import { analyticsFailures, analyticsSeries, analyticsSummary } from './analytics';
import { exportRuns, exportSeries } from './export';
import { rerunFailedStep, reschedule } from './reruns';
import { perPipeline, runStatistics } from './statistics';

const scopeOf = (auth: Auth) => ({ companyId: auth.companyId, timeZone: auth.timeZone, plan: auth.plan });

/** spec §7 Logs (`/v1/api/log`) and the reruns under `/v1/api/data/log`, per docs/rest-contract-engine.md. */
export function logsRoutes(app: FastifyInstance, db: Db, engine: Engine): void {
  // a step's app_name from the catalogue (issue 11), not only the built-ins' the repository knows
  const catalogue = engine.deps.services.catalogue;
  const named = <S extends { app_id: string; app_name: string }>(steps: S[], companyId: string): S[] =>
    catalogue ? steps.map((s) => ({ ...s, app_name: catalogue.get(s.app_id, companyId)?.name ?? s.app_name })) : steps;
  const ownRun = async (auth: Auth, logId: string) => {
    const run = await loadRun(db, logId, auth.companyId);
    if (!run) throw new AppError('NOT_FOUND');
    return run;
  };

  route(app, logs.list, async (req) => {
    const { limit, offset, ...filter } = req.body;
    const { list, total } = await listRuns(db, scopeOf(authOf(req)), filter, { limit, offset });
    return { list: list.map(runJson), total };
  });

  // issue 16: the statistics of a view and its exports (docs/architecture.md "Run analytics")
  route(app, logs.analyticsSummary, async (req) => analyticsSummary(db, scopeOf(authOf(req)), req.body));

  route(app, logs.analyticsSeries, async (req) => {
    const { bucket, ...view } = req.body;
    return analyticsSeries(db, scopeOf(authOf(req)), view, bucket);
  });

  route(app, logs.analyticsFailures, async (req) => {
    const { kind, limit, ...view } = req.body;
    return analyticsFailures(db, scopeOf(authOf(req)), view, kind, limit);
  });

  route(app, logs.export, async (req) => {
    const { kind, bucket, ...view } = req.body;
    const scope = scopeOf(authOf(req));
    return kind === 'runs' ? exportRuns(db, scope, view) : exportSeries(db, scope, view, bucket);
  });

  route(app, logs.detail, async (req) => {
    const auth = authOf(req);
    const run = await ownRun(auth, req.body.log_id);
    return { ...runJson(run), trigger_data: run.triggerData, steps: named(await stepsOf(db, auth.companyId, run.id), auth.companyId) };
  });

  // The gateway's run loaders: a page of runs costs one call whatever its size (two queries here).
  route(app, logs.batchDetail, async (req) => {
    const { companyId } = authOf(req);
    const found = await runStatesByIds(db, companyId, req.body.log_ids);
    const steps = await stepsOfRuns(
      db,
      companyId,
      found.map((run) => run.id),
    );
    return { list: found.map((run) => ({ ...runJson(run), trigger_data: run.triggerData, steps: named(steps.get(run.id) ?? [], companyId) })) };
  });

  route(app, logs.batchFlowContent, async (req) => ({
    list: (await runStatesByIds(db, authOf(req).companyId, req.body.log_ids)).map((run) => ({ log_id: run.id, content: run.content })),
  }));

  route(app, logs.flowContent, async (req) => ({ content: (await ownRun(authOf(req), req.body.log_id)).content }));

  route(app, logs.taskRunDetail, async (req) => {
    const { log_id, step_uuid } = req.body;
    const auth = authOf(req);
    const run = await ownRun(auth, log_id);
    return named(await stepsOf(db, auth.companyId, run.id, { stepUuid: step_uuid }), auth.companyId);
  });

  route(app, logs.loopFlowRun, async (req) => {
    const { log_id, step_uuid, limit, offset } = req.body;
    const auth = authOf(req);
    const run = await ownRun(auth, log_id);
    const counts = await loopCounts(db, auth.companyId, run.id, step_uuid);
    return {
      list: named(await stepsOf(db, auth.companyId, run.id, { stepUuid: step_uuid, loopOnly: true, limit, offset }), auth.companyId),
      total: counts.count,
    };
  });

  route(app, logs.loopFlowRunCount, async (req) => {
    const { log_id, step_uuid } = req.body;
    const auth = authOf(req);
    const run = await ownRun(auth, log_id);
    return loopCounts(db, auth.companyId, run.id, step_uuid);
  });

  route(app, logs.status, async (req) => {
    const run = await ownRun(authOf(req), req.query.log_id);
    return { log_id: run.id, status: run.status };
  });

  route(app, logs.refresh, async (req) => runJson(await ownRun(authOf(req), req.query.log_id)));

  route(app, logs.reset, async (req) => {
    const run = await ownRun(authOf(req), req.query.log_id);
    // only a run that has not finished can be cancelled; a finished one is returned as it is
    if (!isRunUnfinished(run.status)) return runJson(run);
    return runJson(await engine.cancel(run));
  });

  route(app, logs.delete, async (req) => ({ deleted: await deleteRuns(db, authOf(req).companyId, req.query.log_ids) }));

  route(app, logs.processOption, async (req) => ({ list: await processOptions(db, authOf(req).companyId) }));

  route(app, logs.companyProcess, async (req) => ({ list: await perPipeline(db, scopeOf(authOf(req)), req.query) }));

  route(app, logs.runStatistical, async (req) => runStatistics(db, scopeOf(authOf(req)), req.query));

  app.addHook('preClose', async () => void engine.events.emit('closing'));
  route(app, logs.events, async (req, reply) => runEventStream(engine, authOf(req).companyId, req.query.process_id, req, reply));

  route(app, logs.reschedule, async (req) => reschedule(db, engine, authOf(req), req.body.log_id));

  route(app, logs.reruntask, async (req) => rerunFailedStep(db, engine, authOf(req), req.body.log_id));
}
