import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AddressPolicy } from './address-policy';
import { GuardedHttpClient } from './guarded-client';

let server: Server;
let base: string;
const seen: Array<{ method?: string; url?: string; body: string; key?: string }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, body, key: req.headers['idempotency-key'] as string | undefined });
      if (req.url === '/redirect-out') return res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
      if (req.url === '/redirect-in') return res.writeHead(303, { location: '/echo' }).end();
      if (req.url === '/to-other-origin') return res.writeHead(302, { location: base.replace('127.0.0.1', 'localhost') + '/headers' }).end();
      if (req.url === '/to-same-origin') return res.writeHead(307, { location: '/headers' }).end();
      if (req.url === '/headers') return res.end(JSON.stringify(req.headers));
      if (req.url === '/big') return res.end('x'.repeat(2048));
      if (req.url === '/slow') return setTimeout(() => res.end('late'), 500);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ method: req.method, body }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const allowLoopback = new GuardedHttpClient({ policy: new AddressPolicy(['127.0.0.1']) });

describe('GuardedHttpClient', () => {
  it('refuses loopback by default, by literal IP and by name', async () => {
    const client = new GuardedHttpClient();
    await expect(client.request({ url: `${base}/echo` })).rejects.toMatchObject({ code: 4030 });
    await expect(client.request({ url: base.replace('127.0.0.1', 'localhost') + '/echo' })).rejects.toMatchObject({ code: 4030 });
    expect(seen.length).toBe(0);
  });

  it('refuses metadata addresses even in IPv6-mapped form', async () => {
    await expect(allowLoopback.request({ url: 'http://[::ffff:169.254.169.254]/' })).rejects.toMatchObject({ code: 4030 });
  });

  it('refuses loopback written as IPv4-compatible or IPv4-translated IPv6, even with 127.0.0.1 allowed', async () => {
    const port = new URL(base).port;
    for (const host of ['[::127.0.0.1]', '[::7f00:1]', '[::ffff:0:7f00:1]', '[::ffff:0:127.0.0.1]', '[64:ff9b::7f00:1]', '[2002:7f00:1::]']) {
      await expect(allowLoopback.request({ url: `http://${host}:${port}/echo` }), host).rejects.toMatchObject({ code: 4030 });
    }
    expect(seen.length).toBe(0);
  });

  it('refuses loopback in the spellings the URL parser turns into 127.0.0.1, and checks what it turned them into', async () => {
    const port = new URL(base).port;
    const hosts = ['2130706433', '0177.0.0.1', '127.1', '0x7f000001', '0x7f.0.0.1', '127.000.000.001', '127.0.0.1.', '%31%32%37.0.0.1'];
    for (const host of hosts) expect(new URL(`http://${host}:${port}/`).hostname, host).toBe('127.0.0.1');
    const closed = new GuardedHttpClient();
    for (const host of hosts) {
      await expect(closed.request({ url: `http://${host}:${port}/echo` }), host).rejects.toMatchObject({ code: 4030 });
    }
    expect(seen.length).toBe(0);
    // the normalised address is also the one the allow-list is matched against
    const open = GuardedHttpClient.fromEnv({ HUILIU_OUTBOUND_ALLOW: `127.0.0.1:${port}` });
    expect((await open.request({ url: `http://2130706433:${port}/echo` })).status).toBe(200);
    await expect(closed.request({ url: 'http://0/' })).rejects.toMatchObject({ code: 4030 });
  });

  it('reaches an allow-listed receiver with method, headers and body', async () => {
    const res = await allowLoopback.request({
      url: `${base}/echo`,
      method: 'post',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'run1:step2' },
      body: '{"a":1}',
    });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text())).toEqual({ method: 'POST', body: '{"a":1}' });
    expect(seen.at(-1)?.key).toBe('run1:step2');
  });

  it('checks every redirect hop again', async () => {
    await expect(allowLoopback.request({ url: `${base}/redirect-out` })).rejects.toMatchObject({ code: 4030 });
    const res = await allowLoopback.request({ url: `${base}/redirect-in`, method: 'POST', body: 'x' });
    expect(JSON.parse(res.text())).toEqual({ method: 'GET', body: '' });
  });

  it('drops credentials on a redirect to another origin, keeps them on the same origin', async () => {
    const headers = { authorization: 'Bearer s3cret', Cookie: 'sid=1', 'x-trace': 't1' };
    const other = JSON.parse((await allowLoopback.request({ url: `${base}/to-other-origin`, headers })).text()) as Record<string, string>;
    expect(other.host).toMatch(/^localhost:/);
    expect(other).not.toHaveProperty('authorization');
    expect(other).not.toHaveProperty('cookie');
    expect(other['x-trace']).toBe('t1');
    const same = JSON.parse((await allowLoopback.request({ url: `${base}/to-same-origin`, headers })).text()) as Record<string, string>;
    expect(same.authorization).toBe('Bearer s3cret');
  });

  it('caps the response size', async () => {
    const small = new GuardedHttpClient({ policy: new AddressPolicy(['127.0.0.1']), maxResponseBytes: 1024 });
    await expect(small.request({ url: `${base}/big` })).rejects.toMatchObject({ code: 5042 });
  });

  it('times out', async () => {
    await expect(allowLoopback.request({ url: `${base}/slow`, timeoutMs: 50 })).rejects.toMatchObject({ code: 5041 });
  });

  it('rejects what is not an http(s) URL', async () => {
    await expect(allowLoopback.request({ url: 'file:///etc/passwd' })).rejects.toMatchObject({ code: 4031 });
    await expect(allowLoopback.request({ url: 'not a url' })).rejects.toMatchObject({ code: 4031 });
  });

  it('reports an unreachable receiver as a failed call', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    await expect(allowLoopback.request({ url: `http://127.0.0.1:${port}/` })).rejects.toMatchObject({ code: 5040 });
  });
});

