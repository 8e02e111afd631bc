import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { lookup } from 'mrmime';
import sirv from 'sirv';

/** Vite fingerprints everything under /assets, so a file there never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Other files keep their names across builds: cache briefly, then revalidate by ETag. */
const SHORT = 'public, max-age=300';
/** index.html names the current fingerprints: always ask again. */
const NO_CACHE = 'no-cache';
const HTML = 'text/html; charset=utf-8';
const TEXT = 'text/plain; charset=utf-8';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>汇流</title></head>
<body><h1>前端尚未构建</h1><p>请先运行 <code>npm run build</code>，再刷新本页面。</p></body></html>`;

/**
 * Turns index.html into the page sent, with the headers that go with it (its policy's nonce); the request says
 * which policy (issue 14: an embedded page's frame-ancestors are its partner's).
 */
export type PageRenderer = (html: string, req: IncomingMessage) => { html: string; headers: Record<string, string> };

/**
 * A Node request handler in the connect style: it answers every request itself and calls `next`
 * only with an error it could not answer. Plain req/res, so it mounts on node:http and, through
 * `reply.hijack()` and the raw request and reply, inside a Fastify route.
 */
export type RequestHandler = (req: IncomingMessage, res: ServerResponse, next: (error: unknown) => void) => void;

/**
 * Serves the built web app: files from `root` through sirv (the `.br` / `.gz` file the build wrote
 * beside each one when the browser accepts it, ETag and 304), and index.html through `renderPage`
 * for `/`, `/index.html` and any GET path without an extension, so the router draws client-side routes.
 */
export function webApp(root: string, renderPage: PageRenderer): RequestHandler {
  const base = resolve(root);
  const index = join(base, 'index.html');
  const files = sirv(base, {
    // look each file up on disk rather than listing the folder once at start: the app may be built,
    // or rebuilt with new fingerprints, while the gateway runs (the "not built" page says so)
    dev: true,
    etag: true,
    brotli: true,
    gzip: true,
    // no guessing `/login` → `/login.html`: extensionless paths are the router's
    extensions: [],
    setHeaders(res, pathname) {
      res.setHeader('cache-control', pathname.startsWith('/assets/') ? IMMUTABLE : SHORT);
      res.setHeader('content-type', contentTypeOf(pathname));
    },
  });

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': TEXT }).end('方法不允许');
      return;
    }
    const pathname = decodedPath(req.url ?? '/');
    if (pathname === null) {
      res.writeHead(400, { 'content-type': TEXT }).end('请求路径有误');
      return;
    }
    const file = resolve(join(base, pathname));
    // The resolved file must stay inside the web root (no "../" escapes, encoded or not).
    if (file !== base && !file.startsWith(base + sep)) {
      res.writeHead(404, { 'content-type': TEXT }).end('页面不存在');
      return;
    }
    const sendPage = () => void page(req, res, index, renderPage).catch(next);
    // index.html is never sent as stored: each response carries its own nonce
    if (file === index) return sendPage();
    // whole files only: sirv reads `bytes=-5` as the first six bytes and answers `bytes=9-5` with a
    // negative Content-Length; nothing the app loads asks for part of a file
    delete req.headers.range;
    // sirv pipes the file without an error listener: a file that fails to read (removed mid-rebuild)
    // would otherwise throw out of the process instead of cutting this one reply
    res.on('pipe', (source) => source.on('error', () => res.destroy()));
    try {
      files(req, res, () => {
        if (extname(pathname) !== '') res.writeHead(404, { 'content-type': TEXT }).end('文件不存在');
        else sendPage();
      });
    } catch (error) {
      next(error);
    }
  };
}

/** index.html as rendered for this one response (a fresh nonce each time), or the "not built" page. */
async function page(req: IncomingMessage, res: ServerResponse, index: string, renderPage: PageRenderer): Promise<void> {
  let html: string;
  try {
    html = await readFile(index, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    res.writeHead(503, { 'content-type': HTML, 'cache-control': NO_CACHE });
    res.end(req.method === 'HEAD' ? undefined : NOT_BUILT_PAGE);
    return;
  }
  const rendered = renderPage(html, req);
  res.writeHead(200, {
    'content-type': HTML,
    'content-length': Buffer.byteLength(rendered.html),
    'cache-control': NO_CACHE,
    ...rendered.headers,
  });
  res.end(req.method === 'HEAD' ? undefined : rendered.html);
}

/** mrmime's type, with the charset Vite's UTF-8 output needs for text. */
function contentTypeOf(pathname: string): string {
  const type = lookup(pathname);
  if (!type) return 'application/octet-stream';
  return type.startsWith('text/') || type.endsWith('json') ? `${type}; charset=utf-8` : type;
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
