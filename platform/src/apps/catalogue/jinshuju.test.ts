import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_FORM, startJinshuju, type JinshujuStandin } from '../standins/jinshuju';
import { useAppRun } from '../run/test-fixture';
import { validateManifest } from '../validate';
import { jinshuju } from './jinshuju';

const fx = useAppRun();

describe('金数据 (2012) steps against its stand-in', () => {
  let jsj: JinshujuStandin;
  let account: string;
  beforeAll(async () => {
    jsj = await startJinshuju({ key: 'jsj-key-1', secret: 'jsj-secret-1', forms: [SIGNUP_FORM], pageSize: 2 });
    account = await fx.account('2012', 'basic', { api_key: 'jsj-key-1', api_secret: 'jsj-secret-1', base_url: jsj.url }, undefined, '报名表账户');
  });
  afterAll(() => jsj.close());

  it('is a valid definition', () => {
    expect(validateManifest(jinshuju).ok).toBe(true);
  });

  it('添加数据 writes the mapped fields by api code, a choice given by its label sent as its code', async () => {
    const r = await fx.run(
      {
        app_id: '2012',
        action_id: 'add_entry',
        account_id: account,
        params: { form: 'SignUp', entry: { field_1: '{{1.name}}', field_2: '女士', field_3: '{{1.n}}' } },
      },
      { name: '韩梅梅', n: '3' },
    );
    expect(r.status).toBe('success');
    const sent = jsj.received.at(-1)!;
    expect([sent.method, sent.path, sent.body]).toEqual(['POST', '/api/v1/forms/SignUp/entries', { field_1: '韩梅梅', field_2: 'pIjs', field_3: 3 }]);
    expect(sent.headers.authorization).toBe(`Basic ${Buffer.from('jsj-key-1:jsj-secret-1').toString('base64')}`);
    expect(r.step.output).toMatchObject({ form: 'SignUp', form_name: '活动报名', entry: { serial_number: 1, field_1: '韩梅梅' } });
    expect(JSON.stringify(r.step)).not.toContain('jsj-secret-1');
  });

  it('添加数据 refuses a key the form lacks by name, and a missing required field with 金数据’s own words', async () => {
    const unknown = await fx.run({ app_id: '2012', action_id: 'add_entry', account_id: account, params: { form: 'SignUp', entry: { 姓名: 'x' } } });
    expect([unknown.status, unknown.step.error]).toEqual(['failed', '表单中没有这个字段：姓名']);
    const missing = await fx.run({ app_id: '2012', action_id: 'add_entry', account_id: account, params: { form: 'SignUp', entry: { field_3: 1 } } });
    expect(missing.step.error).toBe('姓名 不能为空（HTTP 422）');
  });

  it('查询数据 finds entries by a field’s label value across 金数据’s pages, and by a time window', async () => {
    for (const [name, title] of [
      ['李雷', '先生'],
      ['王芳', '女士'],
      ['赵强', '先生'],
    ]) {
      await fx.run({
        app_id: '2012',
        action_id: 'add_entry',
        account_id: account,
        params: { form: 'SignUp', entry: { field_1: name, field_2: title } },
      });
    }
    const sirs = await fx.run({
      app_id: '2012',
      action_id: 'find_entries',
      account_id: account,
      params: { form: 'SignUp', field: 'field_2', value: '先生' },
    });
    expect(sirs.status).toBe('success');
    expect((sirs.step.output as { entries: Array<{ field_1: string }> }).entries.map((e) => e.field_1)).toEqual(['李雷', '赵强']);
    expect(sirs.step.output).toMatchObject({ count: 2, first: { field_1: '李雷' } });
    const future = await fx.run({
      app_id: '2012',
      action_id: 'find_entries',
      account_id: account,
      params: { form: 'SignUp', since: '2999-01-01T00:00:00Z' },
    });
    expect(future.step.output).toEqual({ count: 0, total: 0, entries: [], first: null });
    const limited = await fx.run({ app_id: '2012', action_id: 'find_entries', account_id: account, params: { form: 'SignUp', limit: 3 } });
    expect((limited.step.output as { count: number }).count).toBe(3);
  });

  it('a revoked key fails the step naming the account, and the account shows failed', async () => {
    const revoked = await fx.account('2012', 'basic', { api_key: 'jsj-key-1', api_secret: 'old-secret-99', base_url: jsj.url }, undefined, '旧密钥');
    const r = await fx.run({ app_id: '2012', action_id: 'find_entries', account_id: revoked, params: { form: 'SignUp' } });
    expect(r.step.error).toBe('账户「旧密钥」授权失败：Invalid API Key or API Secret（HTTP 401）');
    expect(JSON.stringify(r.step)).not.toContain('old-secret-99');
    expect((await fx.store.get(fx.me.company_id, revoked)).status).toBe('failed');
  });

  it('another company’s account is not found, as an unknown one', async () => {
    const theirs = await fx.account('2012', 'basic', { api_key: 'jsj-key-1', api_secret: 'jsj-secret-1', base_url: jsj.url }, fx.other);
    const r = await fx.run({ app_id: '2012', action_id: 'find_entries', account_id: theirs, params: { form: 'SignUp' } });
    expect(r.step.error).toBe('账户不存在或已删除');
  });
});
