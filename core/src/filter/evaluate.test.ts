import { describe, expect, it } from 'vitest';
import {
  emptyCondition,
  evaluateCondition,
  evaluateFilter,
  filterProblem,
  isFilterComplete,
  resolveConditionField,
  toFilterGroups,
  type FilterCondition,
} from './evaluate';

const present = (value: unknown) => ({ exists: true, value });
const missing = { exists: false, value: undefined };
// 2026-11-22 10:00 in Shanghai
const now = new Date('2026-11-22T02:00:00Z');

describe('evaluateCondition: text operators 11–18', () => {
  it.each([
    [11, '上海市浦东', '上海', true],
    [11, '北京', '上海', false],
    [12, '北京', '上海', true],
    [13, 'abc', 'abc', true],
    [13, 'abc', 'ABC', false],
    [14, 'abc', 'ABC', true],
    [15, 'order-1', 'order', true],
    [16, 'order-1', 'order', false],
    [17, 'a.pdf', '.pdf', true],
    [18, 'a.pdf', '.pdf', false],
    [13, 12, '12', true],
  ])('op %i: %j vs %j → %s', (operator, value, target, expected) => {
    expect(evaluateCondition({ field: 'f', operator, value: target }, present(value))).toBe(expected);
  });
});

describe('evaluateCondition: number operators 21–26', () => {
  it.each([
    [21, 150, 100, true],
    [21, 100, 100, false],
    [22, 100, 100, true],
    [23, 99.5, 100, true],
    [24, 101, 100, false],
    [25, '100', 100, true],
    [26, 0, 100, true],
    [21, 'abc', 100, false],
    [21, '', 100, false],
  ])('op %i: %j vs %j → %s', (operator, value, target, expected) => {
    expect(evaluateCondition({ field: 'f', operator, value: target }, present(value))).toBe(expected);
  });
});

describe('evaluateCondition: datetime operators 31–33 in the company time zone', () => {
  it.each([
    [31, '2026-11-21', 'today', true],
    [32, '2026-11-22 12:00', 'now', true],
    [31, '2026-11-22T01:00:00Z', 'now-1h', false],
    [33, '2026-11-22 23:30', 'today', true],
    [33, '2026-11-23 00:30', 'today', false],
    [33, '2026-11-23', 'today+1d', true],
    [32, '2026-11-16', 'today-7d', true],
    [33, '2026-10-22', 'today-1mo', true],
    [31, 1763700000, 'today', true], // epoch seconds, 2025-11-21
    [31, 'not a date', 'today', false],
  ])('op %i: %j vs %s → %s', (operator, value, target, expected) => {
    expect(evaluateCondition({ field: 'f', operator, value: target }, present(value), { now })).toBe(expected);
  });
});

describe('evaluateCondition: existence operators 41–43', () => {
  it.each([
    [41, present(''), true],
    [41, present([]), true],
    [41, missing, true],
    [41, present(0), false],
    [42, present('x'), true],
    [42, present(null), false],
    [42, missing, false],
    [43, missing, true],
    [43, present(null), false],
  ])('op %i on %j → %s', (operator, field, expected) => {
    expect(evaluateCondition({ field: 'f', operator }, field)).toBe(expected);
  });
});

describe('evaluateFilter: OR of AND groups', () => {
  const data: Record<string, unknown> = { amount: 150, city: '上海' };
  const resolve = (field: string) => (field in data ? present(data[field]) : missing);
  const big: FilterCondition = { field: 'amount', operator: 21, value: 100 };
  const beijing: FilterCondition = { field: 'city', operator: 13, value: '北京' };
  const shanghai: FilterCondition = { field: 'city', operator: 13, value: '上海' };

  it('passes when every row of one group passes', () => {
    expect(evaluateFilter([[big, shanghai]], resolve)).toBe(true);
  });
  it('fails when a row of the only group fails', () => {
    expect(evaluateFilter([[big, beijing]], resolve)).toBe(false);
  });
  it('passes when any group passes', () => {
    expect(evaluateFilter([[beijing], [big]], resolve)).toBe(true);
  });
  it('passes an empty filter', () => {
    expect(evaluateFilter([], resolve)).toBe(true);
    expect(evaluateFilter([[]], resolve)).toBe(true);
  });
  it('rejects an unknown operator code', () => {
    expect(evaluateFilter([[{ field: 'amount', operator: 99, value: 1 }]], resolve)).toBe(false);
  });
});

