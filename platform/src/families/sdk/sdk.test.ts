import { describe, expect, it } from 'vitest';
import { ERRORS } from '@huiliu/core';
import { usePlatform, type SignedUp } from '../../test/harness';
import { TestPartner } from './test-partner';

const t = usePlatform();

async function partnerCompany(domains = ['https://partner.example.com']): Promise<{ admin: SignedUp; partner: TestPartner }> {
  const admin = await t.signUp();
  const saved = await t.call('POST', '/api/sdk/admin/partner', { token: admin.token, body: { domains } });
  expect(saved.code).toBe(0);
  expect(saved.data.secret).toMatch(/^[\w-]{40,}$/);
  const partner = new TestPartner(saved.data.partner.corp_id, saved.data.secret);
  const tok = await t.call('POST', '/api/sdk/corp_token', { body: partner.signed({}) });
  expect(tok.code).toBe(0);
  expect(tok.data.expires_in).toBe(7200);
  partner.corpToken = tok.data.corp_token;
  return { admin, partner };
}

async function pageConfig(admin: SignedUp, over: Record<string, unknown> = {}) {
  const res = await t.call('POST', '/api/sdk/admin/page_cfg/save', {
    token: admin.token,
    body: { name: '嵌入编辑器', role: 'editor', screens: ['pipelines', 'editor'], hidden_nav: 1, ...over },
  });
  expect(res.code, res.raw).toBe(0);
  return res.data as { cfg_id: string; role: string };
}

describe('the signature check', () => {
  it('refuses each kind of bad signed call with its own code, and accepts the good one once', async () => {
    const { partner } = await partnerCompany();
    const call = (body: unknown) => t.call('POST', '/api/sdk/query_company_balance', { body });
    const now = Math.floor(Date.now() / 1000);
    const cases: Array<[string, unknown, number]> = [
      ['missing nonce', (({ nonce: _n, ...rest }) => rest)(partner.signed({})), ERRORS.SDK_PARAM_MISSING.code],
      ['missing corp_token', partner.signed({}, { corp_token: undefined }), ERRORS.SDK_PARAM_MISSING.code],
      ['unknown corp_id', partner.signed({}, { corp_id: 'hlc_nobody' }), ERRORS.SDK_CORP_UNKNOWN.code],
      // 10 s past the window: the server reads its clock a moment after the test did, so ±301 could land on 300
      ['timestamp too old', partner.signed({}, { timestamp: now - 310 }), ERRORS.SDK_TIMESTAMP_STALE.code],
      ['timestamp too far ahead', partner.signed({}, { timestamp: now + 310 }), ERRORS.SDK_TIMESTAMP_STALE.code],
      ['wrong hash', { ...partner.signed({}), sign: 'ab'.repeat(32) }, ERRORS.SDK_SIGN_INVALID.code],
      ['a parameter changed after signing', { ...partner.signed({ limit: 5 }), limit: 6 }, ERRORS.SDK_SIGN_INVALID.code],
      ['unknown corp_token', partner.signed({}, { corp_token: 'hlct_not-a-token' }), ERRORS.SDK_CORP_TOKEN_INVALID.code],
    ];
    for (const [name, body, code] of cases) {
      const res = await call(body);
      expect(res.code, name).toBe(code);
      expect(res.status, name).toBeGreaterThanOrEqual(400);
    }
    const good = partner.signed({});
    expect((await call(good)).code).toBe(0);
    const replay = await call(good);
    expect(replay.code).toBe(ERRORS.SDK_NONCE_REPLAYED.code);
  });

  it('honours HUILIU_SDK_CLOCK_SKEW_S', async () => {
    const { partner } = await partnerCompany();
    process.env.HUILIU_SDK_CLOCK_SKEW_S = '600';
    const res = await t.call('POST', '/api/sdk/query_company_balance', {
      body: partner.signed({}, { timestamp: Math.floor(Date.now() / 1000) - 500 }),
    });
    expect(res.code).toBe(0);
  });

  it('refuses an expired corp_token, a disabled partner and the old secret after rotation', async () => {
    const { admin, partner } = await partnerCompany();
    await t.db.execute(`update sdk_corp_tokens set expires_at = now() - interval '1 second'` as never);
    expect((await t.call('POST', '/api/sdk/query_company_balance', { body: partner.signed({}) })).code).toBe(ERRORS.SDK_CORP_TOKEN_INVALID.code);

    const rotated = await t.call('POST', '/api/sdk/admin/partner/secret', { token: admin.token });
    expect(rotated.data.secret).not.toBe(partner.secret);
    expect((await t.call('POST', '/api/sdk/corp_token', { body: partner.signed({}) })).code).toBe(ERRORS.SDK_SIGN_INVALID.code);
    partner.secret = rotated.data.secret;
    expect((await t.call('POST', '/api/sdk/corp_token', { body: partner.signed({}) })).code).toBe(0);

    await t.call('POST', '/api/sdk/admin/partner', { token: admin.token, body: { domains: [], disabled: 1 } });
    expect((await t.call('POST', '/api/sdk/corp_token', { body: partner.signed({}) })).code).toBe(ERRORS.SDK_PARTNER_DISABLED.code);
  });
});

