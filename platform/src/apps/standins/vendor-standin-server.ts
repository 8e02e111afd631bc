import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as a stand-in saw it. */
export interface StandinRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** The JSON body, parsed ('' when none, the raw text when not JSON). */
  body: unknown;
}

export interface StandinServer {
  url: string;
  received: StandinRequest[];
  close(): Promise<void>;
}

/**
 * A loopback HTTP server for a vendor stand-in: every request recorded, the reply is the JSON the vendor
 * would answer (HTTP 200 — these vendors put errors in the body).
 */
export async function startStandinServer(answer: (req: StandinRequest) => unknown): Promise<StandinServer> {
  const received: StandinRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://standin');
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = text === '' ? '' : JSON.parse(text);
      } catch {
        // kept as text: the stand-in answers it as the vendor answers malformed JSON
      }
      const request: StandinRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body,
      };
      received.push(request);
      const reply = answer(request);
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
