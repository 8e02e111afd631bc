import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'huiliu-precompress-'));
  mkdirSync(join(dir, 'assets'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const script = `export const steps = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ step: i, title: '发送数据' })))};`;

describe('precompressFolder', () => {
  it('leaves a brotli and a gzip copy beside each script and stylesheet, each decoding to the original', async () => {
    writeFileSync(join(dir, 'assets', 'index-a1b2.js'), script);
    writeFileSync(join(dir, 'assets', 'index-c3d4.css'), `.step{color:red}\n`.repeat(200));
    await precompressFolder(dir);
    for (const name of ['index-a1b2.js', 'index-c3d4.css']) {
      const original = readFileSync(join(dir, 'assets', name));
      expect(brotliDecompressSync(readFileSync(join(dir, 'assets', `${name}.br`)))).toEqual(original);
      expect(gunzipSync(readFileSync(join(dir, 'assets', `${name}.gz`)))).toEqual(original);
    }
  });

  it('skips index.html (rendered per response), tiny files, and files that are compressed already', async () => {
    writeFileSync(join(dir, 'index.html'), `<!doctype html>${'<p>汇流</p>'.repeat(500)}`);
    writeFileSync(join(dir, 'assets', 'tiny-e5f6.js'), 'export {};');
    writeFileSync(join(dir, 'assets', 'logo-0a1b.png'), Buffer.alloc(4096, 7));
    await precompressFolder(dir);
    expect(readdirSync(dir, { recursive: true }).sort()).toEqual(['assets', 'assets/logo-0a1b.png', 'assets/tiny-e5f6.js', 'index.html']);
  });

  it('keeps no copy that would be larger than the file', async () => {
    const random = Buffer.from(Array.from({ length: 4096 }, () => Math.floor(Math.random() * 256)));
    writeFileSync(join(dir, 'assets', 'noise-9f8e.wasm'), random);
    await precompressFolder(dir);
    expect(readdirSync(join(dir, 'assets'))).toEqual(['noise-9f8e.wasm']);
  });
});
