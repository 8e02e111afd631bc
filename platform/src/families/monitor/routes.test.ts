import { beforeAll, describe, expect, it } from 'vitest';
import { drivers, usePlatform, type SignedUp } from '../../test/harness';

const M = '/v1/api/application/monitor';
const S = `${M}/general/settings`;

describe.each(drivers())('error monitor routes on %s', (kind) => {
  const t = usePlatform(kind);
  let me: SignedUp;
  let other: SignedUp;
  let watched: string;
  let handler: string;
  let theirs: string;
  const pipeline = async (who: SignedUp, title: string) =>
    (await t.call('POST', '/v1/api/dataprocess/add', { token: who.token, body: { title } })).data.process_id as string;

  beforeAll(async () => {
    me = await t.signUp();
    other = await t.signUp();
    watched = await pipeline(me, '订单同步');
    handler = await pipeline(me, '错误处理');
    theirs = await pipeline(other, '别家流程');
  });

  it('reports an unwatched pipeline, then watches it with an error pipeline, changes and removes the relation', async () => {
    expect((await t.call('GET', `${M}/relation`, { token: me.token, query: { process_id: watched } })).data).toEqual({
      process_id: watched,
      monitored: 0,
      error_process_id: null,
    });
    const added = await t.call('POST', `${M}/add`, { token: me.token, body: { process_id: watched, error_process_id: handler } });
    expect(added.data).toEqual({ process_id: watched, monitored: 1, error_process_id: handler });
    const paused = await t.call('POST', `${M}/update`, { token: me.token, body: { process_id: watched, monitored: 0 } });
    expect(paused.data).toEqual({ process_id: watched, monitored: 0, error_process_id: handler });
    const cleared = await t.call('POST', `${M}/update`, { token: me.token, body: { process_id: watched, monitored: 1, error_process_id: null } });
    expect(cleared.data).toEqual({ process_id: watched, monitored: 1, error_process_id: null });
    expect((await t.call('POST', `${M}/delete`, { token: me.token, body: { process_id: watched } })).data).toEqual({ process_id: watched });
    expect((await t.call('GET', `${M}/relation`, { token: me.token, query: { process_id: watched } })).data.monitored).toBe(0);
  });

  it('refuses a pipeline as its own error pipeline', async () => {
    const res = await t.call('POST', `${M}/add`, { token: me.token, body: { process_id: watched, error_process_id: watched } });
    expect([res.status, res.code]).toEqual([400, 4000]);
    expect(res.msg).toContain('错误处理流程');
  });

  it('treats another company’s pipeline, as watched or as error pipeline, like an unknown one', async () => {
    await t.call('POST', `${M}/add`, { token: other.token, body: { process_id: theirs } });
    const tries = [
      t.call('GET', `${M}/relation`, { token: me.token, query: { process_id: theirs } }),
      t.call('POST', `${M}/add`, { token: me.token, body: { process_id: theirs } }),
      t.call('POST', `${M}/update`, { token: me.token, body: { process_id: theirs, monitored: 0 } }),
      t.call('POST', `${M}/delete`, { token: me.token, body: { process_id: theirs } }),
      t.call('POST', `${M}/add`, { token: me.token, body: { process_id: watched, error_process_id: theirs } }),
      t.call('POST', `${M}/update`, { token: me.token, body: { process_id: watched, error_process_id: '1234567890123456' } }),
      t.call('GET', `${M}/relation`, { token: me.token, query: { process_id: 'nope' } }),
    ];
    const replies = await Promise.all(tries);
    for (const res of replies) expect([res.status, res.code]).toEqual([404, 4004]);
    expect(replies.some((r) => r.raw.includes('别家'))).toBe(false);
    expect((await t.call('GET', `${M}/relation`, { token: other.token, query: { process_id: theirs } })).data.monitored).toBe(1);
    expect((await t.call('GET', `${M}/relation`, { token: me.token, query: { process_id: watched } })).data.error_process_id).toBeNull();
  });

  it('gives defaults, saves settings field by field and refuses bad ones without changing them', async () => {
    expect((await t.call('GET', S, { token: me.token })).data).toEqual({
      email_notice: 0,
      sms_notice: 0,
      notified_users: [],
      emails: [],
      webhook_url: '',
      status: 1,
    });
    const saved = await t.call('POST', S, {
      token: me.token,
      body: {
        email_notice: 1,
        notified_users: [me.userid],
        emails: ['Ops@Example.com', 'ops@example.com'],
        webhook_url: 'https://hooks.example.com/a',
      },
    });
    expect(saved.data).toEqual({
      email_notice: 1,
      sms_notice: 0,
      notified_users: [me.userid],
      emails: ['ops@example.com'],
      webhook_url: 'https://hooks.example.com/a',
      status: 1,
    });
    expect((await t.call('POST', S, { token: me.token, body: { status: 0 } })).data).toMatchObject({
      status: 0,
      email_notice: 1,
      webhook_url: 'https://hooks.example.com/a',
    });
    for (const body of [{ emails: ['not-an-email'] }, { webhook_url: 'ftp://x' }, { status: 2 }, { notified_users: 'me' }]) {
      const res = await t.call('POST', S, { token: me.token, body });
      expect([res.status, res.code], JSON.stringify(body)).toEqual([400, 4000]);
    }
    const foreignUser = await t.call('POST', S, { token: me.token, body: { notified_users: [other.userid] } });
    expect([foreignUser.status, foreignUser.code, foreignUser.msg]).toEqual([400, 4250, '通知人员必须是本公司未停用的成员']);
    expect((await t.call('GET', S, { token: me.token })).data.notified_users).toEqual([me.userid]);
    expect((await t.call('GET', S, { token: other.token })).data.webhook_url).toBe('');
  });

  it('answers 2101 without a token and 4000/4001 on malformed input', async () => {
    const routes: Array<['GET' | 'POST', string]> = [
      ['GET', `${M}/relation`],
      ['POST', `${M}/add`],
      ['POST', `${M}/update`],
      ['POST', `${M}/delete`],
      ['GET', S],
      ['POST', S],
    ];
    for (const [method, url] of routes) {
      const res = await t.call(method, url, method === 'POST' ? { body: {} } : {});
      expect([res.status, res.code]).toEqual([401, 2101]);
    }
    expect((await t.call('GET', `${M}/relation`, { token: me.token })).code).toBe(4000);
    for (const url of [`${M}/add`, `${M}/update`, `${M}/delete`]) {
      expect((await t.call('POST', url, { token: me.token, body: { process_id: 7 } })).code).toBe(4000);
      expect((await t.call('POST', url, { token: me.token, body: '{' })).code).toBe(4001);
    }
    expect((await t.call('POST', `${M}/update`, { token: me.token, body: { process_id: watched, monitored: 5 } })).code).toBe(4000);
  });
});
