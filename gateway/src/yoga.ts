import { createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import type { IncomingMessage } from 'node:http';
import { createContext, type GatewayContext } from './context';
import { forwardedFor } from './proxy';
import { armorPlugin } from './hardening/armor';
import { maxCostRule } from './hardening/cost';
import { errorCodesPlugin } from './hardening/error-codes';
import { requestLimitsPlugin } from './hardening/request-limits';
import { schemaPrivacyPlugin } from './hardening/schema-privacy';
import { buildSchema } from './schema';
import { sessionCookiesPlugin } from './session-cookie';
import type { UpstreamOptions } from './upstream';
import { createViewerLookup } from './viewer';

export interface YogaOptions {
  upstream: UpstreamOptions;
  /**
   * GraphiQL on GET /graphql from a browser: to anyone, to no one, or (production, issue 13 tokens) to callers the
   * platform accepts — a session cookie or an `Authorization: Bearer` session or API token.
   */
  graphiql: boolean | 'signedIn';
  /** Introspection and "Did you mean" suggestions for signed-in callers only; on in production. */
  hideSchemaFromAnonymous: boolean;
  /** The security headers of GraphiQL's page, which loads its editor from a CDN. */
  graphiqlHeaders?: Record<string, string>;
}

export type GatewayYoga = YogaServerInstance<Record<string, unknown>, GatewayContext>;

/** The /graphql endpoint: the schema, the per-request context and the hardening of DESIGN §5. */
export function createGatewayYoga({ upstream, graphiql, hideSchemaFromAnonymous, graphiqlHeaders = {} }: YogaOptions): GatewayYoga {
  const viewerOf = createViewerLookup(upstream);
  return createYoga<Record<string, unknown>, GatewayContext>({
    schema: buildSchema(),
    graphqlEndpoint: '/graphql',
    graphiql: graphiql === 'signedIn' ? async (request) => ((await viewerOf(request).catch(() => null)) ? GRAPHIQL : false) : graphiql && GRAPHIQL,
    landingPage: false,
    // CORS is the port's, not yoga's: yoga's default reflects any origin with credentials (server.ts).
    cors: false,
    // Our GraphQLErrors (upstream codes, limits) pass through; anything else becomes
    // "Unexpected error." so stack traces and internals never reach the caller.
    maskedErrors: true,
    // the node server hands yoga its IncomingMessage: the socket says who the caller is
    context: ({ request, req }: { request: Request; req?: IncomingMessage }) => createContext(request, upstream, viewerOf, req && forwardedFor(req)),
    // In order: sizes before parsing, privacy before validation, then the document limits.
    plugins: [
      requestLimitsPlugin(),
      hideSchemaFromAnonymous && schemaPrivacyPlugin(viewerOf),
      armorPlugin(),
      upstreamCostPlugin(),
      errorCodesPlugin(),
      sessionCookiesPlugin(),
      graphiql && graphiqlHeadersPlugin(graphiqlHeaders),
    ].filter((plugin): plugin is Plugin => plugin !== false),
  });
}

/**
 * GraphiQL's page. Its headers editor is open, so an internal tool's author can send `Authorization: Bearer` with an
 * API token (issue 13 tokens) and read the schema docs as that token; headers are not kept in the browser's storage.
 */
const GRAPHIQL = {
  title: '汇流 GraphQL',
  isHeadersEditorEnabled: true,
  shouldPersistHeaders: false,
  defaultEditorToolsVisibility: 'headers' as const,
  defaultQuery: [
    '# 用 API 令牌调用：在下方 Headers 中填写 {"Authorization": "Bearer hlp_…"}',
    '# With an API token: put {"Authorization": "Bearer hlp_…"} in Headers below',
    '{',
    '  me {',
    '    uname',
    '    permissions',
    '  }',
    '}',
    '',
  ].join('\n'),
};

/** GraphiQL is the only HTML /graphql answers with; it alone gets the looser policy it needs. */
function graphiqlHeadersPlugin(headers: Record<string, string>): Plugin {
  return {
    onResponse({ response }) {
      if (!response.headers.get('content-type')?.startsWith('text/html')) return;
      for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    },
  };
}

/** armor weighs fields; this counts the platform calls a document would cause (hardening/cost.ts). */
function upstreamCostPlugin(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(maxCostRule());
    },
  };
}
