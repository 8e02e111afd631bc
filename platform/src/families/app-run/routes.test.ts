import { randomBytes } from 'node:crypto';
import { ERRORS } from '@huiliu/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountStore } from '../../apps/accounts';
import { loadCatalogue } from '../../apps/catalogue';
import { startGithub, type GithubStandin } from '../../apps/standins/github';
import { startSmtp } from '../../apps/standins/smtp';
import { loopbackHttp } from '../../test/engine-fixtures';
import { drivers, usePlatform, type SignedUp } from '../../test/harness';

const secretKey = randomBytes(32);
const catalogue = loadCatalogue();

describe.each(drivers())('app-run calls: connect_test, option, model/data, model/value (%s)', (kind) => {
  const t = usePlatform(kind, { secretKey, engine: { http: loopbackHttp() } });
  let gh: GithubStandin;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let me: SignedUp;
  let other: SignedUp;
  let store: AccountStore;
  const ids: Record<string, string> = {};
  const add = async (key: string, appId: string, type: string, data: Record<string, unknown>, company = me) => {
    ids[key] = (
      await store.create({
        companyId: company.company_id,
        userId: company.userid,
        app: catalogue.get(appId)!,
        accountType: type,
        accountName: key,
        data,
      })
    ).id;
  };

  beforeAll(async () => {
    gh = await startGithub({ token: 'ghp_route_token_1', repos: ['octo/shop', 'octo/blog'] });
    gh.addIssue('octo/shop', '第一个', 10);
    gh.addIssue('octo/shop', '第二个', 5);
    smtp = await startSmtp({ user: 'u@example.com', password: 'smtp-secret-1' });
    me = await t.signUp();
    other = await t.signUp();
    store = new AccountStore(t.db, secretKey, catalogue);
    await add('github', '2006', 'api_key', { token: 'ghp_route_token_1', base_url: gh.url });
    await add('revoked', '2006', 'api_key', { token: 'ghp_revoked_99', base_url: gh.url });
    await add('bot', '2001', 'custom', { webhook_url: 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=k' });
    await add('mail', '2004', 'custom', { host: '127.0.0.1', port: smtp.port, secure: false, user: 'u@example.com', password: 'smtp-secret-1' });
    await add('theirs', '2006', 'api_key', { token: 'ghp_route_token_1', base_url: gh.url }, other);
  });
  afterAll(async () => {
    await gh.close();
    await smtp.close();
  });

  const test = (account: string, token = me.token) => t.call('GET', '/v1/api/app/connect_test', { token, query: { account_id: account } });

  describe('GET /app/connect_test', () => {
    it('GitHub: GET /user through the account; status ok, secrets masked in the reply', async () => {
      const r = await test(ids.github!);
      expect(r.code).toBe(0);
      expect(r.data).toMatchObject({
        ok: true,
        message: '连接成功',
        tested: true,
        account: { accountId: ids.github, status: 'ok', authData: { token: '******', base_url: gh.url } },
      });
      expect(gh.received.at(-1)!.path).toBe('/user');
      expect(r.raw).not.toContain('ghp_route_token_1');
    });

    it("a revoked token: ok false with GitHub's words, status failed", async () => {
      const r = await test(ids.revoked!);
      expect(r.data).toMatchObject({
        ok: false,
        message: '连接失败：Bad credentials（HTTP 401）',
        account: { status: 'failed', statusMessage: 'Bad credentials（HTTP 401）' },
      });
    });

    it('SMTP logs in without sending', async () => {
      const r = await test(ids.mail!);
      expect(r.data).toMatchObject({ ok: true, tested: true, account: { status: 'ok', authData: { password: '******' } } });
      expect(smtp.received).toHaveLength(0);
    });

    it('a bot cannot be tested without sending: said so, status unchanged', async () => {
      const r = await test(ids.bot!);
      expect(r.data).toMatchObject({ ok: false, tested: false, account: { status: 'unknown' } });
      expect(r.data.message).toContain('无法在不实际发送的情况下测试连接');
    });

    it("another company's account and an unknown id are the same 4004", async () => {
      for (const id of [ids.theirs!, '123456789']) {
        const r = await test(id);
        expect([r.code, r.msg]).toEqual([ERRORS.NOT_FOUND.code, '账户不存在或已删除']);
      }
    });
  });

  describe('GET /app/option and POST /process/app/model/data', () => {
    it('fetches the repo options through the account (GET /user/repos)', async () => {
      const r = await t.call('GET', '/v1/api/app/option', {
        token: me.token,
        query: { app_id: '2006', action_id: 'create_issue', field_key: 'repo', account_id: ids.github! },
      });
      expect(r.data.list).toEqual([
        { value: 'shop', label: 'octo/shop' },
        { value: 'blog', label: 'octo/blog' },
      ]);
      const body = await t.call('POST', '/v1/api/process/app/model/data', {
        token: me.token,
        body: { app_id: '2006', action_id: 'create_issue', field_key: 'repo', account_id: ids.github!, fields: { owner: 'octo' } },
      });
      expect(body.data).toEqual(r.data);
    });

    it('static options need no account', async () => {
      const r = await t.call('GET', '/v1/api/app/option', {
        token: me.token,
        query: { app_id: '2005', action_id: 'request', field_key: 'body_type' },
      });
      expect(r.data.list).toEqual([
        { value: 'json', label: 'JSON', label_en: 'JSON' },
        { value: 'form', label: '表单（x-www-form-urlencoded）', label_en: 'Form (x-www-form-urlencoded)' },
      ]);
    });

    it.each([
      [{ app_id: '2006', action_id: 'create_issue', field_key: 'repo' }, ERRORS.BAD_REQUEST.code, '未选择账户'],
      [{ app_id: '2006', action_id: 'create_issue', field_key: 'nope' }, ERRORS.NOT_FOUND.code, '字段不存在'],
      [{ app_id: '2006', action_id: 'nope', field_key: 'repo' }, ERRORS.NOT_FOUND.code, '动作不存在'],
      [{ app_id: '9999', action_id: 'x', field_key: 'repo' }, ERRORS.NOT_FOUND.code, '应用不存在'],
      [{ app_id: '2006', action_id: 'create_issue', field_key: 'repo', input: '{bad' }, ERRORS.BAD_REQUEST.code, 'input 不是合法的 JSON'],
    ])('%j → %i %s', async (query, code, msg) => {
      const r = await t.call('GET', '/v1/api/app/option', { token: me.token, query });
      expect([r.code, r.msg]).toEqual([code, msg]);
    });

    it("another company's account cannot fetch options", async () => {
      const r = await t.call('GET', '/v1/api/app/option', {
        token: me.token,
        query: { app_id: '2006', action_id: 'create_issue', field_key: 'repo', account_id: ids.theirs! },
      });
      expect([r.code, r.msg]).toEqual([ERRORS.NOT_FOUND.code, '账户不存在或已删除']);
    });

    it('a refused account answers a non-success code with the provider message, never a 500', async () => {
      const r = await t.call('GET', '/v1/api/app/option', {
        token: me.token,
        query: { app_id: '2006', action_id: 'create_issue', field_key: 'repo', account_id: ids.revoked! },
      });
      expect(r.code).toBe(ERRORS.OUTBOUND_FAILED.code);
      expect(r.msg).toBe('获取选项失败：账户「revoked」授权失败：Bad credentials（HTTP 401）');
    });
  });

  describe('POST /process/app/model/value', () => {
    it('a polling trigger: the newest items through the account, flattened by its rules', async () => {
      const r = await t.call('POST', '/v1/api/process/app/model/value', {
        token: me.token,
        body: { app_id: '2006', action_id: 'new_issue', account_id: ids.github!, fields: { owner: 'octo', repo: 'shop' } },
      });
      expect(r.code).toBe(0);
      expect(r.data.list.map((i: { title: string }) => i.title)).toEqual(['第二个', '第一个']);
      expect(r.data.flatten_data[0]).toMatchObject({ title: '第二个', number: 2, state: 'open' });
      expect(Object.keys(r.data.flatten_data[0]).some((k) => k.startsWith('user.'))).toBe(false);
      const raw = await t.call('POST', '/v1/api/process/app/model/value', {
        token: me.token,
        body: { app_id: '2006', action_id: 'new_issue', account_id: ids.github!, input: { owner: 'octo', repo: 'shop' }, no_flatten: 1 },
      });
      expect(raw.data.flatten_data).toBeUndefined();
    });

    it('an action: its output sample, no call', async () => {
      const before = gh.received.length;
      const r = await t.call('POST', '/v1/api/process/app/model/value', { token: me.token, body: { app_id: '2001', action_id: 'send_text' } });
      expect(r.data).toEqual({ list: [{ errcode: 0, errmsg: 'ok' }], flatten_data: [{ errcode: 0, errmsg: 'ok' }] });
      expect(gh.received.length).toBe(before);
    });
  });
});
