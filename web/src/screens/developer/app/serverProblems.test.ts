import { GraphQLError } from 'graphql';
import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import { serverProblems } from './serverProblems';

const refused = (extensions: Record<string, unknown>) =>
  new CombinedError({
    graphQLErrors: [new GraphQLError('应用定义不合法', { extensions: { code: 'BAD_USER_INPUT', upstreamCode: 4261, ...extensions } })],
  });

describe('the problems of a refused definition', () => {
  it('reads data.problems objects, with dotted or listed paths', () => {
    const error = refused({
      data: {
        problems: [
          { path: 'actions.0.request.url', message: '请求地址必须以 http(s):// 开头' },
          { path: ['auth', 0, 'type'], message: '授权方式不支持' },
          { message: '不能使用 handler' },
        ],
      },
    });
    expect(serverProblems(error)).toEqual([
      { path: 'actions.0.request.url', message: '请求地址必须以 http(s):// 开头' },
      { path: 'auth.0.type', message: '授权方式不支持' },
      { path: '', message: '不能使用 handler' },
    ]);
  });

  it('reads "path：message" strings, and finds none in another error', () => {
    expect(serverProblems(refused({ problems: ['name：请填写名称'] }))).toEqual([{ path: 'name', message: '请填写名称' }]);
    expect(serverProblems(refused({}))).toEqual([]);
    expect(serverProblems(undefined)).toEqual([]);
  });
});
