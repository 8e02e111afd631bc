import { datamodel } from '@huiliu/contract';
import { AppError } from '@huiliu/core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/open';
import { authOf } from '../../http/auth';
import { route } from '../../http/route';
import type { Predictions } from './predictions';
import { listModels } from './repository';
import * as service from './service';
import type { TrainingManager } from './trainer';
import { findTraining, listVersions } from './trainings';
import { modelUsers } from './usage';

export interface DataModelDeps {
  db: Db;
  trainer: TrainingManager;
  predictions: Predictions;
}

/** issue 17 datamodel: `/v1/api/datamodel` (docs/rest-contract-datamodel.md). */
export function datamodelRoutes(app: FastifyInstance, deps: DataModelDeps): void {
  const { db, trainer, predictions } = deps;

  route(app, datamodel.list, async (req) => listModels(db, authOf(req).companyId, req.query));

  route(app, datamodel.getone, async (req) => service.getModel(db, authOf(req).companyId, req.query.dmid));

  route(app, datamodel.add, async (req) => service.addModel(db, authOf(req), req.body));

  route(app, datamodel.update, async (req) => service.updateModel(db, authOf(req), req.body));

  route(app, datamodel.delete, async (req) => {
    const auth = authOf(req);
    return service.deleteModel(db, auth, req.body.dmid, (dmid) => trainer.stopModel(auth.companyId, dmid));
  });

  route(app, datamodel.train, async (req) => trainer.begin(authOf(req), req.body.dmid));

  route(app, datamodel.trainStatus, async (req) => {
    const found = await findTraining(db, authOf(req).companyId, req.query.tmid);
    if (!found) throw new AppError('NOT_FOUND', '训练不存在');
    return found;
  });

  route(app, datamodel.trainCancel, async (req) => trainer.cancel(authOf(req).companyId, req.body.tmid));

  route(app, datamodel.versions, async (req) => {
    const { dmid, limit, offset } = req.query;
    const { companyId } = authOf(req);
    await service.getModel(db, companyId, dmid);
    return listVersions(db, companyId, dmid, { limit, offset });
  });

  route(app, datamodel.predict, async (req) => {
    const { dmid, version, record } = req.body;
    const auth = authOf(req);
    return predictions.predict(auth.companyId, dmid, version, record, auth.timeZone);
  });

  route(app, datamodel.flowsStatus, async (req) => {
    const { companyId } = authOf(req);
    await service.getModel(db, companyId, req.query.dmid);
    const list = await modelUsers(db, companyId, req.query.dmid);
    return { list, total: list.length };
  });
}
