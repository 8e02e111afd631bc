import { parseSetCookie, stringifyCookie } from 'cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './test/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

let people = 0;
const password = 'correct-horse-9';
const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) { userid } }`;
const LOGIN = `mutation ($i: LoginInput!) { login(input: $i) { userid } }`;
const ME = `{ me { userid } }`;

/** A GraphQL POST as a browser sends it: JSON, the cookie header it holds, nothing else. */
async function post(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const reply = await fetch(`${stack.gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { reply, body: (await reply.json()) as { data?: Record<string, any>; errors?: unknown[] } };
}

function signUpInput() {
  people += 1;
  return { input: { companyName: `饼干公司 ${people}`, uname: `饼干${people}`, email: `cookie-${process.pid}-${people}@example.com`, password } };
}

/** The cookies a reply set, read as a browser reads them (attribute order is free). */
const setCookiesOf = (reply: Response) => reply.headers.getSetCookie().map((c) => parseSetCookie(c));

/** The session cookie a reply set, as a browser would send it back. */
function cookieOf(reply: Response): string {
  const session = setCookiesOf(reply).find((c) => c.name === 'huiliu_token');
  if (!session) throw new Error('no session cookie set');
  return stringifyCookie({ [session.name]: session.value });
}

const cleared = { name: 'huiliu_token', value: '', path: '/', maxAge: 0, httpOnly: true, sameSite: 'lax' };

describe('the session cookie', () => {
  it('is set by sign-up as HttpOnly, SameSite=Lax, on path / for 7 days, and not Secure over plain HTTP', async () => {
    const { reply, body } = await post(SIGN_UP, signUpInput());
    expect(body.errors).toBeUndefined();
    expect(setCookiesOf(reply)).toEqual([
      { name: 'huiliu_token', value: expect.stringMatching(/^[A-Za-z0-9_-]{43,}$/), path: '/', maxAge: 604800, httpOnly: true, sameSite: 'lax' },
    ]);
  });

  it('is set by login, and the browser is signed in with nothing but that cookie', async () => {
    const input = signUpInput();
    await post(SIGN_UP, input);
    const { reply, body } = await post(LOGIN, { i: { email: input.input.email, password } });
    const me = await post(ME, {}, { cookie: cookieOf(reply) });
    expect(me.body.data?.me.userid).toBe(body.data?.login.userid);
  });

  it('is Secure when the caller came over HTTPS through a TLS-terminating proxy', async () => {
    const { reply } = await post(SIGN_UP, signUpInput(), { 'x-forwarded-proto': 'https' });
    expect(setCookiesOf(reply)[0]).toMatchObject({ httpOnly: true, sameSite: 'lax', secure: true });
  });

  it('is not set when the login fails', async () => {
    const input = signUpInput();
    await post(SIGN_UP, input);
    const { reply, body } = await post(LOGIN, { i: { email: input.input.email, password: 'wrong-password' } });
    expect(body.errors).toBeDefined();
    expect(reply.headers.getSetCookie()).toEqual([]);
  });

  it('is cleared by logout, which also ends the session on the platform', async () => {
    const { reply } = await post(SIGN_UP, signUpInput());
    const cookie = cookieOf(reply);
    const out = await post('mutation { logout }', {}, { cookie });
    expect(out.body).toEqual({ data: { logout: true } });
    expect(setCookiesOf(out.reply)).toEqual([cleared]);
    // a copy of the old cookie kept elsewhere is worth nothing now
    expect((await post(ME, {}, { cookie })).body).toEqual({ data: { me: null } });
  });

  it('is cleared by logout even without a session, Secure over HTTPS', async () => {
    const out = await post('mutation { logout }', {}, { 'x-forwarded-proto': 'https' });
    expect(setCookiesOf(out.reply)).toEqual([{ ...cleared, secure: true }]);
  });

  it('leaves API clients their bearer token in the payload, and is never set on other operations', async () => {
    const { token } = await stack.signUp();
    const me = await post(ME, {}, { authorization: `Bearer ${token}` });
    expect(me.body.data?.me.userid).toMatch(/^\d+$/);
    expect(me.reply.headers.getSetCookie()).toEqual([]);
  });
});
