import { ERRORS } from '@huiliu/core';
import { describe, expect, it } from 'vitest';
import { drivers, usePlatform } from '../../test/harness';
import { aContent } from '../dataprocess/fixtures';

const webhook = { uuid: 't', action_type: '1', app_id: '1001', action_id: 'receive', params: {} };

describe.each(drivers())('GET flow/checkdagstatus and expand (%s)', (kind) => {
  const f = usePlatform(kind);

  it("judges each of the company's pipelines with core's validation, and leaves out unknown and foreign ids", async () => {
    const me = await f.signUp();
    const add = async (content: string) =>
      (await f.call('POST', '/v1/api/dataprocess/add', { token: me.token, body: { title: '流程', content } })).data.process_id as string;
    const good = await add(aContent(1));
    const noAction = await add(JSON.stringify([webhook, { uuid: 'x', action_type: '2', app_id: '1007', params: {} }]));
    const empty = await add('[]');
    const other = await f.signUp();
    const foreign = (await f.call('POST', '/v1/api/dataprocess/add', { token: other.token, body: { content: aContent(1) } })).data.process_id;

    const res = await f.call('GET', '/v1/api/data/flow/checkdagstatus', {
      token: me.token,
      query: { process_ids: [good, noAction, empty, foreign, '999'].join(',') },
    });
    expect(res.code).toBe(0);
    const byId = Object.fromEntries(res.data.list.map((s: { process_id: string }) => [s.process_id, s]));
    expect(Object.keys(byId).sort()).toEqual([good, noAction, empty].sort());
    expect(byId[good]).toEqual({ process_id: good, isDagExist: true, ok: true, problems: [] });
    expect(byId[noAction]).toMatchObject({ isDagExist: true, ok: false });
    expect(byId[noAction].problems).toContainEqual(expect.objectContaining({ step_uuid: 'x', code: ERRORS.CONTENT_INVALID.code }));
    expect(byId[empty]).toMatchObject({ isDagExist: false, ok: false });
  });

  it('refuses a malformed id list with 4000 and a Chinese message', async () => {
    const me = await f.signUp();
    const res = await f.call('GET', '/v1/api/data/flow/checkdagstatus', { token: me.token, query: { process_ids: 'abc' } });
    expect([res.status, res.code]).toEqual([400, 4000]);
    expect(res.msg).toMatch(/[\u4e00-\u9fff]/);
  });

  it('widens keywords to the built-in actions they name, for signed-in callers only', async () => {
    const me = await f.signUp();
    const res = await f.call('GET', '/v1/api/data/expand', { token: me.token, query: { keywords: 'webhook 请求头' } });
    expect(res.code).toBe(0);
    expect(res.data.terms).toEqual(['webhook', '请求头']);
    expect(res.data.matches).toContainEqual({
      app_id: '1001',
      app_name: 'Webhook',
      action_id: expect.any(String),
      action_name: '接收到带请求头的数据时',
    });
    const blank = await f.call('GET', '/v1/api/data/expand', { token: me.token, query: { keywords: '   ' } });
    expect([blank.status, blank.code]).toEqual([400, 4000]);
    expect((await f.call('GET', '/v1/api/data/expand', { query: { keywords: 'webhook' } })).code).toBe(2101);
  });
});
