import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from './index';
import { envelope, startFakeServer, type FakeServer } from './test/fake-server';

// A stand-in platform whose 15 pipelines have 15 different creators, so only
// batching (not the per-key cache) can keep the user lookups to one call.
const pipelines = Array.from({ length: 15 }, (_, i) => ({
  process_id: String(9_000_000_000_000_000_000n + BigInt(i)),
  title: `流程 ${i}`,
  status: 0,
  create_channels: 2,
  template_id: null,
  process_type: 1,
  share_status: 0,
  collect_status: 0,
  app_ids: ['1001', '1007'],
  step_count: 2,
  creator_id: String(100 + i),
  version_id: null,
  version_remark: null,
  isDagExist: false,
  created_at: '2024-01-01T00:00:00Z',
  updated_at: '2024-01-01T00:00:00Z',
}));

let platform: FakeServer;
let gateway: RunningGateway;

beforeAll(async () => {
  platform = await startFakeServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    if (url.pathname === '/v1/api/dataprocess/list') {
      const limit = Number(url.searchParams.get('limit'));
      envelope(res, 0, { list: pipelines.slice(0, limit), total: pipelines.length });
    } else if (url.pathname === '/v1/api/base/users') {
      const ids = url.searchParams.get('ids')!.split(',');
      const list = ids.map((id) => ({
        userid: id,
        uid: id,
        company_id: '1',
        uname: `用户${id}`,
        email: null,
        mobile: null,
        corp_name: null,
        role: 'editor',
        role_name: '编辑者',
        disabled: 0,
        created_at: '2024-01-01T00:00:00Z',
      }));
      envelope(res, 0, { list, total: list.length });
    } else if (url.pathname === '/v1/api/dataprocess/batch_detail') {
      const ids = url.searchParams.get('ids')!.split(',');
      envelope(res, 0, { list: pipelines.filter((p) => ids.includes(p.process_id)).map((p) => ({ ...p, content: '[]', data_process: null })) });
    } else if (url.pathname === '/v1/api/process/app/batch') {
      // the catalogue's names (only the fields these tests read)
      const names: Record<string, string> = { '1001': 'Webhook', '1007': '发送数据' };
      const ids = url.searchParams.get('ids')!.split(',');
      envelope(res, 0, { list: ids.filter((id) => names[id]).map((id) => ({ app_id: id, app_name: names[id] })) });
    } else envelope(res, 4005, null, '接口不存在', 404);
  });
  gateway = await startGateway({ platformUrl: platform.url, upstream: { retryDelayMs: 0 } });
});

afterAll(async () => {
  await gateway.close();
  await platform.close();
});

async function list(limit: number, fields: string): Promise<{ data: { pipelines: { items: Record<string, any>[] } } }> {
  const reply = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer t' },
    body: JSON.stringify({ query: `query ($limit: Int) { pipelines(limit: $limit) { items { ${fields} } } }`, variables: { limit } }),
  });
  return (await reply.json()) as never;
}

describe('per-request loaders', () => {
  it('resolves the creators of a whole page with one batched user call', async () => {
    const before = platform.seen.length;
    const reply = await list(15, 'processId creator { userid uname }');
    const calls = platform.seen.slice(before).map((r) => r.url);
    expect(reply.data.pipelines.items.map((p) => p.creator.userid)).toEqual(pipelines.map((p) => p.creator_id));
    expect(calls.filter((u) => u.startsWith('/v1/api/base/users'))).toHaveLength(1);
    expect(calls).toHaveLength(2);
    expect(new URL(calls[1]!, 'http://x').searchParams.get('ids')!.split(',')).toHaveLength(15);
  });

  it('keeps long ids exact and names apps from the catalogue in one batch call', async () => {
    const before = platform.seen.length;
    const reply = await list(15, 'processId apps { appId appName } favourite');
    const batches = platform.seen.slice(before).filter((r) => r.url.startsWith('/v1/api/process/app/batch'));
    expect(batches).toHaveLength(1);
    expect(new URL(batches[0]!.url, 'http://x').searchParams.get('ids')).toBe('1001,1007');
    expect(reply.data.pipelines.items[0]).toEqual({
      processId: '9000000000000000000',
      apps: [
        { appId: '1001', appName: 'Webhook' },
        { appId: '1007', appName: '发送数据' },
      ],
      favourite: false,
    });
  });

  it('fetches the details of a page in one call for steps and dataProcess together', async () => {
    const before = platform.seen.length;
    const reply = await list(3, 'steps { uuid } dataProcess');
    expect(reply.data.pipelines.items).toEqual(Array(3).fill({ steps: [], dataProcess: null }));
    const details = platform.seen.slice(before).filter((r) => r.url.startsWith('/v1/api/dataprocess/batch_detail'));
    expect(details).toHaveLength(1);
    expect(new URL(details[0]!.url, 'http://x').searchParams.get('ids')!.split(',')).toHaveLength(3);
  });

  it('starts fresh for every request: nothing is cached across callers', async () => {
    const before = platform.seen.length;
    await list(1, 'creator { userid }');
    await list(1, 'creator { userid }');
    const userCalls = platform.seen.slice(before).filter((r) => r.url.startsWith('/v1/api/base/users'));
    expect(userCalls).toHaveLength(2);
  });
});
