// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { cjkLeaks } from '../../../test/cjkLeaks';
import { renderScreen } from '../../apps/renderScreen';
import { operationClient } from '../../apps/testClient';
import { aTemplate } from '../testData';
import TemplateEditScreen from './TemplateEditScreen';

const own = () => {
  const template = aTemplate({ templateId: '1234567890123456789', title: '订单通知', titleEn: null, source: 'SHARED' });
  return {
    ...template,
    processId: '2234567890123456789',
    inputs: [{ __typename: 'TemplateInput', stepUuid: 'bot', key: 'content', label: '通知内容', help: null, required: true }],
  };
};

function setup(template: unknown = own(), language: 'zh-CN' | 'en' = 'zh-CN') {
  const { client, calls } = operationClient({
    TemplateEdit: () => ({ data: { template } }),
    UpdateTemplate: (v) => ({ data: { updateTemplate: { __typename: 'Template', templateId: v.templateId, inputs: v.input } } }),
  });
  return { ...renderScreen(<TemplateEditScreen />, { client, path: '/template-edit?template_id=1234567890123456789', language }), calls };
}

describe('/template-edit', { timeout: 30_000 }, () => {
  it("lists each step's fields, what the form asks now, and saves the chosen ones with their words", async () => {
    const { user, calls } = setup();
    const step = await screen.findByRole('region', { name: '第 2 步：钉钉群机器人 · 发送文本消息' });
    const asked = within(step).getByRole('checkbox', { name: '询问“消息内容”' }) as HTMLInputElement;
    expect(asked.checked).toBe(true);
    expect((within(step).getByRole('textbox', { name: /“消息内容”的名称/ }) as HTMLInputElement).value).toBe('通知内容');
    expect((within(step).getByRole('checkbox', { name: '询问“@所有人”' }) as HTMLInputElement).checked).toBe(false);
    // the webhook trigger's own fields are offered too
    expect(screen.getByRole('region', { name: /第 1 步：Webhook/ })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);

    await user.click(within(step).getByRole('checkbox', { name: '询问“@所有人”' }));
    await user.type(within(step).getByRole('textbox', { name: /“@所有人”的说明/ }), '选“是”会@群里所有人');
    await user.click(within(step).getByRole('checkbox', { name: '“@所有人”必填' }));
    await user.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/pipeline-share'));
    expect(calls.filter((c) => c.operation === 'UpdateTemplate').map((c) => c.variables)).toEqual([
      {
        templateId: '1234567890123456789',
        input: {
          inputs: [
            { stepUuid: 'bot', key: 'content', label: '通知内容', required: true },
            { stepUuid: 'bot', key: 'at_all', label: '@所有人', required: false, help: '选“是”会@群里所有人' },
          ],
        },
      },
    ]);
  });

  it('refuses an asked field without a name before saving', async () => {
    const { user, calls } = setup();
    const name = await screen.findByRole('textbox', { name: /“消息内容”的名称/ });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('有勾选的字段没有名称')).toBeTruthy();
    expect(calls.some((c) => c.operation === 'UpdateTemplate')).toBe(false);
  });

  it('refuses templates the company did not share', async () => {
    setup({ ...own(), processId: null });
    expect(await screen.findByText('只能编辑本公司分享的模板。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  });

  it('reads in English without Chinese but the template’s own words', async () => {
    // the catalogue lists the built-in apps' actions too, with zh-CN labels only, as the gateway answers
    const template = own();
    const [hook, ...rest] = template.steps;
    const listedHook = {
      ...hook!,
      app: {
        ...(hook!.app as object),
        actions: [
          {
            __typename: 'AppAction',
            actionId: 'receive',
            name: '接收到数据时',
            nameEn: null,
            fields: [{ __typename: 'AppField', key: 'response_type', label: '响应方式', labelEn: null }],
          },
        ],
      },
    };
    setup({ ...template, steps: [listedHook, ...rest] }, 'en');
    expect(await screen.findByRole('region', { name: 'Step 2: DingTalk group bot · Send a text message' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Ask "Mention everyone"' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Ask "Response"' })).toBeTruthy();
    expect(cjkLeaks(['订单通知', '通知内容'])).toEqual([]);
  });
});
