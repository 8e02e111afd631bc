import { ERRORS } from '@huiliu/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningPlatform } from '../start';
import { startTestPlatform } from '../test/harness';
import { exchange, rawPost } from '../test/raw-http';

describe('a body over the limit, on a real socket', () => {
  let platform: RunningPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(() => platform.close());

  const oversized = JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024), password: 'x' });
  const login = rawPost('/v1/api/user/login', JSON.stringify({ email: 'nobody@example.com', password: 'x' }));

  it('answers 413 and then the next request on the same keep-alive connection', async () => {
    const { responses } = await exchange(platform.url, [rawPost('/v1/api/user/login', oversized), login], 2);
    expect(responses.map((r) => [r.status, JSON.parse(r.body).code])).toEqual([
      [413, ERRORS.PAYLOAD_TOO_LARGE.code],
      [400, ERRORS.LOGIN_FAILED.code],
    ]);
    expect(responses[0]!.headers.connection).not.toBe('close');
  });

  it('closes the connection after a chunked body over the limit, whose size nobody declared', async () => {
    const { responses, closedByServer } = await exchange(platform.url, [rawPost('/v1/api/user/login', oversized, { chunked: true })], 2);
    expect(responses.map((r) => r.status)).toEqual([413]);
    expect(closedByServer).toBe(true);
  });
});
