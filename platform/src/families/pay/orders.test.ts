import { randomBytes } from 'node:crypto';
import { ERRORS, planLimits } from '@huiliu/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { balanceChanges } from '../../db/schema-billing';
import { drivers, usePlatform, type SignedUp } from '../../test/harness';
import { onTradePage as onPage, tradePageFields } from '../../test/pay';
import { aContent } from '../dataprocess/fixtures';
import { Signer } from './sandbox/signing';

const secretKey = randomBytes(32);
const C = '/v1/api/main/company';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

// issue 13 billing: an order bought end to end through the sandbox provider's trade page, on real PGlite
describe.each(drivers())('buying a plan through the sandbox provider on %s', (kind) => {
  const t = usePlatform(kind, { secretKey });
  const signer = new Signer(secretKey);
  let owner: SignedUp;
  let other: SignedUp;

  const order = async (who: SignedUp, body: Record<string, unknown>) => t.call('POST', '/v1/api/pay/orders', { token: who.token, body });
  const get = (who: SignedUp, path: string, query?: Record<string, string | number>) =>
    t.call('GET', `${C}/${path}`, { token: who.token, ...(query ? { query } : {}) });
  const post = (who: SignedUp, path: string, body: unknown) => t.call('POST', `${C}/${path}`, { token: who.token, body });

  const onTradePage = (url: string, action: 'pay' | 'cancel') => onPage(t.app, url, action);

  /** A notification signed as the sandbox provider signs (the platform's key): what a forger cannot make. */
  const signed = (fields: Record<string, string>) => ({ ...fields, sign: signer.sign('notify', fields) });
  const notify = (fields: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/v1/api/pay/notify/sandbox', headers: FORM, payload: new URLSearchParams(fields).toString() });
  const success = (orderId: string, amount: number, tradeNo = 'SBX1') =>
    signed({
      notify_id: '1',
      notify_time: new Date().toISOString(),
      trade_no: tradeNo,
      out_trade_no: orderId,
      total_amount: String(amount),
      trade_status: 'TRADE_SUCCESS',
    });

  beforeAll(async () => {
    owner = await t.signUp();
    other = await t.signUp();
  });

  it('lists the plans with their prices in fen, limits and what each adds', async () => {
    const products = await t.call('GET', '/v1/api/base/products', { token: owner.token });
    expect(products.data.list.map((p: { product_id: string; price_monthly: number }) => [p.product_id, p.price_monthly])).toEqual([
      ['free', 0],
      ['team', 19_900],
      ['enterprise', 99_900],
    ]);
    expect(products.data.list[1]).toMatchObject({
      name: '团队版',
      price_yearly: 199_000,
      limits: { max_enabled_pipelines: 100, paid_apps: 1 },
      adds: ['paidApps', 'emailSupport'],
    });
  });

  it('buys 团队版: the trade page pays, the browser returns to /plan, and plan, period, ledger and limits change', async () => {
    // the client's amount is ignored: the price is core's
    const made = await order(owner, { product_id: 'team', months: 1, amount: 1 });
    expect(made.code).toBe(0);
    expect(made.data.order).toMatchObject({
      product_id: 'team',
      product_name: '团队版',
      months: 1,
      amount: 19_900,
      status: 'pending',
      provider: 'sandbox',
      buyer_id: owner.userid,
    });
    expect(made.data.trade_page_url).toMatch(/^\/v1\/api\/pay\/tradepage\?trade_no=SBX\d+&expires=\d+&sign=/);

    const paid = await onTradePage(made.data.trade_page_url, 'pay');
    expect([paid.statusCode, paid.headers.location]).toEqual([303, `/plan?order_id=${made.data.order.order_id}`]);

    const status = await post(owner, 'checkpay/', { order_id: made.data.order.order_id });
    expect(status.data).toMatchObject({ status: 'paid', plan: 'team' });
    const fee = await get(owner, 'balance');
    expect(fee.data).toMatchObject({ plan: 'team', plan_name: '团队版', amount: 19_900, buyer_ids: [owner.userid] });
    expect(new Date(fee.data.expiration_time).getTime() - new Date(fee.data.create_time).getTime()).toBeGreaterThanOrEqual(28 * 86_400_000);
    const quotas = await get(owner, 'quotas');
    expect(quotas.data).toMatchObject({ plan: 'team', enabled_pipelines: { limit: 100 }, paid_apps: { allowed: 1 } });
    const ledger = await get(owner, 'balanceChanges');
    expect(ledger.data).toMatchObject({ total: 1, list: [{ kind: 'payment', amount: 19_900, plan: 'team', order_id: made.data.order.order_id }] });
    expect((await get(owner, 'amounts')).data).toMatchObject({ paid_total: 19_900, refunded_total: 0, order_count: 1, paid_order_count: 1 });

    // enforcement follows at once: the owner's cached session carries the new plan
    const max = planLimits('free').maxEnabledPipelines;
    for (let i = 0; i <= max; i++) {
      const p = await t.call('POST', '/v1/api/dataprocess/add', { token: owner.token, body: { title: `p${i}`, content: aContent(1) } });
      expect(
        (await t.call('POST', '/v1/api/dataprocess/status', { token: owner.token, body: { process_id: p.data.process_id, status: 1 } })).code,
      ).toBe(0);
    }
    expect((await get(owner, 'quotas')).data.enabled_pipelines).toEqual({ used: max + 1, limit: 100 });

    // the page of a paid trade says so and offers the way back
    const again = await t.app.inject({ method: 'GET', url: made.data.trade_page_url });
    expect(again.body).toContain('该交易已支付');
    expect(again.body).not.toContain('<form');
  });

  it('applies a payment exactly once, even when the provider calls back twice and concurrently', async () => {
    const made = await order(owner, { product_id: 'team', months: 12 });
    const orderId = made.data.order.order_id;
    const before = (await get(owner, 'balance')).data.expiration_time;
    const tradeNo = (await post(owner, 'payment', { order_id: orderId })).data.trade_page_url.match(/trade_no=(\w+)/)[1];
    const note = success(orderId, 199_000, tradeNo);
    const replies = await Promise.all([notify(note), notify(note), notify(note)]);
    expect(replies.map((r) => [r.statusCode, JSON.parse(r.body).data?.status])).toEqual(Array(3).fill([200, 'paid']));
    expect((await notify(note)).statusCode).toBe(200);
    const entries = await t.db.select().from(balanceChanges).where(eq(balanceChanges.orderId, orderId));
    expect(entries).toHaveLength(1);
    const after = (await get(owner, 'balance')).data;
    // renewed once: twelve months on top of the running period, not 36
    const added = new Date(after.expiration_time).getTime() - new Date(before).getTime();
    expect(added / 86_400_000).toBeGreaterThanOrEqual(365);
    expect(added / 86_400_000).toBeLessThanOrEqual(366);
    expect(after.amount).toBe(19_900 + 199_000);
  });

  it('refuses forged and tampered notifications, and ones that do not match the order', async () => {
    const made = await order(owner, { product_id: 'enterprise', months: 1 });
    const orderId = made.data.order.order_id;
    const good = success(orderId, 99_900);
    const reply = async (fields: Record<string, string>) => {
      const r = await notify(fields);
      return [r.statusCode, JSON.parse(r.body).code];
    };
    expect(await reply({ ...good, sign: 'x'.repeat(43) })).toEqual([400, ERRORS.PAY_SIGNATURE_INVALID.code]);
    expect(await reply({ ...good, total_amount: '1' })).toEqual([400, ERRORS.PAY_SIGNATURE_INVALID.code]);
    const { sign: _sign, ...unsigned } = good;
    expect(await reply(unsigned)).toEqual([400, ERRORS.PAY_SIGNATURE_INVALID.code]);
    // a link's signature is no notification's
    expect(await reply({ ...good, sign: signer.sign('link', unsigned) })).toEqual([400, ERRORS.PAY_SIGNATURE_INVALID.code]);
    expect(await reply(success(orderId, 1))).toEqual([400, ERRORS.PAY_NOTIFICATION_MISMATCH.code]);
    expect(await reply(success('1234567890123456789', 99_900))).toEqual([404, ERRORS.NOT_FOUND.code]);
    const unknownProvider = await t.app.inject({ method: 'POST', url: '/v1/api/pay/notify/alipay', headers: FORM, payload: 'a=1' });
    expect(JSON.parse(unknownProvider.body).code).toBe(ERRORS.PAY_PROVIDER_UNKNOWN.code);
    for (const payload of ['[1]', '{"a":{"b":1}}', '{']) {
      const bad = await t.app.inject({ method: 'POST', url: '/v1/api/pay/notify/sandbox', headers: { 'content-type': 'application/json' }, payload });
      expect(bad.statusCode).toBe(400);
    }
    expect((await post(owner, 'checkpay/', { order_id: orderId })).data.status).toBe('pending');
  });

  it('cancels on the trade page, and never cancels a paid order', async () => {
    const made = await order(owner, { product_id: 'team', months: 1 });
    const cancelled = await onTradePage(made.data.trade_page_url, 'cancel');
    expect(cancelled.statusCode).toBe(303);
    expect((await post(owner, 'checkpay/', { order_id: made.data.order.order_id })).data.status).toBe('cancelled');
    expect((await post(owner, 'payment', { order_id: made.data.order.order_id })).code).toBe(ERRORS.ORDER_NOT_PENDING.code);

    const paid = (await get(owner, 'orders', { status: 'paid' })).data.list[0];
    const closing = signed({
      notify_id: '2',
      notify_time: new Date().toISOString(),
      trade_no: 'SBX2',
      out_trade_no: paid.order_id,
      total_amount: String(paid.amount),
      trade_status: 'TRADE_CLOSED',
    });
    const refused = await notify(closing);
    expect([refused.statusCode, JSON.parse(refused.body).code]).toEqual([409, ERRORS.ORDER_PAID_NOT_CANCELLABLE.code]);

    // the provider itself refuses to close what it has paid (a second tab, the back button)
    const next = await order(owner, { product_id: 'team', months: 1 });
    const form = (await t.app.inject({ method: 'GET', url: next.data.trade_page_url })).body;
    expect((await onTradePage(next.data.trade_page_url, 'pay')).statusCode).toBe(303);
    const hidden = tradePageFields(form);
    const late = await t.app.inject({
      method: 'POST',
      url: '/v1/api/pay/tradepage',
      headers: FORM,
      payload: new URLSearchParams({ ...hidden, action: 'cancel' }).toString(),
    });
    expect([late.statusCode, late.body.includes('该交易已支付，不能取消')]).toEqual([409, true]);
  });

  it('refuses tampered and bad trade page links with a page, not JSON', async () => {
    const made = await order(owner, { product_id: 'team', months: 1 });
    const url = new URL(made.data.trade_page_url, 'http://x');
    url.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    const tampered = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect([tampered.statusCode, tampered.headers['content-type']]).toEqual([400, 'text/html; charset=utf-8']);
    expect(tampered.body).toContain(ERRORS.PAY_SIGNATURE_INVALID.msg);
    const empty = await t.app.inject({ method: 'POST', url: '/v1/api/pay/tradepage', headers: FORM, payload: 'action=steal' });
    expect(empty.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/v1/api/pay/tradepage?trade_no=a&trade_no=b' })).statusCode).toBe(400);
  });

  it('computes amounts on the server and refuses what cannot be bought', async () => {
    for (const body of [
      { product_id: 'team', months: 0 },
      { product_id: 'team', months: 37 },
      { product_id: 'team', months: '1' },
      { product_id: 'gold', months: 1 },
      {},
    ]) {
      const bad = await order(owner, body);
      expect([bad.status, bad.code]).toEqual([400, ERRORS.BAD_REQUEST.code]);
      expect(bad.msg).toMatch(/[\u4e00-\u9fff]/);
    }
    expect((await order(owner, { product_id: 'free', months: 1 })).code).toBe(ERRORS.PLAN_NOT_FOR_SALE.code);
    // 团队版 runs: 企业版 may be bought, 团队版 renewed, nothing lower
    expect((await order(other, { product_id: 'team', months: 3 })).data.order.amount).toBe(59_700);
    expect((await order(owner, { product_id: 'enterprise', months: 24 })).data.order.amount).toBe(1_998_000);
  });

  it('takes pay orders from the Bearer header only, and lets only buyers buy (spec §6)', async () => {
    const byQuery = await t.call('POST', '/v1/api/pay/orders', { query: { token: owner.token }, body: { product_id: 'team', months: 1 } });
    expect([byQuery.status, byQuery.code]).toEqual([401, ERRORS.UNAUTHENTICATED.code]);
    const admin = await t.addMember(owner, 'admin');
    expect((await order(admin, { product_id: 'team', months: 1 })).code).toBe(ERRORS.FORBIDDEN.code);
    expect((await get(admin, 'quotas')).data.plan).toBe('team');
  });

  it("keeps every company's orders its own", async () => {
    const mine = (await get(owner, 'orders', { limit: 100 })).data.list[0];
    const theirs = await get(other, 'orders');
    expect(theirs.data.list.every((o: { buyer_id: string }) => o.buyer_id === other.userid)).toBe(true);
    expect(theirs.raw).not.toContain(mine.order_id);
    for (const path of ['checkpay/', 'payment']) {
      const r = await post(other, path, { order_id: mine.order_id });
      expect([r.status, r.code]).toEqual([404, ERRORS.NOT_FOUND.code]);
    }
    expect((await post(other, 'checkpay/', { order_id: 'not-an-id' })).code).toBe(ERRORS.NOT_FOUND.code);
    expect((await get(other, 'balance')).data).toMatchObject({ plan: 'free', amount: 0, create_time: null });
  });
});
