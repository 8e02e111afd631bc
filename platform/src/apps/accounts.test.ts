import type { AuthMethod } from '@huiliu/core';
import { describe, expect, it } from 'vitest';
import { secretValues, shownAuth } from './accounts';

const method: AuthMethod = {
  type: 'api_key',
  fields: [
    { key: 'base_url', kind: 'text', label: '服务地址' },
    { key: 'api_key', kind: 'text', label: 'API Key', secret: true },
  ],
  apply: { in: 'header', name: 'Authorization', value: 'Bearer {{auth.api_key}}' },
};

describe('what an account shows', () => {
  it('masks the method’s secret fields and the OAuth tokens, and leaves empty secrets empty', () => {
    expect(shownAuth(method, { base_url: 'https://x.cn', api_key: 'sk-1', access_token: 'at', password: '' })).toEqual({
      base_url: 'https://x.cn',
      api_key: '******',
      access_token: '******',
      password: '',
    });
    expect(secretValues(method, { base_url: 'https://x.cn', api_key: 'sk-12345' })).toEqual(['sk-12345']);
  });

  it('masks every value of an account whose app definition is gone, since nothing says which are secret', () => {
    expect(shownAuth(undefined, { base_url: 'https://x.cn', api_key: 'sk-1', n: 3 })).toEqual({ base_url: '******', api_key: '******', n: '******' });
    expect(secretValues(undefined, { base_url: 'https://x.cn', api_key: 'sk-12345' })).toEqual(['https://x.cn', 'sk-12345']);
  });
});
