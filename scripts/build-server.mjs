#!/usr/bin/env node
// Compiles the servers to JavaScript (issue 9: `npm start` runs compiled code, not tsx): our workspaces
// bundled into dist/server, every installed package left to Node's resolver (PGlite finds its WebAssembly
// files beside itself, native and CommonJS packages load as they are).
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStale } from './stale.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_DIST = join(root, 'dist', 'server');

/** Output name → source. Workers sit beside the entry that starts them (platform/src/workers/spawn.ts). */
const ENTRIES = {
  main: 'gateway/src/embedded/main.ts',
  platform: 'platform/src/main.ts',
  worker: 'platform/src/worker.ts',
  migrate: 'platform/src/migrate.ts',
  gateway: 'gateway/src/main.ts',
  'sheet-worker': 'platform/src/families/datasource/sheet-worker.ts',
  // issue 17 datamodel: a model's training (platform/src/families/datamodel/trainer.ts)
  'train-worker': 'platform/src/families/datamodel/train-worker.ts',
  // PGlite's thread (platform/src/db/pglite-client.ts loads pglite-worker.js beside its chunk)
  'pglite-worker': 'platform/src/db/pglite-worker.mjs',
  'pglite-snapshot': 'platform/src/db/snapshot-build.ts',
};
const SOURCES = ['core/src', 'contract/src', 'platform/src', 'gateway/src', 'platform/drizzle', 'scripts/build-server.mjs'].map((p) => join(root, p));

/**
 * Our own packages are bundled; anything installed stays an import, but of the exact file its importer
 * resolves to. A bare name would be resolved from dist/server instead, i.e. from the root node_modules, where
 * another version may be hoisted (lru-cache 5 at the root, 11 under platform/).
 */
const installedStayExternal = {
  name: 'installed-stay-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith('@huiliu/') || args.pluginData?.resolving || isBuiltin(args.path)) return undefined;
      const found = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: { resolving: true } });
      if (found.errors.length > 0) return { errors: found.errors };
      const path = relative(SERVER_DIST, found.path).split(sep).join('/');
      return { path: path.startsWith('.') ? path : `./${path}`, external: true };
    });
  },
};

export async function buildServer() {
  // chunk names carry content hashes: a rebuild must not leave the old ones beside the new
  rmSync(SERVER_DIST, { recursive: true, force: true });
  await build({
    entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, path]) => [name, join(root, path)])),
    outdir: SERVER_DIST,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    // files shipped beside the code are found relative to the bundle, not to a source file (platform/src/assets.ts)
    define: { HUILIU_BUNDLED: 'true' },
    plugins: [installedStayExternal],
  });
  // the migrated PGlite folder a new data folder is copied from (platform/src/db/snapshot.ts): made here,
  // once per migration set, so that a first start skips initdb; a no-op when it exists
  execFileSync(process.execPath, [join(SERVER_DIST, 'pglite-snapshot.js')], { stdio: 'inherit' });
}

/** Builds when any server source is newer than the bundle; returns whether it built. */
export async function buildServerIfStale() {
  if (!isStale(join(SERVER_DIST, 'main.js'), SOURCES)) return false;
  await buildServer();
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
