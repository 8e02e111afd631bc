import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gql, load, record, startInstance, stopInstance, print } from './harness';
import { treeHwmMb } from './tree';

/** Embedded start-up (new and existing data folder) and a GraphQL list page through every tier. */
export async function benchStartAndList() {
  print('embedded start-up and the pipeline list through web → gateway → platform → PGlite');
  const dataDir = mkdtempSync(join(tmpdir(), 'huiliu-bench-'));
  try {
    const cold = await startInstance(dataDir);
    record('embedded start, new data folder', `${Math.round(cold.startMs)} ms`, '(migrations included, web already built)');
    await stopInstance(cold);
    const warm = await startInstance(dataDir);
    record('embedded start, existing data', `${Math.round(warm.startMs)} ms`);

    const signUp = await gql(warm.url, 'mutation($i: SignUpInput!) { signUp(input: $i) { token } }', {
      i: { companyName: '压测公司', uname: '压测', email: `bench-${Date.now()}@example.com`, password: 'bench-pass-1' },
    });
    const token = (signUp.signUp as { token: string }).token;
    for (let i = 0; i < 30; i++) {
      await gql(warm.url, 'mutation($i: CreatePipelineInput!) { createPipeline(input: $i) { processId } }', { i: { title: `压测流程 ${i}` } }, token);
    }
    const body = JSON.stringify({ query: '{ pipelines(limit: 15) { total items { processId title status creator { uname } } } }' });
    const request = {
      method: 'POST' as const,
      path: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body,
    };
    await load('GraphQL pipelines page (15, with creators), 10 connections', { url: warm.url, connections: 10, requests: [request] });
    await load('GraphQL pipelines page (15, with creators), 50 connections', { url: warm.url, connections: 50, requests: [request] });
    record('peak memory', `${treeHwmMb(warm.child.pid!)} MB`, 'kernel high-water mark of the server process and its children');
    await stopInstance(warm);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
