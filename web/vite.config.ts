import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress';

/** The gateway serves `/graphql` and the browser redirects (OAuth, downloads) on one origin. */
const upstream = `http://127.0.0.1:${process.env.PORT ?? '3000'}`;
const proxy = Object.fromEntries(['/graphql', '/v1/api', '/api'].map((path) => [path, { target: upstream, changeOrigin: true }]));

/**
 * Vendor groups shared by every screen get their own long-lived chunks so a route chunk
 * holds only that screen; the /data-pipeline route must stay small (issue 2: ≤ 300 KB gzipped JS).
 * Fluent goes to the shared chunk only when two or more chunks use a module: the editor's own
 * components (tree, accordion, combobox…) stay in the editor's chunk instead of weighing on every page.
 */
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
  { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/, priority: 20 },
  {
    name: 'fluent',
    test: /node_modules[\\/](@fluentui|@griffel|tabster|keyborg|@floating-ui|@swc|stylis|rtl-css-js|embla-carousel[^\\/]*)[\\/]/,
    priority: 20,
    minShareCount: 2,
  },
  { name: 'graphql', test: /node_modules[\\/](urql|@urql|wonka|graphql|@0no-co)[\\/]/, priority: 20 },
  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/, priority: 20 },
];

/**
 * The gateway replaces this with a fresh nonce in every index.html it serves, and names the same
 * nonce in the page's Content-Security-Policy (gateway/src/page-nonce.ts). Vite puts it on its tags and
 * in a `csp-nonce` meta, from which the app hands it to Griffel's style elements (src/styleRenderer.ts).
 */
const CSP_NONCE_PLACEHOLDER = 'HUILIU_CSP_NONCE';

export default defineConfig({
  plugins: [react(), precompress()],
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: { groups: vendorGroups } } },
  },
});
