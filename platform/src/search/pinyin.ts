import { pinyin } from 'pinyin-pro';

/**
 * A text's pinyin, one syllable per character, so a match in the pinyin maps back to the characters it
 * covers (highlighting 钉钉 when 'dingding' matched). Characters that are not Han keep themselves, lowercased.
 */
export interface PinyinText {
  /** The syllables joined: 'dingdingqunjiqiren'. */
  full: string;
  /** The first letters joined: 'ddqjqr'. */
  initials: string;
  /** Where each character's syllable starts in `full` (index = character index). */
  starts: number[];
  /** The words (Intl.Segmenter) as character ranges [from, to). */
  words: Array<[number, number]>;
}

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

const HAN = /\p{Script=Han}/u;

export function toPinyin(text: string): PinyinText {
  const chars = [...text];
  const syllables = pinyin(text, { toneType: 'none', type: 'array', nonZh: 'spaced' });
  let full = '';
  let initials = '';
  const starts: number[] = [];
  chars.forEach((char, i) => {
    // pinyin-pro gives one entry per character with nonZh 'spaced'; fall back to the character itself
    const syllable = (HAN.test(char) ? (syllables[i] ?? char) : char).toLowerCase().replace(/\s+/g, '');
    starts.push(full.length);
    full += syllable;
    initials += syllable.charAt(0) || ' ';
  });
  const words: Array<[number, number]> = [];
  let at = 0;
  for (const { segment } of segmenter.segment(text)) {
    const length = [...segment].length;
    words.push([at, at + length]);
    at += length;
  }
  return { full, initials, starts, words };
}

/**
 * Where `term` matches the pinyin at a syllable start (full syllables, or initials for 2+ letters), as the
 * character range [from, to) it covers; undefined when it does not. Initials say little on their own, so they
 * count only from the name's start ('dd' → 钉钉群机器人) or as one whole word ('dd' → 查询订单详情's 订单), never
 * across words in the middle ('dd' is not 接收到带请求头…'s 到带).
 */
export function pinyinMatch(text: PinyinText, term: string): { from: number; to: number; prefix: boolean; initials: boolean } | undefined {
  for (let i = 0; i < text.starts.length; i++) {
    if (text.full.startsWith(term, text.starts[i]!)) {
      const end = text.starts[i]! + term.length;
      let to = i + 1;
      while (to < text.starts.length && text.starts[to]! < end) to++;
      return { from: i, to, prefix: i === 0, initials: false };
    }
  }
  if (term.length < 2) return undefined;
  for (let at = text.initials.indexOf(term); at >= 0; at = text.initials.indexOf(term, at + 1)) {
    const to = at + term.length;
    if (at === 0 || text.words.some(([from, end]) => from === at && end === to)) return { from: at, to, prefix: at === 0, initials: true };
  }
  return undefined;
}
