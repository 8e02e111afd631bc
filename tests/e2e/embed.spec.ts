import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { expect, test, type Frame, type FrameLocator, type Page } from '@playwright/test';
import { openPickerAtEnd, signUp, startReceiver } from './support';

// issue 14 embed: a partner embeds 汇流. The partner company turns embedding on in 嵌入设置 (origins, secret shown once,
// a page configuration); the example partner page (examples/partner-page/server.mjs, its own Node process) signs
// corp_token → create_user → user_token server-side and frames `embed_url`; inside the iframe a person builds,
// saves and runs a pipeline, and the partner page's message log shows pipeline-saved and run-finished; a frame opened
// without a token (the dynamic-show mode) says ready and signs in on set-token. A page of
// another origin can neither frame 汇流 nor steer it by postMessage.

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((done) => probe.close(() => done()));
  return port;
}

async function startPartnerPage(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [resolve(import.meta.dirname, '../../examples/partner-page/server.mjs')], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((done, fail) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('partner page on') && done());
    child.once('exit', (code) => fail(new Error(`partner page exited with ${code}`)));
  });
  return child;
}

/** A page on an origin the partner never listed: it frames the embed address, or posts to a frame it is beside. */
async function startForeignPages(): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    if (url.pathname === '/frame')
      res.end(`<!doctype html><title>foreign</title><iframe id="f" src="${url.searchParams.get('src') ?? ''}"></iframe>`);
    // a sibling iframe inside the partner's page: it reaches 汇流's window through its parent, from the wrong origin
    else
      res.end(
        `<!doctype html><title>poster</title><script>parent.frames[0].postMessage({ source: 'huiliu-host', type: 'navigate', payload: { path: '/data-log' } }, '*');</script>`,
      );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { server, origin: `http://localhost:${(server.address() as AddressInfo).port}` };
}

const messages = (page: Page, type: string) => page.getByRole('list', { name: '收到的消息' }).locator(`li[data-type="${type}"]`);

/**
 * The auto-height mode (docs/embedding.md §4): the height 汇流 last told (`resize`), once the partner page has given it
 * to the iframe and the iframe's document then fits it exactly, so there is no second scroll bar.
 */
async function settledHeight(page: Page, frame: Frame): Promise<number> {
  let told = 0;
  await expect
    .poll(async () => {
      told = Number(/^resize \{"height":(\d+)\}$/.exec((await messages(page, 'resize').last().textContent()) ?? '')?.[1]);
      const applied = await page.locator('#huiliu').evaluate((iframe) => iframe.getBoundingClientRect().height);
      const inner = await frame.evaluate(() => ({ scroll: document.documentElement.scrollHeight, viewport: window.innerHeight }));
      return told > 0 && applied === told && inner.viewport === told && inner.scroll === told;
    })
    .toBe(true);
  return told;
}

