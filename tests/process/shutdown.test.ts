import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { answeredButLost, storedRuns, syncJob } from '@huiliu/platform/test/durability';
import { untilAnswered, webhookLoad } from '@huiliu/platform/test/load';
import { spawnService } from '@huiliu/platform/test/process';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../scripts/server-flags.mjs';

describe('npm start under SIGTERM', () => {
  const dirs: string[] = [];
  afterAll(async () => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

  it('drains: every caller whose run was taken in hears its reply, then the process exits 0', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'huiliu-term-'));
    const webDist = await mkdtemp(join(tmpdir(), 'huiliu-web-'));
    dirs.push(dataDir, webDist);
    // an already built web app: the test is about the servers, not about Vite
    await writeFile(join(webDist, 'index.html'), '<!doctype html><title>汇流</title>');
    // in the foreground: the very server `npm start` leaves in the background, signalled directly
    const started = await spawnService(
      'scripts/start.mjs',
      { ...SERVER_ENV, DATA_DIR: dataDir, WEB_DIST: webDist, HOST: '127.0.0.1' },
      { node: [...SERVER_NODE_FLAGS], args: ['--foreground'] },
    );
    const path = await syncJob(started.url);

    const load = webhookLoad(`${started.url}${path}`, 30);
    await untilAnswered(load, 800);
    started.child.kill('SIGTERM');
    const exit = await started.exited;
    const outcomes = await load.stop();

    const stored = await storedRuns(dataDir);
    const cutOff = outcomes.filter((o) => o.status !== 201 && stored.has(o.order));
    expect(exit).toEqual({ code: 0, signal: null });
    expect(outcomes.filter((o) => o.status === 201).length).toBeGreaterThan(500);
    expect(cutOff).toEqual([]);
    expect(answeredButLost(outcomes, stored)).toEqual([]);
  });
});
