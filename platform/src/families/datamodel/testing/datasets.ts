import { seededRandom } from '../ml/split';

/** A generated row of the test tables: two numbers that decide the label, a city that decides nothing (or a little). */
export interface GeneratedRow {
  x1: number;
  x2: number;
  城市: string;
  [label: string]: string | number;
}

const CITIES = ['北京', '上海', '广州'];

/**
 * Classification with a known rule: 是否购买 = x1 + 2·x2 > 10, with `noise` of the labels flipped at random. A
 * majority guess scores about 50–60 %; a model that learnt the rule scores close to 1 − noise.
 */
export function purchaseRows(n: number, opts: { seed?: number; noise?: number } = {}): GeneratedRow[] {
  const random = seededRandom(opts.seed ?? 7);
  return Array.from({ length: n }, () => {
    const x1 = Math.round(random() * 1000) / 100;
    const x2 = Math.round(random() * 500) / 100;
    const buys = x1 + 2 * x2 > 10 !== random() < (opts.noise ?? 0.05);
    return { x1, x2, 城市: CITIES[Math.floor(random() * CITIES.length)]!, 是否购买: buys ? '购买' : '未购买' };
  });
}

/**
 * Regression with a known rule: 金额 = 3·x1 − 2·x2 + (北京 ? 5 : 0) + uniform noise in ±1. Always answering the
 * mean misses by the spread of that (RMSE ≈ 9); a model that learnt it misses by little more than the noise.
 */
export function amountRows(n: number, opts: { seed?: number } = {}): GeneratedRow[] {
  const random = seededRandom(opts.seed ?? 11);
  return Array.from({ length: n }, () => {
    const x1 = Math.round(random() * 1000) / 100;
    const x2 = Math.round(random() * 500) / 100;
    const city = CITIES[Math.floor(random() * CITIES.length)]!;
    const amount = 3 * x1 - 2 * x2 + (city === '北京' ? 5 : 0) + (random() * 2 - 1);
    return { x1, x2, 城市: city, 金额: Math.round(amount * 100) / 100 };
  });
}

/** Rows as a CSV file (the upload route's input). */
export function toCsv(rows: readonly GeneratedRow[]): string {
  const headers = Object.keys(rows[0] ?? {});
  return [headers.join(','), ...rows.map((r) => headers.map((h) => String(r[h])).join(','))].join('\n') + '\n';
}
