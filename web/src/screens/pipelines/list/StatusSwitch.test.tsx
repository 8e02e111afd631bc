// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { Client, fetchExchange } from '@urql/core';
import { describe, expect, it } from 'vitest';
import { renderInEditor } from '../../../test/renderInEditor';
import { StatusSwitch } from './StatusSwitch';

describe('the list’s 启用流程 switch', () => {
  it('says why a pipeline with problems cannot be switched on, and stays off (spec §4–§5)', async () => {
    const message = '流程有 1 个问题，修复后才能启用：过滤条件不完整：第 1 个条件未选择字段';
    const client = new Client({
      url: 'http://test.invalid/graphql',
      exchanges: [fetchExchange],
      fetch: async () =>
        new Response(JSON.stringify({ data: null, errors: [{ message, extensions: { code: 'BAD_USER_INPUT', upstreamCode: 4024 } }] }), {
          headers: { 'content-type': 'application/json' },
        }),
    });
    const { user } = renderInEditor(<StatusSwitch processId="p1" title="订单同步" status="OFF" />, { client });
    await user.click(screen.getByRole('switch', { name: '启用流程 订单同步' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect((screen.getByRole('switch', { name: '启用流程 订单同步' }) as HTMLInputElement).checked).toBe(false);
  });
});
