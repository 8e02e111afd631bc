import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

/** Vite fingerprints everything under /assets, so a file there never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current fingerprints: always ask again. */
const NO_CACHE = 'no-cache';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>汇流</title></head>
<body><h1>前端尚未构建</h1><p>请先运行 <code>npm run build</code>，再刷新本页面。</p></body></html>`;

/** Turns index.html into the page sent, with the headers that go with it (its policy's nonce). */
export type PageRenderer = (html: string) => { html: string; headers: Record<string, string> };

/**
 * Serves the built web app: real files from `root`, and index.html (through `renderPage`) for any
 * GET path without an extension so the router can draw client-side routes.
 */
export async function serveStatic(req: IncomingMessage, res: ServerResponse, root: string, renderPage: PageRenderer): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end('方法不允许');
    return;
  }
  const base = resolve(root);
  const pathname = decodedPath(req.url ?? '/');
  if (pathname === null) {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('请求路径有误');
    return;
  }
  const file = resolve(join(base, pathname));
  // The resolved file must stay inside the web root (no "../" escapes, encoded or not).
  if (file !== base && !file.startsWith(base + sep)) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('页面不存在');
    return;
  }
  const index = join(base, 'index.html');
  if (await isFile(file)) {
    if (file === index) return sendPage(req, res, index, renderPage);
    const cache = pathname.startsWith('/assets/') ? IMMUTABLE : 'public, max-age=300';
    return send(req, res, file, cache);
  }
  if (extname(pathname) !== '') {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('文件不存在');
    return;
  }
  if (await isFile(index)) return sendPage(req, res, index, renderPage);
  res.writeHead(503, { 'content-type': 'text/html; charset=utf-8', 'cache-control': NO_CACHE });
  res.end(req.method === 'HEAD' ? undefined : NOT_BUILT_PAGE);
}

async function send(req: IncomingMessage, res: ServerResponse, file: string, cache: string): Promise<void> {
  const info = await stat(file);
  res.writeHead(200, {
    'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'content-length': info.size,
    'cache-control': cache,
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(file);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}

/** index.html as rendered for this one response (a fresh nonce each time). */
async function sendPage(req: IncomingMessage, res: ServerResponse, file: string, renderPage: PageRenderer): Promise<void> {
  const page = renderPage(await readFile(file, 'utf8'));
  res.writeHead(200, {
    'content-type': TYPES['.html']!,
    'content-length': Buffer.byteLength(page.html),
    'cache-control': NO_CACHE,
    ...page.headers,
  });
  res.end(req.method === 'HEAD' ? undefined : page.html);
}

function decodedPath(url: string): string | null {
  const raw = url.split('?')[0]!.split('#')[0]!;
  try {
    const path = decodeURIComponent(raw);
    return path.includes('\0') ? null : path;
  } catch {
    return null;
  }
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
