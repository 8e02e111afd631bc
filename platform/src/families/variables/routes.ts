import type { FastifyInstance } from 'fastify';
import { authOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { dropEmpty, parseInput } from '../../http/validate';
import { classCounts, listVariables } from './repository';
import * as s from './schemas';
import * as service from './service';

const BASE = '/v1/api/process/environmentvariables';

/** spec §7 Environment variables, per docs/rest-contract-engine.md. */
export function variablesRoutes(app: FastifyInstance, deps: service.VariablesDeps): void {
  app.get(`${BASE}/list`, async (req) => {
    const { rows, total } = await listVariables(deps.db, authOf(req).companyId, parseInput(s.listQuery, dropEmpty(req.query)));
    return ok({ list: rows.map(service.toVariable), total });
  });

  app.get(`${BASE}/classdata`, async (req) => ok({ list: await classCounts(deps.db, authOf(req).companyId) }));

  app.post(`${BASE}/add`, async (req) => ok(await service.addVariable(deps, authOf(req), parseInput(s.addBody, req.body))));

  app.post(`${BASE}/update`, async (req) => ok(await service.updateVariable(deps, authOf(req), parseInput(s.updateBody, req.body))));

  app.post(`${BASE}/delete`, async (req) => {
    const { variable_id } = parseInput(s.byVariableId, req.body);
    return ok(await service.deleteVariable(deps, authOf(req), variable_id));
  });

  app.get(`${BASE}/logs`, async (req) => {
    const { variable_id } = parseInput(s.byVariableId, req.query);
    return ok(await service.variableLogs(deps, authOf(req), variable_id));
  });
}
