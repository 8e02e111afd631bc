import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGithub, type GithubStandin } from '../standins/github';
import { useAppRun } from '../run/test-fixture';

const fx = useAppRun();

describe('GitHub (2006) create issue against its stand-in', () => {
  let gh: GithubStandin;
  let pat: string;
  beforeAll(async () => {
    gh = await startGithub({ token: 'ghp_validtoken123', repos: ['octo/shop'] });
    pat = await fx.account('2006', 'api_key', { token: 'ghp_validtoken123', base_url: gh.url }, undefined, '我的 GitHub');
  });
  afterAll(() => gh.close());

  it('creates an issue with labels, the reply is the output', async () => {
    const r = await fx.run(
      {
        app_id: '2006',
        action_id: 'create_issue',
        account_id: pat,
        params: { owner: 'octo', repo: 'shop', title: '订单 {{1.id}} 失败', body: '详情', labels: 'bug, 紧急' },
      },
      { id: 'A7' },
    );
    expect(r.status).toBe('success');
    const req = gh.received.at(-1)!;
    expect(req.path).toBe('/repos/octo/shop/issues');
    expect(req.headers.authorization).toBe('Bearer ghp_validtoken123');
    expect(req.headers.accept).toBe('application/vnd.github+json');
    expect(req.body).toEqual({ title: '订单 A7 失败', body: '详情', labels: ['bug', '紧急'] });
    expect(r.step.output).toMatchObject({ number: 1, title: '订单 A7 失败', labels: [{ name: 'bug' }, { name: '紧急' }] });
    expect(JSON.stringify(r.step)).not.toContain('ghp_validtoken123');
  });

  it("a 422 shows GitHub's own message", async () => {
    const r = await fx.run({ app_id: '2006', action_id: 'create_issue', account_id: pat, params: { owner: 'octo', repo: 'shop', title: '' } });
    expect(r.status).toBe('failed');
    expect(r.step.error).toBe('Validation Failed（HTTP 422）');
  });

  it('a revoked token fails naming the account, and the account shows failed', async () => {
    const revoked = await fx.account('2006', 'api_key', { token: 'ghp_revoked0000', base_url: gh.url }, undefined, '旧令牌');
    const r = await fx.run({ app_id: '2006', action_id: 'create_issue', account_id: revoked, params: { owner: 'octo', repo: 'shop', title: 't' } });
    expect(r.step.error).toBe('账户「旧令牌」授权失败：Bad credentials（HTTP 401）');
    expect(JSON.stringify(r.step)).not.toContain('ghp_revoked0000');
    const row = await fx.store.get(fx.me.company_id, revoked);
    expect([row.status, row.statusMessage]).toEqual(['failed', 'Bad credentials（HTTP 401）']);
  });

  it('an account that works again shows ok after its next successful use', async () => {
    const flaky = await fx.account('2006', 'api_key', { token: 'ghp_later_valid', base_url: gh.url }, undefined, '稍后有效');
    const step = { app_id: '2006', action_id: 'create_issue', account_id: flaky, params: { owner: 'octo', repo: 'shop', title: 't' } };
    expect((await fx.run(step)).status).toBe('failed');
    expect((await fx.store.get(fx.me.company_id, flaky)).status).toBe('failed');
    gh.tokens.add('ghp_later_valid');
    expect((await fx.run(step)).status).toBe('success');
    expect(await fx.store.get(fx.me.company_id, flaky)).toMatchObject({ status: 'ok', statusMessage: null });
  });

  it('an OAuth token refused with 401 is refreshed once and the call retried with the new token', async () => {
    const calls: string[] = [];
    fx.store.setRefresher(async (_row, data) => {
      calls.push(String(data.refresh_token));
      gh.tokens.add('gho_fresh_after_refresh');
      return { data: { ...data, access_token: 'gho_fresh_after_refresh' }, expiresAt: new Date(Date.now() + 3_600_000) };
    });
    const oauth = await fx.account('2006', 'oauth2', {
      client_id: 'c',
      client_secret: 'cs-secret',
      base_url: gh.url,
      access_token: 'gho_expired_token',
      refresh_token: 'ghr_refresh_1',
    });
    const r = await fx.run({
      app_id: '2006',
      action_id: 'create_issue',
      account_id: oauth,
      params: { owner: 'octo', repo: 'shop', title: '刷新后创建' },
    });
    expect(r.status).toBe('success');
    expect(calls).toEqual(['ghr_refresh_1']);
    expect(gh.received.slice(-2).map((q) => q.headers.authorization)).toEqual(['Bearer gho_expired_token', 'Bearer gho_fresh_after_refresh']);
    const row = await fx.store.get(fx.me.company_id, oauth);
    expect(row.refreshCount).toBe(1);
    expect(row.status).toBe('ok');
    expect(fx.store.open(row).access_token).toBe('gho_fresh_after_refresh');
  });
});

describe('GitHub without a typed API URL', () => {
  it('an OAuth account uses the official server, which HUILIU_VENDOR_BASE_GITHUB may point elsewhere', async () => {
    const gh = await startGithub({ token: 'gho_vendor_base_1', repos: ['octo/shop'] });
    process.env.HUILIU_VENDOR_BASE_GITHUB = gh.url;
    try {
      const oauth = await fx.account('2006', 'oauth2', { client_id: 'c', access_token: 'gho_vendor_base_1' });
      const r = await fx.run({
        app_id: '2006',
        action_id: 'create_issue',
        account_id: oauth,
        params: { owner: 'octo', repo: 'shop', title: '经由默认地址' },
      });
      expect(r.status).toBe('success');
      expect(gh.received.at(-1)!.path).toBe('/repos/octo/shop/issues');
    } finally {
      delete process.env.HUILIU_VENDOR_BASE_GITHUB;
      await gh.close();
    }
  });
});
