import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from './index';
import { startFakeServer, type FakeServer } from './test/fake-server';

// The audits only ask for __typename and malformed requests: no platform call is
// made, so a silent stand-in is enough behind the live gateway.
let platform: FakeServer;
let gateway: RunningGateway;

beforeAll(async () => {
  platform = await startFakeServer((_req, res) => res.writeHead(500).end());
  gateway = await startGateway({ platformUrl: platform.url, graphiql: false });
});

afterAll(async () => {
  await gateway.close();
  await platform.close();
});

describe('GraphQL over HTTP audits (graphql-http)', () => {
  it('passes every MUST audit', async () => {
    const audits = serverAudits({ url: () => `${gateway.url}/graphql`, fetchFn: fetch });
    expect(audits.length).toBeGreaterThan(50); // graphql-http 1.23 ships 61
    const failedMust: string[] = [];
    for (const audit of audits) {
      const result = await audit.fn();
      if (result.status === 'error' || (result.status === 'warn' && audit.name.startsWith('MUST'))) {
        failedMust.push(`${audit.name}: ${result.reason}`);
      }
    }
    expect(failedMust).toEqual([]);
  });

  it('passes the SHOULD and MAY audits too (no warnings)', async () => {
    const audits = serverAudits({ url: () => `${gateway.url}/graphql`, fetchFn: fetch });
    const warnings: string[] = [];
    for (const audit of audits) {
      const result = await audit.fn();
      if (result.status === 'warn') warnings.push(audit.name);
    }
    expect(warnings).toEqual([]);
  });
});
