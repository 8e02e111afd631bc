/** The headers the public port sends with each kind of response. */
export interface SecurityHeaderSets {
  /** The web app's assets, /graphql and /healthz. */
  app: Record<string, string>;
  /** The web app's page (index.html), whose style elements carry `nonce`. */
  page(nonce: string): Record<string, string>;
  /** REST and webhook replies passed through from the platform. */
  passThrough: Record<string, string>;
  /** GraphiQL's page (development only), which loads its editor from a CDN. */
  graphiql: Record<string, string>;
  /** issue 13 billing: the sandbox payment provider's trade page, a page of ours whose form posts home. */
  tradePage: Record<string, string>;
}

/** issue 13 billing: the sandbox provider's trade page (platform/src/families/pay/sandbox/page.ts). */
export const TRADE_PAGE_PATH = '/v1/api/pay/tradepage';

export const DEFAULT_FRAME_ANCESTORS = ["'self'"];

const KEYWORDS = new Set(["'self'", "'none'"]);
/** A CSP scheme-source (`https:`) or host-source (`https://*.example.com:8443`), nothing that could end the directive. */
const SOURCE = /^(?:[a-z][a-z0-9+.-]*:|(?:[a-z][a-z0-9+.-]*:\/\/)?(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::(?:\d{1,5}|\*))?)$/i;

/**
 * issue 14 embed: a partner's domain as a `frame-ancestors` source: an http(s) origin (scheme, host, optional port,
 * optional `*.` wildcard), or null when it is anything else (a path, a quote, a `;` would change the policy).
 */
export function normalSource(domain: string): string | null {
  const match = /^(https?):\/\/((?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\d{1,5}))?\/?$/i.exec(domain.trim());
  if (!match) return null;
  const [, scheme, host, port] = match;
  const defaultPort = scheme!.toLowerCase() === 'https' ? '443' : '80';
  return `${scheme!.toLowerCase()}://${host!.toLowerCase()}${port && port !== defaultPort ? `:${port}` : ''}`;
}

/**
 * The sources allowed to frame the app (CSP `frame-ancestors`), from `HUILIU_FRAME_ANCESTORS`:
 * space- or comma-separated, `self` / `none` with or without quotes. Unset means the app's own origin only.
 * A malformed entry stops the start-up: a typo would otherwise quietly open or close every partner's page.
 */
export function frameAncestorsFrom(value: string | undefined): string[] {
  const entries = (value ?? '').split(/[\s,]+/).filter(Boolean);
  if (entries.length === 0) return DEFAULT_FRAME_ANCESTORS;
  const sources = entries.map((entry) => {
    const keyword = `'${entry.replace(/^'|'$/g, '').toLowerCase()}'`;
    if (KEYWORDS.has(keyword)) return keyword;
    if (SOURCE.test(entry)) return entry;
    throw new Error(`HUILIU_FRAME_ANCESTORS: "${entry}" is not a CSP source (e.g. https://partner.example.com)`);
  });
  if (sources.includes("'none'") && sources.length > 1) throw new Error("HUILIU_FRAME_ANCESTORS: 'none' cannot be combined with other sources");
  return [...new Set(sources)];
}

/**
 * Why each part of the app's policy:
 * - script-src 'self': only our built bundles run; no inline script, no eval (Vite emits neither).
 * - style-src 'self' 'nonce-…': Griffel (Fluent UI) and FluentProvider add <style> elements at run time
 *   and fill them through CSSOM. Chromium checks each element against style-src-elem when it is added,
 *   even empty, and one refused gets no sheet, so the app would be unstyled; the page's nonce admits
 *   exactly ours (web/src/styleRenderer.ts) without 'unsafe-inline'. React's style props go through
 *   CSSOM, which CSP leaves alone (verified in Chromium: tests/e2e/session-security.spec.ts).
 * - img-src data:: the favicon is an inline SVG data URL in index.html.
 * - connect-src 'self': GraphQL and its SSE subscriptions go to the same origin only.
 * - worker-src 'self': the ELK layout worker is a same-origin asset (no blob: worker).
 * - object-src 'none', base-uri 'self', form-action 'self': no plugins, no <base> hijack, forms post home.
 * - frame-ancestors: who may frame the app, from configuration (partners' pages, later).
 */
