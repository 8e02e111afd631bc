/** A request's size as people read it: bytes under 1 KB, else KB or MB with one decimal. */
export function sizeText(bytes: number): { unit: 'B' | 'KB' | 'MB'; value: string } {
  if (bytes < 1024) return { unit: 'B', value: String(bytes) };
  if (bytes < 1024 * 1024) return { unit: 'KB', value: (bytes / 1024).toFixed(1) };
  return { unit: 'MB', value: (bytes / 1024 / 1024).toFixed(1) };
}

/** Name and value rows of a query string ('a=1&b=2', as the platform keeps it) or of a header object. */
export function nameValueRows(value: unknown): { name: string; value: string }[] {
  if (typeof value === 'string') return [...new URLSearchParams(value.replace(/^\?/, ''))].map(([name, v]) => ({ name, value: v }));
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value).map(([name, v]) => ({ name, value: typeof v === 'string' ? v : JSON.stringify(v) }));
}

/**
 * A request body for reading: JSON indented (a body the platform parsed, or text that parses), other text as it
 * came. Long ids in a parsed body are already strings (spec §5), so they print whole.
 */
export function bodyText(body: unknown): { kind: 'json' | 'text' | 'empty'; text: string } {
  if (body === null || body === undefined || body === '') return { kind: 'empty', text: '' };
  if (typeof body !== 'string') return { kind: 'json', text: JSON.stringify(body, null, 2) };
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed !== null && typeof parsed === 'object') return { kind: 'json', text: JSON.stringify(parsed, null, 2) };
  } catch {
    // not JSON: shown as the text it is
  }
  return { kind: 'text', text: body };
}
