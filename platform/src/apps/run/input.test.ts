import { describe, expect, it } from 'vitest';
import type { AppField, AuthMethod } from '@huiliu/core';
import { authWithDefaults, coerceInput } from './input';

describe('coerceInput', () => {
  const fields: AppField[] = [
    { key: 'to', kind: 'multiText', label: '收件人' },
    { key: 'all', kind: 'boolean', label: '全部' },
    { key: 'port', kind: 'number', label: '端口', default: 465 },
    { key: 'method', kind: 'select', label: '方式', default: 'GET' },
  ];
  it.each([
    [{ to: 'a@x.cn, b@x.cn；c@x.cn\nd@x.cn' }, { to: ['a@x.cn', 'b@x.cn', 'c@x.cn', 'd@x.cn'], all: undefined, port: 465, method: 'GET' }],
    [
      { to: ['a', '', ' b '], all: 'true', port: '587', method: 'POST' },
      { to: ['a', 'b'], all: true, port: 587, method: 'POST' },
    ],
    [
      { all: 'false', port: 'abc' },
      { to: [], all: false, port: 'abc', method: 'GET' },
    ],
  ])('%j → %j', (input, expected) => {
    const out = coerceInput(fields, input);
    for (const [k, v] of Object.entries(expected)) expect(out[k]).toEqual(v);
  });
});

describe('authWithDefaults', () => {
  const method: AuthMethod = {
    type: 'api_key',
    fields: [{ key: 'base_url', kind: 'text', label: 'API', default: 'https://api.github.com' }],
    apply: { in: 'header', name: 'A', value: 'v' },
  };
  it('fills what the account left empty, keeps what it set', () => {
    expect(authWithDefaults(method, { token: 't' })).toEqual({ token: 't', base_url: 'https://api.github.com' });
    expect(authWithDefaults(method, { base_url: 'https://ghe.example.com/api/v3' })).toEqual({ base_url: 'https://ghe.example.com/api/v3' });
  });

  it('a default that is the vendor’s official server follows HUILIU_VENDOR_BASE_<NAME>', () => {
    const env = { HUILIU_VENDOR_BASE_GITHUB: 'http://127.0.0.1:4999/' };
    expect(authWithDefaults(method, {}, env)).toEqual({ base_url: 'http://127.0.0.1:4999' });
    expect(authWithDefaults(method, { base_url: 'https://api.github.com' }, env)).toEqual({ base_url: 'https://api.github.com' });
  });
});
