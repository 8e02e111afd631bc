import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const ME = `{ me { userid uid companyId uname email corpName role createdAt } }`;

describe('user family against the real platform', () => {
  it('signs up and returns the token, ids and the user in camelCase', async () => {
    const reply = await stack.gql(
      `mutation ($input: SignUpInput!) { signUp(input: $input) { token userid companyId expiresAt user { uname email corpName role } } }`,
      { input: { companyName: '汇流测试', uname: '张三', email: 'zhang@example.com', password: 'correct-horse-9' } },
    );
    expect(reply.errors).toBeUndefined();
    const auth = reply.data!.signUp;
    expect(auth.token).toEqual(expect.any(String));
    expect(auth.userid).toMatch(/^\d+$/);
    expect(auth.companyId).toMatch(/^\d+$/);
    expect(Date.parse(auth.expiresAt)).toBeGreaterThan(0);
    expect(auth.user).toEqual({ uname: '张三', email: 'zhang@example.com', corpName: '汇流测试', role: 'owner' });
  });

  it('answers me for the signed-in user, by header or by cookie', async () => {
    const { token, userid } = await stack.signUp();
    const byHeader = await stack.gql(ME, undefined, token);
    expect(byHeader.data?.me).toMatchObject({ userid, role: 'owner' });
    // the owner may do everything, buying included; a colleague's permissions are nobody's business (null)
    const mine = await stack.gql(`{ me { permissions } users { items { permissions } } }`, undefined, token);
    expect(mine.data?.me.permissions).toContain('BILLING_MANAGE');
    expect(mine.data?.users.items).toEqual([{ permissions: null }]);
    const byCookie = await fetch(`${stack.gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `huiliu_token=${encodeURIComponent(token)}` },
      body: JSON.stringify({ query: ME }),
    });
    expect(((await byCookie.json()) as { data: { me: { userid: string } } }).data.me.userid).toBe(userid);
  });

  it('answers me with null, not an error, without a token or with an unknown one', async () => {
    expect(await stack.gql(ME)).toEqual({ data: { me: null } });
    expect(await stack.gql(ME, undefined, 'not-a-real-token')).toEqual({ data: { me: null } });
  });

  it('logs in with the right password and refuses a wrong one with the platform message', async () => {
    const { email } = await stack.signUp();
    const ok = await stack.gql(`mutation ($i: LoginInput!) { login(input: $i) { token } }`, {
      i: { email, password: 'correct-horse-9' },
    });
    expect(ok.data?.login.token).toEqual(expect.any(String));
    const bad = await stack.gql(`mutation ($i: LoginInput!) { login(input: $i) { token } }`, {
      i: { email, password: 'wrong-password' },
    });
    expect(bad.errors?.[0]).toMatchObject({ message: '账号或密码错误', extensions: { code: 'BAD_USER_INPUT', upstreamCode: 4010 } });
  });

  it('refuses a second sign-up with the same email as CONFLICT 4009', async () => {
    const { email } = await stack.signUp();
    const reply = await stack.gql(`mutation ($input: SignUpInput!) { signUp(input: $input) { token } }`, {
      input: { companyName: '另一家', uname: '李四', email, password: 'correct-horse-9' },
    });
    expect(reply.errors?.[0]?.extensions).toEqual({ code: 'CONFLICT', upstreamCode: 4009 });
  });

  it('passes validation issues through as BAD_USER_INPUT with the field list', async () => {
    const reply = await stack.gql(`mutation ($input: SignUpInput!) { signUp(input: $input) { token } }`, {
      input: { companyName: '短密码', uname: '王五', email: 'short@example.com', password: '123' },
    });
    expect(reply.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', upstreamCode: 4000 });
    expect(reply.errors?.[0]?.extensions.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path: expect.anything() })]));
  });

  it('logs out: true, then me is null and the old token is refused', async () => {
    const { token } = await stack.signUp();
    expect(await stack.gql(`mutation { logout }`, undefined, token)).toEqual({ data: { logout: true } });
    expect(await stack.gql(ME, undefined, token)).toEqual({ data: { me: null } });
    const users = await stack.gql(`{ users { total } }`, undefined, token);
    expect(users.errors?.[0]?.extensions).toEqual({ code: 'UNAUTHENTICATED', upstreamCode: 2101 });
    expect(await stack.gql(`mutation { logout }`)).toEqual({ data: { logout: true } });
  });
});

describe('members family against the real platform', () => {
  it('lists the people of the caller company only', async () => {
    const a = await stack.signUp('甲');
    await stack.signUp('乙');
    const reply = await stack.gql(`{ users { total items { userid uname companyId } } }`, undefined, a.token);
    expect(reply.data?.users.total).toBe(1);
    expect(reply.data?.users.items).toEqual([expect.objectContaining({ userid: a.userid })]);
  });

  it('fetches people by id', async () => {
    const a = await stack.signUp();
    const reply = await stack.gql(`query ($ids: [ID!]) { users(ids: $ids) { items { userid } } }`, { ids: [a.userid] }, a.token);
    expect(reply.data?.users.items).toEqual([{ userid: a.userid }]);
  });
});
