import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where a background server (npm start) keeps its PID and its log: beside its data. */
export function serverFiles(dataDir) {
  const pidFile = join(dataDir, 'huiliu.pid');
  return {
    pidFile,
    log: join(dataDir, 'huiliu.log'),
    write: (info) => writeFileSync(pidFile, JSON.stringify(info)),
    read: () => (existsSync(pidFile) ? JSON.parse(readFileSync(pidFile, 'utf8')) : null),
    remove: () => rmSync(pidFile, { force: true }),
  };
}

/** The background server of this data folder, if its process is alive and is ours (PIDs get reused). */
export function running(files) {
  const info = files.read();
  if (!info) return null;
  try {
    const cmdline = readFileSync(`/proc/${info.pid}/cmdline`, 'utf8');
    if (cmdline.includes(info.main)) return info;
  } catch {
    // no such process
  }
  files.remove();
  return null;
}
