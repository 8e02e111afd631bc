import { variables } from '@huiliu/contract';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../http/auth';
import { route } from '../../http/route';
import { classCounts, listVariables } from './repository';
import * as service from './service';

/** spec §7 Environment variables, per docs/rest-contract-engine.md. */
export function variablesRoutes(app: FastifyInstance, deps: service.VariablesDeps): void {
  route(app, variables.list, async (req) => {
    const { rows, total } = await listVariables(deps.db, authOf(req).companyId, req.query);
    return { list: rows.map(service.toVariable), total };
  });

  route(app, variables.classdata, async (req) => ({ list: await classCounts(deps.db, authOf(req).companyId) }));

  route(app, variables.add, async (req) => service.addVariable(deps, authOf(req), req.body));

  route(app, variables.update, async (req) => service.updateVariable(deps, authOf(req), req.body));

  route(app, variables.delete, async (req) => service.deleteVariable(deps, authOf(req), req.body.variable_id));

  route(app, variables.logs, async (req) => service.variableLogs(deps, authOf(req), req.query.variable_id));
}
