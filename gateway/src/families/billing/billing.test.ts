import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const CREATE = `mutation ($months: Int!) { createOrder(productId: team, months: $months) { tradePageUrl expiresAt order { orderId amount status productName } } }`;

/** What a browser does on the public port: opens the trade page, reads its form, presses 支付. */
async function payInBrowser(url: string) {
  const page = await fetch(`${stack.gateway.url}${url}`);
  const html = await page.text();
  const fields = Object.fromEntries([...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!]));
  const submitted = await fetch(`${stack.gateway.url}/v1/api/pay/tradepage`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...fields, action: 'pay' }).toString(),
    redirect: 'manual',
  });
  return { page, html, submitted };
}

// issue 13 billing through GraphQL, the sandbox's pages through the gateway's pass-through (distributed mode)
describe('plans and billing through GraphQL', () => {
  it('buys 团队版 on the trade page of the public port, then reads the new plan, its use, fee, ledger and bills', async () => {
    const { token, userid } = await stack.signUp('计费');
    const products = await stack.gql(
      `{ products { productId name priceMonthly priceYearly limits { maxEnabledPipelines paidApps } adds } }`,
      {},
      token,
    );
    expect(products.data?.products[1]).toEqual({
      productId: 'team',
      name: '团队版',
      priceMonthly: 19_900,
      priceYearly: 199_000,
      limits: { maxEnabledPipelines: 100, paidApps: true },
      adds: ['paidApps', 'emailSupport'],
    });

    const made = await stack.gql(CREATE, { months: 1 }, token);
    expect(made.errors).toBeUndefined();
    const { tradePageUrl, order } = made.data!.createOrder;
    expect(order).toMatchObject({ amount: 19_900, status: 'pending', productName: '团队版' });

    const { page, html, submitted } = await payInBrowser(tradePageUrl);
    expect(page.status).toBe(200);
    // a page of ours with a form that posts home; nothing runs, nothing frames it
    expect(page.headers.get('content-security-policy')).toBe("default-src 'none'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(html).toContain('<button type="submit" name="action" value="pay">支付</button>');
    expect([submitted.status, submitted.headers.get('location')]).toEqual([303, `/plan?order_id=${order.orderId}`]);

    const after = await stack.gql(
      `query ($id: ID!) {
        orderStatus(orderId: $id) { status plan paidAt }
        quotas { plan planName enabledPipelines { used limit } runsThisMonth { limit } paidApps { allowed } }
        companyFee { plan amount remainingAmount createTime expirationTime buyers { userid } }
        orders { total items { orderId status buyer { userid } periodEnd } }
        balanceChanges { total items { kind amount plan orderId } }
        billingAmounts { paidTotal balance paidOrderCount }
        bills(months: 2) { period plan runsUsed runLimit amount }
        companyResource { pipelines members }
        checkPaidApps(appIds: ["1001"]) { plan allowed blocked { appId } }
      }`,
      { id: order.orderId },
      token,
    );
    expect(after.errors).toBeUndefined();
    const d = after.data!;
    expect(d.orderStatus).toMatchObject({ status: 'paid', plan: 'team' });
    expect(d.quotas).toEqual({
      plan: 'team',
      planName: '团队版',
      enabledPipelines: { used: 0, limit: 100 },
      runsThisMonth: { limit: 500_000 },
      paidApps: { allowed: true },
    });
    expect(d.companyFee).toMatchObject({ plan: 'team', amount: 19_900, buyers: [{ userid }] });
    expect(d.companyFee.remainingAmount).toBeGreaterThan(19_800);
    expect(d.orders.items[0]).toMatchObject({ orderId: order.orderId, status: 'paid', buyer: { userid } });
    expect(d.balanceChanges).toEqual({ total: 1, items: [{ kind: 'payment', amount: 19_900, plan: 'team', orderId: order.orderId }] });
    expect(d.billingAmounts).toMatchObject({ paidTotal: 19_900, paidOrderCount: 1 });
    expect(d.bills[0]).toMatchObject({ plan: 'team', runsUsed: 0, runLimit: 500_000, amount: 19_900 });
    expect(d.companyResource).toEqual({ pipelines: 0, members: 1 });
    expect(d.checkPaidApps).toEqual({ plan: 'team', allowed: true, blocked: [] });

    // paid: the page says so, paying again is refused with the catalogue's code
    const repay = await stack.gql(`mutation ($id: ID!) { repayOrder(orderId: $id) { tradePageUrl } }`, { id: order.orderId }, token);
    expect(repay.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', upstreamCode: 4222 });
  });

  it('saves who hears the billing notices and reads them back as people', async () => {
    const { token, userid } = await stack.signUp('通知');
    const saved = await stack.gql(
      `mutation ($ids: [ID!]) { saveBillingNotice(input: { quotaNotice: true, expiryNotice: false, emailNotice: true, notifiedUserIds: $ids, emails: ["ops@example.com"], expiryDays: 3 }) {
        quotaNotice expiryNotice notifiedUsers { userid } emails expiryDays } }`,
      { ids: [userid] },
      token,
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.saveBillingNotice).toEqual({
      quotaNotice: true,
      expiryNotice: false,
      notifiedUsers: [{ userid }],
      emails: ['ops@example.com'],
      expiryDays: 3,
    });
    const read = await stack.gql(`{ billingNotice { expiryNotice notifiedUsers { userid } } }`, {}, token);
    expect(read.data?.billingNotice).toEqual({ expiryNotice: false, notifiedUsers: [{ userid }] });
  });

  it('costs the same two platform calls for a page of orders with their buyers, whatever its size', async () => {
    const { token } = await stack.signUp('订单');
    for (let i = 0; i < 20; i++) expect((await stack.gql(CREATE, { months: 1 }, token)).errors).toBeUndefined();
    const callsFor = async (limit: number) => {
      const before = stack.upstreamCalls.length;
      const reply = await stack.gql(`query ($limit: Int) { orders(limit: $limit) { items { orderId buyer { uname } } } }`, { limit }, token);
      expect(reply.data?.orders.items).toHaveLength(limit);
      return stack.upstreamCalls
        .slice(before)
        .filter((c) => c !== 'GET /v1/api/user/info')
        .sort();
    };
    const expected = ['GET /v1/api/base/users', 'GET /v1/api/main/company/orders'];
    expect(await callsFor(5)).toEqual(expected);
    expect(await callsFor(20)).toEqual(expected);
  });
});
