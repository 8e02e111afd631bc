// @vitest-environment happy-dom
import { aPipeline, blankStep, BUILTIN_VALIDATION_CONTEXT, type AppStep, type PipelineContent } from '@huiliu/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { account, catalogue, dingtalkApp } from '../../../screens/apps/testData';
import { operationClient, type Answer } from '../../../screens/apps/testClient';
import { renderInEditor } from '../../../test/renderInEditor';
import { catalogueContext, setValidationContext } from '../../store/catalogueValidation';
import { findStep } from '../../store/selectors';
import { StepPanel } from '../StepPanel';
import { AccountSection } from './AccountSection';
import { EntranceSection } from './EntranceSection';
import { MatchDataSection } from './MatchDataSection';
import { useStepEdit } from '../useStepEdit';
import { useEditorStore } from '../../store/useEditorStore';

const withStep = (step: AppStep): PipelineContent => [...aPipeline().build(), step];
const dingtalkStep = (extra: Partial<AppStep> = {}): AppStep => ({
  uuid: 'a',
  sort: 2,
  action_type: '2',
  app_id: '2002',
  action_id: 'send_text',
  params: {},
  ...extra,
});

/** One section over the live store, as the panel renders it. */
function Section({ kind }: { kind: 'entrance' | 'account' | 'match' }) {
  const step = useEditorStore((s) => findStep(s.content, 'a'))!;
  const edit = useStepEdit('a');
  if (kind === 'entrance') return <EntranceSection step={step} edit={edit} />;
  if (kind === 'account') return <AccountSection step={step} edit={edit} />;
  return <MatchDataSection step={step} edit={edit} />;
}

function setup(kind: 'entrance' | 'account' | 'match', step: AppStep, answers: Record<string, Answer> = {}, language: 'zh-CN' | 'en' = 'zh-CN') {
  const accounts = [account(), account({ accountId: '32', accountName: '坏账户', status: 'FAILED', statusMessage: 'token 失效' })];
  const { client, calls } = operationClient({
    AppCatalogue: () => ({ data: catalogue(accounts) }),
    AppDetail: () => ({ data: { app: dingtalkApp(accounts) } }),
    StepAccounts: () => ({ data: { appAccounts: { __typename: 'AppAccountPage', total: 2, items: accounts } } }),
    AppSearch: (v) => ({
      data: {
        searchApps:
          v.q === 'dingding'
            ? [
                {
                  __typename: 'AppSearchHit',
                  type: 'app',
                  appId: '2002',
                  actionId: null,
                  name: '钉钉群机器人',
                  nameEn: null,
                  highlighted: '钉钉群机器人',
                },
              ]
            : [],
      },
    }),
    ...answers,
  });
  const view = renderInEditor(
    <MemoryRouter initialEntries={['/data-pipeline/7']}>
      <Section kind={kind} />
    </MemoryRouter>,
    { content: withStep(step), client, language },
  );
  return { ...view, calls };
}

describe('catalogue apps in the step panel', () => {
  it('the entrance finds 钉钉群机器人 by pinyin and chooses its action, named after it', async () => {
    const { user, store } = setup('entrance', blankStep('a'));
    await user.type(screen.getByRole('textbox', { name: '搜索应用或动作' }), 'dingding');
    const bot = await screen.findByRole('button', { name: '钉钉群机器人' }, { timeout: 2000 });
    expect(screen.queryByRole('button', { name: 'GitHub' })).toBeNull();
    await user.click(bot);
    const step = findStep(store.getState().content, 'a')!;
    expect([step.app_id, step.action_id, step.title]).toEqual(['2002', 'send_text', '发送文本消息']);
  });

  it('the entrance of an action step lists no trigger-only apps and words actions in English', async () => {
    const { user } = setup('entrance', blankStep('a'), {}, 'en');
    await user.click(await screen.findByRole('button', { name: 'GitHub' }));
    const actions = screen.getByRole('group', { name: 'Actions' });
    expect(within(actions).getByRole('button', { name: /Create an issue/ })).toBeTruthy();
    expect(within(actions).queryByRole('button', { name: /New issue/ })).toBeNull();
  });

  it('the account step picks an account, flags a failed one, and writes account_id', async () => {
    const { user, store } = setup('account', dingtalkStep());
    const picker = await screen.findByRole('combobox', { name: /账户/ });
    await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(picker, '32');
    expect(findStep(store.getState().content, 'a')!.account_id).toBe('32');
    expect(await screen.findByText('该账户连接失败：token 失效。请修改授权或更换账户')).toBeTruthy();
  });

  it('"添加账户" opens the generated form and the saved account is chosen at once', async () => {
    const { user, store } = setup('account', dingtalkStep(), {
      AddAppAccount: () => ({ data: { addAppAccount: account({ accountId: '40', accountName: '新群' }) } }),
    });
    await user.click(await screen.findByRole('button', { name: '添加账户' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/机器人 Webhook 地址/), 'http://127.0.0.1:9/robot/send?access_token=t');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(findStep(store.getState().content, 'a')!.account_id).toBe('40'));
  });

  it("match data renders the catalogue action's fields; a dynamic one fetches options through the account", async () => {
    const { calls } = setup('match', dingtalkStep({ account_id: '31', params: { content: '你好' } }), {
      AppFieldOptions: () => ({ data: { appFieldOptions: [{ __typename: 'AppFieldOption', value: 'g1', label: '销售一组', labelEn: 'Sales 1' }] } }),
    });
    expect(await screen.findByText('消息内容')).toBeTruthy();
    expect(await screen.findByRole('option', { name: '销售一组' })).toBeTruthy();
    expect(calls.find((c) => c.operation === 'AppFieldOptions')?.variables).toEqual({
      appId: '2002',
      actionId: 'send_text',
      fieldKey: 'chat',
      accountId: '31',
      input: { content: '你好' },
    });
  });

  it('a dynamic field waits for an account', async () => {
    const { calls } = setup('match', dingtalkStep());
    expect(await screen.findByText('选择账户后可加载选项')).toBeTruthy();
    expect(calls.some((c) => c.operation === 'AppFieldOptions')).toBe(false);
  });
});

describe('the step panel with the catalogue', () => {
  afterEach(() => setValidationContext(BUILTIN_VALIDATION_CONTEXT, []));

  it('asks for an account only when the catalogue says the app needs one, re-validating when it arrives', async () => {
    const step: AppStep = { uuid: 'a', sort: 2, action_type: '2', app_id: '2099', action_id: 'ping', params: {} };
    const { client } = operationClient({ AppDetail: () => ({ data: { app: null } }), StepAccounts: () => ({ data: null }) });
    renderInEditor(
      <MemoryRouter>
        <StepPanel uuid="a" processId={undefined} />
      </MemoryRouter>,
      { content: withStep(step), client },
    );
    // before the catalogue answers, an app the platform does not build in is assumed to need an account
    expect(screen.getByText('未选择账户')).toBeTruthy();
    act(() =>
      setValidationContext(
        catalogueContext({ apps: [{ appId: '2099', needsAccount: false, actions: [{ actionId: 'ping', fields: [] }], accounts: [] }] }),
      ),
    );
    await waitFor(() => expect(screen.queryByText('未选择账户')).toBeNull());
  });
});
