import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { renderRequest } from '@huiliu/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appAccounts } from '../../db/schema-apps';
import { loopbackHttp } from '../../test/engine-fixtures';
import { usePlatform } from '../../test/harness';
import { AccountStore } from '../accounts';
import { loadCatalogue } from '../catalogue';
import { challengeOf } from '../oauth/pkce';
import { validateManifest } from '../validate';
import { MAUTIC } from './mautic';

/**
 * A stand-in Mautic speaking its documented OAuth 2 and REST API (developer.mautic.org): /oauth/v2/authorize
 * redirects back with code and state, /oauth/v2/token checks client credentials, redirect_uri and the PKCE
 * verifier, /api/contacts/new and /api/users/self need the Bearer token and answer Mautic's shapes
 * (201 `{ contact }`; errors as `{ errors: [{ code, message }] }`).
 */
async function startMautic() {
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  const tokens = new Set<string>();
  const contacts: Record<string, unknown>[] = [];
  const body = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://mautic');
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    const error = (status: number, message: string) => json(status, { errors: [{ code: status, message, type: null }] });
    if (url.pathname === '/oauth/v2/authorize') {
      const q = url.searchParams;
      if (q.get('client_id') !== 'mautic-public' || q.get('response_type') !== 'code' || q.get('code_challenge_method') !== 'S256') {
        return error(400, 'invalid_request');
      }
      const code = randomUUID();
      codes.set(code, { challenge: q.get('code_challenge')!, redirectUri: q.get('redirect_uri')! });
      const back = new URL(q.get('redirect_uri')!);
      back.searchParams.set('code', code);
      back.searchParams.set('state', q.get('state')!);
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (url.pathname === '/oauth/v2/token' && req.method === 'POST') {
      const form = new URLSearchParams(await body(req));
      if (form.get('client_id') !== 'mautic-public' || form.get('client_secret') !== 'mautic-secret') return json(400, { error: 'invalid_client' });
      const saved = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (
        form.get('grant_type') !== 'authorization_code' ||
        !saved ||
        saved.redirectUri !== form.get('redirect_uri') ||
        challengeOf(form.get('code_verifier') ?? '') !== saved.challenge
      ) {
        return json(400, { error: 'invalid_grant' });
      }
      const access = randomBytes(16).toString('hex');
      tokens.add(access);
      return json(200, { access_token: access, expires_in: 3600, token_type: 'bearer', scope: null, refresh_token: randomBytes(16).toString('hex') });
    }
    if (!tokens.has((req.headers.authorization ?? '').replace(/^Bearer /, ''))) return error(401, 'API authorization denied.');
    if (url.pathname === '/api/users/self') return json(200, { id: 1, username: 'admin', email: 'admin@example.com' });
    if (url.pathname === '/api/contacts/new' && req.method === 'POST') {
      const fields = JSON.parse(await body(req)) as Record<string, string>;
      if (!/^[^@\s]+@[^@\s]+$/.test(fields.email ?? '')) return error(400, 'email: A valid email is required.');
      const id = contacts.length + 1;
      contacts.push(fields);
      const tags = (fields.tags ?? '').split(',').filter(Boolean);
      return json(201, { contact: { id, fields: { all: { id, ...fields } }, tags: tags.map((tag) => ({ tag })) } });
    }
    return error(404, 'Requested URL not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, contacts, close: () => new Promise((r) => server.close(r)) };
}

const secretKey = randomBytes(32);
const catalogue = loadCatalogue();
const f = usePlatform('pglite', { secretKey, catalogue, engine: { http: loopbackHttp() } });
let mautic: Awaited<ReturnType<typeof startMautic>>;
beforeAll(async () => {
  mautic = await startMautic();
});
afterAll(() => mautic?.close());

/** A request of the manifest as the run slice's executor sends it: rendered, then the oauth2 Bearer applied. */
async function send(
  template: NonNullable<(typeof MAUTIC.actions)[number]['request']>,
  auth: Record<string, unknown>,
  input: Record<string, unknown> = {},
) {
  const r = renderRequest(template, { auth, input });
  const res = await loopbackHttp().request({
    url: r.url,
    method: r.method,
    headers: {
      ...r.headers,
      authorization: `Bearer ${String(auth.access_token)}`,
      ...(r.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(r.body !== undefined ? { body: JSON.stringify(r.body) } : {}),
  });
  return { status: res.status, json: JSON.parse(res.text()) as Record<string, any> };
}

describe('Mautic (app 2011)', () => {
  it('is a valid definition in the catalogue', () => {
    expect(validateManifest(MAUTIC)).toMatchObject({ ok: true });
    expect(catalogue.get('2011')?.name).toBe('Mautic');
  });

  it('authorises against its OAuth 2 endpoints, passes its connection test and creates a contact', async () => {
    const { token, company_id } = await f.signUp();
    const started = await f.call('POST', '/v1/api/app/oauth/start', {
      token,
      body: {
        app_id: '2011',
        account_name: '市场部 Mautic',
        auth_data: { base_url: mautic.base, client_id: 'mautic-public', client_secret: 'mautic-secret' },
      },
    });
    expect(started.code).toBe(0);
    expect(started.data.url).toMatch(new RegExp(`^${mautic.base}/oauth/v2/authorize\\?`));
    const atProvider = await fetch(started.data.url, { redirect: 'manual' });
    const back = new URL(atProvider.headers.get('location')!);
    const done = await f.app.inject({ method: 'GET', url: `/v1/api/process/app/callback${back.search}` });
    const accountId = new URL(done.headers.location as string, 'http://x').searchParams.get('account_id')!;
    expect(accountId).toMatch(/^\d+$/);

    const store = new AccountStore(f.db, secretKey, catalogue);
    const [row] = await f.db.select().from(appAccounts).where(eq(appAccounts.id, accountId));
    expect(row!.companyId).toBe(company_id);
    const auth = store.open(row!);

    const self = await send(MAUTIC.connection_test!.request, auth);
    expect(self).toMatchObject({ status: 200, json: { username: 'admin' } });

    const created = await send(MAUTIC.actions[0]!.request!, auth, {
      email: 'li.lei@example.com',
      firstname: '雷',
      lastname: '李',
      tags: 'vip,新客户',
    });
    expect(created.status).toBe(201);
    expect(created.json.contact.tags).toEqual([{ tag: 'vip' }, { tag: '新客户' }]);
    expect(mautic.contacts.at(-1)).toEqual({ email: 'li.lei@example.com', firstname: '雷', lastname: '李', tags: 'vip,新客户' });

    const refused = await send(MAUTIC.actions[0]!.request!, auth, { email: 'not-an-email' });
    expect(refused).toMatchObject({ status: 400, json: { errors: [{ message: 'email: A valid email is required.' }] } });
    const unauthorised = await send(MAUTIC.connection_test!.request, { ...auth, access_token: 'stale' });
    expect(unauthorised.status).toBe(401);
  });
});
