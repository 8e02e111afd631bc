import { readFileSync } from 'node:fs';
import { buildSchema, type GraphQLObjectType } from 'graphql';
import { platformRoutes } from '@huiliu/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEMA_PATH } from './schema';
import { startStack, type Stack } from './test/stack';

/**
 * DESIGN §5: every platform route has a GraphQL field. Each route the platform
 * registers must appear here, either mapped to the field that calls it or
 * listed as deliberately unexposed with the reason.
 */
const EXPOSED: Record<string, string> = {
  'POST /v1/api/user/register': 'Mutation.signUp',
  'POST /v1/api/user/login': 'Mutation.login',
  'POST /v1/api/user/logout': 'Mutation.logout',
  'GET /v1/api/user/info': 'Query.me',
  'GET /v1/api/base/users': 'Query.users', // also the user loader behind every `creator`
  'POST /v1/api/dataprocess/add': 'Mutation.createPipeline',
  'POST /v1/api/dataprocess/copy': 'Mutation.copyPipeline',
  'POST /v1/api/dataprocess/update': 'Mutation.updatePipeline',
  'POST /v1/api/process/update/title': 'Mutation.renamePipeline',
  'GET /v1/api/dataprocess/detail': 'Pipeline.content', // and Pipeline.dataProcess, through the detail loader
  'GET /v1/api/dataprocess/batch': 'Query.pipeline', // through the pipeline loader
  'GET /v1/api/dataprocess/list': 'Query.pipelines',
  'GET /v1/api/dataprocess/getallcount': 'Query.pipelineCount',
  'POST /v1/api/dataprocess/status': 'Mutation.setPipelineStatus',
  'GET /v1/api/dataprocess/delete': 'Mutation.deletePipeline',
  'GET /v1/api/dataprocess/versions': 'Query.pipelineVersions',
  'POST /v1/api/dataprocess/version/reuse': 'Mutation.reusePipelineVersion',
  'POST /v1/api/dataprocess/version/check': 'Mutation.checkPipelineVersion',
  'POST /v1/api/dataprocess/collect/update': 'Mutation.setPipelineFavourite',
  'GET /v1/api/dataprocess/check/flow': 'Query.checkPipeline',
};

const UNEXPOSED: Record<string, string> = {
  'GET /healthz': 'operational; the gateway answers its own /healthz, which includes the platform’s',
  'GET /v1/api/dataprocess/getone': 'Query.pipeline reads through /batch, which returns the same Pipeline shape and batches',
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
    const uncovered = routes.filter((route) => !(route in EXPOSED) && !(route in UNEXPOSED));
    expect(uncovered).toEqual([]);
  });

  it('lists no route the platform does not have', () => {
    const routes = new Set(platformRoutes(stack.platform.app).map((r) => `${r.method} ${r.url}`));
    const stale = [...Object.keys(EXPOSED), ...Object.keys(UNEXPOSED)].filter((route) => !routes.has(route));
    expect(stale).toEqual([]);
  });

  it('names only fields that exist in schema.graphql', () => {
    const missing = Object.values(EXPOSED).filter((coordinate) => {
      const [typeName, field] = coordinate.split('.') as [string, string];
      const type = schema.getType(typeName) as GraphQLObjectType | undefined;
      return !type?.getFields()[field];
    });
    expect(missing).toEqual([]);
  });

  it('backs every query and mutation with a route', () => {
    const mapped = new Set(Object.values(EXPOSED));
    const roots = [schema.getQueryType()!, schema.getMutationType()!];
    const unbacked = roots.flatMap((type) =>
      Object.keys(type.getFields())
        .map((field) => `${type.name}.${field}`)
        .filter((coordinate) => !mapped.has(coordinate)),
    );
    expect(unbacked).toEqual([]);
  });
});
