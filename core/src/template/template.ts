/**
 * The mapping template language (DESIGN §4): `{{N.path}}` reads step N's output (1 = the trigger),
 * `{{env.KEY}}` an environment variable, `{{auth.KEY}}` the step account's authorisation data.
 * Paths are dotted with array indexes (`{{2.items[0].sku}}` or `{{2.items.0.sku}}`); a key applied to an
 * array maps over its items (`{{2.items.sku}}` → every item's sku), as line items need.
 */
export type TemplateRef = { source: 'step'; step: number; path: string[]; raw: string } | { source: 'env' | 'auth'; path: string[]; raw: string };

export type TemplatePart = { kind: 'text'; text: string } | { kind: 'ref'; ref: TemplateRef };

const TOKEN = /\{\{\s*([^{}]+?)\s*\}\}/g;

/** Split a path like `a.b[0].c` or `a.b.0.c` into keys. */
export function splitPath(path: string): string[] {
  const keys: string[] = [];
  for (const piece of path.split('.')) {
    const m = /^([^[\]]*)((?:\[[^\]]*\])*)$/.exec(piece);
    if (!m) {
      keys.push(piece);
      continue;
    }
    if (m[1] !== '') keys.push(m[1]!);
    for (const idx of m[2]!.matchAll(/\[([^\]]*)\]/g)) keys.push(idx[1]!);
  }
  return keys.filter((k) => k !== '');
}

/** Parse one `{{…}}` body; undefined when it is not a reference we know. */
export function parseRef(body: string): TemplateRef | undefined {
  const raw = `{{${body}}}`;
  const [head, ...rest] = body.trim().split('.');
  if (!head) return undefined;
  const path = splitPath(rest.join('.'));
  if (head === 'env' || head === 'auth') return path.length > 0 ? { source: head, path, raw } : undefined;
  const headMatch = /^(\d+)((?:\[[^\]]*\])*)$/.exec(head);
  if (!headMatch) return undefined;
  const step = Number(headMatch[1]);
  if (step < 1) return undefined;
  return { source: 'step', step, path: [...splitPath(headMatch[2]!), ...path], raw };
}

export function parseTemplate(text: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let last = 0;
  for (const m of text.matchAll(TOKEN)) {
    const ref = parseRef(m[1]!);
    if (!ref) continue;
    if (m.index! > last) parts.push({ kind: 'text', text: text.slice(last, m.index) });
    parts.push({ kind: 'ref', ref });
    last = m.index! + m[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** Read a path from a value; a non-numeric key applied to an array maps over its items. */
export function readPath(value: unknown, path: readonly string[]): { found: boolean; value: unknown } {
  let current: unknown = value;
  for (let i = 0; i < path.length; i++) {
    const key = path[i]!;
    if (Array.isArray(current)) {
      if (/^\d+$/.test(key)) {
        if (Number(key) >= current.length) return { found: false, value: undefined };
        current = current[Number(key)];
        continue;
      }
      const rest = path.slice(i);
      const mapped = current.map((item) => readPath(item, key === '*' ? rest.slice(1) : rest));
      return { found: mapped.some((r) => r.found), value: mapped.map((r) => r.value) };
    }
    if (current === null || typeof current !== 'object' || !Object.prototype.hasOwnProperty.call(current, key)) {
      return { found: false, value: undefined };
    }
    current = (current as Record<string, unknown>)[key];
  }
  return { found: true, value: current };
}

export interface TemplateContext {
  /** Output of step N (1-based, 1 = trigger). */
  steps: Record<number, unknown> | unknown[];
  env?: Record<string, unknown>;
  auth?: Record<string, unknown>;
}

export function resolveRef(ref: TemplateRef, ctx: TemplateContext): { found: boolean; value: unknown } {
  if (ref.source === 'step') {
    const steps = ctx.steps as Record<number, unknown>;
    const output = Array.isArray(ctx.steps) ? ctx.steps[ref.step - 1] : steps[ref.step];
    if (output === undefined) return { found: false, value: undefined };
    return readPath(output, ref.path);
  }
  return readPath(ref.source === 'env' ? (ctx.env ?? {}) : (ctx.auth ?? {}), ref.path);
}

function stringify(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * Render a template. A template that is exactly one reference returns the referenced value itself
 * (numbers stay numbers, objects stay objects); mixed text renders to a string.
 */
export function renderTemplate(text: string, ctx: TemplateContext): unknown {
  const parts = parseTemplate(text);
  if (parts.length === 1 && parts[0]!.kind === 'ref') return resolveRef(parts[0]!.ref, ctx).value;
  return parts.map((p) => (p.kind === 'text' ? p.text : stringify(resolveRef(p.ref, ctx).value))).join('');
}

/**
 * Render the templates inside JSON text (the custom action's body, spec §5) so that the result is still JSON:
 * a string that is one whole `"{{…}}"` becomes the referenced JSON value (a number stays a number, a missing
 * value becomes null); a reference inside other text is written into that string, escaped.
 */
export function renderJsonTemplate(text: string, ctx: TemplateContext): string {
  return text
    .replace(/"\{\{([^{}]+)\}\}"/g, (whole) => JSON.stringify(renderTemplate(whole.slice(1, -1), ctx) ?? null))
    .replace(/\{\{([^{}]+)\}\}/g, (whole) => {
      const value = renderTemplate(whole, ctx);
      // inside text a missing value is nothing, as in renderTemplate (the engine's copy wrote a literal "")
      const text = typeof value === 'string' ? value : value === undefined || value === null ? '' : JSON.stringify(value);
      return JSON.stringify(text).slice(1, -1);
    });
}

/** Render every string inside a value (objects and arrays deeply). */
export function renderValue(value: unknown, ctx: TemplateContext): unknown {
  if (typeof value === 'string') return value.includes('{{') ? renderTemplate(value, ctx) : value;
  if (Array.isArray(value)) return value.map((v) => renderValue(v, ctx));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, renderValue(v, ctx)]));
  }
  return value;
}

/** Every reference anywhere in a value, in order. */
export function collectRefs(value: unknown): TemplateRef[] {
  const found: TemplateRef[] = [];
  const visit = (v: unknown) => {
    if (typeof v === 'string') {
      for (const part of parseTemplate(v)) if (part.kind === 'ref') found.push(part.ref);
    } else if (Array.isArray(v)) v.forEach(visit);
    else if (v !== null && typeof v === 'object') Object.values(v).forEach(visit);
  };
  visit(value);
  return found;
}

/** Every step reference anywhere in a value. */
export function collectStepRefs(value: unknown): number[] {
  return collectRefs(value).flatMap((ref) => (ref.source === 'step' ? [ref.step] : []));
}

/**
 * Rewrite the step number of every `{{N.…}}` in a value (spec §4 renumbering). `map` returns the new
 * number, or null to leave a reference untouched (a reference to a removed step stays visible as broken).
 */
export function renumberRefs<T>(value: T, map: (step: number) => number | null): T {
  const rewrite = (text: string) =>
    text.replace(TOKEN, (whole, body: string) => {
      const ref = parseRef(body);
      if (!ref || ref.source !== 'step') return whole;
      const next = map(ref.step);
      if (next === null || next === ref.step) return whole;
      return whole.replace(/(\{\{\s*)\d+/, `$1${next}`);
    });
  const visit = (v: unknown): unknown => {
    if (typeof v === 'string') return v.includes('{{') ? rewrite(v) : v;
    if (Array.isArray(v)) return v.map(visit);
    if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, visit(x)]));
    return v;
  };
  return visit(value) as T;
}
