import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { answeredButLost, storedRuns, syncJob } from './test/durability';
import { webhookLoad, untilAnswered, type CallerOutcome } from './test/load';
import { spawnService, type SpawnedProcess } from './test/process';

describe('durability before acknowledgement', () => {
  const dirs: string[] = [];
  afterAll(async () => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

  it('never tells a synchronous caller of a run that a SIGKILL of the platform then loses', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'huiliu-kill-'));
    dirs.push(dataDir);
    const start = () => spawnService('platform/src/main.ts', { DATA_DIR: dataDir }, { portVar: 'PLATFORM_PORT' });
    let platform: SpawnedProcess = await start();
    const path = await syncJob(platform.url);
    const outcomes: CallerOutcome[] = [];
    for (let trial = 0; trial < 3; trial++) {
      if (trial > 0) platform = await start();
      const load = webhookLoad(`${platform.url}${path}`, 30, trial * 1_000_000 + 1);
      await untilAnswered(load, 600);
      platform.child.kill('SIGKILL');
      await platform.exited;
      outcomes.push(...(await load.stop()));
    }
    const stored = await storedRuns(dataDir);
    expect(outcomes.filter((o) => o.status === 201).length).toBeGreaterThan(1000);
    expect(answeredButLost(outcomes, stored)).toEqual([]);
  }, 180_000);
});
