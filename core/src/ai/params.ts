import type { AppField } from '../apps/definition';
import type { DraftParamValue } from './draft';

/**
 * A draft param's value in the shape its field stores (builtinActions / app definitions): a map field takes the
 * draft's `[{key, value}]` pairs as an object, a multi-text field a list, a number field a number. A value that
 * cannot be read as its field's kind is a problem (zh-CN, for the log and for the LLM's retry), never a guess.
 */
export function paramValue(field: AppField, value: DraftParamValue): { ok: true; value: unknown } | { ok: false; problem: string } {
  const entries = isEntries(value) ? Object.fromEntries(value.map((e) => [e.key, e.value])) : undefined;
  switch (field.kind) {
    case 'select': {
      const options = (field.options ?? []).map((o) => o.value);
      const text = typeof value === 'string' ? value : undefined;
      // options fetched through the account (a GitHub repository) are not known here: any text may be one
      if (text !== undefined && (field.dynamic_options || options.length === 0 || options.includes(text))) return { ok: true, value: text };
      return { ok: false, problem: `只能是 ${options.join(' / ')} 之一` };
    }
    case 'number': {
      const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
      return Number.isFinite(n) ? { ok: true, value: n } : { ok: false, problem: '必须是数字' };
    }
    case 'boolean':
      if (typeof value === 'boolean') return { ok: true, value };
      if (value === 'true' || value === 'false') return { ok: true, value: value === 'true' };
      return { ok: false, problem: '必须是 true 或 false' };
    case 'multiText':
      if (typeof value === 'string') return { ok: true, value: [value] };
      if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return { ok: true, value };
      return { ok: false, problem: '必须是文本或文本列表' };
    case 'object':
      if (entries) return { ok: true, value: entries };
      if (typeof value === 'string' && isJsonObjectText(value)) return { ok: true, value: JSON.parse(value) as unknown };
      return { ok: false, problem: '必须是键值对列表 [{key, value}]' };
    case 'group':
      return { ok: false, problem: '是多行分组字段，草稿不能填写，请留给使用者在编辑器中填写' };
    default:
      // text and date fields hold text: a number reads as its digits, a map (a JSON text field) as JSON
      if (typeof value === 'string') return { ok: true, value };
      if (typeof value === 'number') return { ok: true, value: String(value) };
      if (entries) return { ok: true, value: JSON.stringify(entries) };
      return { ok: false, problem: '必须是文本' };
  }
}

function isEntries(value: DraftParamValue): value is Array<{ key: string; value: string }> {
  return Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'object');
}

function isJsonObjectText(text: string): boolean {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed);
  } catch {
    return false;
  }
}

/** Every string inside a stored value (params may nest maps and lists). */
export function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}
