import { numberIn, quotedIn, type Clause } from './text';
import { LIST_WORDS, fieldKey, wordIn, type DataWord } from './vocabulary';

/** A condition the description states: a field of the data (or the whole data), a spec §5 operator, a value. */
export interface PlannedCondition {
  /** undefined: the whole data as text (“当表单里选了‘加急’时” → the data contains 加急). */
  field: { key: string; zh: string; en: string } | undefined;
  operator: number;
  value: string;
}

/** Comparison words → spec §5 operator codes, for a number and for text (longest first where one holds another). */
const OPERATOR_WORDS: ReadonlyArray<readonly [word: string, numberCode: number, textCode: number]> = [
  ['大于等于', 22, 22],
  ['不少于', 22, 22],
  ['不低于', 22, 22],
  ['至少', 22, 22],
  ['>=', 22, 22],
  ['小于等于', 24, 24],
  ['不超过', 24, 24],
  ['不高于', 24, 24],
  ['不多于', 24, 24],
  ['最多', 24, 24],
  ['<=', 24, 24],
  ['大于', 21, 21],
  ['超过', 21, 21],
  ['多于', 21, 21],
  ['高于', 21, 21],
  ['>', 21, 21],
  ['小于', 23, 23],
  ['低于', 23, 23],
  ['少于', 23, 23],
  ['不足', 23, 23],
  ['<', 23, 23],
  ['不是空的', 42, 42],
  ['不为空', 42, 42],
  ['非空', 42, 42],
  ['是空的', 41, 41],
  ['为空', 41, 41],
  ['没有填', 41, 41],
  ['没填', 41, 41],
  ['不存在', 43, 43],
  ['不等于', 26, 14],
  ['不是', 26, 14],
  ['!=', 26, 14],
  ['不包含', 12, 12],
  ['不含', 12, 12],
  ['包含', 11, 11],
  ['含有', 11, 11],
  ['带有', 11, 11],
  ['开头是', 15, 15],
  ['结尾是', 17, 17],
  ['等于', 25, 13],
  ['是', 25, 13],
  ['为', 25, 13],
  ['=', 25, 13],
];

/** "is" words say little on their own: only after 如果 / 当 … do they state a condition. */
const WEAK = new Set(['等于', '是', '为', '=']);
const CUE = /如果|若是|若|假如|假设|只要|只有|仅当|要是|当/u;
const CONSEQUENT = /就|则|时|的话|才|那么/u;

/**
 * The condition a clause states (如果 / 当 … 时 / … 就 …), or undefined: the field before the comparison word, the
 * value after it up to 就 / 时 …; a number value compares as a number. Without a comparison word, a quoted value
 * after a cue ("当表单里选了“加急”时") is looked for in the whole data.
 */
export function conditionIn(clause: string): PlannedCondition | undefined {
  const cue = CUE.exec(clause);
  const body = cue ? clause.slice(cue.index + cue[0].length) : clause;
  if (!cue && !CONSEQUENT.test(clause)) return undefined;
  let best: { at: number; word: string; numberCode: number; textCode: number } | undefined;
  for (const [word, numberCode, textCode] of OPERATOR_WORDS) {
    if (!cue && WEAK.has(word)) continue;
    const at = body.indexOf(word);
    if (at > 0 && (!best || at < best.at || (at === best.at && word.length > best.word.length))) best = { at, word, numberCode, textCode };
  }
  if (!best) {
    const quoted = cue ? quotedIn(body) : undefined;
    return quoted ? { field: undefined, operator: 11, value: quoted } : undefined;
  }
  const fieldText = body.slice(0, best.at).trim();
  const valueText = body
    .slice(best.at + best.word.length)
    .split(CONSEQUENT)[0]!
    .trim();
  const existence = best.numberCode >= 41;
  if (fieldText === '' || (!existence && valueText === '')) return undefined;
  const value = (quotedIn(valueText) ?? valueText).replace(/(元|块钱|块|分|件|个|单|岁|天|%|了)$/u, '').trim();
  const number = numberIn(value);
  const numeric = number !== undefined && /^[-\d.,\s万千k]+$/iu.test(value);
  return {
    field: fieldKey(fieldText),
    operator: numeric ? best.numberCode : best.textCode,
    value: existence ? '' : numeric ? String(number) : value,
  };
}

/** 否则 / 不然 / 其他 …: the branch taken when nothing else matched. */
export function isElse(clause: Clause): boolean {
  return /^(否则|不然|要不然|反之|其他|其它|其余|剩下|剩余)/u.test(clause.text);
}

/** "按城市分流", "根据支付方式分别处理": a switch over one field's values. */
export function categoryIn(clause: string): { key: string; zh: string; en: string } | undefined {
  const m = /(按照|按|根据|依据)\s*([\p{Script=Han}A-Za-z_]{1,8}?)(的)?(不同)?\s*(分流|分别|区分|路由|分配|派发|分发|分开|分类)/u.exec(clause);
  return m ? fieldKey(m[2]!) : undefined;
}

/** The value a branch clause is for: "北京的发钉钉群" → 北京, "微信支付的记到数据表" → 微信支付. */
export function branchValue(clause: string): string | undefined {
  const m = /^(如果是|如果|是)?\s*([^,的]{1,12}?)\s*的/u.exec(clause);
  return m?.[2]?.trim() || undefined;
}

/** 逐条 / 每一条 / 遍历 …: the steps after it run once per item. Its list, when the clause names one. */
export function loopIn(clause: string): { marker: true; list: DataWord | undefined } | undefined {
  const m = /逐条|逐个|逐一|挨个|每一条|每一项|每一个|每条|每项|每个|遍历|循环处理|for each|each item/iu.exec(clause);
  if (!m) return undefined;
  return { marker: true, list: wordIn(clause.slice(m.index), LIST_WORDS) };
}

/** 最后 / 处理完 / 全部完成后 …: back out of a loop. */
export function endsLoop(clause: Clause): boolean {
  return clause.opener === '最后' || /^(最后|全部|都处理完|处理完|结束后|完成后|循环结束)/u.test(clause.text);
}
