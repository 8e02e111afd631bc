import { createDOMRenderer, type GriffelRenderer } from '@fluentui/react-components';

/**
 * The page's CSP nonce, from the `csp-nonce` meta Vite writes (vite.config.ts) and the gateway fills.
 * Browsers hide a nonce attribute from getAttribute once the page has a policy; the property keeps it.
 */
function pageNonce(doc: Document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}

/**
 * Griffel (Fluent UI's styling) and FluentProvider's theme add <style> elements at run time. The
 * gateway's Content-Security-Policy admits style elements only with the page's nonce (no
 * 'unsafe-inline'), so every one of them carries it.
 */
export function createStyleRenderer(doc: Document): GriffelRenderer {
  const nonce = pageNonce(doc);
  return createDOMRenderer(doc, { styleElementAttributes: nonce ? { nonce } : {} });
}
