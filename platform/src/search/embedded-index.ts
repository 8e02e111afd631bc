import type { SearchReply } from '@huiliu/contract';
import type { SearchDocument } from './documents';
import { pinyinMatch, toPinyin, type PinyinText } from './pinyin';
import { normalise, queryTerms, wordStarts, words } from './terms';

/** A search the index answers: the parts of Meilisearch's request it honours. */
export interface IndexQuery {
  q: string;
  type?: 'app' | 'action' | undefined;
  highlight: readonly string[];
  hitsPerPage: number;
  page: number;
}

const TEXT_FIELDS = ['name', 'name_en', 'app_name', 'app_name_en', 'description', 'description_en'] as const;
type TextField = (typeof TEXT_FIELDS)[number];

interface Entry {
  doc: SearchDocument;
  lower: Record<TextField, string>;
  starts: Record<TextField, Set<number>>;
  /** Pinyin of the Chinese name (names without Han characters have none). */
  pinyin: PinyinText | undefined;
}

/** How well one term matched one document, and which characters of which field to highlight. */
interface TermMatch {
  score: number;
  ranges: Array<{ field: TextField; from: number; to: number }>;
}

/** Field weights: a name outranks an English name, then an action's app name, then a description. */
const WEIGHT: Record<TextField, number> = { name: 40, name_en: 35, app_name: 15, app_name_en: 14, description: 10, description_en: 8 };
const HAN = /\p{Script=Han}/u;

/**
 * The embedded apps index (spec §7 "Search service", used when MEILI_URL is unset): every term must match
 * (matching strategy all) as a substring of a name or description, zh or en, or as pinyin of the Chinese
 * name, full syllables or initials ('dingding', 'ding', 'dd' find 钉钉). Ranking: whole name, name prefix,
 * word start, inside a word, pinyin, description; apps before their actions on a tie.
 */
export class EmbeddedIndex {
  private readonly entries: Entry[];

  constructor(docs: readonly SearchDocument[]) {
    this.entries = docs.map((doc) => {
      const lower = Object.fromEntries(TEXT_FIELDS.map((f) => [f, normalise(doc[f])])) as Record<TextField, string>;
      const starts = Object.fromEntries(TEXT_FIELDS.map((f) => [f, wordStarts(doc[f])])) as Record<TextField, Set<number>>;
      return { doc, lower, starts, pinyin: HAN.test(doc.name) ? toPinyin(doc.name) : undefined };
    });
  }

  search(query: IndexQuery): Omit<SearchReply, 'processingTimeMs' | 'query'> {
    const terms = queryTerms(query.q);
    const scored: Array<{ entry: Entry; score: number; matches: TermMatch[] }> = [];
    for (const entry of this.entries) {
      if (query.type && entry.doc.type !== query.type) continue;
      const matches: TermMatch[] = [];
      for (const term of terms) {
        const match = matchTerm(entry, term);
        if (!match) break;
        matches.push(match);
      }
      if (matches.length < terms.length) continue;
      const score = matches.reduce((sum, m) => sum + m.score, 0) + (entry.doc.type === 'app' ? 1 : 0);
      scored.push({ entry, score, matches });
    }
    scored.sort(
      (a, b) => b.score - a.score || Number(a.entry.doc.app_id) - Number(b.entry.doc.app_id) || a.entry.doc.id.localeCompare(b.entry.doc.id),
    );
    const from = (query.page - 1) * query.hitsPerPage;
    const hits = scored
      .slice(from, from + query.hitsPerPage)
      .map(({ entry, matches }) =>
        query.highlight.length > 0 ? { ...entry.doc, _formatted: formatted(entry.doc, query.highlight, matches) } : { ...entry.doc },
      );
    return {
      hits,
      hitsPerPage: query.hitsPerPage,
      page: query.page,
      totalHits: scored.length,
      totalPages: Math.ceil(scored.length / query.hitsPerPage),
    };
  }
}

/** A term as a whole; else, for text the segmenter splits ('钉钉机器人'), every one of its words. */
function matchTerm(entry: Entry, term: string): TermMatch | undefined {
  const whole = matchOne(entry, term);
  if (whole) return whole;
  const parts = words(term);
  if (parts.length < 2) return undefined;
  const matches = parts.map((p) => matchOne(entry, p));
  if (matches.some((m) => !m)) return undefined;
  const found = matches as TermMatch[];
  return { score: Math.min(...found.map((m) => m.score)), ranges: found.flatMap((m) => m.ranges) };
}

function matchOne(entry: Entry, term: string): TermMatch | undefined {
  let best: TermMatch | undefined;
  const ranges: TermMatch['ranges'] = [];
  for (const field of TEXT_FIELDS) {
    const text = entry.lower[field];
    // an app document's app_name repeats its name: a match there adds nothing
    if (entry.doc.type === 'app' && (field === 'app_name' || field === 'app_name_en')) continue;
    let at = text.indexOf(term);
    if (at < 0) continue;
    let score = WEIGHT[field];
    if (text === term) score += 60;
    else if (at === 0) score += 20;
    else if (entry.starts[field].has(at)) score += 5;
    while (at >= 0) {
      ranges.push({ field, from: at, to: at + term.length });
      at = text.indexOf(term, at + term.length);
    }
    if (!best || score > best.score) best = { score, ranges };
  }
  if (best) return { score: best.score, ranges };
  const py = entry.pinyin && /^[a-z]+$/.test(term) ? pinyinMatch(entry.pinyin, term) : undefined;
  if (!py) return undefined;
  const covers = [...entry.doc.name].slice(py.from, py.to).join('');
  const from = [...entry.doc.name].slice(0, py.from).join('').length;
  return { score: (py.initials ? 20 : 30) + (py.prefix ? 10 : 0), ranges: [{ field: 'name', from, to: from + covers.length }] };
}

/** Meilisearch's `_formatted`: the asked attributes ('*' = all) with every match wrapped in <em>…</em>. */
function formatted(doc: SearchDocument, highlight: readonly string[], matches: TermMatch[]): Partial<SearchDocument> {
  const out: Partial<SearchDocument> = {};
  const all = highlight.includes('*');
  for (const field of TEXT_FIELDS) {
    if (!all && !highlight.includes(field)) continue;
    const ranges = matches.flatMap((m) => m.ranges).filter((r) => r.field === field);
    out[field] = wrap(doc[field], ranges);
  }
  return out;
}

/**
 * Wraps the ranges (merged when they touch) in <em>. Offsets are into the NFKC-lowercased text, which keeps
 * the length of the names and descriptions the catalogue holds (no ligatures there).
 */
function wrap(text: string, ranges: Array<{ from: number; to: number }>): string {
  const sorted = [...ranges].sort((a, b) => a.from - b.from);
  const merged: Array<{ from: number; to: number }> = [];
  for (const r of sorted) {
    const last = merged.at(-1);
    if (last && r.from <= last.to) last.to = Math.max(last.to, r.to);
    else merged.push({ ...r });
  }
  let out = '';
  let at = 0;
  for (const r of merged) {
    out += `${text.slice(at, r.from)}<em>${text.slice(r.from, r.to)}</em>`;
    at = r.to;
  }
  return out + text.slice(at);
}
