import type { AppAction, AppField, AppManifest, AuthMethod, AuthType, RequestTemplate } from '@huiliu/core';

/**
 * Pure edits of an open-platform app's definition (core AppManifest) for the form editor: every change returns a
 * new manifest, so the form, the JSON view and 保存草稿 always read one value. The platform validates the whole
 * definition on save (platform/src/apps/validate.ts); the checks here only catch what a form makes easy to get
 * wrong before the round trip (an empty name, a duplicate key).
 */

export interface KeyValueRow {
  key: string;
  value: string;
}

/** A template map as editable rows (a form cannot edit an object's keys in place). */
export function rowsOf(map: Record<string, string> | undefined): KeyValueRow[] {
  return Object.entries(map ?? {}).map(([key, value]) => ({ key, value }));
}

/** Rows back to a template map: rows without a key are dropped, and no rows means no map at all. */
export function mapOf(rows: readonly KeyValueRow[]): Record<string, string> | undefined {
  const kept = rows.filter((r) => r.key.trim() !== '');
  return kept.length === 0 ? undefined : Object.fromEntries(kept.map((r) => [r.key.trim(), r.value]));
}

function uniqueId(prefix: string, taken: readonly string[]): string {
  for (let n = taken.length + 1; ; n += 1) if (!taken.includes(`${prefix}_${n}`)) return `${prefix}_${n}`;
}

export type ActionKind = AppAction['kind'];
/** The kinds an open app may declare: one HTTP call per action, and triggers fed by webhooks or polling. */
export const ACTION_KINDS: readonly ActionKind[] = ['action', 'webhook', 'polling'];
export const AUTH_TYPES: readonly AuthType[] = ['none', 'api_key', 'basic', 'oauth2', 'custom'];
export const METHODS: readonly RequestTemplate['method'][] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
export const FIELD_KINDS: readonly AppField['kind'][] = ['text', 'number', 'boolean', 'multiText', 'select', 'date', 'object', 'group'];

/** A new field with a key no other field of the list has. */
export function newField(existing: readonly AppField[]): AppField {
  const key = uniqueId(
    'field',
    existing.map((f) => f.key),
  );
  return { key, kind: 'text', label: key, mappable: true };
}

const emptyRequest = (): RequestTemplate => ({ method: 'POST', url: 'https://', body_type: 'json' });

/** A new action (or trigger) with an id no other action of the app has, ready to call one URL. */
export function newAction(manifest: AppManifest, kind: ActionKind = 'action'): AppAction {
  const action_id = uniqueId(
    kind === 'action' ? 'action' : 'trigger',
    manifest.actions.map((a) => a.action_id),
  );
  const base = { action_id, name: action_id, description: '', kind, editor: 'fields' as const, fields: [] };
  if (kind === 'polling') {
    return { ...base, polling: { request: { method: 'GET', url: 'https://' }, items: '', id: 'id', interval_minutes: 15 } };
  }
  if (kind === 'webhook') return base;
  return { ...base, sendsData: true, request: emptyRequest() };
}

/** The account fields of a method (none has none). */
export function fieldsOfAuth(method: AuthMethod): readonly AppField[] {
  return method.type === 'none' ? [] : method.fields;
}

/**
 * Another auth type for the app's first method: the account form's fields are kept (a developer switching from
 * api_key to custom should not lose them), the type's own settings start from sensible defaults.
 */
export function withAuthType(method: AuthMethod, type: AuthType): AuthMethod {
  const fields = fieldsOfAuth(method);
  switch (type) {
    case 'none':
      return { type: 'none' };
    case 'api_key':
      return {
        type,
        fields: fields.length ? fields : [{ key: 'api_key', kind: 'text', label: 'API Key', required: true, secret: true }],
        apply: { in: 'header', name: 'Authorization', value: 'Bearer {{auth.api_key}}' },
      };
    case 'basic':
      return {
        type,
        fields: fields.length
          ? fields
          : [
              { key: 'username', kind: 'text', label: '用户名', required: true },
              { key: 'password', kind: 'text', label: '密码', required: true, secret: true },
            ],
        apply: { username: '{{auth.username}}', password: '{{auth.password}}' },
      };
    case 'oauth2':
      return { type, fields, authorize_url: 'https://', token_url: 'https://', pkce: true };
    case 'custom':
      return { type, fields, apply: {} };
  }
}

