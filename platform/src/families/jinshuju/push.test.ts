import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { aPipeline, ERRORS } from '@huiliu/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_FORM, startJinshuju, type JinshujuStandin } from '../../apps/standins/jinshuju';
import { platformEngine } from '../../app';
import { loopbackHttp } from '../../test/engine-fixtures';
import { usePlatform, type SignedUp } from '../../test/harness';

const secretKey = randomBytes(32);
const J = '/v1/api/data/jinshuju';
const FOLLOW_UP = { token: 'FollowUp', name: '回访记录', fields: [{ api_code: 'field_1', label: '客户', type: 'single_line_text' }] };

describe('金数据 新表单数据: the data push and the polling fallback in real pipeline runs', () => {
  const t = usePlatform('pglite', { secretKey, engine: { http: loopbackHttp() } });
  let jsj: JinshujuStandin;
  let me: SignedUp;
  let base: string;
  let processId: string;
  let pushUrl: string;
  beforeAll(async () => {
    jsj = await startJinshuju({ key: 'push-key', secret: 'push-secret-1', forms: [SIGNUP_FORM, FOLLOW_UP] });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    me = await t.signUp();
  });
  afterAll(() => jsj.close());

  const runs = async () => (await t.call('POST', '/v1/api/log/list', { token: me.token, body: { process_id: processId, limit: 50 } })).data;
  const settle = async () => {
    await platformEngine(t.app).idle();
    for (let waited = 0; (await runs()).list.some((r: { status: string }) => r.status === 'queued' || r.status === 'running'); waited += 50) {
      if (waited > 10_000) throw new Error('runs did not finish');
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const poll = () => platformEngine(t.app).schedules.poller.poll(processId);
  const followUps = () => jsj.entries('FollowUp').map((e) => String(e.field_1));

  it('a pipeline 新表单数据 → 添加数据 switches on and points the form’s data push at its address', async () => {
    const account = await t.call('POST', `${J}/auth`, {
      token: me.token,
      body: { api_key: 'push-key', api_secret: 'push-secret-1', base_url: jsj.url },
    });
    const content = aPipeline()
      .withStep('add', {
        app_id: '2012',
        action_id: 'add_entry',
        account_id: account.data.accountId,
        params: { form: 'FollowUp', entry: { field_1: '{{1.field_1}} #{{1.serial_number}}' } },
      })
      .build();
    content[0] = { ...content[0]!, app_id: '2012', action_id: 'new_entry', account_id: account.data.accountId, params: { form: 'SignUp' } };
    const added = await t.call('POST', '/v1/api/dataprocess/add', {
      token: me.token,
      body: { title: '报名后回访', content: JSON.stringify(content) },
    });
    processId = added.data.process_id;
    expect((await t.call('POST', '/v1/api/dataprocess/status', { token: me.token, body: { process_id: processId, status: 1 } })).code).toBe(0);
    await poll();
    const connected = await t.call('POST', `${J}/push/connect`, { token: me.token, body: { process_id: processId }, headers: { host: base } });
    expect(connected.code).toBe(0);
    pushUrl = connected.data.push_url;
    expect(pushUrl).toMatch(new RegExp(`^http://${base}${J}/push/[A-Za-z0-9_-]{43}$`));
    expect(jsj.setting('SignUp').entry_post_url).toBe(pushUrl);
    const detail = await t.call('GET', `${J}/form/detail`, {
      token: me.token,
      query: { jsj_id: account.data.accountId, jsj_form_token: 'SignUp' },
      headers: { host: base },
    });
    expect(detail.data).toMatchObject({
      push_url: pushUrl,
      pipelines: [{ process_id: processId, title: '报名后回访', status: 1, push_url: pushUrl }],
    });
  });

  it('a pushed entry runs the pipeline once; 金数据 retrying the same push starts nothing', async () => {
    const { entry, push } = await jsj.submit('SignUp', { field_1: '韩梅梅' });
    expect(push).toMatchObject({ status: 200, body: { code: 0, data: { accepted: true, duplicate: false } } });
    await settle();
    expect(followUps()).toEqual([`韩梅梅 #${entry.serial_number}`]);
    const again = await jsj.push('SignUp', entry);
    expect(again.body).toMatchObject({ data: { accepted: false, duplicate: true, log_id: null } });
    await settle();
    expect((await runs()).total).toBe(1);
  });

  it('a push for another form, to an unknown address or not shaped as a push is refused and recorded nowhere', async () => {
    const before = {
      runs: (await runs()).total,
      accepts: (await t.call('GET', '/v1/api/data/webhook/accept/list', { token: me.token, query: { process_id: processId } })).data.total,
    };
    const { entry } = await jsj.submit('FollowUp', { field_1: '别的表单' }, { push: false });
    const otherForm = await jsj.push('FollowUp', entry, pushUrl);
    expect(otherForm).toMatchObject({ status: 403, body: { code: ERRORS.JINSHUJU_FORM_MISMATCH.code } });
    const badKey = await jsj.push('SignUp', { ...entry, serial_number: 999 }, pushUrl.replace(/push\/.{6}/, 'push/AAAAAA'));
    expect(badKey).toMatchObject({ status: 404, body: { code: ERRORS.JINSHUJU_PUSH_NOT_FOUND.code } });
    const notPush = await fetch(pushUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ form: 'SignUp' }),
    });
    expect(((await notPush.json()) as { code: number }).code).toBe(ERRORS.JINSHUJU_PUSH_INVALID.code);
    const after = {
      runs: (await runs()).total,
      accepts: (await t.call('GET', '/v1/api/data/webhook/accept/list', { token: me.token, query: { process_id: processId } })).data.total,
    };
    expect(after).toEqual(before);
  });

  it('the polling fallback runs an entry whose push never came, once; its late push and a pushed entry polled later start nothing', async () => {
    const { entry: missed } = await jsj.submit('SignUp', { field_1: '李雷' }, { push: false });
    const polled = await poll();
    expect(polled).toMatchObject({ started: 1, first: false });
    await settle();
    expect((await jsj.push('SignUp', missed)).body).toMatchObject({ data: { duplicate: true } });
    expect(await poll()).toMatchObject({ started: 0 });
    await settle();
    const names = followUps();
    expect(names.filter((n) => n.startsWith('韩梅梅'))).toHaveLength(1);
    expect(names.filter((n) => n.startsWith('李雷'))).toEqual([`李雷 #${missed.serial_number}`]);
    expect((await runs()).total).toBe(2);
  });

  it('an off pipeline refuses pushes (4032) and keeps nothing', async () => {
    await t.call('POST', '/v1/api/dataprocess/status', { token: me.token, body: { process_id: processId, status: 0 } });
    const { push } = await jsj.submit('SignUp', { field_1: '关闭后' });
    expect(push).toMatchObject({ status: 403, body: { code: ERRORS.PIPELINE_OFF.code } });
    expect((await runs()).total).toBe(2);
  });
});
