import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { platformRoutes } from './app';
import { startPlatform } from './start';
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

  it('refuses to start on a malformed HUILIU_OUTBOUND_ALLOW entry, before opening the database', async () => {
    const before = process.env.HUILIU_OUTBOUND_ALLOW;
    process.env.HUILIU_OUTBOUND_ALLOW = '127.0.0.1,127.0.0.5:4305x';
    try {
      await expect(startPlatform()).rejects.toMatchObject({ code: 5001, message: expect.stringContaining('“127.0.0.5:4305x”') });
    } finally {
      if (before === undefined) delete process.env.HUILIU_OUTBOUND_ALLOW;
      else process.env.HUILIU_OUTBOUND_ALLOW = before;
    }
  });

  it('exits the platform process with the Chinese message naming the entry', async () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const dataDir = join(mkdtempSync(join(tmpdir(), 'huiliu-start-')), 'data');
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'platform/src/main.ts'], {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, PLATFORM_PORT: '0', HUILIU_OUTBOUND_ALLOW: '10.0.0.0/8:443, 10.1.2.3/8' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain('汇流 platform 无法启动：HUILIU_OUTBOUND_ALLOW 中的“10.1.2.3/8”无法识别');
      expect(stderr).not.toMatch(/\n\s+at /);
      // nothing was written: the setting is checked before the key or the database
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      rmSync(join(dataDir, '..'), { recursive: true, force: true });
    }
  });

  it('refuses an invalid app definition in HUILIU_APPS_DIR with its file and problems, no stack trace', async () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const base = mkdtempSync(join(tmpdir(), 'huiliu-apps-'));
    const appsDir = join(base, 'apps');
    mkdirSync(appsDir);
    writeFileSync(join(appsDir, 'broken.json'), JSON.stringify({ app_id: '2100', name: '坏应用' }));
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'platform/src/main.ts'], {
        cwd: root,
        env: { ...process.env, DATA_DIR: join(base, 'data'), PLATFORM_PORT: '0', HUILIU_APPS_DIR: appsDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain('汇流 platform 无法启动：HUILIU_APPS_DIR 中的应用定义 broken.json 不合法：');
      expect(stderr).toContain('state：应用状态只能是 1（上线）、2（下线）或 3（测试）');
      expect(stderr).not.toMatch(/\n\s+at /);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });
});
