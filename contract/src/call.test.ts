import { describe, expect, it } from 'vitest';
import { accessOf, allCalls, envelope, Pipeline } from './index';

const aPipeline = {
  process_id: '1234567890123456789',
  title: '订单同步',
  status: 1,
  create_channels: null,
  template_id: null,
  process_type: null,
  share_status: 0,
  collect_status: 0,
  app_ids: ['1001'],
  step_count: 2,
  creator_id: '1234567890123456780',
  version_id: null,
  version_remark: null,
  isDagExist: true,
  created_at: '2026-11-22T08:00:00.000Z',
  updated_at: '2026-11-22T08:00:00.000Z',
};

describe('the contract', () => {
  it('declares every route once', () => {
    const routes = allCalls.map((c) => `${c.method} ${c.path}`);
    expect(routes.length).toBe(new Set(routes).size);
  });

  it('gives every call its access, public exactly where the call is open without a token', () => {
    for (const c of allCalls) {
      const access = accessOf(c);
      expect(access, `${c.method} ${c.path}`).toBeDefined();
      expect(access === 'public', `${c.method} ${c.path}`).toBe(c.public === true);
    }
  });

  it('takes a reply that matches its shape', () => {
    expect(envelope(Pipeline).safeParse({ code: 0, msg: '成功', data: aPipeline }).success).toBe(true);
  });

  it('refuses a reply with a field the contract does not name', () => {
    expect(Pipeline.safeParse({ ...aPipeline, content: '[]' }).success).toBe(false);
  });

  it('refuses a long id sent as a number (spec §5)', () => {
    expect(Pipeline.safeParse({ ...aPipeline, creator_id: 1234567890 }).success).toBe(false);
  });

  it('refuses a flag that is neither 0 nor 1', () => {
    expect(Pipeline.safeParse({ ...aPipeline, collect_status: 2 }).success).toBe(false);
  });

  it('refuses a failure code in a success envelope', () => {
    expect(envelope(Pipeline).safeParse({ code: 4004, msg: '数据不存在或已被删除', data: aPipeline }).success).toBe(false);
  });
});
