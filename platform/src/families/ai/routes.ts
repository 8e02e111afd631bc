import { ai } from '@huiliu/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Catalogue } from '../../apps/catalogue';
import type { Db } from '../../db/open';
import { authOf } from '../../http/auth';
import { route } from '../../http/route';
import type { AiService } from './service';
import type { AiSettings } from './settings';

export interface AiRoutesDeps {
  db: Db;
  catalogue: Catalogue;
  /** The LLM provider; undefined: the planner answers every call. */
  settings: AiSettings | undefined;
}

/** AI (issue 12; docs/rest-contract-ai.md): spec §7 ai/scheme and the open platform's flow and field suggestions. */
export function aiRoutes(app: FastifyInstance, deps: AiRoutesDeps): void {
  // The engines (the planner's rules, the prompts, core's draft schemas: ~0.8 MB of heap) load on the first AI call,
  // not at start: the embedded server's idle memory and restart time are budgeted, and most instances never draft.
  let service: Promise<AiService> | undefined;
  const serviceOf = () => (service ??= loadService(deps, app.log));
  route(app, ai.scheme, async (req) => (await serviceOf()).scheme(authOf(req), req.body));
  route(app, ai.flowSuggestion, async (req) => (await serviceOf()).flow(authOf(req), req.body));
  route(app, ai.fieldsSuggestion, async (req) => (await serviceOf()).fields(authOf(req), req.body));
}

async function loadService(deps: AiRoutesDeps, log: FastifyBaseLogger): Promise<AiService> {
  const [{ AiService }, { PlannerEngine }] = await Promise.all([import('./service'), import('./planner/index')]);
  const llm = deps.settings ? new (await import('./llm/engine')).LlmEngine(deps.settings, deps.catalogue) : undefined;
  return new AiService({ db: deps.db, catalogue: deps.catalogue, planner: new PlannerEngine(deps.catalogue), llm, log });
}
