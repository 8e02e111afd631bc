import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { challengeOf } from '../oauth/pkce';

export interface MauticStandin {
  base: string;
  /** Contacts created, as their fields arrived. */
  contacts: Record<string, unknown>[];
  /** A token as /oauth/v2/token would hand out, for tests that start from an authorised account. */
  issueToken(): string;
  close(): Promise<void>;
}

/**
 * A stand-in Mautic speaking its documented OAuth 2 and REST API (developer.mautic.org): /oauth/v2/authorize
 * redirects back with code and state, /oauth/v2/token checks client credentials, redirect_uri and the PKCE
 * verifier, /api/contacts/new and /api/users/self need the Bearer token and answer Mautic's shapes
 * (201 `{ contact }`; errors as `{ errors: [{ code, message }] }`).
 */
export async function startMautic(): Promise<MauticStandin> {
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
  const issueToken = () => {
    const access = randomBytes(16).toString('hex');
    tokens.add(access);
    return access;
  };
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    contacts,
    issueToken,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
