import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPlatform, openDatabase, type Database } from '@huiliu/platform';
import { freshPostgresDatabase } from '@huiliu/platform/test/postgres';
import { rowsOfText } from '@huiliu/platform/test/sql';
import { seedStatements } from './analytics-seed';
import { print, record } from './harness';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const RUNS = Number(process.env.BENCH_ANALYTICS_RUNS) || 1_000_000;
const PASSWORD = 'bench-pass-1';
/** Timed calls per figure (after one untimed call); the median is reported. */
const REPEAT = 5;

type FastifyInstance = ReturnType<typeof buildPlatform>;

interface Caller {
  app: FastifyInstance;
  token: string;
}

async function call(c: Caller, url: string, body: unknown): Promise<unknown> {
  const res = await c.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${c.token}`, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  const envelope = JSON.parse(res.body) as { code: number; msg: string; data: unknown };
  if (envelope.code !== 0) throw new Error(`${url}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

const query = <T>(database: Database, text: string): Promise<T[]> => rowsOfText<T>(database.db, text);

async function signUp(app: FastifyInstance, name: string): Promise<{ token: string; company_id: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/api/user/register',
    payload: { company_name: name, uname: '压测', email: `analytics-${name}-${Date.now()}@example.com`, password: PASSWORD },
  });
  return (JSON.parse(res.body) as { data: { token: string; company_id: string } }).data;
}

/** The median, fastest and slowest of REPEAT calls, each timed from the request to the parsed reply. */
async function timed(c: Caller, url: string, body: unknown): Promise<{ median: number; min: number; max: number; data: unknown }> {
  let data = await call(c, url, body);
  const times: number[] = [];
  for (let i = 0; i < REPEAT; i++) {
    const began = performance.now();
    data = await call(c, url, body);
    times.push(performance.now() - began);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(REPEAT / 2)]!, min: times[0]!, max: times.at(-1)!, data };
}

const ms = (n: number) => `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`;

async function seed(database: Database, label: string, big: string, others: string[]): Promise<void> {
  const began = performance.now();
  for (const statement of seedStatements({ runs: RUNS, big, others })) {
    const step = performance.now();
    await query(database, statement);
    print(`    ${statement.trim().split(/\s+/).slice(0, 3).join(' ')}… ${ms(performance.now() - step)}`);
  }
  record(
    `analytics: seed ${RUNS.toLocaleString('en')} runs and their steps, ${label}`,
    `${Math.round((performance.now() - began) / 1000)} s`,
    'generate_series, not timed below',
  );
  // what autovacuum does on a live PostgreSQL (statistics for the planner, the visibility map for index-only scans);
  // PGlite has no autovacuum, so it is done here once for both — docs/architecture.md "Run analytics"
  const vacuum = performance.now();
  await query(database, 'vacuum analyze runs');
  await query(database, 'vacuum analyze run_steps');
  print(`    vacuum analyze ${ms(performance.now() - vacuum)}`);
}

/** Every analytics call and the list's first page of the big company, as a user's browser would ask for them. */
async function measure(c: Caller, label: string, pipeline: string): Promise<void> {
  // the figures depend on what else the machine runs: its load is part of the row
  const load = () => loadavg()[0]!.toFixed(1);
  const before = load();
  const cases: Array<[string, string, unknown, number]> = [
    ['summary (last 30 days)', 'analytics/summary', {}, 300],
    ['summary, one pipeline', 'analytics/summary', { process_id: pipeline }, 300],
    ['series by hour (last 7 days)', 'analytics/series', { bucket: 'hour', date_preset: 'last7Days' }, 300],
    ['series by day (last 30 days)', 'analytics/series', { bucket: 'day' }, 300],
    ['series by week (last 30 days)', 'analytics/series', { bucket: 'week' }, 300],
    ['top failing pipelines', 'analytics/failures', { kind: 'pipelines' }, 300],
    ['top failing apps', 'analytics/failures', { kind: 'apps' }, 300],
    ['top error messages', 'analytics/failures', { kind: 'errors' }, 300],
    ['list, first page', 'list', {}, 100],
    ['list, first page, status failed', 'list', { status: 'failed' }, 100],
    ['list, first page, app 2003', 'list', { app_id: '2003' }, 100],
    ['list, first page, keyword = an order number', 'list', { keyword: '7000000000000123457' }, 100],
    ['list, first page, keyword = a customer (common)', 'list', { keyword: '客户4321' }, 100],
    ['list, first page, app + status + last 7 days', 'list', { app_id: '2003', status: 'failed', date_preset: 'last7Days' }, 100],
    ['summary over 90 days (no target: the scale of exact percentiles)', 'analytics/summary', { start_date: day(-90) }, 0],
    ['export of the runs (50,000 rows, CSV)', 'export', { kind: 'runs', status: 'success' }, 0],
  ];
  for (const [name, path, body, target] of cases) {
    const { median, min, max, data } = await timed(c, `/v1/api/log/${path}`, body);
    const size = describe(data);
    const verdict = target === 0 ? '' : median <= target ? ` · target ≤ ${target} ms met` : ` · target ≤ ${target} ms MISSED`;
    record(`analytics ${label}: ${name}`, ms(median), `min ${ms(min)} · max ${ms(max)} · ${size}${verdict}`);
  }
  record(`analytics ${label}: load average (1 min) before and after`, `${before} → ${load()}`, `${cpus().length} cores`);
}

