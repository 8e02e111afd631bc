import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

describe('company console through GraphQL', () => {
  it('reads the company and every event’s config, its people in one batched user call with the owners', async () => {
    const { token, userid } = await stack.signUp('控制台');
    const saved = await stack.gql(
      `mutation ($u: [ID!]) { saveNoticeEventConfig(eventType: ACCOUNT_FAILED, input: { emailNotice: true, notifiedUserIds: $u }) {
        eventType status emailNotice smsNotice notifiedUsers { userid } updatedAt } }`,
      { u: [userid] },
      token,
    );
    expect(saved.data?.saveNoticeEventConfig).toEqual({
      eventType: 'ACCOUNT_FAILED',
      status: true,
      emailNotice: true,
      smsNotice: false,
      notifiedUsers: [{ userid }],
      updatedAt: expect.stringMatching(/Z$/),
    });
    await stack.gql(`mutation ($u: [ID!]) { saveMonitorSettings(input: { notifiedUserIds: $u, status: false }) { status } }`, { u: [userid] }, token);

    const before = stack.upstreamCalls.length;
    const read = await stack.gql(
      `{ company { companyId name plan timeZone memberCount owners { userid uname } }
         noticeEventConfigs { emailConfigured smsConfigured items { eventType status notifiedUsers { userid } updatedAt } } }`,
      undefined,
      token,
    );
    expect(read.errors).toBeUndefined();
    expect(read.data?.company).toMatchObject({ plan: 'free', timeZone: 'Asia/Shanghai', memberCount: 1, owners: [{ userid }] });
    expect(read.data?.noticeEventConfigs).toEqual({
      emailConfigured: false,
      smsConfigured: false,
      items: [
        { eventType: 'PROCESS_ERROR', status: false, notifiedUsers: [{ userid }], updatedAt: expect.any(String) },
        { eventType: 'ACCOUNT_FAILED', status: true, notifiedUsers: [{ userid }], updatedAt: expect.any(String) },
        { eventType: 'QUOTA_REACHED', status: true, notifiedUsers: [], updatedAt: null },
      ],
    });
    const calls = stack.upstreamCalls.slice(before).filter((c) => c !== 'GET /v1/api/user/info');
    expect(calls.sort()).toEqual(['GET /v1/api/base/company', 'GET /v1/api/base/notice/event-config', 'GET /v1/api/base/users']);
  });

  it('renames the company and changes its zone; a bad zone and another company’s person are the platform’s refusals', async () => {
    const { token } = await stack.signUp('改名');
    const other = await stack.signUp('别家');
    const updated = await stack.gql(
      `mutation { updateCompany(input: { name: "汇流新名字", timeZone: "asia/tokyo" }) { name timeZone } }`,
      undefined,
      token,
    );
    expect(updated.data?.updateCompany).toEqual({ name: '汇流新名字', timeZone: 'Asia/Tokyo' });
    const badZone = await stack.gql(`mutation { updateCompany(input: { timeZone: "UTC+8" }) { timeZone } }`, undefined, token);
    expect(badZone.errors?.[0]).toMatchObject({ message: '时区无效，请填写 IANA 时区名称，例如 Asia/Shanghai', extensions: { upstreamCode: 4251 } });
    const foreign = await stack.gql(
      `mutation ($u: [ID!]) { saveNoticeEventConfig(eventType: QUOTA_REACHED, input: { notifiedUserIds: $u }) { status } }`,
      { u: [other.userid] },
      token,
    );
    expect(foreign.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', upstreamCode: 4250 });
  });
});
