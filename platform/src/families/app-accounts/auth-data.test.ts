import { AppError, type AuthMethod } from '@huiliu/core';
import { describe, expect, it } from 'vitest';
import { checkAuthData } from './auth-data';

const method: AuthMethod = {
  type: 'custom',
  fields: [
    { key: 'url', kind: 'text', label: '地址', required: true },
    { key: 'token', kind: 'text', label: '令牌', required: true, secret: true },
    { key: 'retries', kind: 'number', label: '重试次数' },
    { key: 'tags', kind: 'multiText', label: '标签' },
  ],
};

function problemOf(fn: () => unknown): { message: string; issues: unknown } {
  try {
    fn();
  } catch (err) {
    if (err instanceof AppError) return { message: err.message, issues: (err.details as { issues: unknown }).issues };
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('checkAuthData', () => {
  it('keeps only the method’s keys, trimmed and in their kinds', () => {
    expect(checkAuthData(method, { url: ' https://x.cn ', token: 't', retries: '3', tags: ['a'], extra: 'dropped' })).toEqual({
      url: 'https://x.cn',
      token: 't',
      retries: 3,
      tags: ['a'],
    });
  });

  it('names every missing required field, the first as the message', () => {
    expect(problemOf(() => checkAuthData(method, {}))).toEqual({
      message: '请填写地址',
      issues: [
        { path: 'url', message: '请填写地址' },
        { path: 'token', message: '请填写令牌' },
      ],
    });
  });

  it('on an edit, keeps a secret sent back masked or left out and other fields left out', () => {
    const saved = { url: 'https://old.cn', token: 'secret-1', retries: 2 };
    expect(checkAuthData(method, { token: '******' }, saved)).toEqual(saved);
    expect(checkAuthData(method, { url: 'https://new.cn', token: 'secret-2' }, saved)).toEqual({
      url: 'https://new.cn',
      token: 'secret-2',
      retries: 2,
    });
  });

  it('never takes the mask for a value: not as a new secret, nor for a field that is not secret', () => {
    expect(problemOf(() => checkAuthData(method, { url: 'u', token: '******' })).message).toBe('请填写令牌');
    expect(checkAuthData(method, { url: '******' }, { url: 'u', token: 't' })).toMatchObject({ url: '******' });
  });

  it('refuses an object posing as a field value even when it has a message key', () => {
    expect(problemOf(() => checkAuthData(method, { url: { message: 'x' }, token: 't' })).message).toBe('地址须为文本');
  });
});
