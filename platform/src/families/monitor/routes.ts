import { monitor } from '@huiliu/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/open';
import { authOf } from '../../http/auth';
import { route } from '../../http/route';
import * as service from './service';

/** spec §7 Monitor and general settings, per docs/rest-contract-engine.md "Error monitor". */
export function monitorRoutes(app: FastifyInstance, db: Db): void {
  route(app, monitor.relation, async (req) => service.getRelation(db, authOf(req).companyId, req.query.process_id));

  route(app, monitor.add, async (req) => service.addRelation(db, authOf(req).companyId, req.body));

  route(app, monitor.update, async (req) => service.updateRelation(db, authOf(req).companyId, req.body));

  route(app, monitor.delete, async (req) => service.removeRelation(db, authOf(req).companyId, req.body.process_id));

  route(app, monitor.settings, async (req) => service.getSettings(db, authOf(req).companyId));

  route(app, monitor.saveSettings, async (req) => service.saveSettings(db, authOf(req).companyId, req.body));
}
