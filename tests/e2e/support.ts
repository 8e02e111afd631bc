import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext } from '@playwright/test';

/**
 * A loopback receiver for the pipelines' send steps (allow-listed by HUILIU_OUTBOUND_ALLOW in
 * playwright.config.ts, as the engine's guarded client refuses loopback otherwise): it keeps every body
 * it receives and answers `reply` as JSON.
 */
export async function startReceiver(reply = '{"accepted":true}') {
  const bodies: string[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      bodies.push(Buffer.concat(chunks).toString('utf8'));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(reply);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/orders`,
    bodies,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A GraphQL call through the public port; a reply with errors fails the test with them. */
export async function gql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const reply = await request.post('/graphql', { data: { query, variables }, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const body = (await reply.json()) as { data?: T; errors?: unknown };
  if (!body.data || body.errors) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}
