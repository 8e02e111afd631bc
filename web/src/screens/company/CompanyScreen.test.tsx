// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { cjkLeaks } from '../../test/cjkLeaks';
import { renderScreen } from '../apps/renderScreen';
import { operationClient, type Answer } from '../apps/testClient';
import CompanyScreen from './CompanyScreen';
import { aMe, EVERYTHING } from './testData';

const company = {
  __typename: 'Company',
  companyId: '2000000000000000001',
  name: '汇流测试有限公司',
  plan: 'team',
  timeZone: 'Asia/Shanghai',
  createdAt: '2026-11-20T02:30:00Z',
  memberCount: 3,
  owners: [{ __typename: 'User', userid: '1000000000000000001', uname: '张三' }],
};

function setup(options: { permissions?: readonly string[]; language?: 'zh-CN' | 'en'; update?: Answer } = {}) {
  const { client, calls } = operationClient({
    Me: () => ({ data: aMe(options.permissions ?? EVERYTHING) }),
    Company: () => ({ data: { company } }),
    UpdateCompany:
      options.update ?? ((v) => ({ data: { updateCompany: { __typename: 'Company', companyId: company.companyId, ...(v.input as object) } } })),
  });
  return { ...renderScreen(<CompanyScreen />, { client, path: '/company', language: options.language }), calls };
}

/** The company's facts as the reader sees them: term → value. */
const facts = async () => {
  const terms = (await screen.findAllByRole('term')).map((t) => t.textContent);
  const values = screen.getAllByRole('definition').map((d) => d.textContent);
  return Object.fromEntries(terms.map((t, i) => [t, values[i]]));
};

describe('/company', { timeout: 30_000 }, () => {
  it('shows the company, its plan with the way to the plan page, and the console’s pages, axe-clean', async () => {
    setup();
    expect(await facts()).toEqual({
      公司名称: '汇流测试有限公司',
      当前套餐: '团队版查看套餐与用量',
      时区: 'Asia/Shanghai',
      创建时间: '2026/11/20 10:30',
      所有者: '张三',
      成员人数: '3 人',
    });
    expect(screen.getByRole('link', { name: '查看套餐与用量' }).getAttribute('href')).toBe('/plan');
    const pages = within(screen.getByRole('navigation', { name: '企业设置' }));
    expect(pages.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['成员与角色', '/company/members'],
      ['API 令牌', '/company/tokens'],
      ['通知设置', '/company/notices'],
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it('renames the company and moves it to another time zone', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: '修改公司信息' }));
    const form = screen.getByRole('form', { name: '修改公司信息' });
    const name = within(form).getByRole('textbox', { name: /公司名称/ });
    await user.clear(name);
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(within(form).getByText('请填写公司名称')).toBeTruthy();
    await user.type(name, '汇流科技');
    await user.selectOptions(within(form).getByRole('combobox', { name: /时区/ }), 'Europe/Berlin');
    expect(await axeViolations()).toEqual([]);
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.operation === 'UpdateCompany').map((c) => c.variables)).toEqual([
        { input: { name: '汇流科技', timeZone: 'Europe/Berlin' } },
      ]),
    );
    expect(await screen.findByText('公司信息已保存')).toBeTruthy();
  });

  it('says why the platform refused a change', async () => {
    const { user } = setup({
      update: () => ({
        errors: [{ message: '时区无效，请填写 IANA 时区名称，例如 Asia/Shanghai', extensions: { code: 'BAD_USER_INPUT', upstreamCode: 4251 } }],
      }),
    });
    await user.click(await screen.findByRole('button', { name: '修改公司信息' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('时区无效，请填写 IANA 时区名称，例如 Asia/Shanghai')).toBeTruthy();
  });

  it('shows a person without company.manage the company read-only, and only the pages their role opens', async () => {
    setup({ permissions: ['PIPELINES_VIEW'] });
    expect((await facts())['当前套餐']).toBe('团队版');
    expect(screen.queryByRole('button', { name: '修改公司信息' })).toBeNull();
    expect(screen.getByText('只有拥有“企业管理”权限的成员可以修改公司信息。')).toBeTruthy();
    expect(
      within(screen.getByRole('navigation', { name: '企业设置' }))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['通知设置']);
  });

  it('reads in English with nothing Chinese but the company’s own names, axe-clean', async () => {
    const { user } = setup({ language: 'en' });
    expect(await facts()).toMatchObject({ 'Current plan': 'TeamPlan and usage', Members: '3', Owners: '张三' });
    await user.click(screen.getByRole('button', { name: 'Edit company information' }));
    expect(cjkLeaks(['汇流测试有限公司', '张三'])).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });
});
