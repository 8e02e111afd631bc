import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCorsOrigins } from './cors';
import { startStack, type Stack } from './test/stack';

const LISTED = 'https://app.example';
const EVIL = 'https://evil.example';
const ME = JSON.stringify({ query: '{ me { userid } }' });

let stack: Stack;
let cookie: string;
let userid: string;

beforeAll(async () => {
  stack = await startStack({ corsOrigins: [LISTED] });
  const person = await stack.signUp();
  cookie = `huiliu_token=${encodeURIComponent(person.token)}`;
  userid = person.userid;
});
afterAll(() => stack?.close());

/** What a browser sends for a page on `origin` posting JSON with the user's cookie. */
function crossSitePost(path: string, origin: string): Promise<Response> {
  return fetch(stack.gateway.url + path, { method: 'POST', headers: { origin, cookie, 'content-type': 'application/json' }, body: ME });
}

/** The preflight a browser sends before that post. */
function preflight(path: string, origin: string): Promise<Response> {
  return fetch(stack.gateway.url + path, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
  });
}

function corsHeadersOf(reply: Response): Record<string, string> {
  return Object.fromEntries([...reply.headers].filter(([name]) => name.startsWith('access-control-')));
}

describe('CORS on the public port', () => {
  it('gives an unlisted origin no CORS header, so its page cannot read the signed-in user', async () => {
    const reply = await crossSitePost('/graphql', EVIL);
    expect(corsHeadersOf(reply)).toEqual({});
    expect(reply.headers.get('vary')).toContain('Origin');
  });

  it('answers an unlisted origin’s preflight without any allow header', async () => {
    const reply = await preflight('/graphql', EVIL);
    expect(reply.status).toBe(204);
    expect(corsHeadersOf(reply)).toEqual({});
  });

  it('lets a listed origin read replies with the cookie after its preflight', async () => {
    const granted = await preflight('/graphql', LISTED);
    expect(corsHeadersOf(granted)).toMatchObject({
      'access-control-allow-origin': LISTED,
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'GET, POST, PUT, PATCH',
      'access-control-allow-headers': 'content-type',
    });
    const reply = await crossSitePost('/graphql', LISTED);
    expect(corsHeadersOf(reply)).toMatchObject({ 'access-control-allow-origin': LISTED, 'access-control-allow-credentials': 'true' });
    expect(await reply.json()).toEqual({ data: { me: { userid } } });
  });

  it('serves the same origin with its cookie and without CORS headers, which it does not need', async () => {
    const reply = await crossSitePost('/graphql', stack.gateway.url);
    expect(corsHeadersOf(reply)).toEqual({});
    expect(await reply.json()).toEqual({ data: { me: { userid } } });
  });

  it('applies the same policy to the REST paths passed through to the platform', async () => {
    expect(corsHeadersOf(await crossSitePost('/v1/api/user/info', EVIL))).toEqual({});
    expect(corsHeadersOf(await preflight('/v1/api/user/info', EVIL))).toEqual({});
    expect(corsHeadersOf(await preflight('/api/platform/apps', EVIL))).toEqual({});
    expect(corsHeadersOf(await preflight('/v1/api/user/info', LISTED))).toMatchObject({ 'access-control-allow-origin': LISTED });
  });
});

describe('parseCorsOrigins', () => {
  it('reads a comma-separated list into origins', () => {
    expect(parseCorsOrigins('https://a.example, https://b.example:8443/,http://localhost:5173')).toEqual([
      'https://a.example',
      'https://b.example:8443',
      'http://localhost:5173',
    ]);
    expect(parseCorsOrigins(undefined)).toEqual([]);
    expect(parseCorsOrigins(' , ')).toEqual([]);
  });

  it.each(['*', 'null', 'a.example', 'https://a.example/app', 'ftp://a.example', 'https://a.example?x=1', 'https://u:p@a.example'])(
    'refuses %s at start-up rather than opening the port to it',
    (entry) => {
      expect(() => parseCorsOrigins(`https://ok.example,${entry}`)).toThrow(/HUILIU_CORS_ORIGINS/);
    },
  );
});