describe('isFilterComplete (spec §5)', () => {
  it.each([
    [[[{ field: '{{1.a}}', operator: 21, value: 100 }]], 'filter', true],
    [[[{ field: '{{1.a}}', operator: 21, value: '' }]], 'filter', false],
    [[[{ field: '{{1.a}}', operator: 41 }]], 'filter', true],
    [[[{ field: '', operator: 41 }]], 'filter', false],
    [[[{ field: '{{1.a}}', operator: 77, value: 1 }]], 'filter', false],
    [[[{ field: '{{1.a}}', operator: 41 }]], 'filterError', false],
    [[[{ field: '{{1.a}}', operator: 41, value: '1' }]], 'filterError', true],
    [[[{ field: '{{1.a}}', operator: 21, value: 1 }], [{ field: '{{1.b}}', operator: 13 }]], 'filter', false],
    [[], 'filter', false],
  ] as const)('%# → %s', (groups, variant, expected) => {
    expect(isFilterComplete(groups as never, variant)).toBe(expected);
  });
  it('leaves a new row incomplete until its field and value are filled', () => {
    expect(isFilterComplete([[emptyCondition()]])).toBe(false);
    expect(isFilterComplete([[{ ...emptyCondition(), field: '{{1.a}}', value: 'x' }]])).toBe(true);
  });
});

describe('toFilterGroups: conditions as saved, as the engine, validation and the editor all read them', () => {
  const row = { field: '{{1.a}}', operator: 13, value: 'x' };
  it.each<[string, unknown, unknown]>([
    ['OR-of-AND groups as they are', [[row], [row, row]], [[row], [row, row]]],
    ['a flat list of rows as one AND group', [row, row], [[row, row]]],
    ['an empty list as no groups (the engine once read it as one empty group: both pass everything)', [], []],
    ['no conditions at all as no groups', undefined, []],
    ['an object as no groups', { field: 'a' }, []],
    ['only the arrays of a mixed list', [[row], 'junk', null], [[row]]],
  ])('reads %s', (_, saved, groups) => {
    expect(toFilterGroups(saved)).toEqual(groups);
  });
});

describe('resolveConditionField: what a condition compares at run time', () => {
  const ctx = { steps: { 1: { name: '张三', empty: '', nothing: null } }, env: { K: 'v' } };
  it.each<[string, { exists: boolean; value: unknown }]>([
    ['{{1.name}}', { exists: true, value: '张三' }],
    ['{{1.empty}}', { exists: true, value: '' }],
    ['{{1.nothing}}', { exists: true, value: null }],
    ['{{1.missing}}', { exists: false, value: undefined }],
    ['{{2.any}}', { exists: false, value: undefined }],
    ['{{env.K}}', { exists: true, value: 'v' }],
    ['名字：{{1.name}}', { exists: true, value: '名字：张三' }],
    ['x{{1.missing}}', { exists: true, value: 'x' }],
    ['plain text', { exists: true, value: 'plain text' }],
  ])('%j → %j', (field, resolved) => {
    expect(resolveConditionField(field, ctx)).toEqual(resolved);
  });
});

describe('filterProblem: an incomplete condition is an error, never true (spec §4–§5)', () => {
  const complete = { field: '{{1.a}}', operator: 13, value: 'x' };
  it.each([
    [[[complete]], undefined],
    [[[{ field: '{{1.a}}', operator: 42 }]], undefined],
    [[], '未设置任何条件'],
    [[[]], '未设置任何条件'],
    [[[{ field: '', operator: 13, value: 'x' }]], '第 1 个条件未选择字段'],
    [[[{ field: '  ', operator: 13, value: 'x' }]], '第 1 个条件未选择字段'],
    [[[{ field: '{{1.a}}', value: 'x' }]], '第 1 个条件未选择比较方式'],
    [[[{ field: '{{1.a}}', operator: 99, value: 'x' }]], '第 1 个条件未选择比较方式'],
    [[[{ field: '{{1.a}}', operator: 13 }]], '第 1 个条件未填写比较值'],
    [[[{ field: '{{1.a}}', operator: 21, value: ' ' }]], '第 1 个条件未填写比较值'],
    [[[complete], [complete, emptyCondition()]], '第 2 组第 2 个条件未选择字段'],
  ])('%j → %s', (groups, expected) => {
    expect(filterProblem(groups as FilterCondition[][])).toBe(expected);
  });

  it.each([
    ['an empty row ("is" nothing)', emptyCondition()],
    ['a row without a field', { field: '', operator: 41 }],
    ['a row without a value', { field: '{{1.a}}', operator: 13 }],
  ])('evaluateFilter never lets %s through', (_name, row) => {
    expect(evaluateFilter([[row as FilterCondition]], () => present(''))).toBe(false);
  });
});
