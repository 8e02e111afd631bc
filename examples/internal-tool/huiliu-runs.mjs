#!/usr/bin/env node
/**
 * An internal tool on 汇流's GraphQL endpoint with an API token (issue 13): no dependencies, Node 20's global fetch.
 *
 *   HUILIU_TOKEN=hlp_… node huiliu-runs.mjs [runs] [limit]     the last runs, newest first (default 10)
 *   HUILIU_TOKEN=hlp_… node huiliu-runs.mjs switch-off <id>    switch a pipeline off (needs pipelines.publish)
 *
 * HUILIU_URL is where 汇流 listens (default http://127.0.0.1:3000). Exit codes: 0 done, 1 usage or unreachable,
 * 2 refused by 汇流 (the error's code and message are printed, e.g. FORBIDDEN for a viewer token's change).
 */

const BASE_URL = (process.env.HUILIU_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
const TOKEN = process.env.HUILIU_TOKEN ?? '';

const RUNS = `query LastRuns($limit: Int) {
  runs(limit: $limit) {
    total
    items { logId status processTitle createdAt durationMs }
  }
}`;

const SWITCH_OFF = `mutation SwitchOff($processId: ID!) {
  setPipelineStatus(processId: $processId, status: OFF) { processId status }
}`;

class Refused extends Error {}

const print = (line) => process.stdout.write(`${line}\n`);

/** One GraphQL request; GraphQL errors become a Refused error naming each error's code. */
async function graphql(query, variables) {
  const reply = await fetch(`${BASE_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = await reply.json();
  if (body.errors?.length) {
    throw new Refused(body.errors.map((e) => `${e.extensions?.code ?? 'ERROR'}: ${e.message}`).join('\n'));
  }
  return body.data;
}

async function printRuns(limit) {
  const { runs } = await graphql(RUNS, { limit });
  print(`${runs.items.length} of ${runs.total} runs`);
  for (const run of runs.items) {
    const took = run.durationMs === null ? '' : ` ${run.durationMs} ms`;
    print(`${run.createdAt}  ${run.status.padEnd(9)}  ${run.processTitle}${took}  #${run.logId}`);
  }
}

async function switchOff(processId) {
  const { setPipelineStatus } = await graphql(SWITCH_OFF, { processId });
  print(`pipeline ${setPipelineStatus.processId} is ${setPipelineStatus.status}`);
}

async function main([command = 'runs', argument] = []) {
  if (!TOKEN) throw new Error('set HUILIU_TOKEN to an API token (汇流: 企业管理 → API 令牌)');
  if (command === 'runs') return printRuns(argument === undefined ? 10 : Number(argument));
  if (command === 'switch-off' && argument) return switchOff(argument);
  throw new Error('usage: huiliu-runs.mjs [runs [limit] | switch-off <processId>]');
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error.message);
  process.exitCode = error instanceof Refused ? 2 : 1;
});
