import { readPath, splitPath } from '../template/template';
import type { RequestTemplate } from './definition';

/**
 * What an app definition's templates read: `{{input.KEY}}`, `{{auth.KEY}}`, `{{cursor.KEY}}`,
 * `{{meta.KEY}}` (see definition.ts). Unlike the step mapping language there are no step numbers here:
 * a step's own fields were rendered from earlier steps before the request is built.
 */
export type RequestScope = Partial<Record<'input' | 'auth' | 'cursor' | 'meta', unknown>>;

const TOKEN = /\{\{\s*(input|auth|cursor|meta)\.([^{}]+?)\s*\}\}/g;
const WHOLE = /^\{\{\s*(input|auth|cursor|meta)\.([^{}]+?)\s*\}\}$/;

function lookup(scope: RequestScope, root: string, path: string): unknown {
  return readPath(scope[root as keyof RequestScope] ?? {}, splitPath(path)).value;
}

function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A string template: one whole reference keeps the value (a number stays a number), mixed text is text. */
export function renderScoped(template: string, scope: RequestScope): unknown {
  const whole = WHOLE.exec(template);
  if (whole) return lookup(scope, whole[1]!, whole[2]!);
  return template.replace(TOKEN, (_, root: string, path: string) => text(lookup(scope, root, path)));
}

/** Every string inside a value rendered; an object key whose value renders to undefined is dropped. */
export function renderScopedValue(value: unknown, scope: RequestScope): unknown {
  if (typeof value === 'string') return value.includes('{{') ? renderScoped(value, scope) : value;
  if (Array.isArray(value)) return value.map((v) => renderScopedValue(v, scope));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const rendered = renderScopedValue(v, scope);
      if (rendered !== undefined) out[k] = rendered;
    }
    return out;
  }
  return value;
}

/** A rendered request, ready for a signer and the guarded client. */
export interface RenderedRequest {
  method: RequestTemplate['method'];
  url: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body?: unknown;
  body_type: 'json' | 'form';
}

function stringMap(map: Record<string, string> | undefined, scope: RequestScope): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(map ?? {})) {
    const rendered = text(renderScoped(v, scope));
    // an optional query parameter left empty is not sent at all
    if (rendered !== '') out[k] = rendered;
  }
  return out;
}

/** Renders a request template against a scope. The URL's own query string is kept; `query` adds to it. */
export function renderRequest(template: RequestTemplate, scope: RequestScope): RenderedRequest {
  return {
    method: template.method,
    url: text(renderScoped(template.url, scope)),
    query: stringMap(template.query, scope),
    headers: stringMap(template.headers, scope),
    body: template.body === undefined ? undefined : renderScopedValue(template.body, scope),
    body_type: template.body_type ?? 'json',
  };
}

/** Reads a dotted path of a reply ('' = the reply itself). */
export function readReplyPath(reply: unknown, path: string): unknown {
  return path === '' ? reply : readPath(reply, splitPath(path)).value;
}
