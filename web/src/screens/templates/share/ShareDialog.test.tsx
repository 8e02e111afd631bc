// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { cjkLeaks } from '../../../test/cjkLeaks';
import { renderScreen } from '../../apps/renderScreen';
import { operationClient, type Answer } from '../../apps/testClient';
import { aSharedTemplate } from '../testData';
import { ShareButton } from './ShareButton';

const SLOW = { timeout: 5000 };

const preview = (template: unknown = null) => ({
  data: {
    sharePreview: {
      __typename: 'SharePreview',
      processId: '2234567890123456789',
      suggestedTitle: '订单同步',
      maskedSecrets: 2,
      variableNeeds: ['SALES_GROUP'],
      accountNeeds: [
        {
          __typename: 'TemplateAccountNeed',
          stepUuid: 'bot',
          stepNumber: 2,
          appId: '2002',
          app: { __typename: 'App', appId: '2002', appName: '钉钉群机器人', appNameEn: 'DingTalk group bot' },
        },
      ],
      template,
    },
  },
});

function setup(options: { template?: unknown; share?: Answer; language?: 'zh-CN' | 'en' } = {}) {
  const { client, calls } = operationClient({
    SharePreview: () => preview(options.template ?? null),
    SharePipeline:
      options.share ??
      ((v) => ({ data: { sharePipeline: aSharedTemplate({ ...(v.input as Record<string, unknown>), processId: '2234567890123456789' }) } })),
    UpdateTemplate: (v) => ({ data: { updateTemplate: { ...aSharedTemplate(v.input as Record<string, unknown>), inputs: [] } } }),
  });
  const view = renderScreen(<ShareButton processId="2234567890123456789" title="订单同步" />, {
    client,
    path: '/data-pipeline',
    language: options.language,
  });
  return { ...view, calls };
}

describe('sharing a pipeline', { timeout: 30_000 }, () => {
  it('shows what the template leaves out, shares with the chosen words and visibility, and hands out the link', async () => {
    const { user, calls } = setup();
    await user.click(screen.getByRole('button', { name: '分享 订单同步' }));
    const dialog = await screen.findByRole('dialog', { name: '分享流程' }, SLOW);
    expect(await within(dialog).findByText('以下 1 个步骤的账户会被移除，使用者需要连接自己的账户：')).toBeTruthy();
    expect(within(within(dialog).getByRole('list', { name: '将移除账户的步骤' })).getByText('第 2 步 · 钉钉群机器人')).toBeTruthy();
    expect(within(dialog).getByText('使用者需要先创建这些变量：SALES_GROUP')).toBeTruthy();
    expect(within(dialog).getByText('步骤和样本数据中的 2 个密钥值会被隐藏。')).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: /模板名称/ }) as HTMLInputElement).value).toBe('订单同步');
    expect(await axeViolations()).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: '描述' }), '销售部用');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: '分类' }), '订单处理');
    await user.click(within(dialog).getByRole('radio', { name: '本公司所有成员（以及持有链接的人）可以使用' }));
    await user.type(within(dialog).getByRole('textbox', { name: '分享说明' }), '先建好变量');
    await user.click(within(dialog).getByRole('button', { name: '分享' }));

    const done = await screen.findByRole('dialog', { name: '分享成功' }, SLOW);
    expect(calls.filter((c) => c.operation === 'SharePipeline').map((c) => c.variables)).toEqual([
      {
        input: {
          processId: '2234567890123456789',
          title: '订单同步',
          description: '销售部用',
          category: 'ORDERS',
          visibility: 'COMPANY',
          shareTip: '先建好变量',
        },
      },
    ]);
    const link = `${window.location.origin}/data-pipeline/template-auto?template_id=1234567890123456789&share=tok-abc`;
    expect((within(done).getByRole('textbox', { name: '分享链接' }) as HTMLInputElement).value).toBe(link);
    await user.click(within(done).getByRole('button', { name: '复制链接' }));
    expect(await navigator.clipboard.readText()).toBe(link);
    expect(within(done).getByRole('link', { name: '在“我的分享”中管理' }).getAttribute('href')).toBe('/pipeline-share');
  });

  it('shares a pipeline shared before through its template: reopened, steps copied again, one link', async () => {
    const { user, calls } = setup({ template: aSharedTemplate({ active: false, visibility: 'PUBLIC', shareTip: '旧说明' }) });
    await user.click(screen.getByRole('button', { name: '分享 订单同步' }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(((await within(dialog).findByRole('textbox', { name: /模板名称/ })) as HTMLInputElement).value).toBe('订单通知');
    await user.click(within(dialog).getByRole('button', { name: '更新并分享' }));
    await screen.findByRole('dialog', { name: '分享成功' }, SLOW);
    expect(calls.filter((c) => c.operation === 'UpdateTemplate').map((c) => c.variables)).toEqual([
      {
        templateId: '1234567890123456789',
        input: {
          title: '订单通知',
          description: '销售部用',
          category: 'ORDERS',
          visibility: 'PUBLIC',
          shareTip: '旧说明',
          active: true,
          refreshSteps: true,
        },
      },
    ]);
    expect(calls.some((c) => c.operation === 'SharePipeline')).toBe(false);
  });

  it('refuses an empty title before asking, and shows a refusal in its own words', async () => {
    const { user, calls } = setup({ share: () => ({ errors: [{ message: '流程不存在', extensions: { code: 'NOT_FOUND', upstreamCode: 4004 } }] }) });
    await user.click(screen.getByRole('button', { name: '分享 订单同步' }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    await user.clear(await within(dialog).findByRole('textbox', { name: /模板名称/ }));
    await user.click(within(dialog).getByRole('button', { name: '分享' }));
    expect(within(dialog).getByText('请填写模板名称')).toBeTruthy();
    expect(calls.some((c) => c.operation === 'SharePipeline')).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: /模板名称/ }), '订单同步');
    await user.click(within(dialog).getByRole('button', { name: '分享' }));
    expect(await within(dialog).findByText('流程不存在')).toBeTruthy();
  });

  it('reads in English without Chinese but the users’ own words', async () => {
    const { user } = setup({ language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Share 订单同步' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share pipeline' }, SLOW);
    expect(await within(dialog).findByText('Step 2 · DingTalk group bot')).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: 'Only people with the share link can use it' })).toBeTruthy();
    await waitFor(() => expect(cjkLeaks(['订单同步'])).toEqual([]));
  });
});
