// @vitest-environment happy-dom
import { UI_MESSAGES } from '@huiliu/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import zhBilling from '../../locales/zh-CN/billing.json';
import { axeViolations } from '../../test/axe';
import { cjkLeaks } from '../../test/cjkLeaks';
import { renderScreen } from '../apps/renderScreen';
import { operationClient, type Answer } from '../apps/testClient';
import { PlanPage } from './PlanScreen';

const OWNER = ['PIPELINES_VIEW', 'BILLING_VIEW', 'BILLING_MANAGE'];
const VIEWER = ['PIPELINES_VIEW', 'BILLING_VIEW'];

const limits = (maxEnabledPipelines: number, maxRunsPerMonth: number, maxStepsPerPipeline: number, paidApps: boolean) => ({
  maxEnabledPipelines,
  maxRunsPerMonth,
  maxStepsPerPipeline,
  paidApps,
});

const products = [
  { productId: 'free', rank: 0, priceMonthly: 0, priceYearly: 0, limits: limits(10, 10_000, 50, false), adds: [] },
  {
    productId: 'team',
    rank: 1,
    priceMonthly: 19_900,
    priceYearly: 199_000,
    limits: limits(100, 500_000, 200, true),
    adds: ['paidApps', 'emailSupport'],
  },
  {
    productId: 'enterprise',
    rank: 2,
    priceMonthly: 99_900,
    priceYearly: 999_000,
    limits: limits(10_000, 50_000_000, 1_000, true),
    adds: ['dedicatedSupport', 'serviceAgreement'],
  },
];

function overview(plan: 'free' | 'team') {
  const paid = plan === 'team';
  return {
    products,
    quotas: {
      plan,
      month: '2026-11',
      expirationTime: paid ? '2026-12-26T02:00:00Z' : null,
      enabledPipelines: { used: 8, limit: paid ? 100 : 10 },
      runsThisMonth: { used: 10_000, limit: paid ? 500_000 : 10_000 },
      largestPipelineSteps: { used: 5, limit: paid ? 200 : 50 },
      paidApps: { allowed: paid, pipelinesUsing: 0 },
    },
    companyFee: {
      plan,
      amount: paid ? 19_900 : 0,
      remainingAmount: paid ? 19_800 : 0,
      createTime: paid ? '2026-11-26T02:00:00Z' : null,
      expirationTime: paid ? '2026-12-26T02:00:00Z' : null,
      buyers: [{ userid: '11', uname: '张三' }],
    },
  };
}

const pendingOrder = {
  orderId: '501',
  productId: 'team',
  months: 1,
  amount: 19_900,
  status: 'pending',
  createdAt: '2026-11-26T02:00:00Z',
  buyer: { userid: '11', uname: '张三' },
};

function setup(options: { permissions?: string[]; path?: string; language?: 'zh-CN' | 'en'; answers?: Record<string, Answer> } = {}) {
  const left: string[] = [];
  const { client, calls } = operationClient({
    Me: () => ({
      data: {
        me: {
          userid: '11',
          companyId: '1',
          uname: '张三',
          role: 'owner',
          builtinRole: 'OWNER',
          roleName: '所有者',
          permissions: options.permissions ?? OWNER,
        },
      },
    }),
    PlanOverview: () => ({ data: overview('free') }),
    PlanOrders: () => ({ data: { orders: { total: 1, items: [pendingOrder] } } }),
    PlanLedger: () => ({ data: { balanceChanges: { total: 0, items: [] } } }),
    ...options.answers,
  });
  const view = renderScreen(<PlanPage leave={(url) => left.push(url)} />, { client, path: options.path ?? '/plan', language: options.language });
  return { ...view, calls, left };
}

