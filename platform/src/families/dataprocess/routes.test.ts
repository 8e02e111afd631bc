import { ERRORS, planLimits } from '@huiliu/core';
import { describe, expect, it } from 'vitest';
import { drivers, usePlatform, type SignedUp } from '../../test/harness';
import { aContent } from './fixtures';

const D = '/v1/api/dataprocess';

describe.each(drivers())('flows on %s', (kind) => {
  const t = usePlatform(kind);
  const add = async (me: SignedUp, body: Record<string, unknown> = {}) => {
    const res = await t.call('POST', `${D}/add`, { token: me.token, body: { title: '我的流程', content: aContent(2), ...body } });
    if (res.code !== 0) throw new Error(res.raw);
    return res.data;
  };

  it('adds a pipeline with derived apps, step count and a first version', async () => {
    const me = await t.signUp();
    const p = await add(me, { create_channels: 2, process_type: 1, data_process: '{"a":1}' });
    expect(p).toMatchObject({
      title: '我的流程',
      status: 0,
      share_status: 0,
      collect_status: 0,
      step_count: 3,
      app_ids: ['1001', '1007'],
      create_channels: 2,
      process_type: 1,
      creator_id: me.userid,
      isDagExist: true,
      data_process: '{"a":1}',
    });
    expect(p.process_id).toMatch(/^\d{15,19}$/);
    expect(p.version_id).toMatch(/^\d{15,19}$/);
    expect(JSON.parse(p.content)).toHaveLength(3);
  });

  it('keeps 19-digit ids inside content exact and ids as strings in replies', async () => {
    const me = await t.signUp();
    const content = '[{"uuid":"t","action_type":"1","app_id":"1001","action_id":"receive","account_id":1234567890123456789}]';
    const p = await add(me, { content });
    const detail = await t.call('GET', `${D}/detail`, { token: me.token, query: { process_id: p.process_id } });
    expect(detail.data.content).toBe(content);
    expect(detail.raw).toContain(`"process_id":"${p.process_id}"`);
  });

  it('cuts a title wider than 280 units on save (spec §5)', async () => {
    const me = await t.signUp();
    const p = await add(me, { title: '流'.repeat(200) });
    expect(p.title).toBe('流'.repeat(140));
    const renamed = await t.call('POST', '/v1/api/process/update/title', {
      token: me.token,
      body: { process_id: p.process_id, title: 'a'.repeat(300) },
    });
    expect(renamed.data.title).toBe('a'.repeat(280));
  });

  it('refuses invalid content and too many steps, writing nothing', async () => {
    const me = await t.signUp();
    const bad = await t.call('POST', `${D}/add`, { token: me.token, body: { content: '{"not":"steps"}' } });
    expect([bad.status, bad.code]).toEqual([400, ERRORS.CONTENT_INVALID.code]);
    const big = await t.call('POST', `${D}/add`, { token: me.token, body: { content: aContent(planLimits('free').maxStepsPerPipeline) } });
    expect([big.status, big.code]).toEqual([403, 3004]);
    expect((await t.call('GET', `${D}/getallcount`, { token: me.token })).data.count).toBe(0);
  });

  it('copies a pipeline as an off copy titled 副本…', async () => {
    const me = await t.signUp();
    const p = await add(me);
    await t.call('POST', `${D}/status`, { token: me.token, body: { process_id: p.process_id, status: 1 } });
    const copy = await t.call('POST', `${D}/copy`, { token: me.token, body: { process_id: p.process_id } });
    expect(copy.data).toMatchObject({ title: '副本我的流程', status: 0, content: p.content, step_count: 3 });
    expect(copy.data.process_id).not.toBe(p.process_id);
  });

  it('updates content as a new version, and title alone without one', async () => {
    const me = await t.signUp();
    const p = await add(me);
    const renamed = await t.call('POST', `${D}/update`, { token: me.token, body: { id: p.process_id, title: '新名字', content: p.content } });
    expect(renamed.data).toMatchObject({ title: '新名字', version_id: p.version_id });
    const changed = await t.call('POST', `${D}/update`, {
      token: me.token,
      body: { process_id: p.process_id, content: aContent(4), version_remark: '加了两步' },
    });
    expect(changed.data).toMatchObject({ step_count: 5, version_remark: '加了两步' });
    expect(changed.data.version_id).not.toBe(p.version_id);
    const versions = await t.call('GET', `${D}/versions`, { token: me.token, query: { process_id: p.process_id } });
    expect(versions.data.total).toBe(2);
  });

  it('leaves content and versions untouched when an update breaks the step limit', async () => {
    const me = await t.signUp();
    const p = await add(me);
    const res = await t.call('POST', `${D}/update`, {
      token: me.token,
      body: { process_id: p.process_id, title: '不该保存', content: aContent(60) },
    });
    expect([res.status, res.code]).toEqual([403, 3004]);
    const after = await t.call('GET', `${D}/detail`, { token: me.token, query: { process_id: p.process_id } });
    expect(after.data).toMatchObject({ title: '我的流程', content: p.content, version_id: p.version_id, updated_at: p.updated_at });
    expect((await t.call('GET', `${D}/versions`, { token: me.token, query: { process_id: p.process_id } })).data.total).toBe(1);
  });

  it('gets one, gets many in a batch, and leaves foreign ids out of the batch', async () => {
    const me = await t.signUp();
    const other = await t.signUp();
    const [a, b] = [await add(me), await add(me)];
    const theirs = await add(other);
    const one = await t.call('GET', `${D}/getone`, { token: me.token, query: { process_id: a.process_id } });
    expect(one.data.process_id).toBe(a.process_id);
    expect(one.data).not.toHaveProperty('content');
    const batch = await t.call('GET', `${D}/batch`, {
      token: me.token,
      query: { ids: [a.process_id, b.process_id, theirs.process_id, 'x'].join(',') },
    });
    expect(batch.data.list.map((p: { process_id: string }) => p.process_id).sort()).toEqual([a.process_id, b.process_id].sort());
  });

  it('gives the details of many pipelines in one call, never another company’s, and refuses bad id lists', async () => {
    const me = await t.signUp();
    const other = await t.signUp();
    const [a, b] = [await add(me, { content: aContent(2) }), await add(me)];
    const theirs = await add(other, { title: '别家的流程' });
    const batch = await t.call('GET', `${D}/batch_detail`, {
      token: me.token,
      query: { ids: [a.process_id, b.process_id, theirs.process_id, '1234567890123456', '9999999999999999999'].join(',') },
    });
    const byId = new Map(batch.data.list.map((p: { process_id: string }) => [p.process_id, p]));
    expect([...byId.keys()].sort()).toEqual([a.process_id, b.process_id].sort());
    expect(byId.get(a.process_id)).toEqual((await t.call('GET', `${D}/detail`, { token: me.token, query: { process_id: a.process_id } })).data);
    expect(batch.raw).not.toContain('别家的流程');
    for (const ids of ['x', `${a.process_id},abc`, '', Array(101).fill(a.process_id).join(',')]) {
      const bad = await t.call('GET', `${D}/batch_detail`, { token: me.token, query: { ids } });
      expect([bad.status, bad.code]).toEqual([400, 4000]);
      expect(bad.msg).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('switches on and off, and refuses to pass the plan’s enabled limit', async () => {
    const me = await t.signUp();
    const max = planLimits('free').maxEnabledPipelines;
    const all = [];
    for (let i = 0; i <= max; i++) all.push(await add(me, { title: `p${i}` }));
    for (const p of all.slice(0, max)) {
      expect((await t.call('POST', `${D}/status`, { token: me.token, body: { process_id: p.process_id, status: 1 } })).data.status).toBe(1);
    }
    const over = await t.call('POST', `${D}/status`, { token: me.token, body: { process_id: all[max].process_id, status: 1 } });
    expect([over.status, over.code, over.msg]).toEqual([403, 3001, ERRORS.PLAN_ENABLED_LIMIT.msg]);
    // Switching an already-on pipeline on again is not a new enablement.
    expect((await t.call('POST', `${D}/status`, { token: me.token, body: { process_id: all[0].process_id, status: 1 } })).code).toBe(0);
    await t.call('POST', `${D}/status`, { token: me.token, body: { process_id: all[0].process_id, status: 0 } });
    expect((await t.call('POST', `${D}/status`, { token: me.token, body: { process_id: all[max].process_id, status: 1 } })).code).toBe(0);
  });

  it('saves a draft with problems but refuses to switch it on, or to change it while on, naming the problems (spec §4–§5)', async () => {
    const me = await t.signUp();
    const steps = JSON.parse(aContent(1)) as Array<Record<string, unknown>>;
    const emptyFilter = {
      uuid: 'filter',
      action_type: '2',
      app_id: '1003',
      action_id: 'filter',
      params: { conditions: [[{ field: '', operator: 13, value: '' }]] },
    };
    const withProblem = JSON.stringify([...steps, emptyFilter]);
    const p = await add(me, { content: withProblem });

    const refused = await t.call('POST', `${D}/status`, { token: me.token, body: { process_id: p.process_id, status: 1 } });
    expect([refused.status, refused.code, refused.msg]).toEqual([
      400,
      ERRORS.PIPELINE_HAS_PROBLEMS.code,
      '流程有 1 个问题，修复后才能启用：过滤条件不完整：第 1 个条件未选择字段',
    ]);
    expect(refused.data.problems).toEqual([
      { step_uuid: 'filter', code: ERRORS.CONTENT_INVALID.code, message: '过滤条件不完整：第 1 个条件未选择字段' },
    ]);
    expect((await t.call('GET', `${D}/getone`, { token: me.token, query: { process_id: p.process_id } })).data.status).toBe(0);

    const fixed = JSON.stringify([...steps, { ...emptyFilter, params: { conditions: [[{ field: '{{1.a}}', operator: 42 }]] } }]);
    expect((await t.call('POST', `${D}/update`, { token: me.token, body: { process_id: p.process_id, content: fixed } })).code).toBe(0);
    expect((await t.call('POST', `${D}/status`, { token: me.token, body: { process_id: p.process_id, status: 1 } })).data.status).toBe(1);

    const broken = await t.call('POST', `${D}/update`, { token: me.token, body: { process_id: p.process_id, content: withProblem } });
    expect([broken.status, broken.code]).toEqual([400, ERRORS.PIPELINE_HAS_PROBLEMS.code]);
    expect(broken.msg).toMatch(/^流程已启用，不能保存有 1 个问题的内容/);
    const stored = await t.call('GET', `${D}/detail`, { token: me.token, query: { process_id: p.process_id } });
    expect([stored.data.status, stored.data.content]).toEqual([1, fixed]);
    const restored = await t.call('POST', `${D}/version/reuse`, { token: me.token, body: { process_id: p.process_id, version_id: p.version_id } });
    expect(restored.code).toBe(ERRORS.PIPELINE_HAS_PROBLEMS.code);
  });

  it('deletes so the pipeline is never seen again', async () => {
    const me = await t.signUp();
    const p = await add(me);
    const del = await t.call('GET', `${D}/delete`, { token: me.token, query: { process_id: p.process_id } });
    expect(del.data).toEqual({ process_id: p.process_id });
    expect((await t.call('GET', `${D}/getone`, { token: me.token, query: { process_id: p.process_id } })).status).toBe(404);
    expect((await t.call('GET', `${D}/list`, { token: me.token })).data.total).toBe(0);
    expect((await t.call('GET', `${D}/delete`, { token: me.token, query: { process_id: p.process_id } })).code).toBe(4004);
  });
});
