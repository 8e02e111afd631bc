import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { ERRORS } from '@huiliu/core';
import { exchange, rawPost } from '@huiliu/platform/test/raw-http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { passThrough } from './proxy';

const listen = async (server: Server): Promise<string> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

describe('passThrough', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('hangs up on the platform when it answered before the whole body was sent, so it can close', async () => {
    // a platform that refuses before reading the body (as an unsigned call gets 2101)
    const platformSockets: Socket[] = [];
    const platform = createServer((_req, res) => {
      const body = JSON.stringify({ code: ERRORS.UNAUTHENTICATED.code, msg: '', data: null });
      res.writeHead(401, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    });
    platform.on('connection', (socket) => platformSockets.push(socket));
    const platformUrl = new URL(await listen(platform));
    const edge = createServer((req, res) => passThrough(req, res, platformUrl));
    servers.push(platform, edge);
    const edgeUrl = await listen(edge);

    const unsigned = rawPost('/v1/api/dataprocess/add', JSON.stringify({ title: 'b'.repeat(900 * 1024) }));
    const { responses } = await exchange(edgeUrl, [unsigned], 1);
    expect(responses.map((r) => r.status)).toEqual([401]);
    // the rest of the body will never reach the platform: a socket left open holds its close() for ever
    await vi.waitFor(() => expect(platformSockets.every((s) => s.destroyed)).toBe(true), { timeout: 5_000 });
  });
});
