import { AppError, ERRORS } from '@huiliu/core';
import { CombinedError } from '@urql/core';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { testI18n } from '../test/i18n';
import { errorText } from './errorText';

const fromPlatform = (upstreamCode: number, message: string) =>
  new CombinedError({ graphQLErrors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', upstreamCode } })] });

describe('errorText: catalogue errors in the reader’s language', () => {
  it.each<[string, unknown, 'zh-CN' | 'en', string]>([
    ['a core error to an English reader', new AppError('TRIGGER_NOT_REMOVABLE'), 'en', 'The trigger step cannot be removed'],
    ['a core error to a Chinese reader', new AppError('TRIGGER_NOT_REMOVABLE'), 'zh-CN', '触发步骤不能删除'],
    ['a platform error to an English reader, by its code', fromPlatform(4010, ERRORS.LOGIN_FAILED.msg), 'en', 'Wrong account or password'],
    ['a platform error to a Chinese reader', fromPlatform(4010, ERRORS.LOGIN_FAILED.msg), 'zh-CN', '账号或密码错误'],
    [
      'a more precise platform message to a Chinese reader, as it came',
      fromPlatform(4000, '请求参数有误：title 必填'),
      'zh-CN',
      '请求参数有误：title 必填',
    ],
    [
      'a more precise platform message to an English reader, by its code',
      fromPlatform(4000, '请求参数有误：title 必填'),
      'en',
      'The request is not valid',
    ],
    ['an unknown code to an English reader, as the fallback', fromPlatform(9999, '未知错误'), 'en', 'Operation failed'],
    ['a network failure, as the fallback', new CombinedError({ networkError: new Error('Failed to fetch') }), 'zh-CN', '操作失败'],
    ['anything else, as the fallback', new Error('boom'), 'en', 'Operation failed'],
  ])('shows %s', (_, error, language, text) => {
    expect(errorText(error, testI18n(language))).toBe(text);
  });

  it('uses the caller’s fallback for an error without a code', () => {
    expect(errorText(new Error('boom'), testI18n('en'), 'Could not fetch the sample')).toBe('Could not fetch the sample');
  });
});