describe('partner administration', () => {
  it('shows the secret only on creation, validates domains and needs the developer permission', async () => {
    const admin = await t.signUp();
    expect((await t.call('GET', '/api/sdk/admin/partner', { token: admin.token })).data.partner).toBeNull();
    const bad = await t.call('POST', '/api/sdk/admin/partner', { token: admin.token, body: { domains: ['https://a.example/path'] } });
    expect(bad.code).toBe(ERRORS.SDK_DOMAIN_INVALID.code);
    expect((await t.call('GET', '/api/sdk/admin/partner', { token: admin.token })).data.partner).toBeNull();
    const first = await t.call('POST', '/api/sdk/admin/partner', { token: admin.token, body: { domains: ['HTTPS://Partner.Example.com/'] } });
    expect(first.data.partner.corp_id).toMatch(/^hlc_/);
    expect(first.data.partner.domains).toEqual(['https://partner.example.com']);
    const again = await t.call('POST', '/api/sdk/admin/partner', { token: admin.token, body: { domains: ['http://localhost:8080'] } });
    expect(again.data.secret).toBeNull();
    expect(again.data.partner.corp_id).toBe(first.data.partner.corp_id);
    const stored = await t.db.execute(`select secret_sealed from sdk_partners where corp_id = '${first.data.partner.corp_id}'` as never);
    expect(JSON.stringify(stored)).not.toContain(first.data.secret);

    const viewer = await t.addMember(admin, 'viewer');
    expect((await t.call('GET', '/api/sdk/admin/partner', { token: viewer.token })).code).toBe(ERRORS.FORBIDDEN.code);
    expect((await t.call('GET', '/api/sdk/admin/page_cfgs', { token: (await t.signUp()).token })).code).toBe(ERRORS.SDK_NOT_PARTNER.code);
  });
});

