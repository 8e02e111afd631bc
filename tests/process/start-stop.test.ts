import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '@huiliu/platform/test/process';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '..', '..');

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('npm start and npm stop', () => {
  const dirs: string[] = [];
  afterAll(async () => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

  it('leaves one server process and nothing else, then stops it', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'huiliu-daemon-'));
    const webDist = await mkdtemp(join(tmpdir(), 'huiliu-web-'));
    dirs.push(dataDir, webDist);
    await writeFile(join(webDist, 'index.html'), '<!doctype html><title>汇流</title>');
    const env = { ...process.env, DATA_DIR: dataDir, WEB_DIST: webDist, PORT: String(await freePort()), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };

    // `npm start` runs this script; that it returns at all is the point: nothing waits on the server
    const started = await run(process.execPath, ['scripts/start.mjs'], { cwd: root, env });
    expect(started.stdout).toMatch(/汇流 已启动: http:\/\/127\.0\.0\.1:\d+/);
    const { pid, url } = JSON.parse(readFileSync(join(dataDir, 'huiliu.pid'), 'utf8')) as { pid: number; url: string };
    expect(alive(pid)).toBe(true);
    expect(readFileSync(`/proc/${pid}/cmdline`, 'utf8')).toContain('dist/server/main.js');
    // no wrapper: the server's parent is no script of ours
    const parent = Number(/^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]);
    expect(readFileSync(`/proc/${parent}/cmdline`, 'utf8')).not.toMatch(/start\.mjs|npm/);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);

    const again = await run(process.execPath, ['scripts/start.mjs'], { cwd: root, env });
    expect(again.stdout).toContain(`汇流 已在运行: ${url}`);

    const stopped = await run(process.execPath, ['scripts/stop.mjs'], { cwd: root, env });
    expect(stopped.stdout).toContain(`汇流 已停止 (PID ${pid})`);
    expect(alive(pid)).toBe(false);
    expect(existsSync(join(dataDir, 'huiliu.pid'))).toBe(false);
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  });
});
