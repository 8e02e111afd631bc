import { ERRORS } from '@huiliu/core';
import { describe, expect, it } from 'vitest';
import { platformRoutes } from '../app';
import { usePlatform } from '../test/harness';
import { nulPath } from './nul';

describe('nulPath', () => {
  it.each([
    ['plain', 'abc', null],
    ['the value itself', 'a\0b', ''],
    ['a nested value', { a: [{ b: 'x' }, { c: 'y\0' }] }, 'a.1.c'],
    ['a key', { ['k\0']: 1 }, 'k\0'],
    ['numbers and null', { a: 1, b: null, c: true }, null],
  ])('finds U+0000 in %s', (_name, value, path) => {
    expect(nulPath(value)).toBe(path);
  });
});

describe('text PostgreSQL cannot store, at every route', () => {
  const t = usePlatform('pglite');

  it('refuses U+0000 in a JSON body, a query string or a path with 400 / 4002 on every authenticated route', async () => {
    const me = await t.signUp();
    const routes = platformRoutes(t.app).filter((r) => !r.url.includes('/webhook/accept') && r.url !== '/healthz');
    expect(routes.length).toBeGreaterThan(40);
    const seen: string[] = [];
    for (const route of routes) {
      const url = route.url.replace(/:(\w+)/g, 'x%00y');
      const query = await t.app.inject({
        method: route.method as 'GET',
        url: `${url}${url.includes('?') ? '&' : '?'}title=a%00b`,
        headers: { authorization: `Bearer ${me.token}` },
      });
      seen.push(`${route.method} ${route.url} query → ${query.statusCode} ${query.json<{ code: number }>().code}`);
      if (route.method === 'GET') continue;
      const body = await t.call(route.method as 'POST', route.url.replace(/:(\w+)/g, 'x'), {
        token: me.token,
        body: { title: 'a\u0000b', content: '[]', process_id: '1', items: [{ name: '\u0000' }] },
      });
      seen.push(`${route.method} ${route.url} body → ${body.status} ${body.code}`);
    }
    const refused = seen.filter((line) => line.endsWith(`→ 400 ${ERRORS.TEXT_NUL.code}`));
    // uploads read multipart, never JSON: their body line says 415, their query line is refused
    expect(seen.filter((line) => !refused.includes(line) && !/upfile body → 415/.test(line))).toEqual([]);
  });

  it('names the field and keeps the connection open', async () => {
    const me = await t.signUp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/api/dataprocess/add',
      headers: { authorization: `Bearer ${me.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ title: '订单\u0000同步', content: '[]' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 4002, msg: `${ERRORS.TEXT_NUL.msg}（请求体：title）`, data: null });
    expect(res.headers.connection).not.toBe('close');
  });

  it('takes an escaped backslash followed by u0000 as the text it is', async () => {
    const me = await t.signUp();
    const res = await t.call('POST', '/v1/api/dataprocess/add', { token: me.token, body: { title: 'C:\\u0000', content: '[]' } });
    expect(res.code).toBe(0);
  });
});
