import { tokens } from '@huiliu/contract';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../http/auth';
import { route } from '../../http/route';
import * as service from './service';

/** API tokens for internal tools (issue 13), docs/rest-contract-company.md "tokens". */
export function tokensRoutes(app: FastifyInstance, deps: service.TokensDeps): void {
  route(app, tokens.list, async (req) => service.listTokens(deps, authOf(req), req.query));
  route(app, tokens.create, async (req) => service.createToken(deps, authOf(req), req.body));
  route(app, tokens.revoke, async (req) => service.revokeToken(deps, authOf(req), req.body.token_id));
  route(app, tokens.roles, async (req) => service.tokenRoles(deps, authOf(req), req.query.user_id));
  route(app, tokens.audit, async (req) => service.auditList(deps, authOf(req), req.query));
}
