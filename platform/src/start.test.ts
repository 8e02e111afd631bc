import { describe, expect, it } from 'vitest';
import { platformRoutes } from './app';
import { startTestPlatform } from './test/harness';

describe('startPlatform', () => {
  it('listens on a random loopback port, serves real HTTP and closes cleanly', async () => {
    const platform = await startTestPlatform();
    try {
      expect(platform.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const health = await fetch(`${platform.url}/healthz`);
      expect(await health.json()).toEqual({ code: 0, msg: 'ok', data: { db: 'pglite' } });
      const reg = await fetch(`${platform.url}/v1/api/user/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ company_name: '真实公司', uname: '赵六', email: 'real@example.com', password: 'password-123' }),
      });
      const { data } = (await reg.json()) as { data: { token: string; userid: string } };
      const info = await fetch(`${platform.url}/v1/api/user/info?token=${data.token}`);
      expect(((await info.json()) as { data: { userid: string } }).data.userid).toBe(data.userid);
    } finally {
      await platform.close();
    }
    await expect(fetch(`${platform.url}/healthz`)).rejects.toThrow();
  });

  it('lists every registered route without HEAD or OPTIONS', async () => {
    const platform = await startTestPlatform();
    try {
      const routes = platformRoutes(platform.app);
      expect(routes).toContainEqual({ method: 'POST', url: '/v1/api/user/register' });
      expect(routes).toContainEqual({ method: 'GET', url: '/v1/api/base/users' });
      expect(routes.some((r) => r.method === 'HEAD' || r.method === 'OPTIONS')).toBe(false);
    } finally {
      await platform.close();
    }
  });
});
