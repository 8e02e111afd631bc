// @vitest-environment happy-dom
import { aStep, type AppStep } from '@huiliu/core';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { testI18n } from '../../test/i18n';
import { useStepText } from './useStepText';

const titleOf = (step: AppStep, language: 'zh-CN' | 'en' = 'zh-CN') => {
  const i18n = testI18n(language);
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return renderHook(() => useStepText(), { wrapper }).result.current(step).title;
};
const http = (params: Record<string, unknown>, title = '发送 HTTP 请求') => aStep('a', { app_id: '1007', action_id: 'send', title, params });
const filter = (conditions: unknown) => aStep('f', { app_id: '1003', action_id: 'filter', title: '仅当满足条件时继续', params: { conditions } });

describe('useStepText: an unnamed step is called after what it does (issue 10, item 4)', () => {
  it.each<[string, AppStep, string]>([
    ['an HTTP request by method and host', http({ method: 'PUT', url: 'https://api.example.com/orders?x=1' }), '发送 PUT 请求到 api.example.com'],
    ['an HTTP request with a mapped address', http({ method: 'get', url: '{{1.callback}}' }), '发送 GET 请求到 {{1.callback}}'],
    ['an HTTP request with no address yet', http({}, ''), '发送 POST 请求'],
    ['a filter by its first condition', filter([[{ field: '{{1.city}}', operator: 13, value: '上海' }]]), '仅当 1.city 等于 上海 时继续'],
    [
      'a filter with more conditions',
      filter([[{ field: '{{1.city}}', operator: 13, value: '上海' }], [{ field: '{{1.vip}}', operator: 13, value: 'yes' }]]),
      '仅当 1.city 等于 上海 等 1 个条件时继续',
    ],
    ['a filter with no condition yet, by its action', filter([[{ field: '', operator: 13, value: '' }]]), '仅当满足条件时继续'],
    ['a step its user named, by that name', http({ method: 'POST', url: 'https://a.example' }, '通知仓库'), '通知仓库'],
  ])('names %s', (_, step, title) => {
    expect(titleOf(step)).toBe(title);
  });

  it('says it in English too', () => {
    expect(titleOf(http({ method: 'POST', url: 'https://hooks.example.org/x' }), 'en')).toBe('Send POST to hooks.example.org');
  });

  it('keeps a generated name within the title width (core/src/title.ts)', () => {
    const long = titleOf(http({ method: 'POST', url: `{{1.${'a'.repeat(400)}}}` }));
    expect(long.length).toBeLessThanOrEqual(280);
  });
});
