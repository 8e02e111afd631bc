import { describe, expect, it } from 'vitest';
import { drivers, usePlatform, type SignedUp } from '../../test/harness';
import { aContent } from './fixtures';

const D = '/v1/api/dataprocess';

describe.each(drivers())('versions, favourites and checks on %s', (kind) => {
  const t = usePlatform(kind);
  const add = async (me: SignedUp, content = aContent(1)) =>
    (await t.call('POST', `${D}/add`, { token: me.token, body: { title: '版本流程', content } })).data;
  const versions = async (me: SignedUp, processId: string, query: Record<string, string | number> = {}) =>
    (await t.call('GET', `${D}/versions`, { token: me.token, query: { process_id: processId, ...query } })).data;

  it('lists versions newest first with the current one marked', async () => {
    const me = await t.signUp();
    const p = await add(me);
    await t.call('POST', `${D}/update`, { token: me.token, body: { process_id: p.process_id, content: aContent(2), version_remark: '第二版' } });
    const page = await versions(me, p.process_id);
    expect(page.total).toBe(2);
    expect(page.list.map((v: { version_no: number; is_current: boolean }) => [v.version_no, v.is_current])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect(page.list[0]).toMatchObject({ process_id: p.process_id, version_remark: '第二版', creator_id: me.userid });
    expect((await versions(me, p.process_id, { limit: 1, offset: 1 })).list[0].version_no).toBe(1);
  });

  it('restores an old version as a new version', async () => {
    const me = await t.signUp();
    const p = await add(me);
    await t.call('POST', `${D}/update`, { token: me.token, body: { process_id: p.process_id, content: aContent(3) } });
    const reused = await t.call('POST', `${D}/version/reuse`, { token: me.token, body: { process_id: p.process_id, version_id: p.version_id } });
    expect(reused.data).toMatchObject({ content: p.content, step_count: 2, version_remark: '恢复自版本 1' });
    expect((await versions(me, p.process_id)).total).toBe(3);
    const unknown = await t.call('POST', `${D}/version/reuse`, { token: me.token, body: { process_id: p.process_id, version_id: '123' } });
    expect([unknown.status, unknown.code]).toEqual([404, 4022]);
  });

  it('refuses to reuse another pipeline’s version', async () => {
    const me = await t.signUp();
    const [a, b] = [await add(me), await add(me, aContent(4))];
    const res = await t.call('POST', `${D}/version/reuse`, { token: me.token, body: { process_id: a.process_id, version_id: b.version_id } });
    expect(res.code).toBe(4022);
    expect((await versions(me, a.process_id)).total).toBe(1);
  });

  it('saves a named checkpoint of the current or the given content', async () => {
    const me = await t.signUp();
    const p = await add(me);
    const same = await t.call('POST', `${D}/version/check`, { token: me.token, body: { process_id: p.process_id, version_remark: '上线前' } });
    expect(same.data).toMatchObject({ version_no: 2, version_remark: '上线前', is_current: true, process_id: p.process_id });
    expect(same.data).not.toHaveProperty('content');
    const next = await t.call('POST', `${D}/version/check`, {
      token: me.token,
      body: { process_id: p.process_id, version_remark: '新内容', content: aContent(2) },
    });
    expect(next.data.version_no).toBe(3);
    const detail = await t.call('GET', `${D}/detail`, { token: me.token, query: { process_id: p.process_id } });
    expect(detail.data).toMatchObject({ content: aContent(2), version_id: next.data.version_id, version_remark: '新内容' });
    const tooBig = await t.call('POST', `${D}/version/check`, {
      token: me.token,
      body: { process_id: p.process_id, version_remark: 'x', content: aContent(55) },
    });
    expect(tooBig.code).toBe(3004);
    expect((await versions(me, p.process_id)).total).toBe(3);
  });

  it('marks and unmarks a favourite for the current person only', async () => {
    const me = await t.signUp();
    const p = await add(me);
    const on = await t.call('POST', `${D}/collect/update`, { token: me.token, body: { process_id: p.process_id, collect_status: 1 } });
    expect(on.data.collect_status).toBe(1);
    const twice = await t.call('POST', `${D}/collect/update`, { token: me.token, body: { process_id: p.process_id, collect_status: 1 } });
    expect(twice.data.collect_status).toBe(1);
    const off = await t.call('POST', `${D}/collect/update`, { token: me.token, body: { process_id: p.process_id, collect_status: 0 } });
    expect(off.data.collect_status).toBe(0);
  });

  it('checks a pipeline and lists its problems', async () => {
    const me = await t.signUp();
    const good = await add(me);
    expect((await t.call('GET', `${D}/check/flow`, { token: me.token, query: { process_id: good.process_id } })).data).toEqual({
      ok: true,
      problems: [],
    });
    const bad = await add(me, JSON.stringify([{ uuid: 'a', action_type: '2', app_id: '1007' }]));
    const res = await t.call('GET', `${D}/check/flow`, { token: me.token, query: { process_id: bad.process_id } });
    expect(res.data.ok).toBe(false);
    expect(res.data.problems).toContainEqual({ step_uuid: 'a', code: 4021, message: '未选择动作' });
  });
});
