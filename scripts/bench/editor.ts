import { gzipSync } from 'node:zlib';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ELK from 'elkjs/lib/elk.bundled.js';
import { chromium, type Browser, type Page } from 'playwright-core';
import { aPipeline, aStep, flattenSteps, toTypedSteps, type PipelineContent } from '@huiliu/core';
import { toGraph } from '../../web/src/editor/graph/toGraph';
import { CHROMIUM_LAUNCH } from '../../tests/chromium';
import { toElkGraph } from '../../web/src/editor/layout/elkGraph';
import { gql, record, startInstance, stopInstance, print } from './harness';

/** A pipeline of exactly `steps` steps: a chain with a two-branch switch (two steps per branch) every tenth step. */
function bigPipeline(steps: number): PipelineContent {
  const content = aPipeline().build();
  let n = 1;
  while (n < steps) {
    if (n % 10 === 5 && steps - n >= 5) {
      const uuid = `switch-${n}`;
      const segs = [1, 2].map((b) => ({
        segKey: `${uuid}-b${b}`,
        title: `分支${b}`,
        conditions: [[{ field: '{{1.city}}', operator: 13, value: `城市${b}` }]],
        apps: [1, 2].map((s) => aStep(`${uuid}-b${b}-s${s}`, { params: { url: 'https://example.com', body: { id: '{{1.id}}' } } })),
      }));
      content.push(aStep(uuid, { app_id: '1004', action_id: 'switch', segs }));
      n += 5;
    } else {
      content.push(aStep(`step-${n}`, { params: { url: 'https://example.com' } }));
      n += 1;
    }
  }
  return content;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function benchLayout() {
  const elk = new ELK();
  for (const size of [50, 200, 500]) {
    const content = bigPipeline(size);
    const graph = toElkGraph(toGraph(content));
    for (let i = 0; i < 3; i++) await elk.layout(structuredClone(graph));
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const began = performance.now();
      await elk.layout(structuredClone(graph));
      times.push(performance.now() - began);
    }
    record(
      `ELK layout, ${flattenSteps(content).length} steps`,
      `${Math.round(median(times))} ms`,
      `median of 5 after 3 warm-ups, ${graph.children!.length} nodes${size === 200 ? ' (target ≤ 150 ms)' : ''}`,
    );
  }
}

/** Every script a page loads (the ELK worker included), gzip-compressed as a server would send it. */
function collectScripts(page: Page): { total(): number; worker(): number } {
  const sizes = new Map<string, number>();
  page.context().on('response', async (response) => {
    const url = response.url();
    if (!url.endsWith('.js')) return;
    const body = await response.body().catch(() => undefined);
    if (body) sizes.set(url, gzipSync(body, { level: 9 }).length);
  });
  return {
    total: () => [...sizes.values()].reduce((a, b) => a + b, 0),
    worker: () => [...sizes].filter(([url]) => url.includes('elk-worker')).reduce((a, [, b]) => a + b, 0),
  };
}

async function signedInPage(
  browser: Browser,
  url: string,
  email: string,
  password: string,
): Promise<{ page: Page; scripts: ReturnType<typeof collectScripts> }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const login = await context.newPage();
  await login.goto(`${url}/login`);
  await login.getByRole('tab', { name: '登录' }).click();
  await login.getByLabel('邮箱').fill(email);
  await login.getByLabel('密码').fill(password);
  await login.getByRole('button', { name: '登录' }).click();
  await login.waitForURL(/\/data-pipeline$/);
  await login.close();
  const page = await context.newPage();
  return { page, scripts: collectScripts(page) };
}

/** Navigation to an interactive 200-step editor, and the JavaScript /data-pipeline and the editor load. */
async function benchBrowser() {
  const dataDir = mkdtempSync(join(tmpdir(), 'huiliu-bench-editor-'));
  const instance = await startInstance(dataDir);
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const email = `bench-editor-${Date.now()}@example.com`;
    const password = 'bench-pass-1';
    const signUp = await gql(instance.url, 'mutation($i: SignUpInput!) { signUp(input: $i) { token } }', {
      i: { companyName: '压测公司', uname: '压测', email, password },
    });
    const token = (signUp.signUp as { token: string }).token;
    const created = await gql(
      instance.url,
      'mutation($i: CreatePipelineInput!) { createPipeline(input: $i) { processId } }',
      { i: { title: '200 步流程', steps: toTypedSteps(bigPipeline(200)) } },
      token,
    );
    const processId = (created.createPipeline as { processId: string }).processId;

    const list = await signedInPage(browser, instance.url, email, password);
    await list.page.goto(`${instance.url}/data-pipeline`);
    await list.page.getByRole('link', { name: '200 步流程', exact: true }).waitFor();
    await list.page.waitForLoadState('networkidle');
    record('JS for /data-pipeline (gzip)', `${Math.round(list.scripts.total() / 1024)} KB`, '(target ≤ 300 KB)');
    await list.page.context().close();

    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      const editor = await signedInPage(browser, instance.url, email, password);
      const began = performance.now();
      await editor.page.goto(`${instance.url}/data-pipeline/${processId}`);
      // interactive: the laid-out trigger node answers a click by opening its panel
      await editor.page.getByRole('group', { name: /^步骤 1：/ }).click();
      await editor.page.getByRole('complementary').waitFor();
      times.push(performance.now() - began);
      if (i === 0) {
        await editor.page.waitForLoadState('networkidle');
        const total = editor.scripts.total();
        const worker = editor.scripts.worker();
        record('JS for the editor, main thread (gzip)', `${Math.round((total - worker) / 1024)} KB`, '(target ≤ 600 KB)');
        record('JS for the editor, ELK worker (gzip)', `${Math.round(worker / 1024)} KB`, 'loaded by the layout worker, off the main thread');
      }
      await editor.page.context().close();
    }
    record(
      'navigation → interactive 200-step editor',
      `${Math.round(median(times))} ms`,
      'headless Chromium, median of 3 cold contexts (ELK worker start included)',
    );
  } finally {
    await browser.close();
    await stopInstance(instance);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The editor section: ELK layout times, time to an interactive 200-step editor, and script sizes. */
export async function benchEditor() {
  print('editor: ELK layout, a 200-step editor in headless Chromium, JavaScript sizes');
  await benchLayout();
  await benchBrowser();
}
