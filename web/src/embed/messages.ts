/**
 * issue 14: the postMessage protocol between the embedded 汇流 and the partner's page (docs/embedding.md).
 * Every message is `{ source, type, payload }`; `source` tells the two directions apart so neither side
 * mistakes its own echo (or another script's message) for the other's.
 */
export const FROM_HUILIU = 'huiliu';
export const FROM_HOST = 'huiliu-host';

/** What 汇流 tells the partner's page. */
export interface OutgoingPayloads {
  ready: { path: string };
  resize: { height: number };
  navigated: { path: string };
  'pipeline-saved': { processId: string; title: string };
  'run-finished': { runId: string; processId: string; status: string };
  /** The token was refused (expired, revoked): the partner hands a new one with `set-token`. */
  'session-expired': Record<string, never>;
}
export type OutgoingType = keyof OutgoingPayloads;

/** Panels the partner may show or hide in the dynamic-show mode (spec §1). */
export const PANELS = ['nav', 'header'] as const;
export type Panel = (typeof PANELS)[number];

/** What the partner's page may ask of 汇流. */
export type HostMessage =
  | { type: 'navigate'; payload: { path: string } }
  | { type: 'set-token'; payload: { token: string } }
  | { type: 'show-panel'; payload: { panel: Panel; visible: boolean } };

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/**
 * A path the router may push under `/embed/<cfgId>`: one leading `/` (never `//host`), no backslash (URLs read it
 * as `/`) and no `.` / `..` segment, plain or percent-encoded — the browser resolves `/embed/c/../../login` (and
 * `/%2e%2e/`) to `/login`, out of the embedded app and its framing policy.
 */
function insideApp(path: string): boolean {
  if (!/^\/(?!\/)/.test(path) || path.includes('\\') || path.length > 2_000) return false;
  const pathname = path.split(/[?#]/)[0]!;
  return !pathname.split('/').some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment));
}

/**
 * A partner's message as the protocol allows it, or null. Paths must stay inside the embedded app (insideApp),
 * tokens are non-empty strings without spaces, panels are the known ones.
 */
export function parseHostMessage(data: unknown): HostMessage | null {
  const message = record(data);
  if (!message || message.source !== FROM_HOST) return null;
  const payload = record(message.payload);
  if (!payload) return null;
  switch (message.type) {
    case 'navigate':
      return typeof payload.path === 'string' && insideApp(payload.path) ? { type: 'navigate', payload: { path: payload.path } } : null;
    case 'set-token':
      return typeof payload.token === 'string' && /^\S{1,512}$/.test(payload.token) ? { type: 'set-token', payload: { token: payload.token } } : null;
    case 'show-panel':
      return (PANELS as readonly unknown[]).includes(payload.panel) && typeof payload.visible === 'boolean'
        ? { type: 'show-panel', payload: { panel: payload.panel as Panel, visible: payload.visible } }
        : null;
    default:
      return null;
  }
}
