import { describe, expect, it } from 'vitest';
import { bodyText, nameValueRows, sizeText } from './requestParts';

describe('a raw request’s parts', () => {
  it.each([
    [0, { unit: 'B', value: '0' }],
    [1023, { unit: 'B', value: '1023' }],
    [1536, { unit: 'KB', value: '1.5' }],
    [3 * 1024 * 1024, { unit: 'MB', value: '3.0' }],
  ])('sizes %s bytes as %j', (bytes, text) => {
    expect(sizeText(bytes)).toEqual(text);
  });

  it('reads a query string and a header object as name and value rows', () => {
    expect(nameValueRows('?order=42&tag=a&tag=b')).toEqual([
      { name: 'order', value: '42' },
      { name: 'tag', value: 'a' },
      { name: 'tag', value: 'b' },
    ]);
    expect(nameValueRows({ 'content-type': 'application/json', authorization: '***', 'x-n': 3 })).toEqual([
      { name: 'content-type', value: 'application/json' },
      { name: 'authorization', value: '***' },
      { name: 'x-n', value: '3' },
    ]);
    expect(nameValueRows('')).toEqual([]);
    expect(nameValueRows(null)).toEqual([]);
  });

  it('indents a JSON body, parsed or as text, and leaves other text as it came', () => {
    expect(bodyText({ order_id: '1234567890123456789' })).toEqual({ kind: 'json', text: '{\n  "order_id": "1234567890123456789"\n}' });
    expect(bodyText('{"a":[1]}')).toEqual({ kind: 'json', text: '{\n  "a": [\n    1\n  ]\n}' });
    expect(bodyText('name=张三&age=3')).toEqual({ kind: 'text', text: 'name=张三&age=3' });
    expect(bodyText('42')).toEqual({ kind: 'text', text: '42' });
    expect(bodyText(null)).toEqual({ kind: 'empty', text: '' });
  });
});
