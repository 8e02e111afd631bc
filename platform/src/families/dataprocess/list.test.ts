import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pipelines } from '../../db/schema';
import { drivers, usePlatform, type SignedUp } from '../../test/harness';
import { aContent } from './fixtures';

const D = '/v1/api/dataprocess';

describe.each(drivers())('the pipeline list filters on %s', (kind) => {
  const t = usePlatform(kind);
  let me: SignedUp;
  const ids: Record<string, string> = {};

  const titles = async (query: Record<string, string | number>) => {
    const res = await t.call('GET', `${D}/list`, { token: me.token, query });
    if (res.code !== 0) throw new Error(res.raw);
    const count = await t.call('GET', `${D}/getallcount`, { token: me.token, query });
    expect(count.data.count).toBe(res.data.total);
    return (res.data.list as Array<{ title: string }>).map((p) => p.title);
  };

  beforeAll(async () => {
    me = await t.signUp();
    const other = await t.signUp();
    const make = async (title: string, body: Record<string, unknown>, createdAt: string) => {
      const res = await t.call('POST', `${D}/add`, { token: me.token, body: { title, ...body } });
      ids[title] = res.data.process_id;
      // Creation times are set directly so the time-zone edges are exact (Asia/Shanghai = UTC+8).
      await t.db
        .update(pipelines)
        .set({ createdAt: new Date(createdAt), updatedAt: new Date(createdAt) })
        .where(eq(pipelines.id, res.data.process_id));
    };
    await make('订单同步 100%_off', { content: aContent(1), create_channels: 2 }, '2024-03-01T15:30:00Z');
    await make('客户通知', { content: aContent(1, { actionApp: '1008' }) }, '2024-03-01T16:30:00Z');
    await make('定时报表', { content: aContent(2, { triggerApp: '1002', actionApp: '1006' }), create_channels: 1 }, '2024-03-05T02:00:00Z');
    await t.call('POST', `${D}/status`, { token: me.token, body: { process_id: ids['客户通知']!, status: 1 } });
    await t.call('POST', `${D}/collect/update`, { token: me.token, body: { process_id: ids['定时报表']!, collect_status: 1 } });
    await t.db.update(pipelines).set({ shareStatus: 1 }).where(eq(pipelines.id, ids['订单同步 100%_off']!));
    await t.call('POST', `${D}/add`, { token: other.token, body: { title: '别人的订单流程', content: aContent(1) } });
  });

  it('lists only the company’s pipelines, newest first, 15 a page by default', async () => {
    expect(await titles({})).toEqual(['定时报表', '客户通知', '订单同步 100%_off']);
  });

  it('sorts by each allowed order and refuses another', async () => {
    expect(await titles({ sort: 'created_at asc' })).toEqual(['订单同步 100%_off', '客户通知', '定时报表']);
    await t.call('POST', '/v1/api/process/update/title', {
      token: me.token,
      body: { process_id: ids['订单同步 100%_off']!, title: '订单同步 100%_off' },
    });
    expect((await titles({ sort: 'updated_at desc' }))[0]).toBe('订单同步 100%_off');
    expect((await titles({ sort: 'updated_at asc' }))[2]).toBe('订单同步 100%_off');
    expect((await t.call('GET', `${D}/list`, { token: me.token, query: { sort: 'title; drop table users' } })).code).toBe(4000);
  });

  it('pages with limit and offset while total counts everything', async () => {
    const res = await t.call('GET', `${D}/list`, { token: me.token, query: { limit: 2, offset: 1 } });
    expect(res.data.total).toBe(3);
    expect(res.data.list.map((p: { title: string }) => p.title)).toEqual(['客户通知', '订单同步 100%_off']);
  });

  it('still counts everything on a page past the end, and counts nothing when nothing matches', async () => {
    const past = await t.call('GET', `${D}/list`, { token: me.token, query: { limit: 2, offset: 10 } });
    expect(past.data).toEqual({ list: [], total: 3 });
    const none = await t.call('GET', `${D}/list`, { token: me.token, query: { keyword: '没有这个流程' } });
    expect(none.data).toEqual({ list: [], total: 0 });
  });

  it('matches keyword in the title literally, or as the process id', async () => {
    expect(await titles({ keyword: '订单' })).toEqual(['订单同步 100%_off']);
    expect(await titles({ keyword: '%_' })).toEqual(['订单同步 100%_off']);
    expect(await titles({ keyword: '_' })).toEqual(['订单同步 100%_off']);
    expect(await titles({ keyword: ids['客户通知']! })).toEqual(['客户通知']);
  });

  it('takes dates as whole days in the company time zone, both ends inclusive', async () => {
    expect(await titles({ start_date: '2024-03-02' })).toEqual(['定时报表', '客户通知']);
    expect(await titles({ end_date: '2024-03-01' })).toEqual(['订单同步 100%_off']);
    expect(await titles({ start_date: '2024-03-05', end_date: '2024-03-05' })).toEqual(['定时报表']);
    expect((await t.call('GET', `${D}/list`, { token: me.token, query: { start_date: '2024-02-30' } })).code).toBe(4000);
  });

  it('filters by app name and by app id, including apps inside the pipeline', async () => {
    expect(await titles({ app_name: '自定义' })).toEqual(['客户通知']);
    expect(await titles({ app_name: 'webhook' })).toEqual(['客户通知', '订单同步 100%_off']);
    expect(await titles({ app_name: '不存在的应用' })).toEqual([]);
    expect(await titles({ app_id: '1006' })).toEqual(['定时报表']);
  });

  it('filters by status, share status, favourites and create channel', async () => {
    expect(await titles({ status: 1 })).toEqual(['客户通知']);
    expect(await titles({ status: 0 })).toEqual(['定时报表', '订单同步 100%_off']);
    expect(await titles({ share_status: 1 })).toEqual(['订单同步 100%_off']);
    expect(await titles({ collect_status: 1 })).toEqual(['定时报表']);
    expect(await titles({ collect_status: 0 })).toEqual(['客户通知', '订单同步 100%_off']);
    expect(await titles({ create_channels: 2 })).toEqual(['订单同步 100%_off']);
  });

  it('treats empty filter values as absent and refuses wrong types', async () => {
    expect(await titles({ keyword: '', status: '' })).toHaveLength(3);
    const wrong: Array<Record<string, string | number>> = [{ status: 'abc' }, { limit: -1 }, { limit: 101 }, { offset: 'x' }, { collect_status: 2 }];
    for (const query of wrong) {
      const res = await t.call('GET', `${D}/list`, { token: me.token, query });
      expect([res.status, res.code]).toEqual([400, 4000]);
    }
  });

  it('shows favourites per person', async () => {
    const res = await t.call('GET', `${D}/getone`, { token: me.token, query: { process_id: ids['定时报表']! } });
    expect(res.data.collect_status).toBe(1);
  });
});
