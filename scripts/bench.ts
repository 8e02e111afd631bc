/**
 * `npm run bench`: speed and memory figures, printed as a table. Targets named in issues are measured
 * here, never in timed tests. Each section (scripts/bench/*.ts) starts the product as `npm start` does,
 * on its own port and data folder; `npm run bench -- <section>` runs one.
 */
import { rows, print } from './bench/harness';
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
};
const only = process.argv.slice(2);
for (const [name, run] of Object.entries(sections)) if (only.length === 0 || only.includes(name)) await run();

const width = [Math.max(...rows.map((r) => r[0].length)), Math.max(...rows.map((r) => r[1].length))];
print(`\n| measure | value | detail |\n|---|---|---|`);
for (const [name, value, note] of rows) print(`| ${name.padEnd(width[0]!)} | ${value.padEnd(width[1]!)} | ${note} |`);
