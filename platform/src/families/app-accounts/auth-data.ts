import { AppError, authFields, missingRequired, type AppField, type AuthMethod } from '@huiliu/core';
import { AUTH_MASK, secretKeys } from '../../apps/accounts';

/** One text value of a form: long enough for a PEM key or a JWT, short enough to bound the sealed row. */
const MAX_TEXT = 8_000;

interface Issue {
  path: string;
  message: string;
}

/**
 * An account form's values checked against its auth method's fields (issue 11; spec §5 required rule):
 * only the method's keys are kept, each in its field's kind, and the first problem is the Chinese message.
 * With `saved` (an edit), a secret sent back as '******' or left out keeps its saved value, and so does any
 * other field left out: the edit form shows masked secrets and must not wipe them.
 */
export function checkAuthData(method: AuthMethod, values: Record<string, unknown>, saved?: Record<string, unknown>): Record<string, unknown> {
  const fields = authFields(method);
  const secret = secretKeys(method);
  const issues: Issue[] = [];
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    let value = values[field.key];
    if (saved && (value === undefined || (secret.has(field.key) && value === AUTH_MASK))) value = saved[field.key];
    if (value === undefined || value === null) continue;
    // a new account has nothing saved behind the mask: '******' would be stored as the secret itself
    if (!saved && secret.has(field.key) && value === AUTH_MASK) {
      issues.push({ path: field.key, message: `请填写${field.label}` });
      continue;
    }
    const checked = checkValue(field, value);
    if (checked instanceof Problem) issues.push({ path: field.key, message: checked.message });
    else out[field.key] = checked;
  }
  for (const path of missingRequired([...fields], out)) {
    if (issues.some((i) => i.path === path)) continue;
    issues.push({ path, message: `请填写${labelOf(fields, path)}` });
  }
  if (issues.length > 0) throw new AppError('BAD_REQUEST', issues[0]!.message, { issues });
  return out;
}

/** A value the field refuses (a class, so an object value with a `message` key is never taken for one). */
class Problem {
  constructor(readonly message: string) {}
}
const problem = (message: string) => new Problem(message);

function checkValue(field: AppField, value: unknown): unknown {
  switch (field.kind) {
    case 'text':
    case 'date': {
      if (typeof value === 'number' && Number.isFinite(value)) return String(value);
      if (typeof value !== 'string') return problem(`${field.label}须为文本`);
      const text = value.trim();
      return text.length > MAX_TEXT ? problem(`${field.label}过长（最多 ${MAX_TEXT} 个字符）`) : text;
    }
    case 'select': {
      const text = typeof value === 'number' ? String(value) : value;
      if (typeof text !== 'string') return problem(`${field.label}须为文本`);
      if (text !== '' && field.options && !field.options.some((o) => o.value === text))
        return problem(`${field.label}的取值「${text}」不在可选范围内`);
      return text;
    }
    case 'number': {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      return typeof n === 'number' && Number.isFinite(n) ? n : problem(`${field.label}须为数字`);
    }
    case 'boolean':
      if (value === 1 || value === '1') return true;
      if (value === 0 || value === '0') return false;
      return typeof value === 'boolean' ? value : problem(`${field.label}须为是或否`);
    case 'multiText':
      return Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : problem(`${field.label}须为文本列表`);
    case 'group':
      return Array.isArray(value) ? value : problem(`${field.label}须为列表`);
    case 'object':
      return typeof value === 'object' && !Array.isArray(value) ? value : problem(`${field.label}须为对象`);
  }
}

function labelOf(fields: readonly AppField[], path: string): string {
  const key = path.split(/[.[]/)[0];
  return fields.find((f) => f.key === key)?.label ?? path;
}
