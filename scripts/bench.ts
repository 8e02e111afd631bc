/**
 * `npm run bench`: speed and memory figures, printed as a table. Targets named in issues are measured
 * here, never in timed tests. Each section (scripts/bench/*.ts) starts the product as `npm start` does,
 * on its own port and data folder; `npm run bench -- <section>` runs one.
 */
import { rows, print } from './bench/harness';
import { benchAnalytics } from './bench/analytics';
import { benchDistributed } from './bench/distributed';
import { benchEditor } from './bench/editor';
import { benchMemory } from './bench/memory';
import { benchPeers } from './bench/peers';
import { benchReplies } from './bench/replies';
import { benchStarts } from './bench/starts';
import { benchStartAndList } from './bench/startup';
import { benchWebhooks } from './bench/webhooks';

const sections: Record<string, () => Promise<void>> = {
  startup: benchStartAndList,
  webhooks: benchWebhooks,
  editor: benchEditor,
  replies: benchReplies,
  peers: benchPeers,
  memory: benchMemory,
  starts: benchStarts,
  distributed: benchDistributed,
  analytics: benchAnalytics,
};
// `--distributed` (issue 15's spelling) is the section `distributed`; it needs PostgreSQL and Redis, so a bare
// `npm run bench` runs it only when both are named (BENCH_/TEST_DATABASE_URL and REDIS_URL); `analytics` (issue 16)
// needs PostgreSQL, so only when a database is named
const only = process.argv.slice(2).map((a) => a.replace(/^--/, ''));
const databaseNamed = Boolean(process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL);
const needs: Record<string, boolean> = {
  distributed: databaseNamed && Boolean(process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL),
  analytics: databaseNamed,
};
for (const [name, run] of Object.entries(sections)) {
  const chosen = only.length === 0 ? (needs[name] ?? true) : only.includes(name);
  if (chosen) await run();
}

const width = [Math.max(...rows.map((r) => r[0].length)), Math.max(...rows.map((r) => r[1].length))];
print(`\n| measure | value | detail |\n|---|---|---|`);
for (const [name, value, note] of rows) print(`| ${name.padEnd(width[0]!)} | ${value.padEnd(width[1]!)} | ${note} |`);
