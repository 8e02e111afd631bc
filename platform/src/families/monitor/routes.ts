import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/open';
import { authOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import * as s from './schemas';
import * as service from './service';

const BASE = '/v1/api/application/monitor';

/** spec §7 Monitor and general settings, per docs/rest-contract-engine.md "Error monitor". */
export function monitorRoutes(app: FastifyInstance, db: Db): void {
  app.get(`${BASE}/relation`, async (req) => {
    const { process_id } = parseInput(s.byProcessId, req.query);
    return ok(await service.getRelation(db, authOf(req).companyId, process_id));
  });

  app.post(`${BASE}/add`, async (req) => ok(await service.addRelation(db, authOf(req).companyId, parseInput(s.addBody, req.body))));

  app.post(`${BASE}/update`, async (req) => ok(await service.updateRelation(db, authOf(req).companyId, parseInput(s.updateBody, req.body))));

  app.post(`${BASE}/delete`, async (req) => {
    const { process_id } = parseInput(s.byProcessId, req.body);
    return ok(await service.removeRelation(db, authOf(req).companyId, process_id));
  });

  app.get(`${BASE}/general/settings`, async (req) => ok(await service.getSettings(db, authOf(req).companyId)));

  // spec §7 lists GET and POST; a GET carries no body, so only POST saves.
  app.post(`${BASE}/general/settings`, async (req: FastifyRequest) =>
    ok(await service.saveSettings(db, authOf(req).companyId, parseInput(s.settingsBody, req.body))),
  );
}
