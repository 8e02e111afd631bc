import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishedRun, livePipeline, orderPipeline, postWebhook } from '../../test/pipelines';
import { startStack, type Stack } from '../../test/stack';

const SCRIPT = fileURLToPath(new URL('../../../../examples/internal-tool/huiliu-runs.mjs', import.meta.url));
const run = promisify(execFile);

const CREATE = `mutation ($input: CreateApiTokenInput!) {
  createApiToken(input: $input) { plainToken token { tokenId kind role builtinRole roleName permissions hint rateLimit status user { uname } } }
}`;
const TOKENS = `{ apiTokens { total items { tokenId name status lastUsedAt lastUsedIp user { userid } creator { userid } } } }`;
const AUDIT = `query ($tokenId: ID) {
  apiTokenAudit(filter: { tokenId: $tokenId }) { total items { tokenName method route status ip user { userid } } }
}`;

let stack: Stack;
let owner: { token: string; userid: string };
let viewerToken: string;
let viewerTokenId: string;

beforeAll(async () => {
  // production's schema privacy and GraphiQL for signed-in callers; the platform trusts the gateway's X-Forwarded-For
  stack = await startStack({ hideSchemaFromAnonymous: true, graphiql: 'signedIn' }, { trustProxy: 1 });
  owner = await stack.signUp('令牌');
  const created = await stack.gql(CREATE, { input: { name: '运行日报', role: 'viewer', expiresInDays: 30 } }, owner.token);
  expect(created.errors).toBeUndefined();
  viewerToken = created.data!.createApiToken.plainToken;
  viewerTokenId = created.data!.createApiToken.token.tokenId;
});
afterAll(() => stack?.close());

