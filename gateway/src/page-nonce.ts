import { randomBytes } from 'node:crypto';
import type { SecurityHeaderSets } from './security-headers';
import type { PageRenderer } from './static';

/** Where Vite leaves the nonce in index.html (web/vite.config.ts `html.cspNonce`). */
const NONCE_PLACEHOLDER = 'HUILIU_CSP_NONCE';

/**
 * Serves index.html with a nonce of its own, named by the page's policy: 128 random bits per response,
 * so markup injected into the page can never carry a valid one.
 */
export function noncePages(headers: SecurityHeaderSets): PageRenderer {
  return (html) => {
    const nonce = randomBytes(16).toString('base64');
    return { html: html.replaceAll(NONCE_PLACEHOLDER, nonce), headers: headers.page(nonce) };
  };
}
