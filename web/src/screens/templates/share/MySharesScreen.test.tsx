// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { cjkLeaks } from '../../../test/cjkLeaks';
import { renderScreen } from '../../apps/renderScreen';
import { operationClient, type Answer } from '../../apps/testClient';
import { aSharedTemplate } from '../testData';
import MySharesScreen from './MySharesScreen';

const SLOW = { timeout: 5000 };

const stopped = aSharedTemplate({
  templateId: '1234567890123456790',
  title: '报表推送',
  visibility: 'COMPANY',
  active: false,
  useCount: 0,
  shareToken: 'tok-2',
  shareTip: '每周一发送',
});

const use = (i: number) => ({
  __typename: 'TemplateUse',
  processId: `40000000000000000${String(i).padStart(2, '0')}`,
  pipelineTitle: i === 0 ? '我的订单通知' : null,
  companyName: i === 0 ? '汇流测试有限公司' : `客户公司 ${i}`,
  createdAt: '2026-11-26T02:00:00Z',
  user: i === 0 ? { __typename: 'User', userid: '7', uname: '张三' } : null,
});

function setup(options: { items?: unknown[]; language?: 'zh-CN' | 'en'; update?: Answer } = {}) {
  const { client, calls } = operationClient({
    MyShares: () => ({
      data: {
        templates: { __typename: 'TemplatePage', total: (options.items ?? [1, 2]).length, items: options.items ?? [aSharedTemplate(), stopped] },
      },
    }),
    UpdateTemplate: options.update ?? ((v) => ({ data: { updateTemplate: { ...aSharedTemplate(v.input as Record<string, unknown>), inputs: [] } } })),
    SetTemplateShareTip: (v) => ({ data: { setTemplateShareTip: { __typename: 'Template', templateId: v.templateId, shareTip: v.shareTip } } }),
    TemplateUses: (v) => ({
      data: {
        templateUses: {
          __typename: 'TemplateUsePage',
          total: 20,
          items: Array.from({ length: v.offset === 0 ? 15 : 5 }, (_, i) => use(Number(v.offset) + i)),
        },
      },
    }),
  });
  return { ...renderScreen(<MySharesScreen />, { client, path: '/pipeline-share', language: options.language }), calls };
}

const ops = (calls: { operation: string; variables: Record<string, unknown> }[], operation: string) =>
  calls.filter((c) => c.operation === operation).map((c) => c.variables);

describe('/pipeline-share', { timeout: 30_000 }, () => {
  it('lists the shared templates with visibility, status, uses and the link of those still shared, axe-clean', async () => {
    setup();
    const list = await screen.findByRole('list', { name: '我的分享' });
    const [open, closed] = within(list).getAllByRole('listitem');
    expect(within(open!).getByRole('heading', { level: 2, name: '订单通知' })).toBeTruthy();
    expect(within(open!).getByText('分享中')).toBeTruthy();
    expect(within(open!).getByText('持有链接可用')).toBeTruthy();
    expect(within(open!).getByText('已使用 3 次')).toBeTruthy();
    expect((within(open!).getByRole('textbox', { name: '分享链接' }) as HTMLInputElement).value).toBe(
      `${window.location.origin}/data-pipeline/template-auto?template_id=1234567890123456789&share=tok-abc`,
    );
    expect(within(closed!).getByText('已停止分享')).toBeTruthy();
    expect(within(closed!).getByText('本公司可用')).toBeTruthy();
    expect(within(closed!).getByText('分享说明：每周一发送')).toBeTruthy();
    expect(within(closed!).queryByRole('textbox', { name: '分享链接' })).toBeNull();
    expect(within(closed!).getByText('已停止分享：链接不能再创建新流程，已经创建的流程照常运行。')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('stops sharing only after saying that existing copies keep working', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: '停止分享 订单通知' }));
    const dialog = await screen.findByRole('dialog', { name: '停止分享“订单通知”？' }, SLOW);
    expect(within(dialog).getByText(/已经用它创建的流程属于各自的公司，会照常运行，不受影响/)).toBeTruthy();
    expect(ops(calls, 'UpdateTemplate')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '停止分享' }));
    await waitFor(() => expect(ops(calls, 'UpdateTemplate')).toEqual([{ templateId: '1234567890123456789', input: { active: false } }]));
    expect((await screen.findAllByText('已停止分享，已有的流程照常运行')).length).toBeGreaterThan(0);
  });

  it('resumes sharing at once', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: '恢复分享 报表推送' }));
    await waitFor(() => expect(ops(calls, 'UpdateTemplate')).toEqual([{ templateId: '1234567890123456790', input: { active: true } }]));
  });

  it('shows who used a template, 15 a page; other companies by name only', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: '订单通知 的使用情况' }));
    const dialog = await screen.findByRole('dialog', { name: '订单通知 的使用情况' }, SLOW);
    const rows = within(await within(dialog).findByRole('table', { name: '使用记录' })).getAllByRole('row');
    expect(rows).toHaveLength(16);
    expect(within(rows[1]!).getByRole('link', { name: '我的订单通知' }).getAttribute('href')).toBe('/data-pipeline/4000000000000000000');
    expect(within(rows[1]!).getByText('张三')).toBeTruthy();
    expect(within(rows[2]!).getByText('客户公司 1')).toBeTruthy();
    expect(within(rows[2]!).getAllByText('其他公司')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(ops(calls, 'TemplateUses').at(-1)).toEqual({ templateId: '1234567890123456789', limit: 15, offset: 15 }));
  });

  it("edits the share tip, and leads to the simplified form's editor", async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: '编辑 报表推送 的分享说明' }));
    const dialog = await screen.findByRole('dialog', { name: '分享说明' }, SLOW);
    const tip = within(dialog).getByRole('textbox', { name: '分享说明' });
    await user.clear(tip);
    await user.type(tip, '每周一上午发送');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(ops(calls, 'SetTemplateShareTip')).toEqual([{ templateId: '1234567890123456790', shareTip: '每周一上午发送' }]));
    await user.click(await screen.findByRole('button', { name: '编辑 订单通知 的简易表单' }, SLOW));
    expect(screen.getByTestId('location').textContent).toBe('/template-edit?template_id=1234567890123456789');
  });

  it('says so when nothing is shared yet', async () => {
    setup({ items: [] });
    expect(await screen.findByText('还没有分享过流程。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去数据流程中分享' }).getAttribute('href')).toBe('/data-pipeline');
  });

  it('reads in English without Chinese but the users’ own words', async () => {
    setup({ language: 'en' });
    const list = await screen.findByRole('list', { name: 'My shares' });
    expect(within(list).getByText('Sharing stopped')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Stop sharing 订单通知' })).toBeTruthy();
    expect(cjkLeaks(['订单通知', '报表推送', '每周一发送'])).toEqual([]);
  });
});
