import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as a stand-in received it. */
export interface StandinRequest {
  method: string;
  /** Path without the query. */
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** The body parsed as JSON when it is JSON, else the text. */
  body: unknown;
}

export interface StandinReply {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** What every stand-in returns: where it listens, what it received, and how to stop it. */
export interface Standin {
  url: string;
  received: StandinRequest[];
  close(): Promise<void>;
}

/**
 * A loopback HTTP server answering JSON like a vendor's API: the vendor stand-ins (one module each) decide the
 * reply from the request exactly as the vendor documents it, so a wrong path, key, signature or body shape
 * fails the test the way it would fail against the real service.
 */
export async function startJsonServer(answer: (req: StandinRequest) => StandinReply): Promise<Standin> {
  const received: StandinRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://standin');
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        if (text !== '') body = JSON.parse(text);
      } catch {
        // not JSON: the vendor would refuse it, the handler sees the text
      }
      const request: StandinRequest = {
        method: req.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body,
      };
      received.push(request);
      let reply: StandinReply;
      try {
        reply = answer(request);
      } catch (err) {
        reply = { status: 500, body: { message: (err as Error).message } };
      }
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json; charset=utf-8', ...reply.headers }).end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
