import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Receiver {
  url: string;
  requests: ReceivedRequest[];
  /** Resolves once `count` requests have arrived. */
  waitFor(count: number): Promise<ReceivedRequest[]>;
  close(): Promise<void>;
}

/** A loopback HTTP server standing in for a third party: records every request, answers `status`. */
export async function startReceiver(status = 200): Promise<Receiver> {
  const requests: ReceivedRequest[] = [];
  const waiters: Array<{ count: number; resolve: (r: ReceivedRequest[]) => void }> = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(status, { 'content-type': 'application/json' }).end('{"ok":true}');
      for (const w of waiters.filter((w) => requests.length >= w.count)) w.resolve([...requests]);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    waitFor: (count) => (requests.length >= count ? Promise.resolve([...requests]) : new Promise((resolve) => waiters.push({ count, resolve }))),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
