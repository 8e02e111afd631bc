import { assertAppsUsable } from '../../apps/open/usable';
import { validationOf } from '../../apps/validation';
import { dataprocess, type BodyOf, type PipelineDetail } from '@huiliu/contract';
import { AppError, PIPELINE_STATUS } from '@huiliu/core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/open';
import { authOf } from '../../http/auth';
import type { Auth } from '../user/sessions';
import { route } from '../../http/route';
import { checkPipeline } from './check';
import type { Catalogue } from '../../apps/catalogue';
import { appIdsNamed } from '../app-catalogue/views';
import { countPipelines, listPipelines, pipelineDetailsByIds, pipelinesByIds } from './repository';
import * as service from './service';
import { listVersions } from './versions';

/**
 * Told after a pipeline's status, content, title or existence changed, once the change is committed:
 * the run engine drops what it cached and upserts or removes the pipeline's schedule.
 */
export type PipelineChanged = (processId: string) => Promise<void>;

/** POST /add with `template_id`: the templates family makes the pipeline from the template (issue 12). */
export type FromTemplate = (auth: Auth, body: BodyOf<typeof dataprocess.add> & { template_id: string }) => Promise<PipelineDetail>;

/** spec §7 Flows (`/v1/api/dataprocess`) plus `/v1/api/process/update/title`, per docs/rest-contract.md. */
export function dataprocessRoutes(
  app: FastifyInstance,
  db: Db,
  onChange: PipelineChanged = async () => {},
  catalogue?: Catalogue,
  fromTemplate?: FromTemplate,
): void {
  // per company: the open apps (issue 14) it may use are part of what its steps are judged against
  const validation = (auth: { companyId: string }) => validationOf(catalogue, auth.companyId);
  // spec §3 app_name filter: every app of the catalogue by its zh or en name, not only the built-ins
  const named = <F extends { app_name?: string | undefined }>(filter: F) =>
    catalogue && filter.app_name ? { ...filter, app_ids_named: appIdsNamed(catalogue, filter.app_name) } : filter;
  const changed = async <T>(processId: string, result: T): Promise<T> => {
    await onChange(processId);
    return result;
  };

  route(app, dataprocess.add, async (req) => {
    const { template_id } = req.body;
    if (template_id === undefined) {
      const auth = authOf(req);
      assertAppsUsable(catalogue, auth.companyId, req.body.content);
      return service.addPipeline(db, auth, req.body);
    }
    if (!fromTemplate) throw new AppError('BAD_REQUEST', '此服务未启用模板');
    return fromTemplate(authOf(req), { ...req.body, template_id });
  });

  route(app, dataprocess.copy, async (req) => service.copyPipeline(db, authOf(req), req.body.process_id));

  route(app, dataprocess.update, async (req) => {
    const auth = authOf(req);
    assertAppsUsable(catalogue, auth.companyId, req.body.content);
    return changed(req.body.process_id, await service.updatePipelineFields(db, auth, req.body, validation(auth)));
  });

  route(app, dataprocess.updateTitle, async (req) => {
    const { process_id, title } = req.body;
    return changed(process_id, await service.renamePipeline(db, authOf(req), process_id, title));
  });

  route(app, dataprocess.getone, async (req) => service.getPipeline(db, authOf(req), req.query.process_id));

  route(app, dataprocess.detail, async (req) => service.getPipelineDetail(db, authOf(req), req.query.process_id));

  route(app, dataprocess.batch, async (req) => ({ list: await pipelinesByIds(db, authOf(req), req.query.ids) }));

  route(app, dataprocess.batchDetail, async (req) => ({ list: await pipelineDetailsByIds(db, authOf(req), req.query.ids) }));

  route(app, dataprocess.list, async (req) => {
    const { limit, offset, sort, ...filter } = req.query;
    return listPipelines(db, authOf(req), { filter: named(filter), sort, limit, offset });
  });

  route(app, dataprocess.getallcount, async (req) => {
    const { sort: _sort, ...filter } = req.query;
    return { count: await countPipelines(db, authOf(req), named(filter)) };
  });

  route(app, dataprocess.status, async (req) => {
    const { process_id, status } = req.body;
    const auth = authOf(req);
    if (status === PIPELINE_STATUS.ON) assertAppsUsable(catalogue, auth.companyId, (await service.getPipelineDetail(db, auth, process_id)).content);
    return changed(process_id, await service.setStatus(db, auth, process_id, status, validation(auth)));
  });

  route(app, dataprocess.delete, async (req) => {
    const { process_id } = req.query;
    return changed(process_id, await service.deletePipeline(db, authOf(req), process_id));
  });

  route(app, dataprocess.versions, async (req) => {
    const { process_id, limit, offset } = req.query;
    const auth = authOf(req);
    await service.getPipeline(db, auth, process_id);
    return listVersions(db, auth.companyId, process_id, { limit, offset });
  });

  route(app, dataprocess.versionReuse, async (req) => {
    const { process_id, version_id } = req.body;
    const auth = authOf(req);
    return changed(process_id, await service.reuseVersion(db, auth, process_id, version_id, validation(auth)));
  });

  route(app, dataprocess.versionCheck, async (req) => {
    const auth = authOf(req);
    assertAppsUsable(catalogue, auth.companyId, req.body.content);
    return changed(req.body.process_id, await service.checkpointVersion(db, auth, req.body, validation(auth)));
  });

  route(app, dataprocess.collectUpdate, async (req) => {
    const { process_id, collect_status } = req.body;
    return service.setCollected(db, authOf(req), process_id, collect_status === 1);
  });

  route(app, dataprocess.checkFlow, async (req) => {
    const auth = authOf(req);
    const pipeline = await service.getPipelineDetail(db, auth, req.query.process_id);
    const problems = checkPipeline(pipeline, auth.plan, validation(auth));
    return { ok: problems.length === 0, problems };
  });
}
