import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { SecurityHeaderSets } from './security-headers';
import type { PageRenderer } from './static';

/** Where Vite leaves the nonce in index.html (web/vite.config.ts `html.cspNonce`). */
const NONCE_PLACEHOLDER = 'HUILIU_CSP_NONCE';

/**
 * Serves index.html with a nonce of its own, named by the page's policy: 128 random bits per response,
 * so markup injected into the page can never carry a valid one.
 */
export function noncePages(
  headers: SecurityHeaderSets,
  // issue 14 embed: a request may carry a page policy of its own (an embedded page's partner origins)
  pageHeadersOf: (req: IncomingMessage, nonce: string) => Record<string, string> | undefined = () => undefined,
): PageRenderer {
  return (html, req) => {
    const nonce = randomBytes(16).toString('base64');
    return { html: html.replaceAll(NONCE_PLACEHOLDER, nonce), headers: pageHeadersOf(req, nonce) ?? headers.page(nonce) };
  };
}
