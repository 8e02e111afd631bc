import { createHmac, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

/** A partner's server, written from docs/rest-contract-sdk.md alone: sorted `name=value` joined by `&`, HMAC-SHA256 hex. */
function signer(corpId: string, secret: string) {
  let corpToken: string | undefined;
  const post = async (path: string, params: Record<string, unknown>) => {
    const all: Record<string, unknown> = {
      corp_id: corpId,
      timestamp: Math.floor(Date.now() / 1000),
      nonce: randomBytes(8).toString('hex'),
      ...params,
    };
    if (corpToken) all.corp_token = corpToken;
    const text = Object.keys(all)
      .sort()
      .map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof all[k] === 'object' ? JSON.stringify(all[k]) : String(all[k]))}`)
      .join('&');
    const sign = createHmac('sha256', secret).update(text).digest('hex');
    const res = await fetch(`${stack.platform.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...all, sign }),
    });
    const reply = (await res.json()) as { code: number; data: any };
    expect(reply.code, JSON.stringify(reply)).toBe(0);
    return reply.data;
  };
  return {
    post,
    async start() {
      corpToken = (await post('/api/sdk/corp_token', {})).corp_token;
    },
  };
}

describe('the SDK through GraphQL', () => {
  it('lets a developer set up the partner and a page, and the embedded UI read its session and apps with a Bearer user token', async () => {
    const owner = await stack.signUp('合作方');
    const saved = await stack.gql(
      `mutation { saveSdkPartner(domains: ["https://partner.example.com"]) { secret partner { corpId domains createdBy { userid } } } }`,
      undefined,
      owner.token,
    );
    expect(saved.errors).toBeUndefined();
    const { secret, partner } = saved.data!.saveSdkPartner;
    expect(partner.createdBy.userid).toBe(owner.userid);
    const page = await stack.gql(
      `mutation ($input: SdkPageConfigInput!) { saveSdkPageConfig(input: $input) { cfgId role roleName hiddenNav screens appIds landing } }`,
      { input: { name: '嵌入', role: 'editor', hiddenNav: true, screens: ['pipelines', 'editor'], appIds: ['2005', '2006'] } },
      owner.token,
    );
    expect(page.errors).toBeUndefined();
    const cfg = page.data!.saveSdkPageConfig;
    expect(cfg).toMatchObject({ role: 'editor', roleName: '编辑者', hiddenNav: true, landing: '/pipelines' });

    const server = signer(partner.corpId, secret);
    await server.start();
    await server.post('/api/sdk/create_user', { user_identify: 'emb-1', user_name: '嵌入用户', cfg_id: cfg.cfgId });
    const { user_token: userToken } = await server.post('/api/sdk/user_token', {
      user_identify: 'emb-1',
      cfg_id: cfg.cfgId,
      domain: 'https://partner.example.com',
    });

    const session = await stack.gql(
      `{ embedSession { userName companyId corpId domain expiresAt page { cfgId hiddenNav screens appIds } } }`,
      undefined,
      userToken,
    );
    expect(session.errors).toBeUndefined();
    expect(session.data!.embedSession).toMatchObject({ userName: '嵌入用户', corpId: partner.corpId, domain: 'https://partner.example.com' });
    expect(session.data!.embedSession.page).toMatchObject({ cfgId: cfg.cfgId, hiddenNav: true, appIds: ['2005', '2006'] });

    const apps = await stack.gql(`query ($id: ID!) { embedApps(pageId: $id) { appId appName } }`, { id: cfg.cfgId }, userToken);
    expect(apps.errors).toBeUndefined();
    expect(apps.data!.embedApps.map((a: { appId: string }) => a.appId)).toEqual(['2005', '2006']);

    // an ordinary session is no embedded one
    const plain = await stack.gql(`{ embedSession { userId } }`, undefined, owner.token);
    expect(plain.errors?.[0]?.extensions?.upstreamCode).toBe(4294);
    const listed = await stack.gql(`{ sdkPartner { corpId } sdkPageConfigs { cfgId } sdkCompanies { total } }`, undefined, owner.token);
    expect(listed.data).toMatchObject({ sdkPartner: { corpId: partner.corpId }, sdkPageConfigs: [{ cfgId: cfg.cfgId }], sdkCompanies: { total: 0 } });
  });
});
