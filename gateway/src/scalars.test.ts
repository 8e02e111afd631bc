import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '@huiliu/core';
import { Kind } from 'graphql';
import { fileScalar, jsonScalar } from './scalars';

const nested = (depth: number): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
};

describe('the JSON scalar', () => {
  it('passes values up to the depth limit through unchanged', () => {
    const value = { id: '1234567890123456789', items: nested(MAX_JSON_DEPTH - 1) };
    expect(jsonScalar.parseValue(value)).toBe(value);
  });

  it('refuses deeper values with a Chinese reason instead of an unexpected error', () => {
    expect(() => jsonScalar.parseValue(nested(5000))).toThrow('JSON 嵌套层级过深（最多 128 层）');
  });
});

describe('the File scalar', () => {
  it('refuses a file written into the document or sent as a JSON variable, with BAD_USER_INPUT', () => {
    const literal = () => fileScalar.parseLiteral({ kind: Kind.STRING, value: 'a.csv' });
    expect(literal).toThrow(/multipart/);
    for (const value of ['a.csv', {}, { arrayBuffer: 'no' }, null]) {
      expect(() => fileScalar.parseValue(value)).toThrowError(expect.objectContaining({ extensions: { code: 'BAD_USER_INPUT' } }));
    }
  });

  it('passes an uploaded file through', () => {
    const file = new File(['a,b'], 'a.csv', { type: 'text/csv' });
    expect(fileScalar.parseValue(file)).toBe(file);
  });
});
