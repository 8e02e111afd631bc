/** spec §5 / §9: a pipeline title may be at most 280 width units wide. */
export const TITLE_MAX_WIDTH = 280;

/**
 * Width of one character: CJK (and other East Asian wide/fullwidth) characters
 * count 2, everything else 1 (spec §5: "CJK characters count 2").
 */
export function charWidth(ch: string): number {
  const cp = ch.codePointAt(0) ?? 0;
  return isWide(cp) ? 2 : 1;
}

function isWide(cp: number): boolean {
  return (
    (cp >= 0x1100 && cp <= 0x115f) || // Hangul Jamo
    (cp >= 0x2e80 && cp <= 0x303e) || // CJK radicals, Kangxi, CJK symbols and punctuation
    (cp >= 0x3041 && cp <= 0x33ff) || // Hiragana, Katakana, Bopomofo, compatibility
    (cp >= 0x3400 && cp <= 0x4dbf) || // CJK extension A
    (cp >= 0x4e00 && cp <= 0x9fff) || // CJK unified ideographs
    (cp >= 0xa000 && cp <= 0xa4cf) || // Yi
    (cp >= 0xac00 && cp <= 0xd7a3) || // Hangul syllables
    (cp >= 0xf900 && cp <= 0xfaff) || // CJK compatibility ideographs
    (cp >= 0xfe30 && cp <= 0xfe4f) || // CJK compatibility forms
    (cp >= 0xff00 && cp <= 0xff60) || // fullwidth forms
    (cp >= 0xffe0 && cp <= 0xffe6) ||
    (cp >= 0x20000 && cp <= 0x3fffd) // CJK extensions B and beyond
  );
}

/** Total width of a title in spec §5 width units. */
export function titleWidth(title: string): number {
  let width = 0;
  for (const ch of title) width += charWidth(ch);
  return width;
}

export function isTitleTooWide(title: string): boolean {
  return titleWidth(title) > TITLE_MAX_WIDTH;
}

/** Cut a title to at most `max` width units without splitting a character (spec §5: cut on save). */
export function cutTitle(title: string, max = TITLE_MAX_WIDTH): string {
  let width = 0;
  let out = '';
  for (const ch of title) {
    const w = charWidth(ch);
    if (width + w > max) break;
    width += w;
    out += ch;
  }
  return out;
}
