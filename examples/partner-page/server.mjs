#!/usr/bin/env node
/**
 * A partner's page embedding 汇流 (issue 14, docs/embedding.md): no dependencies, Node 20.
 *
 *   HUILIU_URL=http://127.0.0.1:3000 CORP_ID=hlc_… CORP_SECRET=… CFG_ID=… node server.mjs
 *
 * On each page load the server — never the browser, which must not hold the secret — signs three SDK calls:
 * corp_token, create_user (idempotent) and user_token, then serves index.html with the iframe opening `embed_url`.
 * PORT (default 4173) and HOST (127.0.0.1) say where this page listens; its origin must be one of the partner's
 * allowed domains in 汇流's 嵌入设置. USER_IDENTIFY / USER_NAME name the demo user (your own user's id in practice).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const HUILIU_URL = (process.env.HUILIU_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
const { CORP_ID = '', CORP_SECRET = '', CFG_ID = '' } = process.env;
const PORT = Number(process.env.PORT ?? 4173);
const HOST = process.env.HOST ?? '127.0.0.1';
const USER = { user_identify: process.env.USER_IDENTIFY ?? 'demo-user-1', user_name: process.env.USER_NAME ?? '演示用户' };
const PAGE = readFileSync(new URL('./index.html', import.meta.url), 'utf8');

// ── the signing (spec §6): every parameter but `sign`, sorted by name, name=value percent-encoded, joined by &, HMAC-SHA256 in hex ──
function sign(secret, params) {
  const text = Object.keys(params)
    .filter((name) => name !== 'sign' && params[name] !== undefined && params[name] !== null)
    .sort()
    .map(
      (name) =>
        `${encodeURIComponent(name)}=${encodeURIComponent(typeof params[name] === 'object' ? JSON.stringify(params[name]) : String(params[name]))}`,
    )
    .join('&');
  return createHmac('sha256', secret).update(text, 'utf8').digest('hex');
}
async function call(path, params) {
  const body = { corp_id: CORP_ID, timestamp: Math.floor(Date.now() / 1000), nonce: randomBytes(12).toString('hex'), ...params };
  const reply = await fetch(`${HUILIU_URL}/api/sdk/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, sign: sign(CORP_SECRET, body) }),
  });
  const envelope = await reply.json();
  if (![0, 2000, 2006].includes(envelope.code)) throw new Error(`${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}
// ── end of the signing ──

/** The user's embed address: a corp_token (kept while valid), the user (created once), a 2-hour user token. */
let corpToken = { value: '', until: 0 };
async function embedUrl(origin) {
  if (Date.now() >= corpToken.until) {
    const data = await call('corp_token', {});
    corpToken = { value: data.corp_token, until: Date.now() + (data.expires_in - 60) * 1000 };
  }
  await call('create_user', { corp_token: corpToken.value, ...USER, cfg_id: CFG_ID });
  const data = await call('user_token', { corp_token: corpToken.value, user_identify: USER.user_identify, cfg_id: CFG_ID, domain: origin });
  return data.embed_url;
}

const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const server = createServer((req, res) => {
  if (req.method !== 'GET' || (req.url ?? '/').split('?')[0] !== '/') {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
    return;
  }
  const origin = `http://${req.headers.host ?? `${HOST}:${PORT}`}`;
  embedUrl(origin).then(
    (url) => {
      const html = PAGE.replaceAll('{{EMBED_URL}}', escapeHtml(url)).replaceAll('{{HUILIU_ORIGIN}}', escapeHtml(new URL(url).origin));
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html);
    },
    (error) => {
      res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' }).end(`汇流 refused: ${error.message}`);
    },
  );
});
server.listen(PORT, HOST, () => process.stdout.write(`partner page on http://${HOST}:${PORT}/\n`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