type FieldTexts = NonNullable<AppManifest['en']['fields']>;

/** The English labels of the account fields withAuthType proposes (用户名, 密码, API Key). */
const DEFAULT_FIELDS_EN: Record<string, string> = { api_key: 'API Key', username: 'Username', password: 'Password' };

/**
 * The app's English field texts with a label for each proposed account field that has none: the platform does not
 * insist on them, and without one the English account form showed 用户名 / 密码.
 */
export function withDefaultFieldsEn(method: AuthMethod, en: FieldTexts): FieldTexts {
  const out = { ...en };
  for (const { key } of fieldsOfAuth(method)) {
    const label = DEFAULT_FIELDS_EN[key];
    if (label && !out[key]) out[key] = { label };
  }
  return out;
}

/** The method's fields replaced (none has none to replace). */
export function withAuthFields(method: AuthMethod, fields: readonly AppField[]): AuthMethod {
  return method.type === 'none' ? method : { ...method, fields };
}

/** The app with its first auth method replaced (the editor edits one method; the JSON view may declare more). */
export function withFirstAuth(manifest: AppManifest, method: AuthMethod): AppManifest {
  return { ...manifest, auth: [method, ...manifest.auth.slice(1)] };
}

export function replaceAt<T>(list: readonly T[], index: number, item: T): T[] {
  return list.map((x, i) => (i === index ? item : x));
}

export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

/** An item moved one place up (-1) or down (+1); the ends stay put. */
export function moveBy<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return [...list];
  const out = [...list];
  [out[index], out[to]] = [out[to]!, out[index]!];
  return out;
}

/** Select options written one per line as `value=label` (or just `value`). */
export function optionsOfText(text: string): { value: string; label: string }[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.indexOf('=');
      return at < 0 ? { value: line, label: line } : { value: line.slice(0, at).trim(), label: line.slice(at + 1).trim() };
    });
}

export function textOfOptions(options: readonly { value: string; label: string }[] | undefined): string {
  return (options ?? []).map((o) => (o.value === o.label ? o.value : `${o.value}=${o.label}`)).join('\n');
}

export type JsonParse<T> = { ok: true; value: T } | { ok: false; reason: 'syntax' | 'shape'; detail?: string };

/** A JSON text that may be empty (an absent body or sample). */
export function parseOptionalJson(text: string): JsonParse<unknown> {
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, reason: 'syntax', detail: error instanceof Error ? error.message : String(error) };
  }
}

export function jsonText(value: unknown): string {
  return value === undefined ? '' : JSON.stringify(value, null, 2);
}

/**
 * The JSON view's text as a definition: a syntax error, or an object that is not even shaped like one (no
 * actions list, no auth list), is refused here; the rest of the rules are the platform's.
 */
export function parseManifestText(text: string, appId: string): JsonParse<AppManifest> {
  const parsed = parseOptionalJson(text);
  if (!parsed.ok) return parsed;
  const value = parsed.value as Partial<AppManifest> | undefined;
  if (!value || typeof value !== 'object' || Array.isArray(value) || !Array.isArray(value.actions) || !Array.isArray(value.auth)) {
    return { ok: false, reason: 'shape' };
  }
  // the platform fixes the app id; a pasted definition of another app must not look like it changed it
  return { ok: true, value: { ...(value as AppManifest), app_id: appId } };
}

/** A problem found before saving: an i18n key of the developer namespace and its values. */
export interface LocalProblem {
  /** Where it is, in the platform's own path style (`actions.0.fields.1.key`), so both show in the same place. */
  path: string;
  key: string;
  values?: Record<string, string>;
}

function duplicateFieldKeys(fields: readonly AppField[], path: string, out: LocalProblem[]): void {
  const seen = new Set<string>();
  fields.forEach((f, i) => {
    if (f.key.trim() === '') out.push({ path: `${path}.${i}.key`, key: 'problems.fieldKeyEmpty' });
    else if (seen.has(f.key)) out.push({ path: `${path}.${i}.key`, key: 'problems.fieldKeyDuplicate', values: { key: f.key } });
    seen.add(f.key);
  });
}

