import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** A free loopback port (closed again at once; the child binds it a moment later). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface SpawnedProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal) and signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** What the process wrote to stderr (for failure messages). */
  stderr(): string;
}

/** Polls `url` until it answers 200, the child exits, or `timeoutMs` passes. */
async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`exited before it was ready (${child.exitCode ?? child.signalCode})`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(1000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} not ready within ${timeoutMs} ms`);
}

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Starts a real process of the repository (a script path relative to its root) the way a person would,
 * waits for `healthPath` on `PORT`, and hands back the child so a test can signal it (SIGTERM, SIGKILL).
 */
export async function spawnService(
  script: string,
  env: Record<string, string>,
  opts: { portVar?: string; healthPath?: string; node?: string[]; args?: string[] } = {},
): Promise<SpawnedProcess> {
  const port = await freePort();
  const portVar = opts.portVar ?? 'PORT';
  let err = '';
  const child = spawn(process.execPath, [...(opts.node ?? ['--import', 'tsx']), script, ...(opts.args ?? [])], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, [portVar]: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.on('data', (chunk: Buffer) => (err = (err + chunk.toString()).slice(-20_000)));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(`${url}${opts.healthPath ?? '/healthz'}`, child, 60_000);
  } catch (e) {
    child.kill('SIGKILL');
    throw new Error(`${script}: ${(e as Error).message}\n${err}`, { cause: e });
  }
  return { url, child, exited, stderr: () => err };
}
