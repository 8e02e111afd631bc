import type { AppField } from '../apps/definition';
import { isFilled } from '../required';

/** An earlier step's output as the mapping sees it before a run (core stepSample). */
export interface SampleStep {
  step_number: number;
  sample: unknown;
}

/** A leaf of a sample: its dotted path (first item of a list) and value. */
export interface SamplePath {
  path: string;
  value: unknown;
}

/** Why a field was matched: the same name, the same label, synonyms, or one name inside the other. */
export type MatchBasis = 'same_name' | 'same_label' | 'synonym' | 'contains';

export interface FieldMatchSuggestion {
  field: string;
  reference: string;
  step_number: number;
  path: string;
  confidence: number;
  basis: MatchBasis;
  /** The sample's value there, for the reason shown beside it. */
  example: unknown;
}

const MAX_PATHS = 300;

/** The leaves of a sample, lists read by their first item (`items.0.sku`), at most 300. */
export function samplePaths(sample: unknown): SamplePath[] {
  const out: SamplePath[] = [];
  const visit = (value: unknown, path: string) => {
    if (out.length >= MAX_PATHS) return;
    if (Array.isArray(value)) {
      if (value.length === 0 && path) out.push({ path, value });
      else visit(value[0], path ? `${path}.0` : '0');
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      if (entries.length === 0 && path) out.push({ path, value });
      for (const [k, v] of entries) visit(v, path ? `${path}.${k}` : k);
    } else if (path) out.push({ path, value });
  };
  visit(sample, '');
  return out;
}

/** 'Order ID', 'order_id' and 'orderId' name the same thing: compare letters and digits only. */
function squash(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * Words that name the same thing in the fields of our apps and in the payloads people send (Chinese and English).
 * A field and a sample key in one group match with less confidence than the same name.
 */
const SYNONYMS: readonly (readonly string[])[] = [
  ['content', 'message', 'msg', 'text', 'body', 'description', 'desc', 'remark', 'note', '内容', '消息', '消息内容', '正文', '描述', '备注'],
  ['title', 'subject', 'summary', '标题', '主题', '名称'],
  ['email', 'mail', 'to', 'recipient', '邮箱', '邮件', '收件人', '邮箱地址'],
  ['mobile', 'phone', 'tel', 'telephone', 'cellphone', '手机', '手机号', '电话', '联系电话', '成员手机号'],
  ['user', 'userid', 'touser', 'openid', 'member', '成员', '用户', '接收人', '接收者'],
  ['amount', 'price', 'total', 'money', 'fee', '金额', '价格', '总额', '总价'],
  ['city', 'region', 'area', '城市', '地区', '区域'],
  ['orderid', 'orderno', 'ordernumber', 'shoporderid', '订单号', '单号', '订单编号', '店铺单号'],
  ['url', 'link', 'htmlurl', 'href', '链接', '网址', '跳转链接', '请求地址'],
  ['labels', 'tags', 'tag', 'label', '标签'],
  ['firstname', 'givenname', '名'],
  ['lastname', 'surname', 'familyname', '姓'],
  ['owner', 'org', 'organization', '仓库所有者'],
  ['repo', 'repository', '仓库'],
  ['items', 'list', 'rows', 'records', 'data', '列表', '列表数据', '明细'],
];

const GROUP_OF = new Map<string, number>();
SYNONYMS.forEach((group, i) => group.forEach((word) => GROUP_OF.set(squash(word), i)));

const CONFIDENCE: Record<MatchBasis, number> = { same_name: 0.95, same_label: 0.9, synonym: 0.75, contains: 0.6 };

/** How a field's names relate to a sample key's last part, the best basis first; undefined when unrelated. */
function basisOf(names: { key: string; labels: string[] }, leaf: string): MatchBasis | undefined {
  if (leaf === '' || /^\d+$/.test(leaf)) return undefined;
  if (names.key === leaf) return 'same_name';
  if (names.labels.includes(leaf)) return 'same_label';
  const group = GROUP_OF.get(leaf);
  if (group !== undefined && [names.key, ...names.labels].some((n) => GROUP_OF.get(n) === group)) return 'synonym';
  const contains = [names.key, ...names.labels].some((n) => Math.min(n.length, leaf.length) >= 2 && (n.includes(leaf) || leaf.includes(n)));
  return contains ? 'contains' : undefined;
}

/** A leaf named by its key: a list of plain values (`tags.0`) is the list itself (`tags`). */
function named({ path, value }: SamplePath): SamplePath & { leaf: string } {
  const keys = path.split('.');
  while (keys.length > 1 && /^\d+$/.test(keys.at(-1)!)) keys.pop();
  return { path: keys.join('.'), value, leaf: squash(keys.at(-1) ?? '') };
}

/** The fields a mapping may fill: mappable ones holding text (a map field is edited key by key). */
export function mappableFields(fields: readonly AppField[]): AppField[] {
  return fields.filter((f) => f.mappable === true && (f.kind === 'text' || f.kind === 'multiText'));
}

/**
 * Mapping by name similarity: for each empty mappable field, the earlier sample key that names it best (same name,
 * same label in either language, a synonym, one inside the other), the nearest earlier step on a tie. One
 * suggestion per field; filled fields are left alone.
 */
export function matchFields(
  fields: readonly AppField[],
  labelsEn: Readonly<Record<string, string>>,
  steps: readonly SampleStep[],
  filled: Readonly<Record<string, unknown>> = {},
): FieldMatchSuggestion[] {
  const candidates = [...steps]
    .sort((a, b) => b.step_number - a.step_number)
    .flatMap((step) => samplePaths(step.sample).map((p) => ({ ...named(p), step: step.step_number })));
  const out: FieldMatchSuggestion[] = [];
  for (const field of mappableFields(fields)) {
    if (isFilled(filled[field.key])) continue;
    const names = { key: squash(field.key), labels: [field.label, labelsEn[field.key] ?? ''].map(squash).filter(Boolean) };
    let best: FieldMatchSuggestion | undefined;
    for (const c of candidates) {
      const basis = basisOf(names, c.leaf);
      if (!basis || (best && CONFIDENCE[basis] <= best.confidence)) continue;
      best = {
        field: field.key,
        reference: `{{${c.step}.${c.path}}}`,
        step_number: c.step,
        path: c.path,
        confidence: CONFIDENCE[basis],
        basis,
        example: c.value,
      };
    }
    if (best) out.push(best);
  }
  return out;
}
