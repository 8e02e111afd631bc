import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './test/stack';

/*
 * issue 14 embed: the documents under /embed/<cfgId>/ are framed by that partner's origins only, read from the real
 * platform's embed_policy; every other page keeps the app's policy. A real platform on PGlite behind the gateway,
 * the partner set up through GraphQL as its settings screen does.
 */
describe('frame-ancestors of embedded pages', () => {
  let dir: string;
  let stack: Stack;
  let token: string;
  let cfgId: string;
  const ttlMs = 300;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'huiliu-embed-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>汇流</title><meta property="csp-nonce" nonce="HUILIU_CSP_NONCE">');
    stack = await startStack({ webDist: dir, graphiql: false, embedPolicyTtlMs: ttlMs });
    ({ token } = await stack.signUp('合作方'));
    const partner = await stack.gql(
      'mutation { saveSdkPartner(domains: ["https://partner.example.com", "http://localhost:4173"]) { secret } }',
      {},
      token,
    );
    expect(partner.errors).toBeUndefined();
    const page = await stack.gql<{ saveSdkPageConfig: { cfgId: string } }>(
      'mutation { saveSdkPageConfig(input: { name: "订单中心", role: "editor", screens: ["editor"] }) { cfgId } }',
      {},
      token,
    );
    cfgId = page.data!.saveSdkPageConfig.cfgId;
  }, 60_000);
  afterAll(async () => {
    await stack?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const policyOf = async (path: string) => {
    const reply = await fetch(stack.gateway.url + path);
    expect(reply.status).toBe(200);
    const csp = reply.headers.get('content-security-policy') ?? '';
    return { frameAncestors: /frame-ancestors ([^;]+)/.exec(csp)?.[1], xfo: reply.headers.get('x-frame-options'), csp };
  };

  it("lets the partner's origins, and only them, frame its page configuration's documents", async () => {
    for (const path of [`/embed/${cfgId}`, `/embed/${cfgId}/data-pipeline/create`]) {
      const { frameAncestors, xfo, csp } = await policyOf(path);
      expect(frameAncestors).toBe('https://partner.example.com http://localhost:4173');
      expect(xfo).toBeNull();
      // the rest of the page's policy is the app's own
      expect(csp).toMatch(/script-src 'self'; style-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
    }
  });

  it('frames an unknown page configuration nowhere, and every other page keeps the app’s policy', async () => {
    expect(await policyOf('/embed/1234567890123456789')).toMatchObject({ frameAncestors: "'none'", xfo: 'DENY' });
    expect(await policyOf('/embed/not-a-config/x')).toMatchObject({ frameAncestors: "'none'", xfo: 'DENY' });
    expect(await policyOf('/data-pipeline')).toMatchObject({ frameAncestors: "'self'", xfo: 'SAMEORIGIN' });
    expect(await policyOf('/embedded')).toMatchObject({ frameAncestors: "'self'", xfo: 'SAMEORIGIN' });
  });

  it('follows a change of the partner’s origins once the short cache has expired', async () => {
    await stack.gql('mutation { saveSdkPartner(domains: ["https://new.partner.example.com"]) { secret } }', {}, token);
    await new Promise((done) => setTimeout(done, ttlMs + 50));
    expect((await policyOf(`/embed/${cfgId}`)).frameAncestors).toBe('https://new.partner.example.com');
  });

  it('answers embedPolicy to anyone, before any token: the embedded UI’s origins for postMessage', async () => {
    const reply = await stack.gql<{ embedPolicy: { domains: string[] } }>('query ($id: ID!) { embedPolicy(cfgId: $id) { cfgId domains } }', {
      id: cfgId,
    });
    expect(reply.data?.embedPolicy).toEqual({ cfgId, domains: ['https://new.partner.example.com'] });
    const unknown = await stack.gql('query { embedPolicy(cfgId: "1234567890123456789") { domains } }');
    expect(unknown.errors?.[0]?.extensions.upstreamCode).toBeTypeOf('number');
  });
});
