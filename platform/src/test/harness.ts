import type { FastifyInstance } from 'fastify';
import { ERRORS, newId } from '@huiliu/core';
import { afterAll, beforeAll } from 'vitest';
import { buildPlatform, type BuildPlatformOptions } from '../app';
import { openDatabase, type Database, type Db } from '../db/open';
import { startPlatform, type RunningPlatform, type StartPlatformOptions } from '../start';
import { freshPostgresDatabase } from './postgres';
import { migratedSnapshot } from './snapshot';
import { users } from '../db/schema';
import { createSession } from '../families/user/sessions';

export type DriverKind = 'pglite' | 'postgres';

/**
 * Starts a platform on loopback from the migrated PGlite snapshot (~1 s); for other packages' tests. Its
 * replies are checked against the contract: one that breaks its call's schema fails with INTERNAL.
 */
export async function startTestPlatform(
  opts: Pick<StartPlatformOptions, 'logger' | 'engine' | 'trustProxy' | 'attemptLimits' | 'mount'> = {},
): Promise<RunningPlatform> {
  return startPlatform({ ...opts, strictReplies: true, dataDir: 'memory', loadDataDir: await migratedSnapshot() });
}

/** The drivers route tests run against: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function drivers(): DriverKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** Opens a fresh database of the given kind: PGlite from the snapshot, or a new PostgreSQL database. */
export async function openTestDatabase(kind: DriverKind): Promise<Database> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (kind === 'postgres' && baseUrl) {
    const fresh = await freshPostgresDatabase(baseUrl);
    const database = await openDatabase({ databaseUrl: fresh.url });
    return { ...database, close: async () => (await database.close(), await fresh.drop()) };
  }
  return openDatabase({ dataDir: 'memory', loadDataDir: await migratedSnapshot() });
}

// Replies are read loosely in tests: each test asserts the fields it cares about.
export interface Reply<T = any> {
  status: number;
  code: number;
  msg: string;
  data: T;
  raw: string;
}

export interface SignedUp {
  token: string;
  userid: string;
  company_id: string;
  email: string;
  password: string;
}

let counter = 0;

/** Throws when the platform refused its own reply for breaking the call's schema (strict replies). */
function failOnContractBreach(method: string, url: string, reply: { code: number; msg: string; data: unknown }): void {
  const breach = (reply.data as { contract?: unknown } | null)?.contract;
  if (reply.code === ERRORS.INTERNAL.code && breach) throw new Error(`${method} ${url}: ${reply.msg}\n${JSON.stringify(breach, null, 2)}`);
}

/**
 * Route-test fixture: inside a `describe`, opens a fresh database and an app for the file and closes
 * both afterwards. `call` goes through `app.inject`; `signUp` registers a new company and returns its token.
 * Every reply is checked against its call's schema (strict replies): one that breaks it fails the test.
 */
export function usePlatform(kind: DriverKind = 'pglite', opts: Omit<BuildPlatformOptions, 'db'> = {}) {
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = buildPlatform({ strictReplies: true, ...opts, db: database });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const fixture = {
    get app(): FastifyInstance {
      if (!app) throw new Error('usePlatform: app not started yet');
      return app;
    },
    get db(): Db {
      if (!database) throw new Error('usePlatform: database not open yet');
      return database.db;
    },
    /** One request; `body` objects are sent as JSON, strings as they are (for malformed JSON). */
    async call<T = any>(
      method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      url: string,
      o: { token?: string; query?: Record<string, string | number>; body?: unknown; headers?: Record<string, string> } = {},
    ): Promise<Reply<T>> {
      const headers: Record<string, string> = { ...o.headers };
      if (o.token) headers.authorization = `Bearer ${o.token}`;
      let payload: string | undefined;
      if (o.body !== undefined) {
        payload = typeof o.body === 'string' ? o.body : JSON.stringify(o.body);
        headers['content-type'] ??= 'application/json';
      }
      const query = o.query ? Object.fromEntries(Object.entries(o.query).map(([k, v]) => [k, String(v)])) : undefined;
      const res = await fixture.app.inject({ method, url, headers, ...(payload !== undefined ? { payload } : {}), ...(query ? { query } : {}) });
      const parsed = JSON.parse(res.body) as { code: number; msg: string; data: T };
      failOnContractBreach(method, url, parsed);
      return { status: res.statusCode, code: parsed.code, msg: parsed.msg, data: parsed.data, raw: res.body };
    },
    /** Registers a new company with its first admin and returns the session. */
    async signUp(over: { company_name?: string; uname?: string } = {}): Promise<SignedUp> {
      counter += 1;
      const email = `user${counter}.${Math.random().toString(36).slice(2, 10)}@example.com`;
      const password = 'correct-horse-battery';
      const res = await fixture.call('POST', '/v1/api/user/register', {
        body: { company_name: over.company_name ?? `公司${counter}`, uname: over.uname ?? `用户${counter}`, email, password },
      });
      if (res.code !== 0) throw new Error(`signUp failed: ${res.raw}`);
      return { token: res.data.token, userid: res.data.userid, company_id: res.data.company_id, email, password };
    },
    /**
     * A second person of `of`'s company with `role` (a built-in key or a custom role's id) and a session,
     * written straight to the database: for tests of what a role may do, not of how people join.
     */
    async addMember(of: Pick<SignedUp, 'company_id'>, role: string): Promise<SignedUp> {
      counter += 1;
      const userid = newId();
      const email = `member${counter}.${Math.random().toString(36).slice(2, 10)}@example.com`;
      await fixture.db.insert(users).values({ id: userid, companyId: of.company_id, uname: `成员${counter}`, email, passwordHash: 'x', role });
      const { token } = await createSession(fixture.db, userid, of.company_id);
      return { token, userid, company_id: of.company_id, email, password: '' };
    },
  };
  return fixture;
}
