// @vitest-environment happy-dom
import type { AppStep } from '@huiliu/core';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { operationClient, type Answer } from '../../../screens/apps/testClient';
import { jinshujuApp, PUSH_URL, signupForm } from '../../../screens/apps/jinshuju/testData';
import { renderInEditor } from '../../../test/renderInEditor';
import { findStep } from '../../store/selectors';
import { useEditorStore } from '../../store/useEditorStore';
import { AdditionSection } from '../sections/AdditionSection';
import { MatchDataSection } from '../sections/MatchDataSection';
import { useStepEdit } from '../useStepEdit';
import { JinshujuSample } from './JinshujuSample';

const trigger: AppStep = {
  uuid: 'trigger',
  sort: 1,
  action_type: '1',
  app_id: '2012',
  action_id: 'new_entry',
  account_id: '51',
  params: { form: 'SignUp' },
};
const action = (actionId: string, params: Record<string, unknown> = { form: 'SignUp' }): AppStep => ({
  uuid: 'a',
  sort: 2,
  action_type: '2',
  app_id: '2012',
  action_id: actionId,
  account_id: '51',
  params,
});

function Section({ kind, uuid }: { kind: 'match' | 'findData' | 'addition'; uuid: string }) {
  const step = useEditorStore((s) => findStep(s.content, uuid))!;
  const edit = useStepEdit(uuid);
  if (kind === 'match') return <MatchDataSection step={step} edit={edit} />;
  if (kind === 'findData') return <JinshujuSample step={step} edit={edit} />;
  return <AdditionSection step={step} edit={edit} processId="7" />;
}

function setup(kind: 'match' | 'findData' | 'addition', steps: AppStep[], answers: Record<string, Answer> = {}, language: 'zh-CN' | 'en' = 'zh-CN') {
  const { client, calls } = operationClient({
    AppDetail: () => ({ data: { app: jinshujuApp() } }),
    AppFieldOptions: () => ({ data: { appFieldOptions: [{ __typename: 'AppFieldOption', value: 'SignUp', label: '活动报名', labelEn: null }] } }),
    JinshujuForm: () => ({ data: signupForm() }),
    ...answers,
  });
  const content = [steps[0]!, ...steps.slice(1)];
  const view = renderInEditor(
    <MemoryRouter>
      <Section kind={kind} uuid={steps.at(-1)!.uuid} />
    </MemoryRouter>,
    { content, client, language },
  );
  return { ...view, calls };
}

describe('金数据 steps in the step panel', { timeout: 30_000 }, () => {
  it('添加数据 shows the chosen form’s fields by their labels, required ones marked, and maps into entry by api code', async () => {
    const { user, store } = setup('match', [trigger, action('add_entry')]);
    const name = await screen.findByRole('textbox', { name: '姓名' });
    // the form picker: the account's forms, fetched through it
    expect(await screen.findByRole('option', { name: '活动报名' })).toBeTruthy();
    expect(await screen.findByText('选项：先生、女士（可填选项文字）')).toBeTruthy();
    expect(screen.getAllByText('必填')).toHaveLength(2);
    await user.click(name);
    await user.keyboard('韩梅梅');
    await waitFor(() => expect(findStep(store.getState().content, 'a')!.params.entry).toEqual({ field_1: '韩梅梅' }));
    await waitFor(() => expect(screen.queryByText('必填')).toBeNull());
  });

  it('查询数据 offers the form’s fields by label and code', async () => {
    const { user, store } = setup('match', [trigger, action('find_entries')]);
    const select = await screen.findByRole('combobox', { name: '按字段查询' });
    expect(await screen.findByRole('option', { name: '称呼（field_2）' })).toBeTruthy();
    await user.selectOptions(select, 'field_2');
    expect(findStep(store.getState().content, 'a')!.params.field).toBe('field_2');
  });

  it('asks for a form before it shows any field', async () => {
    const { calls } = setup('match', [trigger, action('add_entry', {})]);
    expect(await screen.findByText('先选择账户和表单，这里会列出表单的字段')).toBeTruthy();
    expect(calls.some((c) => c.operation === 'JinshujuForm')).toBe(false);
  });

  it('新表单数据’s sample is the newest entry, kept with the fields’ labels for the variable picker', async () => {
    const entry = { serial_number: 12, field_1: '李雷', field_2: '2jYk', created_at: '2026-11-27T01:00:00.000Z' };
    const { user, store, calls } = setup('findData', [trigger], {
      JinshujuSample: () => ({ data: { appSampleData: { __typename: 'AppSampleData', list: [entry] } } }),
    });
    const fetch = await screen.findByRole('button', { name: '获取样本数据' });
    await waitFor(() => expect(fetch.hasAttribute('disabled')).toBe(false));
    await user.click(fetch);
    await waitFor(() => expect(findStep(store.getState().content, 'trigger')!.sample_data).toEqual(entry));
    expect(findStep(store.getState().content, 'trigger')!.newSampleLabel).toMatchObject({ field_1: '姓名', field_2: '称呼', serial_number: '序号' });
    expect(calls.find((c) => c.operation === 'JinshujuSample')?.variables).toEqual({ accountId: '51', input: { form: 'SignUp' } });
  });

  it('a form without entries gets a sample made from its fields', async () => {
    const { user, store } = setup('findData', [trigger], {
      JinshujuSample: () => ({ data: { appSampleData: { __typename: 'AppSampleData', list: [] } } }),
    });
    const fetch = await screen.findByRole('button', { name: '获取样本数据' });
    await waitFor(() => expect(fetch.hasAttribute('disabled')).toBe(false));
    await user.click(fetch);
    await waitFor(() =>
      expect(findStep(store.getState().content, 'trigger')!.sample_data).toMatchObject({
        serial_number: 1,
        field_1: '示例姓名',
        field_2: '2jYk',
        field_3: 1,
      }),
    );
  });

  it('the trigger’s addition gives the pipeline’s push address to copy or set on the form', async () => {
    setup('addition', [trigger]);
    expect(((await screen.findByRole('textbox', { name: '「报名后回访」的推送地址' })) as HTMLInputElement).value).toBe(PUSH_URL);
    expect(screen.getByRole('button', { name: '设为表单的数据推送' })).toBeTruthy();
  });
});
