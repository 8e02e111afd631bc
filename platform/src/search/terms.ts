/** Lowercased, full-width folded (NFKC): 'ＤｉｎｇＴａｌｋ' finds 'DingTalk'. */
export function normalise(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/** The words of a text (Intl.Segmenter: Chinese words, Latin words), punctuation and spaces dropped. */
export function words(text: string): string[] {
  return [...segmenter.segment(normalise(text))].filter((s) => s.isWordLike).map((s) => s.segment);
}

/** Where words start in a text: a match there ranks above one inside a word. */
export function wordStarts(text: string): Set<number> {
  const starts = new Set<number>();
  for (const s of segmenter.segment(normalise(text))) if (s.isWordLike) starts.add(s.index);
  return starts;
}

/**
 * The query's terms (matching strategy 'all': every term must match). Each space-separated part is one term;
 * a part that does not match as a whole is tried again as its words (`termAlternatives`).
 */
export function queryTerms(q: string): string[] {
  return normalise(q)
    .split(/[\s,，、]+/u)
    .filter(Boolean);
}
