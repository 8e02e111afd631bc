import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { drivers, usePlatform, type SignedUp } from '../../test/harness';
import { seedPipeline, seedRuns } from '../../test/run-seed';
import { EXPORT_MAX_ROWS } from './export';

const BOM = '\ufeff';

describe.each(drivers())('CSV exports of the run log (%s)', (kind) => {
  const f = usePlatform(kind);
  let me: SignedUp;
  let big: SignedUp;
  let pipeline: string;
  let ids: string[];

  beforeAll(async () => {
    me = await f.signUp();
    big = await f.signUp();
    pipeline = await seedPipeline(f.db, me.company_id, me.userid, '订单, "同步"');
    ids = await seedRuns(f.db, me.company_id, [
      { processId: pipeline, status: 'success', createdAt: new Date('2024-03-01T02:03:04Z'), durationMs: 1500, triggerData: { n: 1 } },
      { processId: pipeline, status: 'failed', createdAt: new Date('2024-03-01T05:00:00Z'), durationMs: 250, error: '=HYPERLINK("http://x")' },
      {
        processId: pipeline,
        status: 'failed',
        createdAt: new Date('2024-03-02T01:00:00Z'),
        durationMs: 40,
        error: '目标返回 500：a,b\n第二行',
        triggerType: 'schedule',
      },
      { processId: pipeline, status: 'running', createdAt: new Date('2024-03-02T15:59:59Z'), durationMs: null, triggerType: 'manual' },
    ]);
  });

  const exported = async (token: string, body: Record<string, unknown>) => {
    const res = await f.call('POST', '/v1/api/log/export', { token, body });
    expect([res.status, res.code], res.raw).toEqual([200, 0]);
    return res.data as { file_name: string; content: string; rows: number; truncated: boolean };
  };

  it('writes the view’s runs newest first: BOM, quoting, formula guard, ids as text, times of the zone', async () => {
    const csv = await exported(me.token, { kind: 'runs', start_date: '2024-03-01', end_date: '2024-03-02' });
    const [a, b, c, d] = ids;
    const title = '"订单, ""同步"""';
    expect(csv.content).toBe(
      [
        `${BOM}运行ID,流程ID,流程名称,状态,触发方式,创建时间（Asia/Shanghai）,开始时间,结束时间,耗时（毫秒）,步骤数,尝试次数,错误,原运行ID`,
        `\t${d},\t${pipeline},${title},running,manual,2024-03-02 23:59:59,2024-03-02 23:59:59,,,1,1,,`,
        `\t${c},\t${pipeline},${title},failed,schedule,2024-03-02 09:00:00,2024-03-02 09:00:00,2024-03-02 09:00:00,40,1,1,"目标返回 500：a,b\n第二行",`,
        `\t${b},\t${pipeline},${title},failed,webhook,2024-03-01 13:00:00,2024-03-01 13:00:00,2024-03-01 13:00:00,250,1,1,"'=HYPERLINK(""http://x"")",`,
        `\t${a},\t${pipeline},${title},success,webhook,2024-03-01 10:03:04,2024-03-01 10:03:04,2024-03-01 10:03:05,1500,1,1,,`,
        '',
      ].join('\r\n'),
    );
    expect(csv).toMatchObject({ rows: 4, truncated: false });
    expect(csv.file_name).toMatch(/^runs-\d{12}\.csv$/);
    // the filters of the list apply: one status, one day
    const failed = await exported(me.token, { status: 'failed', start_date: '2024-03-01', end_date: '2024-03-01' });
    expect(failed.rows).toBe(1);
    expect(failed.content).toContain(`\t${b},`);
  });

  it('writes the view’s series by bucket with a total row', async () => {
    const csv = await exported(me.token, { kind: 'series', bucket: 'day', start_date: '2024-03-01', end_date: '2024-03-02' });
    expect(csv.content).toBe(
      [
        `${BOM}时间段开始（Asia/Shanghai）,总数,成功,失败,已过滤,部分成功,已取消,成功率,P50 耗时（毫秒）,P95 耗时（毫秒）,P99 耗时（毫秒）`,
        '2024-03-01 00:00,2,1,1,0,0,0,0.5,875,1437.5,1487.5',
        '2024-03-02 00:00,2,0,1,0,0,0,0,40,40,40',
        '合计,4,1,2,0,0,0,0.3333,250,1375,1475',
        '',
      ].join('\r\n'),
    );
    expect(csv).toEqual({ file_name: 'run-analytics-day-20240301-20240302.csv', content: csv.content, rows: 3, truncated: false });
  });

  it('cuts a runs export at 50,000 rows and says so; another company’s runs never appear', async () => {
    const other = await seedPipeline(f.db, big.company_id, big.userid, '大批量');
    // one statement for 50,001 runs: the newest is the last of the series
    await f.db.execute(sql`insert into runs (id, company_id, process_id, content, status, trigger_type, created_at)
      select 1000000000000000000 + n, ${big.company_id}, ${other}, '[]', 'success', 'webhook', timestamptz '2024-01-01T00:00:00Z' + n * interval '1 second'
      from generate_series(1, ${EXPORT_MAX_ROWS + 1}) as n`);
    const csv = await exported(big.token, { kind: 'runs' });
    expect(csv).toMatchObject({ rows: EXPORT_MAX_ROWS, truncated: true });
    const lines = csv.content.split('\r\n');
    expect(lines).toHaveLength(EXPORT_MAX_ROWS + 2);
    expect(lines[1]!.startsWith(`\t${1000000000000000000n + BigInt(EXPORT_MAX_ROWS + 1)},`)).toBe(true);
    expect(csv.content).not.toContain(pipeline);
    const mine = await exported(me.token, { kind: 'runs' });
    expect(mine).toMatchObject({ rows: 4, truncated: false });
    expect(mine.content).not.toContain(other);
  });
});
