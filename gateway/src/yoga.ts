import { createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import { createContext, type GatewayContext } from './context';
import { armorPlugin } from './hardening/armor';
import { maxCostRule } from './hardening/cost';
import { errorCodesPlugin } from './hardening/error-codes';
import { requestLimitsPlugin } from './hardening/request-limits';
import { buildSchema } from './schema';
import type { UpstreamOptions } from './upstream';

export interface YogaOptions {
  upstream: UpstreamOptions;
  /** GraphiQL on GET /graphql from a browser; off in production. */
  graphiql: boolean;
}

export type GatewayYoga = YogaServerInstance<Record<string, unknown>, GatewayContext>;

/** The /graphql endpoint: the schema, the per-request context and the hardening of DESIGN §5. */
export function createGatewayYoga({ upstream, graphiql }: YogaOptions): GatewayYoga {
  return createYoga<Record<string, unknown>, GatewayContext>({
    schema: buildSchema(),
    graphqlEndpoint: '/graphql',
    graphiql: graphiql ? { title: '汇流 GraphQL' } : false,
    landingPage: false,
    // CORS is the port's, not yoga's: yoga's default reflects any origin with credentials (server.ts).
    cors: false,
    // Our GraphQLErrors (upstream codes, limits) pass through; anything else becomes
    // "Unexpected error." so stack traces and internals never reach the caller.
    maskedErrors: true,
    context: ({ request }) => createContext(request, upstream),
    // In order: sizes before parsing, then the document limits.
    plugins: [requestLimitsPlugin(), armorPlugin(), upstreamCostPlugin(), errorCodesPlugin()],
  });
}

/** armor weighs fields; this counts the platform calls a document would cause (hardening/cost.ts). */
function upstreamCostPlugin(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(maxCostRule());
    },
  };
}
