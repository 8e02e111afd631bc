import { ai } from '@huiliu/contract';
import type { FastifyInstance } from 'fastify';
import type { Catalogue } from '../../apps/catalogue';
import type { Db } from '../../db/open';
import { authOf } from '../../http/auth';
import { route } from '../../http/route';
import { LlmEngine } from './llm/engine';
import { PlannerEngine } from './planner/index';
import { AiService } from './service';
import type { AiSettings } from './settings';

export interface AiRoutesDeps {
  db: Db;
  catalogue: Catalogue;
  /** The LLM provider; undefined: the planner answers every call. */
  settings: AiSettings | undefined;
}

/** AI (issue 12; docs/rest-contract-ai.md): spec §7 ai/scheme and the open platform's flow and field suggestions. */
export function aiRoutes(app: FastifyInstance, deps: AiRoutesDeps): void {
  const service = new AiService({
    db: deps.db,
    catalogue: deps.catalogue,
    planner: new PlannerEngine(deps.catalogue),
    llm: deps.settings ? new LlmEngine(deps.settings, deps.catalogue) : undefined,
    log: app.log,
  });
  route(app, ai.scheme, async (req) => service.scheme(authOf(req), req.body));
  route(app, ai.flowSuggestion, async (req) => service.flow(req.body));
  route(app, ai.fieldsSuggestion, async (req) => service.fields(req.body));
}
