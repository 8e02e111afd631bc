import { newId } from '@huiliu/core';
import { mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FileKind } from './sheets';

/** Staged uploads are for the next step of an import (type detection, append), not for keeping. */
const STAGE_LIFETIME_MS = 24 * 60 * 60 * 1000;
const TOKEN = /^(\d{15,19})\.(csv|xlsx)$/;

/** Where uploads wait: UPLOAD_DIR (shared between nodes in distributed mode) or the system temp dir. */
export function defaultUploadDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.UPLOAD_DIR || join(tmpdir(), 'huiliu-uploads');
}

/**
 * Uploaded files by company: the `Filepath` a client gets back is an opaque token, resolved only
 * inside its own company's folder, so another company's (or a crafted) path finds nothing.
 */
export class UploadStore {
  constructor(private readonly dir: string) {}

  async save(companyId: string, kind: FileKind, bytes: Buffer): Promise<string> {
    const folder = join(this.dir, companyId);
    await mkdir(folder, { recursive: true });
    await this.sweep(folder);
    const token = `${newId()}.${kind}`;
    await writeFile(join(folder, token), bytes, { mode: 0o600 });
    return token;
  }

  /** The file and its kind, or null for an unknown, foreign or malformed token. */
  async load(companyId: string, token: string): Promise<{ kind: FileKind; bytes: Buffer } | null> {
    const match = TOKEN.exec(token);
    if (!match || !/^\d{1,19}$/.test(companyId)) return null;
    try {
      return { kind: match[2] as FileKind, bytes: await readFile(join(this.dir, companyId, token)) };
    } catch {
      return null;
    }
  }

  /** Drops this company's staged files older than a day (each upload pays for a bounded sweep). */
  private async sweep(folder: string): Promise<void> {
    const now = Date.now();
    for (const name of (await readdir(folder)).slice(0, 200)) {
      const path = join(folder, name);
      const info = await stat(path).catch(() => null);
      if (info && now - info.mtimeMs > STAGE_LIFETIME_MS) await rm(path, { force: true });
    }
  }
}
