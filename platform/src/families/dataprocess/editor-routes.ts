import { assertAppsUsable } from '../../apps/open/usable';
import { validationOf } from '../../apps/validation';
import { dataprocess } from '@huiliu/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/open';
import { runJson } from '../../engine/run-state';
import type { Engine } from '../../engine/service';
import { authOf } from '../../http/auth';
import { route } from '../../http/route';
import { listRuns } from '../logs/repository';
import { calculateContent, replaceContent, runPipelineNow, stepCatalogue, stepSampleOf } from './editor';
import { getPipeline } from './service';

/**
 * spec §7 Flows, the calls around the editor (issue 10): run now, calculate/content,
 * openapi/replace/content, node, run_log, septdata. They need the run engine, the rest of the family does not.
 */
export function dataprocessEditorRoutes(app: FastifyInstance, db: Db, engine: Engine): void {
  const catalogue = engine.deps.services.catalogue;
  const validation = (auth: { companyId: string }) => validationOf(catalogue, auth.companyId);
  route(app, dataprocess.run, async (req) => runPipelineNow(db, engine, authOf(req), req.body.process_id, req.body.data));

  route(app, dataprocess.calculateContent, async (req) => {
    const auth = authOf(req);
    return calculateContent(req.body.content, req.body.title ?? '', auth.plan, validation(auth));
  });

  route(app, dataprocess.openapiReplaceContent, async (req) => {
    const auth = authOf(req);
    assertAppsUsable(catalogue, auth.companyId, req.body.content);
    const saved = await replaceContent(db, auth, req.body, validation(auth));
    await engine.pipelineChanged(saved.process_id);
    return saved;
  });

  route(app, dataprocess.node, async () => ({ list: stepCatalogue() }));

  route(app, dataprocess.runLog, async (req) => {
    const { process_id, limit, offset } = req.query;
    const auth = authOf(req);
    await getPipeline(db, auth, process_id);
    const { list, total } = await listRuns(db, { companyId: auth.companyId, timeZone: auth.timeZone }, { process_id }, { limit, offset });
    return { list: list.map(runJson), total };
  });

  route(app, dataprocess.septdata, async (req) => stepSampleOf(db, authOf(req), req.query));
}
