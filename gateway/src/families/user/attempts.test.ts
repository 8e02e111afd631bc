import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack';

const LOGIN = 'mutation ($input: LoginInput!) { login(input: $input) { user { userid } } }';
type Reply = { errors?: Array<{ message: string; extensions: { code: string; upstreamCode?: number } }> };

describe('sign-in limits through GraphQL', () => {
  let stack: Stack;
  beforeAll(async () => {
    const window = { max: 3, windowMs: 60_000 };
    // two hops stand before the platform here: the gateway and the stack's counting pass-through
    stack = await startStack(
      {},
      {
        trustProxy: 2,
        attemptLimits: {
          login: { perAddress: window, perAccount: { max: 100, windowMs: 60_000 } },
          register: { perAddress: window, perAccount: window },
        },
      },
    );
  });
  afterAll(() => stack.close());

  /** A login sent from one loopback address of many (Linux routes all of 127/8 to lo). */
  function loginFrom(localAddress: string, email: string): Promise<Reply> {
    const url = new URL(`${stack.gateway.url}/graphql`);
    const body = JSON.stringify({ query: LOGIN, variables: { input: { email, password: 'wrong-password' } } });
    return new Promise((resolve, reject) => {
      const req = request(
        { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', localAddress, headers: { 'content-type': 'application/json' } },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c));
          res.on('end', () => resolve(JSON.parse(text) as Reply));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  it('counts the person behind the gateway, not the gateway', async () => {
    const codes: Array<number | undefined> = [];
    for (let i = 0; i < 4; i++) codes.push((await loginFrom('127.0.0.2', `someone${i}@example.com`)).errors?.[0]?.extensions.upstreamCode);
    expect(codes).toEqual([4010, 4010, 4010, 4029]);
    const other = await loginFrom('127.0.0.3', 'another@example.com');
    expect(other.errors?.[0]?.extensions.upstreamCode).toBe(4010);
  });

  it('says in Chinese when to try again, with a code of its own', async () => {
    const reply = await loginFrom('127.0.0.2', 'again@example.com');
    expect(reply.errors?.[0]?.extensions.code).toBe('RATE_LIMITED');
    expect(reply.errors?.[0]?.message).toMatch(/^尝试次数过多，请稍后再试（请 \d+ 秒后重试）$/);
  });
});
