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

describe('AddressPolicy', () => {
  const policy = new AddressPolicy();
  it.each([
    ['127.0.0.1', false],
    ['10.2.3.4', false],
    ['172.20.0.1', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['fd00:ec2::254', false],
    ['fe80::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['93.184.216.34', true],
    ['2606:4700::1111', true],
    ['not-an-ip', false],
  ])('%s allowed: %s', (address, allowed) => {
    expect(policy.isAllowed(address)).toBe(allowed);
  });

  it('lets an allow-list open a named range', () => {
    const open = AddressPolicy.fromEnv('10.1.0.0/16, 127.0.0.1');
    expect(open.isAllowed('10.1.2.3')).toBe(true);
    expect(open.isAllowed('10.2.0.1')).toBe(false);
    expect(open.isAllowed('127.0.0.1')).toBe(true);
  });
});

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
