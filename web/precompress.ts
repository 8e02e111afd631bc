import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text and wasm shrink; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.map', '.txt', '.xml', '.webmanifest', '.wasm']);
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes `name.br` and `name.gz` beside each compressible file of the build; the gateway sends the one
 * the browser accepts (gateway/src/static.ts). Brotli at its best level costs seconds once, here,
 * instead of CPU on every response. index.html is left alone: the gateway renders it per response
 * with a fresh nonce, so a stored copy of it would never be sent.
 */
export function precompress(): Plugin {
  return {
    name: 'huiliu:precompress',
    apply: 'build',
    async writeBundle({ dir }) {
      if (dir) await precompressFolder(dir);
    },
  };
}

/** Compresses every compressible file under `dir` (the build's output, public files included). */
export async function precompressFolder(dir: string): Promise<void> {
  const names = await readdir(dir, { recursive: true });
  await Promise.all(names.filter((name) => COMPRESSIBLE.has(extname(name))).map((name) => compressBeside(join(dir, name))));
}

async function compressBeside(file: string): Promise<void> {
  const source = await readFile(file);
  if (source.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
    }),
    gzipped(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // the gateway prefers a variant whenever it exists, so keep only those that save bytes
  await Promise.all([
    br.length < source.length ? writeFile(`${file}.br`, br) : undefined,
    gz.length < source.length ? writeFile(`${file}.gz`, gz) : undefined,
  ]);
}
