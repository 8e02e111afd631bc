import { pay } from '@huiliu/contract';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../http/auth';
import { route } from '../../http/route';
import type { BillingDeps } from '../billing/deps';
import { applyNotification, createOrder } from '../billing/orders';
import { acceptForms, fieldsOf } from './form';
import type { SandboxProvider } from './sandbox/sandbox';
import { sandboxPageRoutes } from './sandbox/routes';

/** spec §7 Pay (/v1/api/pay): orders, the sandbox's trade page, and the providers' notifications. */
export function payRoutes(app: FastifyInstance, deps: BillingDeps & { sandbox: SandboxProvider }): void {
  // spec §6: pay order paths are exempt from the query-string token; the order is the buyer's, by the Bearer header
  route(app, pay.orders, async (req) => createOrder(deps, authOf(req), req.body), { config: { bearerOnly: true } });

  app.register(async (scope) => {
    acceptForms(scope);
    route(scope, pay.notify, async (req) => {
      const provider = deps.providers.get((req.params as { provider: string }).provider);
      return applyNotification(deps, provider, provider.parseNotification(fieldsOf(req.body)));
    });
    sandboxPageRoutes(scope, app, deps);
  });
}
