import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { print, record } from './harness';
import { buildOnce, npmStart, npmStop } from './npm-start';

/** Issue 9's start targets: from spawning `npm start` to the first page answering 200, new data folder and existing one. */
export async function benchStarts() {
  print('`npm start` to the first page (GET / → 200, polled every 20 ms); the one-off build done beforehand');
  const dataDir = mkdtempSync(join(tmpdir(), 'huiliu-bench-'));
  const scratch = mkdtempSync(join(tmpdir(), 'huiliu-bench-'));
  try {
    await buildOnce(scratch);
    for (const label of ['first start, new data folder', 'restart, existing data folder']) {
      const server = await npmStart(dataDir);
      await npmStop(dataDir);
      record(
        `${label}: npm start → first page`,
        `${Math.round(server.firstPageMs)} ms`,
        `npm start returned after ${Math.round(server.returnedMs)} ms`,
      );
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(scratch, { recursive: true, force: true });
  }
}
