/** Sample data shapes for the panel's previews and the variable picker (spec §3 newSample, flattenData). */

export interface SampleTreeNode {
  key: string;
  /** Keys from the step's output down to this value, as `{{N.a.b}}` reads them. */
  path: string[];
  /** The value as text for leaves; empty for objects and arrays. */
  preview: string;
  /** What the step calls this key (spec §3 newSampleLabel: a 金数据 field's label for `field_3`). */
  label?: string;
  children?: SampleTreeNode[];
}

/** A step's newSampleLabel as dotted path → label; anything else (absent, or an older shape) labels nothing. */
export function sampleLabels(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));
}

const MAX_CHILDREN = 50;

/** Scalars as people read them; long ids arrive as strings (spec §5) and are shown whole. */
export function previewOf(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return '';
  if (typeof value === 'object') return Array.isArray(value) ? `[${value.length}]` : '{…}';
  const text = String(value);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}

/** A sample as a tree: objects by key, arrays by index (first 50), leaves with their values and labels. */
export function sampleTree(value: unknown, path: string[] = [], labels: Record<string, string> = {}): SampleTreeNode[] {
  if (value === null || typeof value !== 'object') return [];
  const entries: Array<[string, unknown]> = Array.isArray(value)
    ? value.slice(0, MAX_CHILDREN).map((v, i) => [String(i), v])
    : Object.entries(value).slice(0, MAX_CHILDREN * 4);
  return entries.map(([key, child]) => {
    const childPath = [...path, key];
    const isBranch = child !== null && typeof child === 'object';
    const label = labels[childPath.join('.')];
    const node: SampleTreeNode = { key, path: childPath, preview: previewOf(child), ...(label ? { label } : {}) };
    return isBranch ? { ...node, children: sampleTree(child, childPath, labels) } : node;
  });
}

/** spec §3 flattenData: every leaf as one dotted key (`items[0].sku`) with its value. */
export function flattenSample(value: unknown, prefix = ''): Array<{ key: string; value: string }> {
  if (value === null || typeof value !== 'object') return prefix ? [{ key: prefix, value: previewOf(value) }] : [];
  const out: Array<{ key: string; value: string }> = [];
  const entries = Array.isArray(value) ? value.map((v, i) => [`[${i}]`, v] as const) : Object.entries(value).map(([k, v]) => [k, v] as const);
  for (const [key, child] of entries) {
    const path = Array.isArray(value) ? `${prefix}${key}` : prefix ? `${prefix}.${key}` : key;
    if (child !== null && typeof child === 'object' && Object.keys(child).length > 0) out.push(...flattenSample(child, path));
    else out.push({ key: path, value: previewOf(child) });
  }
  return out;
}

/** A sample as a table: a list of records is one row each, a record one row; columns in first-seen order. */
export function sampleTable(value: unknown): { columns: string[]; rows: string[][] } {
  const records = (Array.isArray(value) ? value : [value]).filter(
    (r): r is Record<string, unknown> => r !== null && typeof r === 'object' && !Array.isArray(r),
  );
  const columns: string[] = [];
  for (const record of records) for (const key of Object.keys(record)) if (!columns.includes(key)) columns.push(key);
  return {
    columns,
    rows: records.map((r) => columns.map((c) => (typeof r[c] === 'object' && r[c] !== null ? JSON.stringify(r[c]) : previewOf(r[c])))),
  };
}

export type SamplePreviewType = 'table' | 'json' | 'keys';

export function isPreviewType(value: unknown): value is SamplePreviewType {
  return value === 'table' || value === 'json' || value === 'keys';
}