describe('API tokens through GraphQL', () => {
  it('creates a token shown once, with its role as an enum and its member through the loader', async () => {
    const created = await stack.gql(CREATE, { input: { name: '编辑脚本', role: 'editor', expiresInDays: 7, rateLimit: 60 } }, owner.token);
    expect(created.errors).toBeUndefined();
    const { plainToken, token } = created.data!.createApiToken;
    expect(plainToken).toMatch(/^hlp_/);
    expect(token).toMatchObject({ kind: 'PERSONAL', role: 'editor', builtinRole: 'EDITOR', roleName: '编辑者', rateLimit: 60, status: 'ACTIVE' });
    expect(token.permissions).toContain('PIPELINES_EDIT');
    expect(token.hint).toBe(`hlp_…${plainToken.slice(-4)}`);

    const before = stack.upstreamCalls.filter((c) => c === 'GET /v1/api/base/users').length;
    const listed = await stack.gql(TOKENS, undefined, owner.token);
    expect(listed.errors).toBeUndefined();
    expect(JSON.stringify(listed.data)).not.toContain(plainToken.slice(4));
    expect(listed.data!.apiTokens.total).toBe(2);
    for (const item of listed.data!.apiTokens.items) expect([item.user.userid, item.creator.userid]).toEqual([owner.userid, owner.userid]);
    // every row's member and creator: one batch call for the page
    expect(stack.upstreamCalls.filter((c) => c === 'GET /v1/api/base/users').length).toBe(before + 1);

    const revoked = await stack.gql(`mutation ($id: ID!) { revokeApiToken(tokenId: $id) { status revokedAt } }`, { id: token.tokenId }, owner.token);
    expect(revoked.data?.revokeApiToken.status).toBe('REVOKED');
    const after = await stack.gql('{ me { userid } }', undefined, plainToken);
    expect(after.data?.me).toBeNull();
  });

  it('offers the roles the caller may give, and refuses a bad expiry before anything is made', async () => {
    const roles = await stack.gql('{ apiTokenRoles { role builtinRole grantable builtin } }', undefined, viewerToken);
    expect(roles.errors).toBeUndefined();
    expect(roles.data!.apiTokenRoles.filter((r: { grantable: boolean }) => r.grantable).map((r: { role: string }) => r.role)).toEqual(['viewer']);
    const bad = await stack.gql(CREATE, { input: { name: '八天', role: 'viewer', expiresInDays: 8 } }, owner.token);
    expect(bad.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    const byToken = await stack.gql(CREATE, { input: { name: '继任者', role: 'viewer', expiresInDays: 7 } }, viewerToken);
    expect(byToken.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });
});

describe('the schema docs with an API token, in production', () => {
  const INTROSPECTION = getIntrospectionQuery();

  it('answers introspection to a valid API token, and refuses it to a revoked one', async () => {
    const reply = await stack.gql<{ __schema: { queryType: { name: string } } }>(INTROSPECTION, undefined, viewerToken);
    expect(reply.errors).toBeUndefined();
    expect(reply.data?.__schema.queryType.name).toBe('Query');

    const created = await stack.gql(CREATE, { input: { name: '一次性', role: 'viewer', expiresInDays: 7 } }, owner.token);
    const { plainToken, token } = created.data!.createApiToken;
    expect((await stack.gql('{ __type(name: "ApiToken") { name } }', undefined, plainToken)).data).toEqual({ __type: { name: 'ApiToken' } });
    await stack.gql(`mutation ($id: ID!) { revokeApiToken(tokenId: $id) { status } }`, { id: token.tokenId }, owner.token);
    const refused = await stack.gql('{ __type(name: "ApiToken") { name } }', undefined, plainToken);
    expect(refused.errors?.[0]?.extensions.code).toBe('INTROSPECTION_DISABLED');
  });

  it('serves GraphiQL, with its headers editor, to a caller with an API token and to nobody anonymous', async () => {
    const anonymous = await fetch(`${stack.gateway.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(anonymous.status).not.toBe(200);
    expect(await anonymous.text()).not.toContain('汇流 GraphQL');
    const page = await fetch(`${stack.gateway.url}/graphql`, { headers: { accept: 'text/html', authorization: `Bearer ${viewerToken}` } });
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('汇流 GraphQL');
    expect(html).toContain('"isHeadersEditorEnabled":true');
    expect(html).toContain('"shouldPersistHeaders":false');
    expect(html).not.toContain(viewerToken);
  });
});

// issue 13's test: "an internal-tool script with a viewer token reads runs and is refused a mutation".
describe('the internal-tool example', () => {
  it('reads runs with a viewer token, is refused a mutation, and both calls are in the audit list', async () => {
    const { processId, url } = await livePipeline(stack, owner.token, orderPipeline('http://127.0.0.1:9/'), '订单同步');
    const { log_id } = await postWebhook(url, '{"order_id":"A-1","amount":5}');
    expect(await finishedRun(stack, owner.token, log_id)).toBe('filtered');
    const env = { ...process.env, HUILIU_URL: stack.gateway.url, HUILIU_TOKEN: viewerToken };

    const runs = await run(process.execPath, [SCRIPT, 'runs', '5'], { env });
    expect(runs.stdout).toContain('1 of 1 runs');
    expect(runs.stdout).toMatch(new RegExp(`filtered\\s+订单同步.*#${log_id}`));

    const refused = await run(process.execPath, [SCRIPT, 'switch-off', processId], { env }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused?.code).toBe(2);
    expect(refused?.stderr.trim()).toBe('FORBIDDEN: 没有权限执行此操作');
    const still = await stack.gql(`query ($id: ID!) { pipeline(processId: $id) { status } }`, { id: processId }, owner.token);
    expect(still.data?.pipeline.status).toBe('ON');

    const audit = await stack.gql(AUDIT, { tokenId: viewerTokenId }, owner.token);
    expect(audit.errors).toBeUndefined();
    const calls = audit.data!.apiTokenAudit.items.map((c: { method: string; route: string; status: number }) => `${c.method} ${c.route} ${c.status}`);
    expect(calls).toContain('POST /v1/api/log/list 200');
    expect(calls).toContain('POST /v1/api/dataprocess/status 403');
    for (const item of audit.data!.apiTokenAudit.items)
      expect(item).toMatchObject({ tokenName: '运行日报', ip: '127.0.0.1', user: { userid: owner.userid } });
    expect(JSON.stringify(audit.data)).not.toContain(viewerToken.slice(4));
    // the viewer token itself may not read the audit list
    expect((await stack.gql(AUDIT, {}, viewerToken)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');

    const listed = await stack.gql(TOKENS, undefined, owner.token);
    const shown = listed.data!.apiTokens.items.find((t: { tokenId: string }) => t.tokenId === viewerTokenId);
    expect(shown).toMatchObject({ status: 'ACTIVE', lastUsedIp: '127.0.0.1' });
    expect(shown.lastUsedAt).not.toBeNull();
  });
});
