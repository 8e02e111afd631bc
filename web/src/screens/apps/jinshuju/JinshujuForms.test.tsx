// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../renderScreen';
import { operationClient } from '../testClient';
import { JinshujuForms } from './JinshujuForms';
import { formsPage, PUSH_URL, signupForm } from './testData';

const accounts = [
  { accountId: '51', accountName: '报名表账户' },
  { accountId: '52', accountName: '客服账户' },
];

function setup(language: 'zh-CN' | 'en' = 'zh-CN') {
  let connected = false;
  const { client, calls } = operationClient({
    JinshujuForms: () => ({ data: formsPage }),
    JinshujuForm: () => ({ data: signupForm(connected ? PUSH_URL : null) }),
    ConnectJinshujuPush: () => {
      connected = true;
      return { data: { connectJinshujuPush: { __typename: 'JinshujuPushConnected', processId: '7', formToken: 'SignUp', pushUrl: PUSH_URL } } };
    },
  });
  return { ...renderScreen(<JinshujuForms accounts={accounts} />, { client, language }), calls };
}

describe('the 金数据 forms of /app-manage', { timeout: 30_000 }, () => {
  it('lists the first account’s forms; a form opens onto its labelled fields and its pipelines’ push addresses', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: '活动报名（SignUp）' }));
    const table = await screen.findByRole('table', { name: '「活动报名」的字段' });
    expect(table.textContent).toContain('姓名（必填）');
    expect(table.textContent).toContain('field_2');
    expect(table.textContent).toContain('单选');
    expect(table.textContent).toContain('先生、女士');
    expect((screen.getByRole('textbox', { name: '「报名后回访」的推送地址' }) as HTMLInputElement).value).toBe(PUSH_URL);
    expect(screen.getByText(/表单尚未设置数据推送/)).toBeTruthy();
    expect(calls.find((c) => c.operation === 'JinshujuForm')?.variables).toEqual({ jsjId: '51', formToken: 'SignUp' });
  });

  it('sets the form’s data push to the pipeline’s address and says so', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: '活动报名（SignUp）' }));
    await user.click(await screen.findByRole('button', { name: '设为表单的数据推送' }));
    await waitFor(() => expect(calls.find((c) => c.operation === 'ConnectJinshujuPush')?.variables).toEqual({ processId: '7' }));
    expect(await screen.findByText(/表单的数据推送已指向该地址/)).toBeTruthy();
  });

  it('another account lists its own forms', async () => {
    const { user, calls } = setup();
    await screen.findByRole('button', { name: '活动报名（SignUp）' });
    await user.selectOptions(screen.getByRole('combobox', { name: '账户' }), '52');
    await waitFor(() => expect(calls.filter((c) => c.operation === 'JinshujuForms').at(-1)?.variables).toEqual({ jsjId: '52' }));
  });

  it('speaks English around the form’s own Chinese labels', async () => {
    const { user } = setup('en');
    await user.click(await screen.findByRole('button', { name: '活动报名 (SignUp)' }));
    const table = await screen.findByRole('table', { name: 'Fields of “活动报名”' });
    expect(table.textContent).toContain('Single choice');
    expect(screen.getByRole('button', { name: "Set as the form's data push" })).toBeTruthy();
  });

  it('asks for an account first when there is none', async () => {
    const { client } = operationClient({});
    renderScreen(<JinshujuForms accounts={[]} />, { client });
    expect(await screen.findByText('添加金数据账户后，这里会列出它的表单')).toBeTruthy();
  });
});
