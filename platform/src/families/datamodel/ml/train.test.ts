import type { TableField } from '@huiliu/contract';
import { describe, expect, it } from 'vitest';
import { amountRows, purchaseRows } from '../testing/datasets';
import { ValueProblem } from './encoding';
import { ModelPredictor } from './predictor';
import { trainModel, type TrainSpec } from './train';

const X: TableField[] = [
  { name: 'x1', type: 'number' },
  { name: 'x2', type: 'number' },
  { name: '城市', type: 'text' },
];

const spec = (target: TableField, over: Partial<TrainSpec> = {}): TrainSpec => ({
  features: X,
  target,
  filter: [],
  timeZone: 'Asia/Shanghai',
  seed: 42,
  trees: 15,
  maxTrainRows: 2000,
  ...over,
});

describe('training a model on rows', () => {
  it('learns x1 + 2·x2 > 10 and beats the majority guess by at least 20 points on the held-out rows', () => {
    const ticks: number[] = [];
    const { model, metrics } = trainModel(purchaseRows(400), spec({ name: '是否购买', type: 'text' }), (p) => ticks.push(p.trees_built));
    expect(metrics).toMatchObject({ task: 'classification', metric: 'accuracy', train_rows: 320, test_rows: 80, trees: 15 });
    expect(metrics.value - metrics.baseline).toBeGreaterThanOrEqual(0.2);
    expect(metrics.value).toBeGreaterThanOrEqual(0.85);
    expect(metrics.features).toEqual([
      { name: 'x1', type: 'number', encoding: 'numeric', columns: 1 },
      { name: 'x2', type: 'number', encoding: 'numeric', columns: 1 },
      { name: '城市', type: 'text', encoding: 'one_hot', columns: 3 },
    ]);
    // one tick per tree: the progress the training reports
    expect(ticks.filter((t) => t > 0)).toEqual([...Array.from({ length: 15 }, (_, i) => i + 1), 15]);
    const predictor = new ModelPredictor(JSON.parse(JSON.stringify(model)));
    expect(predictor.predict({ x1: 9, x2: 4.5, 城市: '上海' }, 'Asia/Shanghai').prediction).toBe('购买');
    expect(predictor.predict({ x1: 1, x2: 0.5, 城市: '上海' }, 'Asia/Shanghai').prediction).toBe('未购买');
  });

  it('learns 3·x1 − 2·x2 (+5 in 北京) and halves the RMSE of always answering the mean', () => {
    const { model, metrics } = trainModel(amountRows(400), spec({ name: '金额', type: 'number' }), () => undefined);
    expect(metrics).toMatchObject({ task: 'regression', metric: 'rmse', classes: null });
    expect(metrics.value).toBeLessThanOrEqual(metrics.baseline / 2);
    const predictor = new ModelPredictor(model);
    const out = predictor.predict({ x1: 5, x2: 2, 城市: '北京' }, 'Asia/Shanghai');
    expect(Math.abs((out.prediction as number) - 16)).toBeLessThan(4);
    expect(out.confidence).toBeGreaterThan(0);
  });

  it('refuses too few labelled rows, saying how many it found', () => {
    const rows = purchaseRows(30).map((r, i) => (i < 15 ? { ...r, 是否购买: '' } : r));
    expect(() => trainModel(rows, spec({ name: '是否购买', type: 'text' }), () => undefined)).toThrow(/只有 15 行.*至少需要 20 行/);
  });

  it('names the row and the value when a numeric feature holds text', () => {
    const rows = purchaseRows(50).map((r, i) => (i === 6 ? { ...r, x2: 'abc' } : r));
    expect(() => trainModel(rows, spec({ name: '是否购买', type: 'text' }), () => undefined)).toThrow(
      new ValueProblem('第 7 行「x2」的值「abc」不是数字'),
    );
  });

  it('applies the pre-filter before anything else, and counts what it left out', () => {
    const filter = [[{ field: '城市', operator: 13, value: '北京' }]];
    const { metrics } = trainModel(purchaseRows(300), spec({ name: '是否购买', type: 'text' }, { filter }), () => undefined);
    expect(metrics.rows_read).toBe(300);
    expect(metrics.rows_filtered_out).toBeGreaterThan(150);
    expect(metrics.train_rows + metrics.test_rows).toBe(300 - metrics.rows_filtered_out);
  });

  it('fills a missing feature with the training median and says so', () => {
    const { model } = trainModel(purchaseRows(200), spec({ name: '是否购买', type: 'text' }), () => undefined);
    const out = new ModelPredictor(model).predict({ x1: 9.5, 城市: '' }, 'Asia/Shanghai');
    expect(out.imputed).toEqual(['x2', '城市']);
  });
});
