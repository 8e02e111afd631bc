import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aPipeline } from '@huiliu/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from './index';
import { frameAncestorsFrom, securityHeaders } from './security-headers';
import { livePipeline } from './test/pipelines';
import { startStack, type Stack } from './test/stack';

describe('HUILIU_FRAME_ANCESTORS', () => {
  it('defaults to the app’s own origin', () => {
    expect(frameAncestorsFrom(undefined)).toEqual(["'self'"]);
    expect(frameAncestorsFrom('  ')).toEqual(["'self'"]);
  });

  it('reads partners separated by spaces or commas, with self and none quoted or not', () => {
    expect(frameAncestorsFrom("self, https://partner.example.com  https://*.partner.cn:8443 'self'")).toEqual([
      "'self'",
      'https://partner.example.com',
      'https://*.partner.cn:8443',
    ]);
    expect(frameAncestorsFrom('none')).toEqual(["'none'"]);
  });

  it.each([
    "https://partner.example.com;script-src 'unsafe-inline'",
    "'unsafe-inline'",
    'https://partner.example.com/"',
    'none https://partner.example.com',
  ])('refuses %s instead of starting with a policy nobody meant', (value) => {
    expect(() => frameAncestorsFrom(value)).toThrow(/HUILIU_FRAME_ANCESTORS/);
  });
});

describe('X-Frame-Options beside frame-ancestors', () => {
  it('says SAMEORIGIN by default, DENY for none, and nothing once partners are listed', () => {
    expect(securityHeaders().app['x-frame-options']).toBe('SAMEORIGIN');
    expect(securityHeaders(["'none'"]).app['x-frame-options']).toBe('DENY');
    const partners = securityHeaders(["'self'", 'https://partner.example.com']).app;
    expect(partners['x-frame-options']).toBeUndefined();
    expect(partners['content-security-policy']).toContain("frame-ancestors 'self' https://partner.example.com");
  });
});

describe('security headers on the public port', () => {
  let dir: string;
  let stack: Stack;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'huiliu-headers-'));
    mkdirSync(join(dir, 'assets'));
    // as Vite writes it with html.cspNonce (web/vite.config.ts)
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>汇流</title><meta property="csp-nonce" nonce="HUILIU_CSP_NONCE">');
    writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.info(1)');
    stack = await startStack({ webDist: dir, graphiql: false });
  });
  afterAll(async () => {
    await stack?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const appPolicy = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');

  it.each(['/data-pipeline', '/index.html', '/'])('serves the page %s with a fresh style nonce named by its policy', async (path) => {
    const nonces = [];
    for (let i = 0; i < 2; i++) {
      const reply = await fetch(stack.gateway.url + path);
      const nonce = /nonce="([A-Za-z0-9+/=]{24})"/.exec(await reply.text())?.[1];
      expect(nonce).toBeDefined();
      expect(reply.headers.get('content-security-policy')).toBe(appPolicy.replace("style-src 'self'", `style-src 'self' 'nonce-${nonce}'`));
      expect(reply.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
      expect(reply.headers.get('referrer-policy')).toBe('same-origin');
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it.each([
    ['an asset', '/assets/app-abc123.js', {}],
    ['a missing asset', '/assets/missing.js', {}],
    ['/healthz', '/healthz', {}],
    ['/graphql', '/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ me { uid } }"}' }],
  ])('puts the app policy on %s', async (_what, path, init: RequestInit) => {
    const reply = await fetch(stack.gateway.url + path, init);
    expect(reply.headers.get('content-security-policy')).toBe(appPolicy);
    expect(reply.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    expect(reply.headers.get('referrer-policy')).toBe('same-origin');
  });

  it('gives REST replies a policy that runs nothing and frames nothing', async () => {
    const reply = await fetch(`${stack.gateway.url}/v1/api/user/info`);
    expect(reply.status).toBe(401);
    expect(reply.headers.get('content-security-policy')).toBe(
      "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; sandbox",
    );
    expect(reply.headers.get('x-frame-options')).toBe('DENY');
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    expect(reply.headers.get('referrer-policy')).toBe('same-origin');
  });

  it('keeps a custom return from serving a page with its own policy or planting cookies on our origin', async () => {
    const { token } = await stack.signUp();
    const content = aPipeline()
      .withStep('ret', {
        app_id: '1009',
        action_id: 'return',
        params: {
          status: 200,
          body_type: 'text',
          body: '<script>fetch("/graphql")</script>',
          headers: {
            'content-type': 'text/html',
            'content-security-policy': 'script-src * ',
            'x-frame-options': 'ALLOWALL',
            'set-cookie': 'huiliu_token=planted; Path=/',
          },
        },
      })
      .build();
    content[0]!.params = { response_type: 'following_steps' };
    const { url } = await livePipeline(stack, token, content, '自定义返回页面');
    const reply = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(reply.headers.get('content-type')).toBe('text/html');
    expect(await reply.text()).toBe('<script>fetch("/graphql")</script>');
    expect(reply.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(reply.headers.get('content-security-policy')).toContain('sandbox');
    expect(reply.headers.get('x-frame-options')).toBe('DENY');
    expect(reply.headers.getSetCookie()).toEqual([]);
  });

  it('lets no other origin read /graphql through CORS', async () => {
    const preflight = await fetch(`${stack.gateway.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example.com', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const post = await fetch(`${stack.gateway.url}/graphql`, {
      method: 'POST',
      headers: { origin: 'https://evil.example.com', 'content-type': 'application/json' },
      body: '{"query":"{ me { uid } }"}',
    });
    expect(post.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('lists configured partners in frame-ancestors and sends no X-Frame-Options then', async () => {
    const framed = await startGateway({ platformUrl: stack.platform.url, webDist: dir, frameAncestors: ["'self'", 'https://partner.example.com'] });
    try {
      const reply = await fetch(`${framed.url}/data-pipeline`);
      expect(reply.headers.get('content-security-policy')).toContain("frame-ancestors 'self' https://partner.example.com");
      expect(reply.headers.get('x-frame-options')).toBeNull();
    } finally {
      await framed.close();
    }
  });

  it('gives GraphiQL (development only) the CDN its page loads from, and only GraphiQL', async () => {
    const dev = await startGateway({ platformUrl: stack.platform.url, webDist: dir, graphiql: true });
    try {
      const page = await fetch(`${dev.url}/graphql`, { headers: { accept: 'text/html' } });
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self' 'unsafe-inline' https://unpkg.com");
      const api = await fetch(`${dev.url}/graphql?query=%7B__typename%7D`, { headers: { accept: 'application/json' } });
      expect(api.headers.get('content-security-policy')).toBe(appPolicy);
    } finally {
      await dev.close();
    }
  });
});