function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

/** A short account of a reply, so the row says what was measured. */
function describe(data: unknown): string {
  const d = data as { total?: number; list?: unknown[]; totals?: { total: number }; rows?: number };
  if (d.totals) return `${d.totals.total.toLocaleString('en')} runs`;
  if (d.rows !== undefined) return `${d.rows.toLocaleString('en')} rows`;
  if (d.total !== undefined) return `${d.total.toLocaleString('en')} matching`;
  return `${d.list?.length ?? 0} items`;
}

/** The big company of a database this bench seeded before (BENCH_ANALYTICS_REUSE), signed in again. */
async function bigCompanyOf(app: FastifyInstance, database: Database): Promise<{ token: string; company_id: string }> {
  const [owner] = await query<{ email: string; company_id: string }>(
    database,
    `select u.email, u.company_id::text as company_id from users as u
       where u.company_id = (select company_id from runs group by 1 order by count(*) desc limit 1) limit 1`,
  );
  const res = await app.inject({ method: 'POST', url: '/v1/api/user/login', payload: { email: owner!.email, password: PASSWORD } });
  return { token: (JSON.parse(res.body) as { data: { token: string } }).data.token, company_id: owner!.company_id };
}

async function benchOn(label: string, database: Database, seeded = false): Promise<void> {
  const app = buildPlatform({ db: database, logger: false });
  await app.ready();
  try {
    let big: { token: string; company_id: string };
    if (seeded) big = await bigCompanyOf(app, database);
    else {
      big = await signUp(app, `big-${label}`);
      const small = await signUp(app, `small-${label}`);
      const others = [small.company_id, ...Array.from({ length: 8 }, (_, i) => String(900000000000000001n + BigInt(i)))];
      await seed(database, label, big.company_id, others);
    }
    const busiest = await query<{ id: string }>(
      database,
      `select process_id::text as id from runs where company_id = ${big.company_id} group by 1 order by count(*) desc limit 1`,
    );
    await measure({ app, token: big.token }, label, busiest[0]!.id);
  } finally {
    await app.close();
  }
}

/**
 * Issue 16's figures (`npm run bench -- analytics`): every analytics REST call and the run list's first page over
 * 1,000,000 stored runs, on PostgreSQL (a fresh database, dropped after) and on PGlite (a temporary folder), through the
 * platform's HTTP (inject), as a user waits for them. Targets: ≤ 300 ms per analytics call on PostgreSQL, ≤ 100 ms
 * for the list's first page.
 */
export async function benchAnalytics(): Promise<void> {
  const keep = Boolean(process.env.BENCH_KEEP_DATABASE);
  // BENCH_ANALYTICS_REUSE=<url or folder>: measure again, without seeding, what a run with BENCH_KEEP_DATABASE=1 kept
  const reused = process.env.BENCH_ANALYTICS_REUSE;
  if (reused) {
    const postgres = reused.startsWith('postgres');
    print(`run analytics on the seeded ${postgres ? 'database' : 'PGlite folder'} ${reused}`);
    return measureOn(postgres ? 'PostgreSQL' : 'PGlite', await openDatabase(postgres ? { databaseUrl: reused } : { dataDir: reused }), true);
  }
  // BENCH_ANALYTICS_DRIVERS=postgres or =pglite: one of the two (the PGlite seeding alone takes 8–18 minutes here)
  const drivers = (process.env.BENCH_ANALYTICS_DRIVERS ?? 'postgres,pglite').split(',');
  print(`run analytics over ${RUNS.toLocaleString('en')} runs: ${drivers.join(' and ')}`);
  if (drivers.includes('postgres')) {
    const fresh = await freshPostgresDatabase(DATABASE_URL);
    try {
      await measureOn('PostgreSQL', await openDatabase({ databaseUrl: fresh.url }));
    } finally {
      if (keep) print(`  kept: ${fresh.url}`);
      else await fresh.drop();
    }
  }
  if (drivers.includes('pglite')) {
    const dir = await mkdtemp(join(tmpdir(), 'huiliu-analytics-'));
    try {
      await measureOn('PGlite', await openDatabase({ dataDir: dir }));
    } finally {
      if (keep) print(`  kept: ${dir}`);
      else await rm(dir, { recursive: true, force: true });
    }
  }
}

async function measureOn(label: string, database: Database, seeded = false): Promise<void> {
  try {
    await benchOn(label, database, seeded);
  } finally {
    await database.close();
  }
}
