import { ERRORS } from '@huiliu/core';
import { exchange, rawPost } from '@huiliu/platform/test/raw-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './test/stack';

describe('bodies over the limit through the gateway', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack.close());

  const big = Buffer.alloc(2 * 1024 * 1024, 0x61);
  const login = rawPost('/v1/api/user/login', JSON.stringify({ email: 'nobody@example.com', password: 'x' }));
  const codes = (responses: Array<{ status: number; body: string }>) => responses.map((r) => [r.status, JSON.parse(r.body).code]);

  it('answers 413 and keeps the connection for the next request, declared or chunked', async () => {
    for (const chunked of [false, true]) {
      const { responses } = await exchange(stack.gateway.url, [rawPost('/v1/api/user/login', big, { chunked }), login], 2);
      expect(codes(responses), chunked ? 'chunked' : 'content-length').toEqual([
        [413, ERRORS.PAYLOAD_TOO_LARGE.code],
        [400, ERRORS.LOGIN_FAILED.code],
      ]);
    }
  });

  it('answers 413, never 502, to many oversized bodies at once', async () => {
    const send = (i: number) =>
      fetch(`${stack.gateway.url}/v1/api/data/webhook/accept/key${i}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // a stream is sent chunked; every other one declares its length
        body: i % 2 ? new Blob([big]).stream() : big,
        duplex: 'half',
      } as RequestInit).then(async (r) => [r.status, ((await r.json()) as { code: number }).code]);
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => send(i)));
    expect(replies).toEqual(Array(20).fill([413, ERRORS.PAYLOAD_TOO_LARGE.code]));
  });

  it('drops the unread rest of a body the platform answered early, so the next request is answered', async () => {
    // no token: the platform answers 2101 before it reads the body
    const unsigned = rawPost('/v1/api/dataprocess/add', JSON.stringify({ title: 'b'.repeat(512 * 1024) }));
    const { responses } = await exchange(stack.gateway.url, [unsigned, login], 2);
    expect(codes(responses)).toEqual([
      [401, ERRORS.UNAUTHENTICATED.code],
      [400, ERRORS.LOGIN_FAILED.code],
    ]);
  });
});
