import { readFileSync } from 'node:fs';
import { buildSchema, type GraphQLObjectType } from 'graphql';
import { platformRoutes } from '@huiliu/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from './routes';
import { SCHEMA_PATH } from './schema';
import { startStack, type Stack } from './test/stack';

/**
 * DESIGN §5: every platform route has a GraphQL field. Each route the platform registers must be called
 * by a field of the route table (routes.ts), or be listed here as deliberately unexposed with the reason.
 */
const EXPOSED = new Set(Object.values(ROUTES).map(({ call }) => `${call.method} ${call.path}`));

/** issue 14 sdk-api: the reason every signed partner call has no field. */
const SDK_SIGNED = 'a partner server’s call signed with its secret (spec §6, docs/rest-contract-sdk.md): server to server, never a browser’s';

const UNEXPOSED: Record<string, string> = {
  'GET /healthz': 'operational; the gateway answers its own /healthz, which includes the platform’s',
  'GET /readyz': 'operational; the gateway answers its own /readyz, which includes the platform’s',
  'GET /metrics': 'operational (Prometheus text for a scraper); the gateway answers its own /metrics',
  'GET /v1/api/dataprocess/getone': 'Query.pipeline reads through /batch, which returns the same Pipeline shape and batches',
  'GET /v1/api/dataprocess/detail': 'Pipeline.steps reads through /batch_detail (one call per page)',
  'POST /v1/api/log/detail': 'Query.run and Run.steps read through /log/batch_detail (one call per page)',
  'POST /v1/api/log/flow_content': 'Run.flowSteps reads through /log/batch_flow_content (one call per page)',
  'GET /v1/api/data/webhook/accept': 'webhook senders post to the public port, which passes /v1/api/… through unchanged',
  'POST /v1/api/data/webhook/accept': 'webhook senders post to the public port, which passes /v1/api/… through unchanged',
  'GET /v1/api/data/webhook/accept/:key': 'webhook senders post to the public port, which passes /v1/api/… through unchanged',
  'POST /v1/api/data/webhook/accept/:key': 'webhook senders post to the public port, which passes /v1/api/… through unchanged',
  'POST /v1/api/data/webhook/accept/list': 'the POST form of GET accept/list, which Query.webhookAccepts calls (a GET may be retried)',
  'POST /v1/api/data/webhook/accept/detail': 'the POST form of GET accept/detail, which Query.webhookAccept calls (a GET may be retried)',
  'POST /v1/api/data/webhook/fetch/sample': 'the older path of POST webhook/fetch, which Mutation.fetchWebhookSample calls',
  'GET /v1/api/process/doudian/auth/authorize': 'the spec’s GET puts the App Secret in a URL; Mutation.authorizeDoudianShop calls its POST twin',
  // app accounts (slice accounts): the spec's older spellings of what the account fields already answer
  'GET /v1/api/app/account/add': 'App.authMethods carries the same forms (the catalogue), OAuth 2 going through Mutation.authorizeApp',
  'GET /v1/api/process/app/account': 'App.accounts reads /app/connection, which answers the same for every app of a page in one call',
  'GET /v1/api/process/app/accounton': 'App.accounts gives each app its accounts (and so their count) in one call per page',
  'GET /v1/api/process/app/need/account': 'App.needsAccount and App.authMethods answer it from the catalogue',
  'GET /v1/api/process/app/get_account_auth': 'AppAccount.authData is the same masked auth data',
  'POST /v1/api/process/app/update/account': 'Mutation.updateAppAccount and Mutation.renameAppAccount are its two halves',
  'GET /v1/api/process/app/callback': 'an OAuth 2 provider sends the browser to the public port, which passes /v1/api/… through unchanged',
  'GET /v1/api/app/option': 'the GET form of POST process/app/model/data, which Query.appFieldOptions calls (its input is a JSON object)',
  // issue 13 billing: the payment provider's side, met by the browser and the provider, never by the web's GraphQL
  'GET /v1/api/pay/tradepage': 'the sandbox provider’s trade page: the browser opens Order tradePageUrl on the public port',
  'POST /v1/api/pay/tradepage': 'the trade page’s own form (支付 / 取消), posted by the browser to the public port',
  'POST /v1/api/pay/notify/:provider': 'a payment provider’s signed notification, posted to the public port',
  // issue 14 sdk-api: a partner's server signs these with its secret (spec §6); a browser never holds the secret
  'POST /api/sdk/corp_token': SDK_SIGNED,
  'POST /api/sdk/create_company': SDK_SIGNED,
  'POST /api/sdk/create_user': SDK_SIGNED,
  'POST /api/sdk/query_user': SDK_SIGNED,
  'POST /api/sdk/modify_user': SDK_SIGNED,
  'POST /api/sdk/user_token': SDK_SIGNED,
  'POST /api/sdk/get_userinfo': SDK_SIGNED,
  'POST /api/sdk/query_balance': SDK_SIGNED,
  'POST /api/sdk/query_company_quota': SDK_SIGNED,
  'POST /api/sdk/query_company_balance': SDK_SIGNED,
  'POST /api/sdk/get_page_cfg': SDK_SIGNED,
  'POST /api/sdk/action': SDK_SIGNED,
  'PUT /api/sdk/action': SDK_SIGNED,
  'GET /api/sdk/action': SDK_SIGNED,
  'POST /api/sdk/action/run': SDK_SIGNED,
  // issue 17 jinshuju
  'POST /v1/api/data/jinshuju/push/:key': '金数据’s data push posts to the public port, which passes /v1/api/… through unchanged',
};

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const schema = buildSchema(readFileSync(SCHEMA_PATH, 'utf8'));

describe('route coverage', () => {
  it('maps every platform route to a GraphQL field or lists it as unexposed with a reason', () => {
    const routes = platformRoutes(stack.platform.app).map((r) => `${r.method} ${r.url}`);
    expect(routes.length).toBeGreaterThan(0);
    const uncovered = routes.filter((route) => !EXPOSED.has(route) && !(route in UNEXPOSED));
    expect(uncovered).toEqual([]);
  });

  it('lists no route as unexposed that a field calls', () => {
    expect(Object.keys(UNEXPOSED).filter((route) => EXPOSED.has(route))).toEqual([]);
  });

  it('lists no route the platform does not have', () => {
    const routes = new Set(platformRoutes(stack.platform.app).map((r) => `${r.method} ${r.url}`));
    const stale = [...EXPOSED.keys(), ...Object.keys(UNEXPOSED)].filter((route) => !routes.has(route));
    expect(stale).toEqual([]);
  });

  it('names only fields that exist in schema.graphql', () => {
    const missing = Object.keys(ROUTES).filter((coordinate) => {
      const [typeName, field] = coordinate.split('.') as [string, string];
      const type = schema.getType(typeName) as GraphQLObjectType | undefined;
      return !type?.getFields()[field];
    });
    expect(missing).toEqual([]);
  });

  it('backs every query and mutation with a route', () => {
    const mapped = new Set(Object.keys(ROUTES));
    const roots = [schema.getQueryType()!, schema.getMutationType()!, schema.getSubscriptionType()!];
    const unbacked = roots.flatMap((type) =>
      Object.keys(type.getFields())
        .map((field) => `${type.name}.${field}`)
        .filter((coordinate) => !mapped.has(coordinate)),
    );
    expect(unbacked).toEqual([]);
  });
});
