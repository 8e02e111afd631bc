import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

async function pipeline(token: string, title: string): Promise<string> {
  const reply = await stack.gql(`mutation ($t: String) { createPipeline(input: { title: $t }) { processId } }`, { t: title }, token);
  return reply.data!.createPipeline.processId as string;
}

describe('error monitor and notices through GraphQL', () => {
  it('watches a pipeline with an error pipeline resolved through the loader, then stops watching', async () => {
    const { token } = await stack.signUp('监控');
    const watched = await pipeline(token, '订单');
    const onError = await pipeline(token, '报警');
    const added = await stack.gql(
      `mutation ($p: ID!, $e: ID) { addMonitor(processId: $p, errorProcessId: $e) { processId monitored errorPipeline { title } } }`,
      { p: watched, e: onError },
      token,
    );
    expect(added.data?.addMonitor).toEqual({ processId: watched, monitored: true, errorPipeline: { title: '报警' } });
    const paused = await stack.gql(
      `mutation ($p: ID!) { updateMonitor(input: { processId: $p, monitored: false }) { monitored } }`,
      { p: watched },
      token,
    );
    expect(paused.data?.updateMonitor.monitored).toBe(false);
    expect((await stack.gql(`mutation ($p: ID!) { removeMonitor(processId: $p) }`, { p: watched }, token)).data?.removeMonitor).toBe(watched);
    const relation = await stack.gql(`query ($p: ID!) { monitorRelation(processId: $p) { monitored errorProcessId } }`, { p: watched }, token);
    expect(relation.data?.monitorRelation).toEqual({ monitored: false, errorProcessId: null });
  });

  it('saves the company’s notification settings with the people to notify', async () => {
    const { token, userid } = await stack.signUp('通知');
    const saved = await stack.gql(
      `mutation ($u: [ID!]) { saveMonitorSettings(input: { emailNotice: true, notifiedUserIds: $u, emails: ["ops@example.com"], status: true }) {
        emailNotice smsNotice emails status notifiedUsers { userid } } }`,
      { u: [userid] },
      token,
    );
    expect(saved.data?.saveMonitorSettings).toEqual({
      emailNotice: true,
      smsNotice: false,
      emails: ['ops@example.com'],
      status: true,
      notifiedUsers: [{ userid }],
    });
    const notices = await stack.gql(`{ notices { total unread items { noticeId } } }`, undefined, token);
    expect(notices.data?.notices).toEqual({ total: 0, unread: 0, items: [] });
    expect((await stack.gql(`mutation { markNoticesRead }`, undefined, token)).data?.markNoticesRead).toBe(0);
  });
});
