import { parseTemplate } from '@huiliu/core';
import { describe, expect, it } from 'vitest';
import { chipLabel, envRef, stepRef } from './chipLabel';

const refOf = (text: string) => {
  const part = parseTemplate(text)[0]!;
  if (part.kind !== 'ref') throw new Error('not a reference');
  return part.ref;
};

describe('reference chips', () => {
  it.each([
    [stepRef(1, ['buyer', 'name']), '1 · buyer.name'],
    [stepRef(3, ['items', '0', 'sku']), '3 · items.0.sku'],
    [envRef('API_KEY'), 'env · API_KEY'],
  ])('%s reads as %s', (template, label) => {
    expect(chipLabel(refOf(template))).toBe(label);
  });
});