describe('GuardedHttpClient with an allow-list entry naming a port', () => {
  // Linux routes all of 127.0.0.0/8 to the loopback interface, so 127.0.0.5 is a real address to listen on.
  const hits: string[] = [];
  const listen = async (host: string, port: number, redirectTo?: () => string) => {
    const s = createServer((req, res) => {
      hits.push(`${host}:${(s.address() as AddressInfo).port}${req.url}`);
      if (req.url === '/hop' && redirectTo) return res.writeHead(302, { location: redirectTo() }).end();
      res.end('ok');
    });
    await new Promise<void>((r) => s.listen(port, host, r));
    return s;
  };
  let named: Server;
  let otherPort: Server;
  let otherOnLoopback: Server;
  const portOf = (s: Server) => (s.address() as AddressInfo).port;

  beforeAll(async () => {
    otherPort = await listen('127.0.0.5', 0);
    otherOnLoopback = await listen('127.0.0.1', 0);
    named = await listen('127.0.0.5', 4305, () => `http://127.0.0.5:${portOf(otherPort)}/`);
  });
  afterAll(() => Promise.all([named, otherPort, otherOnLoopback].map((s) => new Promise<void>((r) => s.close(() => r())))));

  const client = GuardedHttpClient.fromEnv({ HUILIU_OUTBOUND_ALLOW: '127.0.0.5:4305' });

  it('reaches exactly that address on that port', async () => {
    hits.length = 0;
    const res = await client.request({ url: 'http://127.0.0.5:4305/named' });
    expect([res.status, res.text()]).toEqual([200, 'ok']);
    expect(hits).toEqual(['127.0.0.5:4305/named']);
  });

  it('refuses the same address on another port, and the port on another address', async () => {
    hits.length = 0;
    await expect(client.request({ url: `http://127.0.0.5:${portOf(otherPort)}/` })).rejects.toMatchObject({
      code: 4030,
      message: expect.stringContaining(`127.0.0.5:${portOf(otherPort)}`),
    });
    await expect(client.request({ url: 'http://127.0.0.5/' })).rejects.toMatchObject({ code: 4030 });
    await expect(client.request({ url: 'http://127.0.0.1:4305/' })).rejects.toMatchObject({ code: 4030 });
    expect(hits).toEqual([]);
  });

  it('checks the port of every redirect hop', async () => {
    hits.length = 0;
    await expect(client.request({ url: 'http://127.0.0.5:4305/hop' })).rejects.toMatchObject({ code: 4030 });
    expect(hits).toEqual(['127.0.0.5:4305/hop']);
  });

  it('checks the port of the URL for addresses a name resolves to', async () => {
    hits.length = 0;
    const byName = GuardedHttpClient.fromEnv({ HUILIU_OUTBOUND_ALLOW: `127.0.0.1:${portOf(otherOnLoopback)}` });
    expect((await byName.request({ url: `http://localhost:${portOf(otherOnLoopback)}/by-name` })).status).toBe(200);
    const refused = await byName.request({ url: 'http://localhost:4305/' }).catch((err: unknown) => err);
    expect(refused).toMatchObject({ code: 4030, message: expect.stringContaining('localhost:4305') });
    // what the name resolved to stays out of the message: run logs must not map internal DNS
    expect((refused as Error).message).not.toContain('127.0.0.1');
    expect(hits).toEqual([`127.0.0.1:${portOf(otherOnLoopback)}/by-name`]);
  });

  it('refuses to be built from a malformed entry, naming it', () => {
    expect(() => GuardedHttpClient.fromEnv({ HUILIU_OUTBOUND_ALLOW: '127.0.0.5:4305,127.0.0.5:99999' })).toThrow(
      expect.objectContaining({ code: 5001, message: expect.stringContaining('“127.0.0.5:99999”') }),
    );
  });
});
