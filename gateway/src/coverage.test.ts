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
  'GET /v1/api/dataprocess/detail': 'Pipeline.steps', // and Pipeline.dataProcess, through the detail loader
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

  'POST /v1/api/log/list': 'Query.runs',
  'POST /v1/api/log/detail': 'Query.run', // and Run.steps / Run.triggerData, through the run detail loader
  'POST /v1/api/log/flow_content': 'Run.flowSteps',
  'POST /v1/api/log/task_run_detail': 'Query.runStepExecutions',
  'POST /v1/api/log/loop_flow_run': 'Query.loopIterations',
  'POST /v1/api/log/loop_flow_run_count': 'Query.loopIterationCount',
  'GET /v1/api/log/status': 'Query.runStatus',
  'GET /v1/api/log/delete': 'Mutation.deleteRuns',
  'GET /v1/api/log/reset': 'Mutation.cancelRun',
  'GET /v1/api/log/refresh': 'Mutation.refreshRun',
  'GET /v1/api/log/process/option': 'Query.runPipelineOptions',
  'GET /v1/api/log/company/process': 'Query.pipelineRunStats',
  'GET /v1/api/log/run/statistical': 'Query.runStatistics',
  'GET /v1/api/log/events': 'Subscription.runUpdated',
  'POST /v1/api/data/log/reschedule': 'Mutation.rescheduleRun',
  'POST /v1/api/data/log/reruntask': 'Mutation.rerunFromFailedStep',

  'GET /v1/api/data/webhook/fetch': 'Query.webhook',
  'GET /v1/api/data/webhook/accept/list': 'Query.webhookAccepts',
  'GET /v1/api/data/webhook/accept/detail': 'Query.webhookAccept',
  'POST /v1/api/data/webhook/fetch/sample': 'Mutation.fetchWebhookSample',
  'POST /v1/api/data/webhook/listen': 'Mutation.listenWebhookSample',

  'POST /v1/api/process/app/steps': 'Mutation.testStep',
  'GET /v1/api/process/app/first/match': 'Query.triggerSample',
  'POST /v1/api/process/customaction/forward': 'Mutation.forwardCustomAction',

  'GET /v1/api/process/environmentvariables/list': 'Query.variables',
  'GET /v1/api/process/environmentvariables/classdata': 'Query.variableClasses',
  'POST /v1/api/process/environmentvariables/add': 'Mutation.addVariable',
  'POST /v1/api/process/environmentvariables/update': 'Mutation.updateVariable',
  'POST /v1/api/process/environmentvariables/delete': 'Mutation.deleteVariable',
  'GET /v1/api/process/environmentvariables/logs': 'Query.variableLogs',

  'GET /v1/api/application/monitor/relation': 'Query.monitorRelation',
  'POST /v1/api/application/monitor/add': 'Mutation.addMonitor',
  'POST /v1/api/application/monitor/update': 'Mutation.updateMonitor',
  'POST /v1/api/application/monitor/delete': 'Mutation.removeMonitor',
  'GET /v1/api/application/monitor/general/settings': 'Query.monitorSettings',
  'POST /v1/api/application/monitor/general/settings': 'Mutation.saveMonitorSettings',
  'GET /v1/api/notice/list': 'Query.notices',
  'POST /v1/api/notice/read': 'Mutation.markNoticesRead',

  'POST /v1/api/datasource/adddatasource': 'Mutation.addDatasource',
  'GET /v1/api/datasource/delete': 'Mutation.deleteDatasource',
  'POST /v1/api/datasource/update': 'Mutation.updateDatasource',
  'GET /v1/api/datasource/getoneinfo': 'Query.datasource',
  'GET /v1/api/datasource/getallinfo': 'Query.datasources',
  'GET /v1/api/datasource/getallcount': 'Query.datasourceCount',
  'GET /v1/api/datasource/getheaders': 'Query.datasourceHeaders',
  'GET /v1/api/datasource/getsampledata': 'Query.datasourceSample',
  'GET /v1/api/datasource/typedata': 'Query.datasourceTypes',
  'POST /v1/api/datasource/typedata': 'Mutation.setDatasourceTypes',
  'GET /v1/api/datasource/autotypedata': 'Query.describeDatasourceFile',
  'GET /v1/api/datasource/getone': 'Query.datasourceRows',
  'POST /v1/api/datasource/upfile': 'Mutation.uploadDatasourceFile',
};

const UNEXPOSED: Record<string, string> = {
  'GET /healthz': 'operational; the gateway answers its own /healthz, which includes the platform’s',
  'GET /v1/api/dataprocess/getone': 'Query.pipeline reads through /batch, which returns the same Pipeline shape and batches',
  'GET /v1/api/data/webhook/accept': 'webhook senders post to the public port, which passes /v1/api/… through unchanged',
  'POST /v1/api/data/webhook/accept': 'webhook senders post to the public port, which passes /v1/api/… through unchanged',
  'GET /v1/api/data/webhook/accept/:key': 'webhook senders post to the public port, which passes /v1/api/… through unchanged',
  'POST /v1/api/data/webhook/accept/:key': 'webhook senders post to the public port, which passes /v1/api/… through unchanged',
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
    const roots = [schema.getQueryType()!, schema.getMutationType()!, schema.getSubscriptionType()!];
    const unbacked = roots.flatMap((type) =>
      Object.keys(type.getFields())
        .map((field) => `${type.name}.${field}`)
        .filter((coordinate) => !mapped.has(coordinate)),
    );
    expect(unbacked).toEqual([]);
  });
});
