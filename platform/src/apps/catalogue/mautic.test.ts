import { randomBytes } from 'node:crypto';
import { renderRequest } from '@huiliu/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appAccounts } from '../../db/schema-apps';
import { loopbackHttp } from '../../test/engine-fixtures';
import { usePlatform } from '../../test/harness';
import { AccountStore } from '../accounts';
import { loadCatalogue } from '../catalogue';
import { startMautic, type MauticStandin } from '../standins/mautic';
import { validateManifest } from '../validate';
import { MAUTIC } from './mautic';

const secretKey = randomBytes(32);
const catalogue = loadCatalogue();
const f = usePlatform('pglite', { secretKey, catalogue, engine: { http: loopbackHttp() } });
let mautic: MauticStandin;
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
