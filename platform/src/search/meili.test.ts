import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILTIN_MANIFESTS } from '@huiliu/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dingtalkBot } from '../families/app-catalogue/fixtures';
import { searchDocuments } from './documents';
import { meiliSearch } from './meili';
import { SearchError, type SearchService } from './service';

/**
 * A real Meilisearch: TEST_MEILI_URL (+ TEST_MEILI_KEY) when one runs, else a `meilisearch` binary on PATH
 * started here. Neither → the suite is skipped, loudly: the proxy is never tested against a stand-in.
 */
const binary = spawnSync('sh', ['-c', 'command -v meilisearch'], { encoding: 'utf8' }).stdout.trim();
const available = Boolean(process.env.TEST_MEILI_URL || binary);
if (!available)
  process.stderr.write('\n!!! no Meilisearch (TEST_MEILI_URL unset, no meilisearch binary): the MEILI_URL proxy tests were SKIPPED !!!\n\n');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe.skipIf(!available)('the search service on a real Meilisearch', () => {
  let child: ChildProcess | undefined;
  let service: SearchService;
  beforeAll(async () => {
    let url = process.env.TEST_MEILI_URL;
    let key = process.env.TEST_MEILI_KEY;
    if (!url) {
      const port = await freePort();
      key = 'test-master-key-0123456789';
      child = spawn(
        binary,
        ['--db-path', mkdtempSync(join(tmpdir(), 'meili-')), '--http-addr', `127.0.0.1:${port}`, '--master-key', key, '--no-analytics'],
        { stdio: 'ignore' },
      );
      url = `http://127.0.0.1:${port}`;
      for (let i = 0; i < 100; i++) {
        if (
          await fetch(`${url}/health`).then(
            (r) => r.ok,
            () => false,
          )
        )
          break;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    service = await meiliSearch(searchDocuments([...BUILTIN_MANIFESTS, dingtalkBot]), { url, key });
  }, 60_000);
  afterAll(() => {
    child?.kill();
  });

  it('finds 钉钉 by pinyin and initials, filtered by type and highlighted', async () => {
    for (const q of ['dingding', 'dd', '钉钉', 'DingTalk']) {
      const reply = await service.search({ q, type: 'app', highlight: ['name'], hitsPerPage: 300, page: 1 });
      expect(reply.hits[0]?.app_id).toBe('2002');
    }
    const actions = await service.search({ q: '钉钉', type: 'action', highlight: [], hitsPerPage: 300, page: 1 });
    expect(actions.hits.every((h) => h.type === 'action')).toBe(true);
    const highlighted = await service.search({ q: '群机器人', highlight: ['name'], hitsPerPage: 300, page: 1 });
    expect(highlighted.hits[0]?._formatted?.name).toContain('<em>');
  });
});

describe('the search service when Meilisearch is down', () => {
  it('fails with a Meilisearch-shaped 503, never a bare network error', async () => {
    const port = await freePort(); // nothing listens there
    const failure = await meiliSearch([], { url: `http://127.0.0.1:${port}` }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(SearchError);
    expect((failure as SearchError).status).toBe(503);
    expect((failure as SearchError).body()).toMatchObject({ code: 'meilisearch_unavailable', type: 'internal' });
  });
});