describe('/plan', { timeout: 30_000 }, () => {
  it('shows the plans side by side with the current one marked and each limit with its use', async () => {
    setup();
    const free = await screen.findByRole('article', { name: '免费版' });
    expect(within(free).getByText('当前套餐')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: '团队版' })).queryByText('当前套餐')).toBeNull();
    expect(screen.getByText('¥199.00 / 月')).toBeTruthy();
    expect(screen.getByText('每月执行 500,000 次')).toBeTruthy();
    expect(screen.getByText('免费版长期有效')).toBeTruthy();
    const runs = screen.getByRole('progressbar', { name: '本月执行次数（2026-11）' });
    expect(runs.getAttribute('aria-valuenow')).toBe('1');
    expect(screen.getByText('10,000 / 10,000 · 已达上限')).toBeTruthy();
    expect(screen.getByText('8 / 10 · 接近上限')).toBeTruthy();
    expect(screen.getByText('当前套餐不可使用')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('lets the owner upgrade for a year: the order is made for 12 months and the browser leaves for the trade page', async () => {
    const { user, calls, left } = setup({
      answers: { CreateOrder: () => ({ data: { createOrder: { tradePageUrl: '/v1/api/pay/tradepage?trade_no=SBX1', order: { orderId: '501' } } } }) },
    });
    await user.click(await screen.findByRole('radio', { name: '按年（省两个月）' }));
    expect(screen.getByText('¥1,990.00 / 年')).toBeTruthy();
    // nothing lower than the current plan is offered, and free is never sold
    expect(within(screen.getByRole('article', { name: '免费版' })).queryByRole('button')).toBeNull();
    await user.click(screen.getByRole('button', { name: '升级到团队版' }));
    await waitFor(() => expect(left).toEqual(['/v1/api/pay/tradepage?trade_no=SBX1']));
    expect(calls.filter((c) => c.operation === 'CreateOrder').map((c) => c.variables)).toEqual([{ productId: 'team', months: 12 }]);
  });

  it('offers 续费 for the running paid plan and pays a pending order again', async () => {
    const { user, left } = setup({
      answers: {
        PlanOverview: () => ({ data: overview('team') }),
        RepayOrder: () => ({ data: { repayOrder: { tradePageUrl: '/v1/api/pay/tradepage?trade_no=SBX2' } } }),
      },
    });
    expect(await screen.findByRole('button', { name: '续费团队版' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '升级到企业版' })).toBeTruthy();
    expect(screen.getByText('有效期至 2026/12/26 10:00')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: '继续支付订单 501' }));
    await waitFor(() => expect(left).toEqual(['/v1/api/pay/tradepage?trade_no=SBX2']));
  });

  it('tells people who may not buy who can, instead of offering to buy', async () => {
    setup({ permissions: VIEWER });
    expect(await screen.findByText('只有 张三 可以购买或续费套餐，如需升级请联系他们。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /升级|续费|继续支付/ })).toBeNull();
  });

  it('back from the trade page, asks until the order is paid, then shows the new plan', async () => {
    let asked = 0;
    let paid = false;
    const { calls } = setup({
      path: '/plan?order_id=501',
      answers: {
        OrderStatus: () => {
          asked += 1;
          paid = asked > 1;
          return { data: { orderStatus: { orderId: '501', status: paid ? 'paid' : 'pending', plan: paid ? 'team' : 'free' } } };
        },
        PlanOverview: () => ({ data: overview(paid ? 'team' : 'free') }),
      },
    });
    expect(await screen.findByText('正在确认支付结果…')).toBeTruthy();
    expect(await screen.findByText('支付成功，当前套餐：团队版', {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('article', { name: '团队版' })).getByText('当前套餐')).toBeTruthy());
    expect(calls.filter((c) => c.operation === 'OrderStatus').map((c) => c.variables)).toEqual([{ orderId: '501' }, { orderId: '501' }]);
    expect(calls.filter((c) => c.operation === 'PlanOverview').length).toBeGreaterThanOrEqual(2);
  });

  it("shows '获取计费接口失败' when the fee cannot be loaded, and tries again", async () => {
    let fail = true;
    const { user } = setup({
      answers: { PlanOverview: () => (fail ? { errors: [{ message: '服务暂时不可用，请稍后重试' }] } : { data: overview('free') }) },
    });
    expect(await screen.findByText(UI_MESSAGES.FEE_LOAD_FAILED)).toBeTruthy();
    expect(zhBilling.feeLoadFailed).toBe(UI_MESSAGES.FEE_LOAD_FAILED);
    fail = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('article', { name: '免费版' })).toBeTruthy();
  });

  it('reads in English with no Chinese outside the company’s own data, and passes axe', async () => {
    setup({
      language: 'en',
      path: '/plan?order_id=501',
      answers: { OrderStatus: () => ({ data: { orderStatus: { orderId: '501', status: 'cancelled', plan: 'free' } } }) },
    });
    expect(await screen.findByRole('article', { name: 'Team' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upgrade to Enterprise' })).toBeTruthy();
    expect(await screen.findByText('The order was cancelled; your plan has not changed.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Pay order 501 now' })).toBeTruthy();
    expect(screen.getByText('CN¥199.00 / month')).toBeTruthy();
    expect(cjkLeaks(['张三'])).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });
});
