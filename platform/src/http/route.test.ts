import { call } from '@huiliu/contract';
import { ERRORS } from '@huiliu/core';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installBoundary } from './boundary';
import { route } from './route';

const item = z.strictObject({ id: z.string(), n: z.number().int() });
const find = call({
  method: 'GET',
  path: '/find',
  public: true,
  query: z.object({ id: z.string().min(1), limit: z.coerce.number().int().max(10).default(5) }),
  reply: item,
});
const search = call({
  method: 'POST',
  path: '/search',
  public: true,
  body: z.object({ keyword: z.string().min(2).optional(), limit: z.number().default(5) }),
  blankIsAbsent: true,
  reply: z.strictObject({ keyword: z.string().nullable(), limit: z.number() }),
});
const save = call({ method: 'POST', path: '/save', public: true, body: z.object({ name: z.string() }), reply: item });

let close: (() => Promise<void>) | undefined;
afterEach(() => close?.());

/** A bare app with the platform's boundary and one handler per call; `answer` decides what /find and /save return. */
async function appWith(strictReplies: boolean, answer: (id: string) => unknown) {
  const app = Fastify();
  installBoundary(app, { strictReplies });
  route(app, find, async (req) => answer(req.query.id) as z.input<typeof item>);
  route(app, search, async (req) => ({ keyword: req.body.keyword ?? null, limit: req.body.limit }));
  route(app, save, async (req, reply) =>
    req.body.name === 'self' ? reply.status(200).send({ code: 0, msg: 'ok', data: { id: '1', n: 1 } }) : { id: '2', n: 2 },
  );
  await app.ready();
  close = () => app.close();
  return app;
}

const json = (res: { body: string }) => JSON.parse(res.body) as { code: number; msg: string; data: any };

describe('routes declared from contract calls', () => {
  it('wraps the handler’s data in the success envelope', async () => {
    const app = await appWith(true, (id) => ({ id, n: 1 }));
    const res = await app.inject({ method: 'GET', url: '/find?id=7' });
    expect([res.statusCode, json(res)]).toEqual([200, { code: ERRORS.OK.code, msg: ERRORS.OK.msg, data: { id: '7', n: 1 } }]);
  });

  it('refuses a query that breaks the call’s schema with 400 / 4000, a Chinese message naming the field and every issue', async () => {
    const app = await appWith(true, (id) => ({ id, n: 1 }));
    const res = await app.inject({ method: 'GET', url: '/find?id=7&limit=11' });
    const body = json(res);
    expect([res.statusCode, body.code]).toEqual([400, ERRORS.BAD_REQUEST.code]);
    expect(body.msg).toMatch(/^请求参数有误：limit .*[\u4e00-\u9fff]/);
    expect(body.data.issues).toEqual([{ path: 'limit', message: expect.any(String) }]);
  });

  it('reads an empty query value as absent, so a required one is missing and an optional one takes its default', async () => {
    const app = await appWith(true, (id) => ({ id, n: 1 }));
    const missing = await app.inject({ method: 'GET', url: '/find?id=' });
    expect([missing.statusCode, json(missing).data.issues[0].path]).toEqual([400, 'id']);
    const defaulted = await app.inject({ method: 'GET', url: '/find?id=7&limit=' });
    expect(json(defaulted).code).toBe(0);
  });

  it('reads a missing body as an empty one', async () => {
    const app = await appWith(true, (id) => ({ id, n: 1 }));
    const res = await app.inject({ method: 'POST', url: '/save' });
    expect([res.statusCode, json(res).data.issues[0].path]).toEqual([400, 'name']);
  });

  it('drops empty body fields only for a call that says they count as absent', async () => {
    const app = await appWith(true, (id) => ({ id, n: 1 }));
    const res = await app.inject({ method: 'POST', url: '/search', payload: { keyword: '', limit: 3 } });
    expect(json(res).data).toEqual({ keyword: null, limit: 3 });
    const saved = await app.inject({ method: 'POST', url: '/save', payload: { name: '' } });
    expect(json(saved).code).toBe(0);
  });

  it('lets a handler answer by itself, and still checks that envelope', async () => {
    const app = await appWith(true, (id) => ({ id, n: 1 }));
    const res = await app.inject({ method: 'POST', url: '/save', payload: { name: 'self' } });
    expect(json(res)).toEqual({ code: 0, msg: 'ok', data: { id: '1', n: 1 } });
  });
});

describe('strict replies', () => {
  it('fail a reply whose field has the wrong type with INTERNAL naming the field', async () => {
    const app = await appWith(true, (id) => ({ id, n: '1' }));
    const res = await app.inject({ method: 'GET', url: '/find?id=7' });
    const body = json(res);
    expect([res.statusCode, body.code]).toEqual([500, ERRORS.INTERNAL.code]);
    expect(body.msg).toMatch(/^回复不符合契约：GET \/find data\.n /);
    expect(body.data.contract).toEqual([{ path: 'data.n', message: expect.any(String) }]);
  });

  it('fail a reply with a field the contract does not name', async () => {
    const app = await appWith(true, (id) => ({ id, n: 1, secret: 'x' }));
    const res = await app.inject({ method: 'GET', url: '/find?id=7' });
    expect([res.statusCode, json(res).data.contract[0].path]).toEqual([500, 'data']);
  });

  it('are off in production: the reply goes out as the handler gave it', async () => {
    const app = await appWith(false, (id) => ({ id, n: '1' }));
    const res = await app.inject({ method: 'GET', url: '/find?id=7' });
    expect([res.statusCode, json(res).data]).toEqual([200, { id: '7', n: '1' }]);
  });
});
