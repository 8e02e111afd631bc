import { randomBytes } from 'node:crypto';
import { ERRORS } from '@huiliu/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_FORM, startJinshuju, type JinshujuStandin } from '../../apps/standins/jinshuju';
import { appAccounts } from '../../db/schema-apps';
import { loopbackHttp } from '../../test/engine-fixtures';
import { drivers, usePlatform, type SignedUp } from '../../test/harness';

const secretKey = randomBytes(32);
const J = '/v1/api/data/jinshuju';

describe.each(drivers())('the form service calls under /v1/api/data/jinshuju (%s)', (kind) => {
  const t = usePlatform(kind, { secretKey, engine: { http: loopbackHttp() } });
  let jsj: JinshujuStandin;
  let me: SignedUp;
  let other: SignedUp;
  let jsjId: string;
  beforeAll(async () => {
    jsj = await startJinshuju({ key: 'key-A1', secret: 'secret-A1-long', forms: [SIGNUP_FORM, { token: 'Feedback', name: '意见反馈', fields: [] }] });
    me = await t.signUp();
    other = await t.signUp();
  });
  afterAll(() => jsj.close());

  const keys = (secret = 'secret-A1-long') => ({ api_key: 'key-A1', api_secret: secret, base_url: jsj.url });

  it('refuses a wrong key with 4353 and saves nothing', async () => {
    const r = await t.call('POST', `${J}/auth`, { token: me.token, body: { ...keys('wrong-secret') } });
    expect([r.status, r.code]).toEqual([400, ERRORS.JINSHUJU_CREDENTIALS_REFUSED.code]);
    expect(r.msg).toContain('Invalid API Key or API Secret');
    expect(r.raw).not.toContain('wrong-secret');
    expect((await t.call('GET', `${J}/account`, { token: me.token })).data).toEqual({ list: [], total: 0 });
  });

  it('adds an account once 金数据 accepts the keys: status ok, the secret masked, the keys sealed at rest', async () => {
    const r = await t.call('POST', `${J}/auth`, { token: me.token, body: { ...keys(), account_name: '报名表账户' } });
    expect(r.code).toBe(0);
    jsjId = r.data.accountId;
    expect(r.data).toMatchObject({ accountName: '报名表账户', appId: '2012', accountType: 'basic', status: 'ok' });
    expect(r.data.authData).toEqual({ api_key: 'key-A1', api_secret: '******', base_url: jsj.url });
    const [row] = await t.db.select().from(appAccounts).where(eq(appAccounts.id, jsjId));
    expect(row!.authSealed).not.toContain('secret-A1-long');
    expect(row!.authSealed).not.toContain('key-A1');
    const list = await t.call('GET', `${J}/account`, { token: me.token });
    expect(list.data.list.map((a: { accountId: string }) => a.accountId)).toEqual([jsjId]);
    expect((await t.call('GET', `${J}/account`, { token: other.token })).data.total).toBe(0);
  });

  it('passes the connection test, and fails it once the key is revoked', async () => {
    const ok = await t.call('GET', '/v1/api/app/connect_test', { token: me.token, query: { account_id: jsjId } });
    expect(ok.data).toMatchObject({ ok: true, tested: true });
    jsj.credentials.delete('key-A1:secret-A1-long');
    const bad = await t.call('GET', '/v1/api/app/connect_test', { token: me.token, query: { account_id: jsjId } });
    expect(bad.data).toMatchObject({ ok: false, account: { status: 'failed' } });
    jsj.credentials.add('key-A1:secret-A1-long');
  });

  it('key: new keys are proven before they replace the old ones', async () => {
    const wrong = await t.call('POST', `${J}/key`, { token: me.token, body: { account_id: jsjId, api_key: 'key-A1', api_secret: 'nope-nope' } });
    expect(wrong.code).toBe(ERRORS.JINSHUJU_CREDENTIALS_REFUSED.code);
    jsj.credentials.add('key-B2:secret-B2-long');
    const right = await t.call('POST', `${J}/key`, { token: me.token, body: { account_id: jsjId, api_key: 'key-B2', api_secret: 'secret-B2-long' } });
    expect(right.data).toMatchObject({ accountId: jsjId, status: 'ok', authData: { api_key: 'key-B2', api_secret: '******', base_url: jsj.url } });
    const masked = await t.call('POST', `${J}/auth`, {
      token: me.token,
      body: { account_id: jsjId, api_key: 'key-B2', api_secret: '******', account_name: '改名' },
    });
    expect(masked.data).toMatchObject({ accountId: jsjId, accountName: '改名', status: 'ok' });
    const theirs = await t.call('POST', `${J}/key`, {
      token: other.token,
      body: { account_id: jsjId, api_key: 'key-B2', api_secret: 'secret-B2-long' },
    });
    expect(theirs.code).toBe(ERRORS.NOT_FOUND.code);
  });

  it('auth: GET tells the API-key method and why not OAuth; an OAuth code is refused either way', async () => {
    const info = await t.call('GET', `${J}/auth`, { token: me.token, query: { account_id: jsjId } });
    expect(info.data).toMatchObject({ methods: ['basic'], oauth_supported: false, account: { accountId: jsjId } });
    expect(info.data.oauth_note).toContain('API Key');
    for (const r of [
      await t.call('GET', `${J}/auth`, { token: me.token, query: { code: 'abc' } }),
      await t.call('POST', `${J}/auth`, { token: me.token, body: { code: 'abc' } }),
    ]) {
      expect(r.code).toBe(ERRORS.JINSHUJU_OAUTH_UNSUPPORTED.code);
    }
    expect((await t.call('POST', `${J}/auth`, { token: me.token, body: { api_key: 'k' } })).code).toBe(ERRORS.BAD_REQUEST.code);
  });

  it('form/select lists the account’s forms; form/detail gives the fields with their Chinese labels and choices', async () => {
    const forms = await t.call('GET', `${J}/form/select`, { token: me.token, query: { jsj_id: jsjId } });
    expect(forms.data).toMatchObject({
      total: 2,
      next: null,
      list: [
        { form_token: 'SignUp', name: '活动报名' },
        { form_token: 'Feedback', name: '意见反馈' },
      ],
    });
    const detail = await t.call('GET', `${J}/form/detail`, { token: me.token, query: { jsj_id: jsjId, jsj_form_token: 'SignUp' } });
    expect(detail.data).toMatchObject({ jsj_id: jsjId, form_token: 'SignUp', name: '活动报名', push_url: null, pipelines: [] });
    expect(detail.data.fields).toEqual([
      { api_code: 'field_1', label: '姓名', type: 'single_line_text', required: true, choices: [] },
      { api_code: 'field_2', label: '称呼', type: 'single_choice', required: false, choices: SIGNUP_FORM.fields[1]!.choices },
      { api_code: 'field_3', label: '人数', type: 'number', required: false, choices: [] },
    ]);
    const one = await t.call('GET', `${J}/form/detail`, { token: me.token, query: { jsj_id: jsjId, jsj_form_token: 'SignUp', item: 'field_2' } });
    expect(one.data.fields.map((f: { api_code: string }) => f.api_code)).toEqual(['field_2']);
    const noItem = await t.call('GET', `${J}/form/detail`, { token: me.token, query: { jsj_id: jsjId, jsj_form_token: 'SignUp', item: 'field_9' } });
    expect(noItem.code).toBe(ERRORS.JINSHUJU_FIELD_UNKNOWN.code);
    const noForm = await t.call('GET', `${J}/form/detail`, { token: me.token, query: { jsj_id: jsjId, jsj_form_token: 'Nope' } });
    expect(noForm.code).toBe(ERRORS.NOT_FOUND.code);
    const badToken = await t.call('GET', `${J}/form/detail`, { token: me.token, query: { jsj_id: jsjId, jsj_form_token: '../me' } });
    expect(badToken.code).toBe(ERRORS.BAD_REQUEST.code);
    const theirs = await t.call('GET', `${J}/form/select`, { token: other.token, query: { jsj_id: jsjId } });
    expect(theirs.code).toBe(ERRORS.NOT_FOUND.code);
  });

  it('add writes an entry by api code, choices by label; a field the form lacks is refused and nothing is written', async () => {
    const added = await t.call('POST', `${J}/add`, {
      token: me.token,
      body: { jsj_id: jsjId, form_token: 'SignUp', fields: { field_1: '李雷', field_2: '先生' } },
    });
    expect(added.data).toMatchObject({ form_token: 'SignUp', form_name: '活动报名', entry: { field_1: '李雷', field_2: '2jYk' } });
    const before = jsj.entries('SignUp').length;
    const unknown = await t.call('POST', `${J}/add`, { token: me.token, body: { jsj_id: jsjId, form_token: 'SignUp', fields: { 姓名: '韩梅梅' } } });
    expect([unknown.code, unknown.msg]).toEqual([ERRORS.JINSHUJU_FIELD_UNKNOWN.code, '表单中没有这个字段：姓名']);
    const missing = await t.call('POST', `${J}/add`, { token: me.token, body: { jsj_id: jsjId, form_token: 'SignUp', fields: { field_3: 2 } } });
    expect([missing.code, missing.msg]).toEqual([ERRORS.OUTBOUND_FAILED.code, '请求金数据失败：姓名 不能为空（HTTP 422）']);
    expect(jsj.entries('SignUp')).toHaveLength(before);
  });

  it('the editor’s form picker and the trigger’s sample go through the account (the newest entry first)', async () => {
    const options = await t.call('POST', '/v1/api/process/app/model/data', {
      token: me.token,
      body: { app_id: '2012', action_id: 'add_entry', field_key: 'form', account_id: jsjId },
    });
    expect(options.data.list).toEqual([
      { value: 'SignUp', label: '活动报名' },
      { value: 'Feedback', label: '意见反馈' },
    ]);
    await t.call('POST', `${J}/add`, { token: me.token, body: { jsj_id: jsjId, form_token: 'SignUp', fields: { field_1: '最新的' } } });
    const sample = await t.call('POST', '/v1/api/process/app/model/value', {
      token: me.token,
      body: { app_id: '2012', action_id: 'new_entry', account_id: jsjId, input: { form: 'SignUp' }, no_flatten: 1 },
    });
    expect(sample.data.list[0]).toMatchObject({ field_1: '最新的' });
    expect(sample.data.list.length).toBe(jsj.entries('SignUp').length);
  });

  it('a viewer reads forms but may not add accounts or entries', async () => {
    const viewer = await t.addMember(me, 'viewer');
    expect((await t.call('GET', `${J}/form/select`, { token: viewer.token, query: { jsj_id: jsjId } })).code).toBe(0);
    expect((await t.call('POST', `${J}/auth`, { token: viewer.token, body: keys() })).code).toBe(ERRORS.FORBIDDEN.code);
    expect((await t.call('POST', `${J}/add`, { token: viewer.token, body: { jsj_id: jsjId, form_token: 'SignUp', fields: {} } })).code).toBe(
      ERRORS.FORBIDDEN.code,
    );
  });
});
