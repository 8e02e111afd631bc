// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { cjkLeaks } from '../../../test/cjkLeaks';
import { renderScreen } from '../../apps/renderScreen';
import { operationClient, type Answer } from '../../apps/testClient';
import { aCard } from '../testData';
import TemplateGalleryScreen from './TemplateGalleryScreen';

const shared = aCard({
  templateId: '1234567890123456789',
  title: '我们的订单分派',
  titleEn: null,
  description: '按城市分派订单',
  descriptionEn: null,
  category: 'ORDERS',
  source: 'SHARED',
  featured: false,
  useCount: 2,
});

const categories = [
  { __typename: 'TemplateCategoryCount', category: 'ORDERS', count: 2 },
  { __typename: 'TemplateCategoryCount', category: 'NOTIFY', count: 3 },
];

function setup({
  pipelineCount = 0,
  language = 'zh-CN' as 'zh-CN' | 'en',
  total = 2,
  gallery,
}: { pipelineCount?: number; language?: 'zh-CN' | 'en'; total?: number; gallery?: Answer } = {}) {
  const { client, calls } = operationClient({
    TemplateGallery:
      gallery ?? (() => ({ data: { templates: { __typename: 'TemplatePage', total, items: [aCard(), shared] }, templateCategories: categories } })),
    TemplateNewcomer: () => ({
      data: { pipelineCount, templates: { __typename: 'TemplatePage', items: [aCard(), aCard({ templateId: '900000002', featured: false })] } },
    }),
  });
  return { ...renderScreen(<TemplateGalleryScreen />, { client, path: '/pipeline-template', language }), calls };
}

const galleryCalls = (calls: { operation: string; variables: Record<string, unknown> }[]) =>
  calls.filter((c) => c.operation === 'TemplateGallery').map((c) => c.variables);

describe('/pipeline-template', { timeout: 30_000 }, () => {
  it('shows newcomers a first card, then the templates by category with their apps and use counts, axe-clean', async () => {
    setup();
    const first = await screen.findByRole('heading', { level: 2, name: '第一次搭建流程？从这里开始' });
    expect(first).toBeTruthy();
    expect(screen.getByRole('list', { name: '推荐的入门模板' }).querySelectorAll('li')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Webhook 收到数据 → 发到钉钉群' })).toBeTruthy();
    const list = screen.getByRole('list', { name: '模板列表' });
    const starter = within(list).getAllByRole('listitem')[0]!;
    expect(within(starter).getByRole('heading', { level: 3, name: 'Webhook 收到数据 → 发到钉钉群' })).toBeTruthy();
    expect(within(starter).getByText('钉钉群机器人')).toBeTruthy();
    expect(within(starter).getByText('已使用 12 次')).toBeTruthy();
    expect(within(starter).getByText('推荐')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '全部（5）' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '消息通知（3）' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '订单处理（2）' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: /数据同步/ })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it("shows starters' English twins in English and shared templates in their sharer's words; no first card after a first pipeline", async () => {
    setup({ pipelineCount: 4, language: 'en' });
    const list = await screen.findByRole('list', { name: 'Templates' });
    expect(within(list).getByRole('heading', { name: 'Webhook data → DingTalk group' })).toBeTruthy();
    expect(within(list).getByText('Posts whatever the webhook receives to a DingTalk group')).toBeTruthy();
    expect(within(list).getAllByText('DingTalk group bot')).toHaveLength(2);
    expect(within(list).getByText('Uses: 12')).toBeTruthy();
    expect(within(list).getByRole('heading', { name: '我们的订单分派' })).toBeTruthy();
    expect(within(list).getByText('Shared by a user')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'All (5)' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /first pipeline/ })).toBeNull();
    // the sharer's own Chinese words are on the page, and they are all of its Chinese
    expect(cjkLeaks([])).not.toEqual([]);
    expect(cjkLeaks(['我们的订单分派', '按城市分派订单'])).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });

  it('searches 500 ms after typing stops, and a category tab narrows the page but not the counts', async () => {
    const { user, calls } = setup();
    await screen.findByRole('list', { name: '模板列表' });
    await user.type(screen.getByRole('searchbox', { name: '搜索模板' }), '钉钉');
    // the box's clear button is named in the reader's language (Fluent's own name is English)
    expect(screen.getByRole('button', { name: '清除搜索' })).toBeTruthy();
    expect(galleryCalls(calls).some((v) => JSON.stringify(v).includes('钉钉'))).toBe(false);
    await waitFor(() => expect(galleryCalls(calls).at(-1)).toMatchObject({ filter: { keyword: '钉钉' }, countFilter: { keyword: '钉钉' } }), {
      timeout: 2000,
    });
    await user.click(screen.getByRole('tab', { name: '订单处理（2）' }));
    await waitFor(() =>
      expect(galleryCalls(calls).at(-1)).toEqual({
        filter: { keyword: '钉钉', category: 'ORDERS' },
        countFilter: { keyword: '钉钉' },
        limit: 15,
        offset: 0,
      }),
    );
  });

  it('pages by 15', async () => {
    const { user, calls } = setup({ total: 20 });
    await screen.findByText('第 1 / 2 页');
    await user.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(galleryCalls(calls).at(-1)).toMatchObject({ limit: 15, offset: 15 }));
  });

  it('opens creation from a card and from the first card', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: '使用模板 我们的订单分派' }));
    expect(screen.getByTestId('location').textContent).toBe('/data-pipeline/create-from-template?template_id=1234567890123456789');
    await user.click(screen.getByRole('button', { name: 'Webhook 收到数据 → 发到钉钉群' }));
    expect(screen.getByTestId('location').textContent).toBe('/data-pipeline/create-from-template?template_id=900000001');
  });

  it('says when the gallery cannot be fetched, and fetches again on 重试', async () => {
    let fail = true;
    const { user, calls } = setup({
      gallery: () =>
        fail
          ? { errors: [{ message: 'boom' }] }
          : { data: { templates: { __typename: 'TemplatePage', total: 1, items: [aCard()] }, templateCategories: categories } },
    });
    expect(await screen.findByText('获取数据失败')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('list', { name: '模板列表' })).toBeTruthy();
    expect(galleryCalls(calls).length).toBeGreaterThanOrEqual(2);
  });
});