test('a partner page embeds 汇流: a pipeline built inside the iframe is saved and run, and the page hears of both', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const receiver = await startReceiver();
  const partnerPort = await freePort();
  const partnerOrigin = `http://127.0.0.1:${partnerPort}`;
  const foreign = await startForeignPages();
  let partnerPage: ChildProcess | undefined;
  try {
    // ── the partner company turns embedding on (嵌入设置) ──
    await signUp(page, { company: '合作方科技', name: '韩梅梅', emailPrefix: 'e2e-embed' });
    await page.getByRole('link', { name: '嵌入设置' }).click();
    await expect(page).toHaveTitle('嵌入设置 | 汇流');
    await page.getByLabel('允许嵌入的域名').fill(partnerOrigin);
    await page.getByRole('button', { name: '开启嵌入' }).click();
    const secret = await page.getByLabel('密钥', { exact: true }).inputValue();
    expect(secret.length).toBeGreaterThanOrEqual(32);
    const corpId = (await page.getByText(/^corp_id：/).textContent())!.replace('corp_id：', '').trim();
    expect(corpId).toMatch(/^hlc_/);
    await page.getByRole('button', { name: '新建页面配置' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('名称').fill('订单中心');
    await dialog.getByLabel('打开时的页面').fill('/pipelines');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('table', { name: '页面配置列表' }).getByRole('row').filter({ hasText: '订单中心' });
    const cfgId = (await row.getByRole('cell').nth(1).textContent())!.trim();
    expect(cfgId).toMatch(/^\d+$/);

    // ── the partner's own page, its server signing the SDK calls ──
    partnerPage = await startPartnerPage({
      HUILIU_URL: baseURL!,
      CORP_ID: corpId,
      CORP_SECRET: secret,
      CFG_ID: cfgId,
      PORT: String(partnerPort),
      HOST: '127.0.0.1',
    });
    await page.goto(`${partnerOrigin}/`);
    const huiliu: FrameLocator = page.frameLocator('#huiliu');
    await expect(messages(page, 'ready')).toHaveCount(1);
    // the landing screen of the page configuration, inside /embed/<cfgId>; the token left the address at once
    await expect(huiliu.getByRole('button', { name: '新建流程' })).toBeVisible();
    const frame = page.frames().find((f) => f.url().includes(`/embed/${cfgId}`))!;
    expect(frame.url()).toBe(`${baseURL}/embed/${cfgId}/data-pipeline`);
    await expect(messages(page, 'navigated').last()).toHaveText('navigated {"path":"/data-pipeline"}');

    // ── auto-height: the page sizes the iframe to the height 汇流 tells (resize): the empty list's own, then the editor's ──
    await expect(huiliu.getByText('暂无流程，点击「新建流程」开始创建')).toBeVisible();
    const listHeight = await settledHeight(page, frame);
    expect(listHeight).not.toBe(640);
    await huiliu.getByRole('button', { name: '新建流程' }).click();
    await expect(huiliu.getByLabel('流程名称')).toBeVisible();
    expect(await settledHeight(page, frame)).toBe(640);
    await huiliu.getByRole('link', { name: '数据流程' }).click();
    await expect(huiliu.getByText('暂无流程，点击「新建流程」开始创建')).toBeVisible();
    expect(await settledHeight(page, frame)).toBe(listHeight);

    // ── a pipeline built inside the iframe: webhook trigger, then a send-data step to the loopback receiver ──
    await huiliu.getByRole('button', { name: '新建流程' }).click();
    await huiliu.getByLabel('流程名称').fill('合作方订单');
    await huiliu.getByRole('button', { name: '创建' }).click();
    await expect(messages(page, 'pipeline-saved')).toHaveCount(1);
    const processId = /"processId":"(\d+)"/.exec((await messages(page, 'pipeline-saved').first().textContent())!)![1]!;
    await expect(messages(page, 'pipeline-saved').first()).toHaveText(`pipeline-saved {"processId":"${processId}","title":"合作方订单"}`);
    expect(frame.url()).toBe(`${baseURL}/embed/${cfgId}/data-pipeline/${processId}`);

    const panel = await openPickerAtEnd(huiliu);
    await panel.getByRole('group', { name: '应用' }).getByRole('button', { name: '发送数据', exact: true }).click();
    await panel
      .getByRole('group', { name: '动作' })
      .getByRole('button', { name: /^发送 HTTP 请求/ })
      .click();
    await panel.getByRole('textbox', { name: '请求地址' }).fill(receiver.url);
    await huiliu.getByRole('button', { name: '保存', exact: true }).click();
    const save = huiliu.getByRole('dialog', { name: '保存流程' });
    await save.getByLabel('版本备注').fill('发给合作方的接收端');
    await save.getByRole('button', { name: '保存' }).click();
    await expect(messages(page, 'pipeline-saved')).toHaveCount(2);

    // ── switched on and run by its webhook: the partner page hears run-finished ──
    await huiliu.getByRole('switch', { name: '启用流程' }).click();
    await expect(huiliu.getByRole('switch', { name: '启用流程' })).toBeChecked();
    await huiliu.getByRole('group', { name: '步骤 1：接收到数据时' }).click();
    // the address is the platform's answer: empty until it comes (posting '' would reach the app's root)
    await expect(panel.getByLabel('Webhook 地址')).toHaveValue(/\/webhook\/accept\//);
    const webhookUrl = await panel.getByLabel('Webhook 地址').inputValue();
    const accepted = await request.post(webhookUrl, { data: { order_id: '1234567890123456789' } });
    const runId = ((await accepted.json()) as { data: { log_id: string } }).data.log_id;
    await expect(messages(page, 'run-finished')).toHaveText([`run-finished {"runId":"${runId}","processId":"${processId}","status":"success"}`], {
      timeout: 30_000,
    });
    expect(receiver.bodies).toHaveLength(1);

    // ── the partner page steers the iframe (navigate) ──
    await page.getByRole('button', { name: '运行日志' }).click();
    await expect(huiliu.getByRole('table', { name: '运行记录' })).toBeVisible();
    await expect(messages(page, 'navigated').last()).toHaveText('navigated {"path":"/data-log"}');

    // ── another origin's message to the iframe is ignored ──
    await page.getByRole('button', { name: '新建流程' }).click();
    await expect(messages(page, 'navigated').last()).toHaveText('navigated {"path":"/data-pipeline/create"}');
    const posted = page.waitForEvent('framenavigated', (f) => f.url().startsWith(foreign.origin));
    await page.evaluate((src) => {
      const poster = document.createElement('iframe');
      poster.src = src;
      document.body.append(poster);
    }, `${foreign.origin}/poster`);
    await posted;
    await page.waitForTimeout(1_000);
    expect(frame.url()).toBe(`${baseURL}/embed/${cfgId}/data-pipeline/create`);
    await expect(messages(page, 'navigated').last()).toHaveText('navigated {"path":"/data-pipeline/create"}');

    // ── the dynamic-show mode: a frame opened without a token says ready, and runs on the token the page hands it ──
    const embedSrc = await page.locator('#huiliu').getAttribute('src');
    const userToken = new URL(embedSrc!).hash.slice('#token='.length);
    // the tab's kept token (same origin as the first frame) goes, so only set-token can sign the new frame in
    await frame.evaluate(() => sessionStorage.clear());
    await page.evaluate(
      async ({ src, origin }) => {
        const dynamic = document.createElement('iframe');
        dynamic.id = 'dynamic';
        dynamic.title = 'dynamic';
        dynamic.src = src;
        const ready = new Promise<void>((done) =>
          window.addEventListener('message', (event) => {
            if (event.origin === origin && event.source === dynamic.contentWindow && event.data?.type === 'ready') done();
          }),
        );
        document.body.append(dynamic);
        await ready;
      },
      { src: `${baseURL}/embed/${cfgId}/data-log`, origin: new URL(baseURL!).origin },
    );
    const dynamic = page.frameLocator('#dynamic');
    await expect(dynamic.getByText('正在等待登录')).toBeVisible();
    await page.evaluate(
      ({ origin, token }) =>
        (document.getElementById('dynamic') as HTMLIFrameElement).contentWindow!.postMessage(
          { source: 'huiliu-host', type: 'set-token', payload: { token } },
          origin,
        ),
      { origin: new URL(baseURL!).origin, token: userToken },
    );
    await expect(dynamic.getByRole('table', { name: '运行记录' })).toBeVisible();
    // a page that keeps its own height (this iframe's 150 px, no resize applied) gets the screen scrolling inside it
    const dynamicFrame = page.frames().find((f) => f !== frame && f.url().includes(`/embed/${cfgId}/data-log`))!;
    const scrolled = await dynamicFrame.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return { scrollY: window.scrollY, viewport: window.innerHeight };
    });
    expect(scrolled.viewport).toBe(150);
    expect(scrolled.scrollY).toBeGreaterThan(0);

    // ── a page on an origin the partner never listed cannot frame 汇流 (CSP frame-ancestors) ──
    const embedDocument = await request.get(new URL(new URL(embedSrc!).pathname, baseURL).href);
    expect(embedDocument.headers()['content-security-policy']).toContain(`frame-ancestors ${partnerOrigin}`);
    const framing = await page.context().newPage();
    await framing.goto(`${foreign.origin}/frame?src=${encodeURIComponent(embedSrc!)}`);
    await expect
      .poll(() =>
        framing
          .frames()
          .find((f) => f !== framing.mainFrame())
          ?.url(),
      )
      .toMatch(/^chrome-error:/);
    await framing.close();
  } finally {
    partnerPage?.kill();
    await receiver.close();
    // Chromium keeps its connections to the foreign pages open while the page lives: close them, not wait for them
    foreign.server.closeAllConnections();
    await new Promise<void>((done) => foreign.server.close(() => done()));
  }
});
