import { Writable } from 'node:stream';
import { addDays, dayIn, ERRORS } from '@huiliu/core';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPlatform } from '../../app';
import type { Db } from '../../db/open';
import { apiTokenCalls, apiTokens } from '../../db/schema-tokens';
import { usePlatform, type SignedUp } from '../../test/harness';
import { rowsOf } from '../../test/sql';
import { AuditWriter } from './audit-writer';

const T = '/v1/api/main/company/tokens';
const CALLER = '203.0.113.7';

function logSink(): { stream: Writable; text(): string } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { stream, text: () => lines.join('') };
}

/** Every text or JSON column of every table that holds `needle`, as "table.column". */
async function columnsHolding(db: Db, needle: string): Promise<string[]> {
  const columns = await rowsOf<{ table_name: string; column_name: string }>(
    db,
    sql`SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' AND data_type IN ('text', 'json', 'jsonb', 'ARRAY')`,
  );
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const hit = await rowsOf(
      db,
      sql`SELECT 1 FROM ${sql.identifier(table_name)} WHERE strpos(${sql.identifier(column_name)}::text, ${needle}) > 0 LIMIT 1`,
    );
    if (hit.length > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

// issue 13: per-token rate limits, and every call made with a token in an audit list the admin can read.
describe('API token calls: rate limit, audit list, last use', () => {
  const sink = logSink();
  // behind the gateway, which appends the caller's address to X-Forwarded-For
  const t = usePlatform('pglite', { trustProxy: 1, logger: { level: 'info', stream: sink.stream } });
  let owner: SignedUp;
  let viewer: SignedUp;
  let stranger: SignedUp;
  let plain: string;
  let tokenId: string;

  const asCaller = { 'x-forwarded-for': CALLER };
  const create = async (by: SignedUp, body: Record<string, unknown>) => {
    const res = await t.call('POST', `${T}/add`, { token: by.token, body: { expires_in_days: 7, ...body } });
    if (res.code !== 0) throw new Error(res.raw);
    return res.data as { token: { token_id: string }; plain_token: string };
  };
  const audit = (by: SignedUp, query: Record<string, string> = {}) => t.call('GET', `${T}/audit`, { token: by.token, query });

  beforeAll(async () => {
    owner = await t.signUp();
    viewer = await t.addMember(owner, 'viewer');
    stranger = await t.signUp();
    ({
      plain_token: plain,
      token: { token_id: tokenId },
    } = await create(viewer, { name: '运行报表', role: 'viewer' }));
  });

  it('records each call with its route pattern, status and address, refused ones too, and never the token', async () => {
    const inQuery = await t.app.inject({ method: 'GET', url: `/v1/api/template/get/123?token=${plain}`, headers: asCaller });
    expect(inQuery.statusCode).toBe(404);
    const refused = await t.call('POST', '/v1/api/dataprocess/status', { token: plain, headers: asCaller, body: {} });
    expect([refused.status, refused.code]).toEqual([403, ERRORS.FORBIDDEN.code]);
    const listed = await t.call('GET', '/v1/api/dataprocess/list', { token: plain, headers: asCaller });
    expect(listed.code).toBe(0);

    const res = await audit(owner, { token_id: tokenId });
    expect(res.code).toBe(0);
    expect(res.data.total).toBe(3);
    expect(res.data.list.map((c: Record<string, unknown>) => [c.method, c.route, c.status])).toEqual([
      ['GET', '/v1/api/dataprocess/list', 200],
      ['POST', '/v1/api/dataprocess/status', 403],
      ['GET', '/v1/api/template/get/:id', 404],
    ]);
    expect(res.data.list[0]).toMatchObject({ token_id: tokenId, token_name: '运行报表', user_id: viewer.userid, ip: CALLER });
    expect(res.raw).not.toContain(plain);
    // a person's own calls are not API-token calls
    expect((await audit(owner)).data.total).toBe(3);
  });

  it('pages and filters by token and by whole days in the company zone', async () => {
    const today = dayIn('Asia/Shanghai');
    expect((await audit(owner, { start_date: today, end_date: today })).data.total).toBe(3);
    expect((await audit(owner, { start_date: addDays(today, 1) })).data.total).toBe(0);
    expect((await audit(owner, { end_date: addDays(today, -1) })).data.total).toBe(0);
    const page = await audit(owner, { limit: '2', offset: '2' });
    expect([page.data.total, page.data.list.length]).toEqual([3, 1]);
    expect((await audit(owner, { token_id: '999' })).data.total).toBe(0);
    expect((await audit(owner, { start_date: '2026-13-01' })).status).toBe(400);
  });

  it("keeps one company's audit list from another, and from members without tokens.manage", async () => {
    expect((await audit(stranger)).data).toEqual({ list: [], total: 0 });
    expect((await audit(stranger, { token_id: tokenId })).data.total).toBe(0);
    const byViewer = await audit(viewer);
    expect([byViewer.status, byViewer.code]).toEqual([403, ERRORS.FORBIDDEN.code]);
  });

  it('shows when and from where a token was last used', async () => {
    const listed = await t.call('GET', T, { token: viewer.token });
    const shown = listed.data.list.find((x: { token_id: string }) => x.token_id === tokenId);
    expect(shown.last_used_ip).toBe(CALLER);
    expect(Date.now() - Date.parse(shown.last_used_at)).toBeLessThan(60_000);
  });

  it('refuses a token past its per-minute limit with 429, and leaves people’s sessions alone', async () => {
    const { plain_token } = await create(owner, { name: '限流', role: 'viewer', rate_limit: 3 });
    for (let i = 0; i < 3; i++) expect((await t.call('GET', '/v1/api/user/info', { token: plain_token })).code).toBe(0);
    const res = await t.app.inject({ method: 'GET', url: '/v1/api/user/info', headers: { authorization: `Bearer ${plain_token}` } });
    expect(res.statusCode).toBe(429);
    expect(JSON.parse(res.body)).toMatchObject({ code: ERRORS.API_TOKEN_RATE_LIMITED.code, data: { retry_after: expect.any(Number) } });
    expect(JSON.parse(res.body).msg).toContain('每分钟 3 次');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    for (let i = 0; i < 5; i++) expect((await t.call('GET', '/v1/api/user/info', { token: owner.token })).code).toBe(0);
    const statuses = (await audit(owner)).data.list.filter((c: { status: number }) => c.status === 429);
    expect(statuses).toHaveLength(1);
  });

  it('writes a token’s last use at most once a minute, however often it is used', async () => {
    const writer = new AuditWriter(t.db, (err) => {
      throw err;
    });
    const at = Date.now();
    const use = (offsetMs: number, ip: string) =>
      writer.record({
        companyId: owner.company_id,
        tokenId,
        userId: viewer.userid,
        method: 'GET',
        route: '/v1/api/user/info',
        status: 200,
        ip,
        at: new Date(at + offsetMs),
      });
    const lastUse = async () => (await t.db.select().from(apiTokens).where(eq(apiTokens.id, tokenId)))[0]!;
    use(0, '198.51.100.1');
    await writer.flush();
    expect(await lastUse()).toMatchObject({ lastUsedIp: '198.51.100.1', lastUsedAt: new Date(at) });
    use(10_000, '198.51.100.2');
    await writer.flush();
    expect((await lastUse()).lastUsedIp).toBe('198.51.100.1');
    use(61_000, '198.51.100.3');
    await writer.close();
    expect((await lastUse()).lastUsedIp).toBe('198.51.100.3');
  });

  it('writes the calls still waiting when the platform closes (a SIGTERM drain loses none)', async () => {
    const second = buildPlatform({ db: t.db, strictReplies: true });
    await second.ready();
    const res = await second.inject({ method: 'GET', url: '/v1/api/user/info', headers: { authorization: `Bearer ${plain}`, ...asCaller } });
    expect(res.statusCode).toBe(200);
    const before = await t.db.select().from(apiTokenCalls).where(eq(apiTokenCalls.tokenId, tokenId));
    await second.close();
    const after = await t.db.select().from(apiTokenCalls).where(eq(apiTokenCalls.tokenId, tokenId));
    expect(after.length).toBe(before.length + 1);
  });

  it('keeps the plain token out of every table and every log line', async () => {
    // the scan does find what is stored (the token's name), and not the token
    expect(await columnsHolding(t.db, '运行报表')).toEqual(['api_tokens.name']);
    expect(await columnsHolding(t.db, plain.slice(4))).toEqual([]);
    expect(sink.text()).toContain('/v1/api/template/get/123?token=[REDACTED]');
    expect(sink.text()).not.toContain(plain.slice(4));
  });
});
