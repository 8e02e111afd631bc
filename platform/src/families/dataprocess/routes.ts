import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/open';
import { authOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { dropEmpty, parseInput } from '../../http/validate';
import { checkPipeline } from './check';
import { countPipelines, listPipelines, pipelinesByIds } from './repository';
import * as s from './schemas';
import * as service from './service';
import { listVersions } from './versions';

const BASE = '/v1/api/dataprocess';

/**
 * Told after a pipeline's status, content, title or existence changed, once the change is committed:
 * the run engine drops what it cached and upserts or removes the pipeline's schedule.
 */
export type PipelineChanged = (processId: string) => Promise<void>;

/** spec §7 Flows (`/v1/api/dataprocess`) plus `/v1/api/process/update/title`, per docs/rest-contract.md. */
export function dataprocessRoutes(app: FastifyInstance, db: Db, onChange: PipelineChanged = async () => {}): void {
  const changed = async <T>(processId: string, result: T): Promise<T> => {
    await onChange(processId);
    return result;
  };

  app.post(`${BASE}/add`, async (req) => ok(await service.addPipeline(db, authOf(req), parseInput(s.addBody, req.body))));

  app.post(`${BASE}/copy`, async (req) => {
    const { process_id } = parseInput(s.processIdBody, req.body);
    return ok(await service.copyPipeline(db, authOf(req), process_id));
  });

  app.post(`${BASE}/update`, async (req) => {
    const input = parseInput(s.updateBody, req.body);
    return ok(await changed(input.process_id, await service.updatePipelineFields(db, authOf(req), input)));
  });

  app.post('/v1/api/process/update/title', async (req) => {
    const { process_id, title } = parseInput(s.titleBody, req.body);
    return ok(await changed(process_id, await service.renamePipeline(db, authOf(req), process_id, title)));
  });

  app.get(`${BASE}/getone`, async (req) => {
    const { process_id } = parseInput(s.processIdQuery, req.query);
    return ok(await service.getPipeline(db, authOf(req), process_id));
  });

  app.get(`${BASE}/detail`, async (req) => {
    const { process_id } = parseInput(s.processIdQuery, req.query);
    return ok(await service.getPipelineDetail(db, authOf(req), process_id));
  });

  app.get(`${BASE}/batch`, async (req) => {
    const { ids } = parseInput(s.batchQuery, req.query);
    return ok({ list: await pipelinesByIds(db, authOf(req), ids) });
  });

  app.get(`${BASE}/list`, async (req) => {
    const { limit, offset, sort, ...filter } = parseInput(s.listQuery, dropEmpty(req.query));
    return ok(await listPipelines(db, authOf(req), { filter, sort, limit, offset }));
  });

  app.get(`${BASE}/getallcount`, async (req) => {
    const { sort: _sort, ...filter } = parseInput(s.filterQuery, dropEmpty(req.query));
    return ok({ count: await countPipelines(db, authOf(req), filter) });
  });

  app.post(`${BASE}/status`, async (req) => {
    const { process_id, status } = parseInput(s.statusBody, req.body);
    return ok(await changed(process_id, await service.setStatus(db, authOf(req), process_id, status)));
  });

  app.get(`${BASE}/delete`, async (req) => {
    const { process_id } = parseInput(s.processIdQuery, req.query);
    return ok(await changed(process_id, await service.deletePipeline(db, authOf(req), process_id)));
  });

  app.get(`${BASE}/versions`, async (req) => {
    const { process_id, limit, offset } = parseInput(s.versionsQuery, dropEmpty(req.query));
    const auth = authOf(req);
    await service.getPipeline(db, auth, process_id);
    return ok(await listVersions(db, auth.companyId, process_id, { limit, offset }));
  });

  app.post(`${BASE}/version/reuse`, async (req) => {
    const { process_id, version_id } = parseInput(s.reuseBody, req.body);
    return ok(await changed(process_id, await service.reuseVersion(db, authOf(req), process_id, version_id)));
  });

  app.post(`${BASE}/version/check`, async (req) => {
    const input = parseInput(s.checkVersionBody, req.body);
    return ok(await changed(input.process_id, await service.checkpointVersion(db, authOf(req), input)));
  });

  app.post(`${BASE}/collect/update`, async (req) => {
    const { process_id, collect_status } = parseInput(s.collectBody, req.body);
    return ok(await service.setCollected(db, authOf(req), process_id, collect_status === 1));
  });

  app.get(`${BASE}/check/flow`, async (req) => {
    const { process_id } = parseInput(s.processIdQuery, req.query);
    const auth = authOf(req);
    const pipeline = await service.getPipelineDetail(db, auth, process_id);
    const problems = checkPipeline(pipeline, auth.plan);
    return ok({ ok: problems.length === 0, problems });
  });
}
