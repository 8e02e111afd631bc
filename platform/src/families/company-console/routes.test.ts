import { aPipeline } from '@huiliu/core';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { platformEngine } from '../../app';
import { users } from '../../db/schema';
import { livePipeline } from '../../test/engine-fixtures';
import { drivers, usePlatform, type SignedUp } from '../../test/harness';

const COMPANY = '/v1/api/base/company';
const CONFIGS = '/v1/api/base/notice/event-config';
const MONITOR = '/v1/api/application/monitor/general/settings';

describe.each(drivers())('company console on %s', (kind) => {
  const t = usePlatform(kind);
  let owner: SignedUp;
  let admin: SignedUp;
  let viewer: SignedUp;
  let gone: SignedUp;
  let other: SignedUp;

  beforeAll(async () => {
    owner = await t.signUp({ company_name: '汇流测试有限公司' });
    [admin, viewer, gone] = [await t.addMember(owner, 'admin'), await t.addMember(owner, 'viewer'), await t.addMember(owner, 'editor')];
    await t.db
      .update(users)
      .set({ disabledAt: sql`now()` })
      .where(eq(users.id, gone.userid));
    other = await t.signUp({ company_name: '别家公司' });
  });

  it('shows every member the company: name, plan, time zone, its owner and how many people are not disabled', async () => {
    const info = await t.call('GET', COMPANY, { token: viewer.token });
    expect(info.data).toEqual({
      company_id: owner.company_id,
      name: '汇流测试有限公司',
      plan: 'free',
      time_zone: 'Asia/Shanghai',
      created_at: expect.any(String),
      owner_ids: [owner.userid],
      member_count: 3,
    });
    expect((await t.call('GET', COMPANY, { token: other.token })).data).toMatchObject({
      name: '别家公司',
      owner_ids: [other.userid],
      member_count: 1,
    });
  });

  it('renames the company and moves it to another IANA zone, spelt as the runtime spells it', async () => {
    const renamed = await t.call('POST', COMPANY, { token: admin.token, body: { name: '  汇流科技  ' } });
    expect(renamed.data).toMatchObject({ name: '汇流科技', time_zone: 'Asia/Shanghai' });
    const moved = await t.call('POST', COMPANY, { token: owner.token, body: { time_zone: 'europe/berlin' } });
    expect(moved.data).toMatchObject({ name: '汇流科技', time_zone: 'Europe/Berlin' });
    expect((await t.call('GET', '/v1/api/user/info', { token: owner.token })).data.corp_name).toBe('汇流科技');
    expect((await t.call('GET', COMPANY, { token: other.token })).data).toMatchObject({ name: '别家公司', time_zone: 'Asia/Shanghai' });
    await t.call('POST', COMPANY, { token: owner.token, body: { name: '汇流测试有限公司', time_zone: 'Asia/Shanghai' } });
  });

  it('refuses a bad name or zone, and a role without company.manage, changing nothing', async () => {
    for (const zone of ['+08:00', 'GMT+8', 'Mars/Olympus_Mons', 'Asia/Shanghai/']) {
      const res = await t.call('POST', COMPANY, { token: owner.token, body: { time_zone: zone } });
      expect([res.status, res.code, res.msg], zone).toEqual([400, 4251, '时区无效，请填写 IANA 时区名称，例如 Asia/Shanghai']);
    }
    for (const body of [{ name: '' }, { name: '   ' }, { name: 'x'.repeat(101) }, { name: 7 }, { time_zone: 'x'.repeat(65) }, { time_zone: '' }]) {
      const res = await t.call('POST', COMPANY, { token: owner.token, body });
      expect([res.status, res.code], JSON.stringify(body)).toEqual([400, 4000]);
    }
    expect((await t.call('POST', COMPANY, { token: owner.token, body: '{"name":' })).code).toBe(4001);
    const refused = await t.call('POST', COMPANY, { token: viewer.token, body: { name: '被改了' } });
    expect([refused.status, refused.code]).toEqual([403, 4003]);
    expect((await t.call('GET', COMPANY, { token: owner.token })).data).toMatchObject({ name: '汇流测试有限公司', time_zone: 'Asia/Shanghai' });
    expect((await t.call('GET', COMPANY, {})).code).toBe(2101);
  });

  it('moves the switched-on schedules to the new zone at once', async () => {
    const content = aPipeline()
      .withStep('send', { app_id: '1007', action_id: 'http', params: { url: 'http://127.0.0.1:9/', method: 'GET' } })
      .build();
    content[0] = { ...content[0]!, app_id: '1002', action_id: 'schedule', params: { cron: '0 9 * * *' } };
    const { processId } = await livePipeline(t, owner.token, content);
    const engine = platformEngine(t.app);
    const nineIn = async (zone: string) =>
      new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit' }).format(await engine.schedules.nextRun(processId));
    expect(await nineIn('Asia/Shanghai')).toBe('09:00');
    await t.call('POST', COMPANY, { token: owner.token, body: { time_zone: 'America/New_York' } });
    expect(await nineIn('America/New_York')).toBe('09:00');
    await t.call('POST', COMPANY, { token: owner.token, body: { time_zone: 'Asia/Shanghai' } });
    expect(await nineIn('Asia/Shanghai')).toBe('09:00');
  });

  it('gives every event type its defaults, and says that neither mail nor SMS is configured here', async () => {
    const res = await t.call('GET', CONFIGS, { token: viewer.token });
    const defaults = { status: 1, email_notice: 0, sms_notice: 0, notified_users: [], updated_at: null };
    expect(res.data).toEqual({
      list: [
        { event_type: 'process_error', ...defaults },
        { event_type: 'account_failed', ...defaults },
        { event_type: 'quota_reached', ...defaults },
      ],
      email_configured: 0,
      sms_configured: 0,
    });
  });

  it('saves one event field by field; process_error is the monitor’s general settings, one store both ways', async () => {
    await t.call('POST', MONITOR, { token: owner.token, body: { emails: ['ops@example.com'], webhook_url: 'https://hooks.example.com/a' } });
    const saved = await t.call('POST', `${CONFIGS}/process_error`, {
      token: admin.token,
      body: { email_notice: 1, sms_notice: 1, notified_users: [viewer.userid, owner.userid, viewer.userid] },
    });
    expect(saved.data).toEqual({
      event_type: 'process_error',
      status: 1,
      email_notice: 1,
      sms_notice: 1,
      notified_users: [viewer.userid, owner.userid],
      updated_at: expect.any(String),
    });
    expect((await t.call('GET', MONITOR, { token: owner.token })).data).toEqual({
      email_notice: 1,
      sms_notice: 1,
      notified_users: [viewer.userid, owner.userid],
      emails: ['ops@example.com'],
      webhook_url: 'https://hooks.example.com/a',
      status: 1,
    });
    await t.call('POST', MONITOR, { token: owner.token, body: { status: 0, notified_users: [admin.userid] } });
    const [processError] = (await t.call('GET', CONFIGS, { token: owner.token })).data.list;
    expect(processError).toMatchObject({ status: 0, email_notice: 1, notified_users: [admin.userid] });

    const quota = await t.call('POST', `${CONFIGS}/quota_reached`, { token: owner.token, body: { notified_users: [owner.userid] } });
    expect(quota.data).toMatchObject({ event_type: 'quota_reached', status: 1, email_notice: 0, notified_users: [owner.userid] });
    const off = await t.call('POST', `${CONFIGS}/quota_reached`, { token: owner.token, body: { status: 0 } });
    expect(off.data).toMatchObject({ status: 0, notified_users: [owner.userid] });
    const list = (await t.call('GET', CONFIGS, { token: owner.token })).data.list;
    expect(list.map((c: { event_type: string; status: number }) => [c.event_type, c.status])).toEqual([
      ['process_error', 0],
      ['account_failed', 1],
      ['quota_reached', 0],
    ]);
    expect((await t.call('GET', CONFIGS, { token: other.token })).data.list.every((c: { updated_at: null }) => c.updated_at === null)).toBe(true);
  });

  it('refuses another company’s people, unknown and disabled ones, bad shapes and unknown event types, writing nothing', async () => {
    const before = (await t.call('GET', CONFIGS, { token: owner.token })).data;
    for (const ids of [[other.userid], [owner.userid, other.userid], ['1234567890123456789'], ['abc'], [gone.userid]]) {
      for (const url of [`${CONFIGS}/account_failed`, MONITOR]) {
        const res = await t.call('POST', url, { token: owner.token, body: { status: 0, notified_users: ids } });
        expect([res.status, res.code, res.msg], `${url} ${ids.join()}`).toEqual([400, 4250, '通知人员必须是本公司未停用的成员']);
      }
    }
    const tooMany = Array.from({ length: 51 }, () => owner.userid);
    for (const body of [
      { status: 2 },
      { email_notice: true },
      { notified_users: owner.userid },
      { notified_users: [7] },
      { notified_users: tooMany },
    ]) {
      const res = await t.call('POST', `${CONFIGS}/account_failed`, { token: owner.token, body });
      expect([res.status, res.code], JSON.stringify(body)).toEqual([400, 4000]);
    }
    const unknown = await t.call('POST', `${CONFIGS}/run_failed`, { token: owner.token, body: { status: 0 } });
    expect([unknown.status, unknown.code]).toEqual([400, 4000]);
    expect(unknown.msg).toContain('通知事件类型不存在');
    expect((await t.call('POST', `${CONFIGS}/account_failed`, { token: owner.token, body: '[' })).code).toBe(4001);
    const viewerSave = await t.call('POST', `${CONFIGS}/account_failed`, { token: viewer.token, body: { status: 0 } });
    expect([viewerSave.status, viewerSave.code]).toEqual([403, 4003]);
    expect((await t.call('GET', CONFIGS, { token: owner.token })).data).toEqual(before);
    expect((await t.call('GET', CONFIGS, {})).code).toBe(2101);
  });
});