describe('companies, users and the embedded session', () => {
  it('creates a company and a user idempotently, issues a 2 h user token and serves login_info and jjy/app with it', async () => {
    const { admin, partner } = await partnerCompany();
    const cfg = await pageConfig(admin, { app_ids: ['2005'] });

    const made = await t.call('POST', '/api/sdk/create_company', {
      body: partner.signed({ company_identification: 'acme', company_name: '顶点公司' }),
    });
    expect(made.data).toMatchObject({ company_identification: 'acme', company_name: '顶点公司', plan: 'free', created: 1 });
    const again = await t.call('POST', '/api/sdk/create_company', {
      body: partner.signed({ company_identification: 'acme', company_name: '别的名字' }),
    });
    expect(again.data).toMatchObject({ company_id: made.data.company_id, company_name: '顶点公司', created: 0 });

    const user = await t.call('POST', '/api/sdk/create_user', {
      body: partner.signed({ company_identification: 'acme', user_identify: 'u-1', user_name: '小王', cfg_id: cfg.cfg_id }),
    });
    expect(user.data).toMatchObject({ company_id: made.data.company_id, role: 'editor', user_email: null, created: 1 });
    const twice = await t.call('POST', '/api/sdk/create_user', {
      body: partner.signed({ company_identification: 'acme', user_identify: 'u-1', user_name: '别人' }),
    });
    expect(twice.data).toMatchObject({ user_id: user.data.user_id, user_name: '小王', created: 0 });
    expect((await t.call('POST', '/api/sdk/query_user', { body: partner.signed({ user_identify: 'u-1' }) })).code).toBe(ERRORS.SDK_USER_UNKNOWN.code);
    const modified = await t.call('POST', '/api/sdk/modify_user', {
      body: partner.signed({ company_identification: 'acme', user_identify: 'u-1', user_mobile: '13800000000' }),
    });
    expect(modified.data).toMatchObject({ user_name: '小王', user_mobile: '13800000000' });

    const notAllowed = await t.call('POST', '/api/sdk/user_token', {
      body: partner.signed({ company_identification: 'acme', user_identify: 'u-1', cfg_id: cfg.cfg_id, domain: 'https://evil.example' }),
    });
    expect(notAllowed.code).toBe(ERRORS.SDK_DOMAIN_NOT_ALLOWED.code);
    const issued = await t.call('POST', '/api/sdk/user_token', {
      body: partner.signed({ company_identification: 'acme', user_identify: 'u-1', cfg_id: cfg.cfg_id, domain: 'https://partner.example.com' }),
    });
    expect(issued.data.expires_in).toBe(7200);
    expect(issued.data.embed_url).toMatch(new RegExp(`/embed/${cfg.cfg_id}#token=`));
    const token = issued.data.user_token as string;

    const info = await t.call('GET', '/api/sdk/login_info', { token });
    expect(info.data).toMatchObject({ user_id: user.data.user_id, company_id: made.data.company_id, domain: 'https://partner.example.com' });
    expect(info.data.page).toMatchObject({ cfg_id: cfg.cfg_id, hidden_nav: 1, screens: ['pipelines', 'editor'] });
    expect(Date.parse(info.data.expires_at) - Date.now()).toBeLessThanOrEqual(7200 * 1000);
    const userinfo = await t.call('POST', '/api/sdk/get_userinfo', { body: partner.signed({ user_token: token }) });
    expect(userinfo.data).toMatchObject({ user_identify: 'u-1', company_identification: 'acme' });

    const apps = await t.call('GET', '/api/openapi/sdk/jjy/app', { token, query: { page_id: cfg.cfg_id } });
    expect(apps.data.list.map((a: { app_id: string }) => a.app_id)).toEqual(['2005']);
    const foreign = await t.call('GET', '/api/openapi/sdk/jjy/app', { token, query: { page_id: cfg.cfg_id, company_id: admin.company_id } });
    expect(foreign.code).toBe(ERRORS.NOT_FOUND.code);

    // the embedded user works in their own company only: the partner's settings are not theirs to see
    const own = await t.call('GET', '/api/sdk/admin/partner', { token });
    expect(own.code === ERRORS.FORBIDDEN.code || own.data.partner === null).toBe(true);
    const stranger = await t.call('GET', '/v1/api/dataprocess/list', { token });
    expect(stranger.data.total).toBe(0);
    expect((await t.call('GET', '/api/sdk/login_info', { token: admin.token })).code).toBe(ERRORS.SDK_USER_TOKEN_INVALID.code);

    const policy = await t.call('GET', '/api/sdk/embed_policy', { query: { cfg_id: cfg.cfg_id } });
    expect(policy.data.domains).toEqual(['https://partner.example.com']);
    const page = await t.call('POST', '/api/sdk/get_page_cfg', { body: partner.signed({ cfg_id: cfg.cfg_id }) });
    expect(page.data).toMatchObject({ cfg_id: cfg.cfg_id, role: 'editor' });

    const disabled = await t.call('POST', '/api/sdk/modify_user', {
      body: partner.signed({ company_identification: 'acme', user_identify: 'u-1', disabled: 1 }),
    });
    expect(disabled.data.disabled).toBe(1);
    expect((await t.call('GET', '/api/sdk/login_info', { token })).code).toBe(ERRORS.UNAUTHENTICATED.code);
  });

  it('ends the embedded sessions of a deleted page configuration and of a disabled partner at once', async () => {
    const { admin, partner } = await partnerCompany();
    const [kept, dropped] = [await pageConfig(admin, { name: '留下' }), await pageConfig(admin, { name: '删除' })];
    await t.call('POST', '/api/sdk/create_user', { body: partner.signed({ user_identify: 'emb-1', user_name: '嵌入者' }) });
    const tokenFor = async (cfg: { cfg_id: string }) =>
      (await t.call('POST', '/api/sdk/user_token', { body: partner.signed({ user_identify: 'emb-1', cfg_id: cfg.cfg_id }) })).data
        .user_token as string;
    const [keptToken, droppedToken] = [await tokenFor(kept), await tokenFor(dropped)];
    expect((await t.call('GET', '/api/sdk/login_info', { token: droppedToken })).code).toBe(0);

    expect((await t.call('POST', '/api/sdk/admin/page_cfg/delete', { token: admin.token, body: { cfg_id: dropped.cfg_id } })).code).toBe(0);
    expect((await t.call('GET', '/api/sdk/login_info', { token: droppedToken })).code).toBe(ERRORS.UNAUTHENTICATED.code);
    expect((await t.call('GET', '/api/sdk/login_info', { token: keptToken })).code).toBe(0);

    const off = await t.call('POST', '/api/sdk/admin/partner', {
      token: admin.token,
      body: { domains: ['https://partner.example.com'], disabled: 1 },
    });
    expect(off.code, off.raw).toBe(0);
    expect((await t.call('GET', '/api/sdk/login_info', { token: keptToken })).code).toBe(ERRORS.UNAUTHENTICATED.code);
    // the partner's own people keep their ordinary sessions
    expect((await t.call('GET', '/v1/api/user/info', { token: admin.token })).code).toBe(0);
  });

  it('answers racing create_user calls for one user_identify with one user, never a 500', async () => {
    const { partner } = await partnerCompany();
    const replies = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.call('POST', '/api/sdk/create_user', { body: partner.signed({ user_identify: 'racer', user_name: '抢先者' }) }),
      ),
    );
    expect(replies.map((r) => r.code)).toEqual(Array(6).fill(0));
    expect(new Set(replies.map((r) => r.data.user_id)).size).toBe(1);
    expect(replies.filter((r) => r.data.created === 1)).toHaveLength(1);
  });

  it('keeps partners apart: another partner cannot name this one’s companies, users or page configurations', async () => {
    const a = await partnerCompany();
    const b = await partnerCompany();
    const cfg = await pageConfig(a.admin);
    await t.call('POST', '/api/sdk/create_company', { body: a.partner.signed({ company_identification: 'shared-name', company_name: 'A 的客户' }) });
    expect((await t.call('POST', '/api/sdk/query_balance', { body: b.partner.signed({ company_identification: 'shared-name' }) })).code).toBe(
      ERRORS.SDK_COMPANY_UNKNOWN.code,
    );
    expect((await t.call('POST', '/api/sdk/get_page_cfg', { body: b.partner.signed({ cfg_id: cfg.cfg_id }) })).code).toBe(
      ERRORS.SDK_PAGE_CFG_UNKNOWN.code,
    );
    const balance = await t.call('POST', '/api/sdk/query_company_balance', { body: a.partner.signed({}) });
    expect(balance.data.total).toBe(1);
    expect(balance.data.list[0].fee.plan).toBe('free');
    const quota = await t.call('POST', '/api/sdk/query_company_quota', { body: a.partner.signed({ company_identification: 'shared-name' }) });
    expect(quota.data.quotas.plan).toBe('free');
    expect((await t.call('GET', '/api/sdk/admin/companies', { token: a.admin.token })).data.total).toBe(1);
  });
  /** Partner B, whose own company partner A created (with the identification `reseller`), a page and one user of each. */
  async function resellerPartner() {
    const a = await partnerCompany();
    const made = await t.call('POST', '/api/sdk/create_company', {
      body: a.partner.signed({ company_identification: 'reseller', company_name: '代理商' }),
    });
    // the created company becomes a partner itself (its own admin, its own secret)
    const resellerAdmin = await t.addMember({ company_id: made.data.company_id }, 'admin');
    const saved = await t.call('POST', '/api/sdk/admin/partner', { token: resellerAdmin.token, body: { domains: [] } });
    expect(saved.code, saved.raw).toBe(0);
    const b = new TestPartner(saved.data.partner.corp_id, saved.data.secret);
    b.corpToken = (await t.call('POST', '/api/sdk/corp_token', { body: b.signed({}) })).data.corp_token;
    const cfg = await pageConfig(resellerAdmin, { app_ids: ['2005'] });
    // a user of B's own company, and one of the same name in a company B made with the name A gave B's company
    await t.call('POST', '/api/sdk/create_company', { body: b.signed({ company_identification: 'reseller', company_name: 'B 的客户' }) });
    await t.call('POST', '/api/sdk/create_user', {
      body: b.signed({ company_identification: 'reseller', user_identify: 'u-1', user_name: '客户的人' }),
    });
    const own = await t.call('POST', '/api/sdk/create_user', { body: b.signed({ user_identify: 'u-1', user_name: '自己人' }) });
    const token = (await t.call('POST', '/api/sdk/user_token', { body: b.signed({ user_identify: 'u-1', cfg_id: cfg.cfg_id }) })).data
      .user_token as string;
    return { b, cfg, token, ownUserId: own.data.user_id as string };
  }

  it('answers get_userinfo with the user of its own company for a partner another partner created', async () => {
    const { b, token, ownUserId } = await resellerPartner();
    const info = await t.call('POST', '/api/sdk/get_userinfo', { body: b.signed({ user_token: token }) });
    expect(info.code, info.raw).toBe(0);
    expect(info.data).toMatchObject({ user_id: ownUserId, user_name: '自己人', company_identification: null });
  });

  it('answers jjy/app with its own page for a partner another partner created', async () => {
    const { cfg, token } = await resellerPartner();
    const apps = await t.call('GET', '/api/openapi/sdk/jjy/app', { token, query: { page_id: cfg.cfg_id } });
    expect(apps.code, apps.raw).toBe(0);
    expect(apps.data.list.map((x: { app_id: string }) => x.app_id)).toEqual(['2005']);
  });
});
