import { createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import { createContext, type GatewayContext } from './context';
import { maxCostRule } from './cost';
import { maxAliasesRule, maxDepthRule } from './limits';
import { buildSchema } from './schema';
import { sessionCookiesPlugin } from './session-cookie';
import type { UpstreamOptions } from './upstream';

export interface YogaOptions {
  upstream: UpstreamOptions;
  /** GraphiQL on GET /graphql from a browser; off in production. */
  graphiql: boolean;
  /** The security headers of GraphiQL's page, which loads its editor from a CDN. */
  graphiqlHeaders?: Record<string, string>;
}

export type GatewayYoga = YogaServerInstance<Record<string, unknown>, GatewayContext>;

/** The /graphql endpoint: the schema, the per-request context and the hardening of DESIGN §5. */
export function createGatewayYoga({ upstream, graphiql, graphiqlHeaders = {} }: YogaOptions): GatewayYoga {
  return createYoga<Record<string, unknown>, GatewayContext>({
    schema: buildSchema(),
    graphqlEndpoint: '/graphql',
    graphiql: graphiql ? { title: '汇流 GraphQL' } : false,
    landingPage: false,
    // Our GraphQLErrors (upstream codes, limits) pass through; anything else becomes
    // "Unexpected error." so stack traces and internals never reach the caller.
    maskedErrors: true,
    // The web app is served from this origin; no other site's script may read an answer given to the
    // session cookie. Yoga's default would reflect any Origin with Allow-Credentials: true.
    cors: false,
    context: ({ request }) => createContext(request, upstream),
    plugins: [limitsPlugin(), sessionCookiesPlugin(), ...(graphiql ? [graphiqlHeadersPlugin(graphiqlHeaders)] : [])],
  });
}

/** GraphiQL is the only HTML /graphql answers with; it alone gets the looser policy it needs. */
function graphiqlHeadersPlugin(headers: Record<string, string>): Plugin {
  return {
    onResponse({ response }) {
      if (!response.headers.get('content-type')?.startsWith('text/html')) return;
      for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    },
  };
}

function limitsPlugin(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(maxDepthRule());
      addValidationRule(maxAliasesRule());
      addValidationRule(maxCostRule());
    },
  };
}
