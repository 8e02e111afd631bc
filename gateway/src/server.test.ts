import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from './index';
import { startFakeServer, type FakeServer } from './test/fake-server';

let dir: string;
let platform: FakeServer;
let gateway: RunningGateway;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'huiliu-gw-'));
  const dist = join(dir, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>汇流</title>');
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.info(1)');
  // as the web build leaves them (web/precompress.ts): each variant beside its original
  const big = `export const text = '${'汇流'.repeat(2000)}';`;
  writeFileSync(join(dist, 'assets', 'big-def456.js'), big);
  writeFileSync(join(dist, 'assets', 'big-def456.js.br'), brotliCompressSync(big));
  writeFileSync(join(dist, 'assets', 'big-def456.js.gz'), gzipSync(big));
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
  writeFileSync(join(dir, 'secret.txt'), 'do not serve');
  platform = await startFakeServer((req, res) => {
    if (req.url === '/healthz') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":0,"msg":"ok","data":{"db":"pglite"}}');
      return;
    }
    res.writeHead(201, {
      'content-type': 'text/plain',
      'x-platform': 'yes',
      'set-cookie': ['a=1', 'b=2'],
      'content-security-policy': 'script-src *',
      // a permissive platform (or a future plugin of it) must not open the public port
      'access-control-allow-origin': '*',
      'access-control-allow-credentials': 'true',
      vary: 'Accept-Encoding',
    });
    res.end(`echo ${req.method} ${req.url} ${req.body}`);
  });
  gateway = await startGateway({ platformUrl: platform.url, webDist: dist, upstream: { retryDelayMs: 0 } });
});

afterAll(async () => {
  await gateway.close();
  await platform.close();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * fetch() normalises "../" and decompresses; this sends the path and headers exactly as written and
 * returns the bytes as sent.
 */
function rawGet(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const { hostname, port } = new URL(gateway.url);
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; bytes: Buffer; body: string }>((resolve, reject) => {
    request({ hostname, port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes, body: bytes.toString() });
      });
    })
      .on('error', reject)
      .end();
  });
}

describe('REST pass-through', () => {
  it('forwards method, path, query, headers and body and returns status, body and headers but cookies unchanged', async () => {
    const reply = await fetch(`${gateway.url}/v1/api/hook/abc?x=1&y=%E4%B8%AD`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-signature': 'sig', authorization: 'Bearer t' },
      body: '{"a":1}',
    });
    expect(reply.status).toBe(201);
    expect(reply.headers.get('x-platform')).toBe('yes');
    // the public origin's cookies are the gateway's (security-headers.test.ts: a custom return cannot plant one)
    expect(reply.headers.getSetCookie()).toEqual([]);
    expect(reply.headers.get('content-security-policy')).toMatch(/^default-src 'none';.*sandbox$/);
    expect(await reply.text()).toBe('echo PUT /v1/api/hook/abc?x=1&y=%E4%B8%AD {"a":1}');
    const seen = platform.seen.at(-1)!;
    expect(seen.headers['x-signature']).toBe('sig');
    expect(seen.headers.authorization).toBe('Bearer t');
    expect(seen.headers['content-type']).toBe('application/json');
  });

  it('tells the platform the host the caller used, whatever X-Forwarded-Host the caller claims', async () => {
    await fetch(`${gateway.url}/v1/api/hook/host`, { headers: { 'x-forwarded-host': 'evil.example.com' } });
    expect(platform.seen.at(-1)!.headers['x-forwarded-host']).toBe(new URL(gateway.url).host);
  });

  it('drops the platform’s own CORS headers: the gateway alone decides which origins may read', async () => {
    const reply = await fetch(`${gateway.url}/v1/api/hook/cors`, { headers: { origin: 'https://evil.example' } });
    expect([...reply.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([]);
    expect(reply.headers.get('vary')).toBe('Origin, Accept-Encoding');
  });

  it('forwards /api/ paths too', async () => {
    const reply = await fetch(`${gateway.url}/api/platform/apps?limit=3`);
    expect(await reply.text()).toBe('echo GET /api/platform/apps?limit=3 ');
  });

  it('streams a large body through intact', async () => {
    // an upload: multipart may carry a file of up to 10 MiB (JSON bodies stop at 1 MiB, body-limit.test.ts)
    const big = 'x'.repeat(3 * 1024 * 1024);
    const reply = await fetch(`${gateway.url}/v1/api/upload`, {
      method: 'POST',
      body: big,
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
    });
    expect((await reply.text()).length).toBe('echo POST /v1/api/upload '.length + big.length);
  });

  it('closes the platform request when the caller leaves in the middle of a streamed reply', async () => {
    let platformSawClose!: () => void;
    const closed = new Promise<void>((resolve) => (platformSawClose = resolve));
    // an event stream that never ends by itself
    const streaming = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(': hello\n\n');
      req.socket.once('close', platformSawClose);
    });
    await new Promise<void>((resolve) => streaming.listen(0, '127.0.0.1', resolve));
    const { port } = streaming.address() as { port: number };
    const hop = await startGateway({ platformUrl: `http://127.0.0.1:${port}`, webDist: dir });
    try {
      const controller = new AbortController();
      const reply = await fetch(`${hop.url}/v1/api/log/events`, { signal: controller.signal });
      const reader = reply.body!.getReader();
      await reader.read();
      controller.abort();
      await closed;
    } finally {
      await hop.close();
      streaming.closeAllConnections();
      await new Promise<void>((resolve) => streaming.close(() => resolve()));
    }
  });

  it('answers in the envelope with UPSTREAM_UNAVAILABLE when the platform is down', async () => {
    const gone = await startFakeServer(() => undefined);
    await gone.close();
    const lonely = await startGateway({ platformUrl: gone.url, webDist: dir });
    try {
      const reply = await fetch(`${lonely.url}/v1/api/user/info`);
      expect(reply.status).toBe(502);
      expect(await reply.json()).toMatchObject({ code: 5003, data: null });
      expect((await fetch(`${lonely.url}/healthz`)).status).toBe(503);
    } finally {
      await lonely.close();
    }
  });
});