function appPolicy(frameAncestors: string[], styleNonce?: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    styleNonce ? `style-src 'self' 'nonce-${styleNonce}'` : "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors.join(' ')}`,
  ].join('; ');
}

/**
 * REST and webhook replies are data, never pages. A custom return chooses its own headers and body, so a
 * tenant could answer with text/html on our origin: 'none' runs nothing of it, and `sandbox` gives such a
 * page an opaque origin, so it could not call /graphql as the visitor even if something slipped through.
 */
const PASS_THROUGH_POLICY = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; sandbox";

/**
 * issue 13 billing: the sandbox trade page is plain server-rendered HTML whose 支付 / 取消 form posts to its own path
 * (then 303 to /plan). Nothing runs and nothing is styled ('none'), the form may post home only, and nobody frames
 * the pay button (frame-ancestors 'none': no clickjacking). No `sandbox`: its opaque origin would refuse the form.
 */
const TRADE_PAGE_POLICY = "default-src 'none'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/** Yoga's GraphiQL page (off in production) loads its scripts, styles and workers from unpkg. */
function graphiqlPolicy(frameAncestors: string[]): string {
  const cdn = 'https://unpkg.com';
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline' ${cdn}`,
    `style-src 'self' 'unsafe-inline' ${cdn}`,
    `font-src 'self' data: ${cdn}`,
    "img-src 'self' data: https://raw.githubusercontent.com",
    `connect-src 'self' ${cdn}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    `frame-ancestors ${frameAncestors.join(' ')}`,
  ].join('; ');
}

/**
 * X-Frame-Options predates frame-ancestors and can only say SAMEORIGIN or DENY, never a list of
 * partners; browsers that know CSP ignore it when frame-ancestors is present. So it is sent for the
 * old browsers only when it says the same as the policy, and left out once partners are configured
 * (sending SAMEORIGIN then would block the partners in exactly those browsers that honour it).
 */
function frameOptions(frameAncestors: string[]): Record<string, string> {
  if (frameAncestors.length !== 1) return {};
  if (frameAncestors[0] === "'self'") return { 'x-frame-options': 'SAMEORIGIN' };
  if (frameAncestors[0] === "'none'") return { 'x-frame-options': 'DENY' };
  return {};
}

/**
 * Referrer-Policy same-origin: a URL of ours never leaves in a Referer header, not even its host (webhook
 * URLs carry their key, OAuth callbacks carry codes, a self-hosted host name may be internal), while our own
 * requests keep theirs and a same-origin POST keeps its Origin header ("no-referrer" would send Origin: null).
 */
const COMMON = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'same-origin' };

/**
 * issue 14 embed: the page of `/embed/<cfgId>/…`, framed by that partner's domains only (embed-policy.ts). The same
 * policy as the app's page otherwise; X-Frame-Options only when it can say the same ('none' → DENY).
 */
export function embedPageHeaders(frameAncestors: string[], nonce: string): Record<string, string> {
  return { 'content-security-policy': appPolicy(frameAncestors, nonce), ...frameOptions(frameAncestors), ...COMMON };
}

/** The security headers of every gateway response, per kind of response. */
export function securityHeaders(frameAncestors: string[] = DEFAULT_FRAME_ANCESTORS): SecurityHeaderSets {
  return {
    app: { 'content-security-policy': appPolicy(frameAncestors), ...frameOptions(frameAncestors), ...COMMON },
    page: (nonce) => ({ 'content-security-policy': appPolicy(frameAncestors, nonce), ...frameOptions(frameAncestors), ...COMMON }),
    passThrough: { 'content-security-policy': PASS_THROUGH_POLICY, 'x-frame-options': 'DENY', ...COMMON },
    graphiql: { 'content-security-policy': graphiqlPolicy(frameAncestors), ...frameOptions(frameAncestors), ...COMMON },
    tradePage: { 'content-security-policy': TRADE_PAGE_POLICY, 'x-frame-options': 'DENY', ...COMMON },
  };
}