/** What the form can tell at once; an empty list lets 保存草稿 go to the platform, which checks everything. */
export function localProblems(manifest: AppManifest): LocalProblem[] {
  const out: LocalProblem[] = [];
  if (manifest.name.trim() === '') out.push({ path: 'name', key: 'problems.nameEmpty' });
  if ((manifest.en?.name ?? '').trim() === '') out.push({ path: 'en.name', key: 'problems.nameEnEmpty' });
  manifest.auth.forEach((m, i) => duplicateFieldKeys(fieldsOfAuth(m), `auth.${i}.fields`, out));
  const ids = new Set<string>();
  manifest.actions.forEach((a, i) => {
    if (a.name.trim() === '') out.push({ path: `actions.${i}.name`, key: 'problems.actionNameEmpty' });
    if (ids.has(a.action_id)) out.push({ path: `actions.${i}.action_id`, key: 'problems.actionIdDuplicate', values: { id: a.action_id } });
    ids.add(a.action_id);
    duplicateFieldKeys(a.fields, `actions.${i}.fields`, out);
  });
  return out;
}

/**
 * The platform's messages (`actions.0.request.url：请求地址必须…`) split into their path and text, so the form shows
 * each beside the part it names; a message without a path belongs to the whole definition ('').
 */
export function splitServerProblem(problem: string): { path: string; message: string } {
  const at = problem.indexOf('：');
  if (at < 0) return { path: '', message: problem };
  const path = problem.slice(0, at);
  return /^[\w.]+$/.test(path) ? { path, message: problem.slice(at + 1) } : { path: '', message: problem };
}

/** Whether a problem's path lies inside a part of the form (`actions.0` holds `actions.0.fields.1.key`). */
export function isUnder(path: string, part: string): boolean {
  return part === '' ? path === '' : path === part || path.startsWith(`${part}.`);
}

/** Every field key the app declares: its account forms' fields and its actions' fields, children included. */
function fieldKeysOf(manifest: AppManifest): Set<string> {
  const keys = new Set<string>();
  const walk = (fields: readonly AppField[] | undefined) => {
    for (const f of fields ?? []) {
      keys.add(f.key);
      walk(f.children);
    }
  };
  manifest.auth.forEach((m) => walk(fieldsOfAuth(m)));
  manifest.actions.forEach((a) => walk(a.fields));
  return keys;
}

/**
 * `after` without the English texts an edit left behind: en.actions of an action id `before` had and `after` has not
 * (the action was removed), en.fields of a field key no field uses any more (the field, or the action or account
 * form holding it, was removed). The en.fields table is one per app, so a key another field still uses keeps its
 * texts; texts that were stale before the edit (written in the JSON view) are not this edit's to drop.
 */
export function withoutStaleTexts(before: AppManifest, after: AppManifest): AppManifest {
  const ids = new Set(after.actions.map((a) => a.action_id));
  const goneIds = before.actions.map((a) => a.action_id).filter((id) => !ids.has(id) && after.en.actions?.[id] !== undefined);
  const keys = fieldKeysOf(after);
  const goneKeys = [...fieldKeysOf(before)].filter((key) => !keys.has(key) && after.en.fields?.[key] !== undefined);
  if (goneIds.length === 0 && goneKeys.length === 0) return after;
  // a table left empty goes too: adding an action and removing it again gives back the definition it was
  const without = <T>(table: Record<string, T> | undefined, gone: readonly string[]) => {
    const kept = Object.entries(table ?? {}).filter(([name]) => !gone.includes(name));
    return kept.length > 0 ? Object.fromEntries(kept) : undefined;
  };
  const en = { ...after.en };
  if (goneIds.length > 0) en.actions = without(en.actions, goneIds);
  if (goneKeys.length > 0) en.fields = without(en.fields, goneKeys);
  return { ...after, en };
}

/**
 * Whether two definitions are the same JSON, as the platform would store them: the order of an object's keys and a
 * key holding undefined (JSON.stringify drops it) make no difference. The editor's draft is unsaved while its value
 * is not the same as the one loaded or last saved.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((x, i) => sameJson(x, other[i]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  return [...new Set([...Object.keys(left), ...Object.keys(right)])].every((key) => sameJson(left[key], right[key]));
}
