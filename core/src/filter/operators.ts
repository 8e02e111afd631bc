/**
 * Filter operator codes of spec §5 "Filter operator codes". The numbers are the spec's; the
 * Chinese labels are what the data filter editor shows (the web translates through i18n keys too).
 */
export const TEXT_OPERATORS = {
  CONTAINS: 11,
  NOT_CONTAINS: 12,
  IS: 13,
  IS_NOT: 14,
  STARTS_WITH: 15,
  NOT_STARTS_WITH: 16,
  ENDS_WITH: 17,
  NOT_ENDS_WITH: 18,
} as const;

export const NUMBER_OPERATORS = { GT: 21, GTE: 22, LT: 23, LTE: 24, EQ: 25, NEQ: 26 } as const;
export const DATETIME_OPERATORS = { BEFORE: 31, AFTER: 32, EQUAL: 33 } as const;
export const EXISTENCE_OPERATORS = { EMPTY: 41, NOT_EMPTY: 42, NOT_EXIST: 43 } as const;

export type OperatorKind = 'text' | 'number' | 'datetime' | 'existence';

export interface OperatorInfo {
  code: number;
  kind: OperatorKind;
  /** zh-CN label; also the i18n default. */
  label: string;
  /** Whether the condition row needs a comparison value. */
  needsValue: boolean;
}

export const OPERATORS: readonly OperatorInfo[] = [
  { code: 11, kind: 'text', label: '包含', needsValue: true },
  { code: 12, kind: 'text', label: '不包含', needsValue: true },
  { code: 13, kind: 'text', label: '等于', needsValue: true },
  { code: 14, kind: 'text', label: '不等于', needsValue: true },
  { code: 15, kind: 'text', label: '开头是', needsValue: true },
  { code: 16, kind: 'text', label: '开头不是', needsValue: true },
  { code: 17, kind: 'text', label: '结尾是', needsValue: true },
  { code: 18, kind: 'text', label: '结尾不是', needsValue: true },
  { code: 21, kind: 'number', label: '大于', needsValue: true },
  { code: 22, kind: 'number', label: '大于等于', needsValue: true },
  { code: 23, kind: 'number', label: '小于', needsValue: true },
  { code: 24, kind: 'number', label: '小于等于', needsValue: true },
  { code: 25, kind: 'number', label: '等于', needsValue: true },
  { code: 26, kind: 'number', label: '不等于', needsValue: true },
  { code: 31, kind: 'datetime', label: '早于', needsValue: true },
  { code: 32, kind: 'datetime', label: '晚于', needsValue: true },
  { code: 33, kind: 'datetime', label: '等于', needsValue: true },
  { code: 41, kind: 'existence', label: '为空', needsValue: false },
  { code: 42, kind: 'existence', label: '不为空', needsValue: false },
  { code: 43, kind: 'existence', label: '不存在', needsValue: false },
];

export function operatorInfo(code: number): OperatorInfo | undefined {
  return OPERATORS.find((o) => o.code === Number(code));
}

export function operatorsOfKind(kind: OperatorKind): OperatorInfo[] {
  return OPERATORS.filter((o) => o.kind === kind);
}