describe('health', () => {
  it('reports the platform behind the gateway', async () => {
    const reply = await fetch(`${gateway.url}/healthz`);
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ code: 0, msg: 'ok', data: { gateway: 'ok', platform: { db: 'pglite' } } });
  });
});

describe('static web app', () => {
  it('serves index.html for / and for client routes, never cached', async () => {
    for (const path of ['/', '/flows/123', '/login']) {
      const reply = await fetch(gateway.url + path);
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(reply.headers.get('cache-control')).toBe('no-cache');
      expect(await reply.text()).toContain('<title>汇流</title>');
    }
  });

  it('serves fingerprinted assets with a long cache', async () => {
    const reply = await fetch(`${gateway.url}/assets/app-abc123.js`);
    expect(reply.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(reply.headers.get('cache-control')).toContain('immutable');
    expect(await reply.text()).toBe('console.info(1)');
  });

  it('serves other files and answers 404 for missing files with an extension', async () => {
    expect(await (await fetch(`${gateway.url}/robots.txt`)).text()).toBe('User-agent: *');
    expect((await fetch(`${gateway.url}/assets/missing.js`)).status).toBe(404);
  });

  it('does not leave the web root', async () => {
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/%2e%2e%5csecret.txt']) {
      const reply = await rawGet(path);
      expect(reply.body).not.toContain('do not serve');
    }
  });

  it('sends the brotli or gzip file the build left beside an asset, by what the browser accepts', async () => {
    const path = '/assets/big-def456.js';
    const plain = await rawGet(path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await rawGet(path, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.bytes).toEqual(brotliCompressSync(plain.bytes));
    const gzip = await rawGet(path, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.bytes).toEqual(gzipSync(plain.bytes));
    for (const reply of [plain, brotli, gzip]) {
      expect(reply.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(reply.headers.vary).toBe('Accept-Encoding');
      expect(Number(reply.headers['content-length'])).toBe(reply.bytes.length);
    }
    expect(brotli.bytes.length).toBeLessThan(plain.bytes.length / 10);
  });

  it('answers 304 to a browser that holds the same file, per encoding', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const first = await rawGet('/robots.txt', { 'accept-encoding': encoding });
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/"/);
      expect(first.headers['cache-control']).toBe('public, max-age=300');
      const again = await rawGet('/robots.txt', { 'accept-encoding': encoding, 'if-none-match': etag });
      expect([again.status, again.body]).toEqual([304, '']);
    }
    const brotli = await rawGet('/assets/big-def456.js', { 'accept-encoding': 'br' });
    const gzip = await rawGet('/assets/big-def456.js', { 'accept-encoding': 'gzip' });
    expect(brotli.headers.etag).not.toBe(gzip.headers.etag);
    expect((await rawGet('/assets/big-def456.js', { 'accept-encoding': 'gzip', 'if-none-match': brotli.headers.etag as string })).status).toBe(200);
  });

  it('gives a fresh page, never a 304, for index.html: each carries its own nonce', async () => {
    const first = await rawGet('/');
    expect(first.headers.etag).toBeUndefined();
    expect((await rawGet('/', { 'if-none-match': '*' })).status).toBe(200);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    for (const path of ['/', '/flows/1', '/assets/big-def456.js']) {
      const get = await rawGet(path, { 'accept-encoding': 'br' });
      const head = await rawGet(path, { 'accept-encoding': 'br' }, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.bytes.length).toBe(0);
      expect(head.headers['content-length']).toBe(get.headers['content-length']);
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
    }
  });

  it('sends whole files whatever range is asked', async () => {
    for (const range of ['bytes=0-3', 'bytes=-5', 'bytes=9-5']) {
      const reply = await rawGet('/robots.txt', { range });
      expect([reply.status, reply.body]).toEqual([200, 'User-agent: *']);
    }
  });

  // Linux: reading /proc/self/mem from offset 0 fails with EIO, a file that exists but cannot be read
  it.runIf(existsSync('/proc/self/mem'))('cuts the one reply when a file cannot be read, and serves on', async () => {
    symlinkSync('/proc/self/mem', join(dir, 'dist', 'unreadable.txt'));
    await expect(rawGet('/unreadable.txt')).rejects.toThrow();
    expect((await rawGet('/robots.txt')).body).toBe('User-agent: *');
  });

  it('refuses methods other than GET and HEAD', async () => {
    expect((await fetch(`${gateway.url}/flows`, { method: 'POST' })).status).toBe(405);
  });

  it('explains in Chinese when the web app is not built', async () => {
    const empty = await startGateway({ platformUrl: platform.url, webDist: join(dir, 'nowhere') });
    try {
      const reply = await fetch(`${empty.url}/flows`);
      expect(await reply.text()).toContain('npm run build');
      expect(reply.headers.get('content-type')).toContain('text/html');
    } finally {
      await empty.close();
    }
  });
});
