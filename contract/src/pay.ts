import { z } from 'zod';
import { call } from './call';
import { Order, orderMonths, plan, ORDER_STATUSES } from './company-billing';
import { id, timestamp } from './fields';

// issue 13 billing — spec §7 Pay (/v1/api/pay): orders and tradepage; spec §6 exempts both from the query-string
// token. The provider's notification endpoint is ours (docs/rest-contract-company.md "billing").

/** The payment providers the platform speaks to; the built-in sandbox completes or cancels a trade for real. */
export const PAY_PROVIDERS = ['sandbox'] as const;

export const pay = {
  /** Creates an order of a plan for some months; the amount comes from core's price table, never from the client. */
  orders: call({
    method: 'POST',
    path: '/v1/api/pay/orders',
    body: z.object({ product_id: plan, months: orderMonths }),
    reply: z.strictObject({ order: Order, trade_page_url: z.string(), expires_at: timestamp }),
  }),
  /** The sandbox provider's trade page (HTML, public: its link is signed and expires). */
  tradepage: call({ method: 'GET', path: '/v1/api/pay/tradepage', reply: z.string(), public: true, raw: true }),
  /** The trade page's form: 支付 or 取消; answers 303 to the order's return page, or the page with the refusal. */
  tradepageSubmit: call({ method: 'POST', path: '/v1/api/pay/tradepage', reply: z.string(), public: true, request: 'any', raw: true }),
  /** A provider's notification (form or JSON, signed by the provider); applied exactly once. */
  notify: call({
    method: 'POST',
    path: '/v1/api/pay/notify/:provider',
    params: z.object({ provider: z.string() }),
    reply: z.strictObject({ order_id: id, status: z.enum(ORDER_STATUSES) }),
    public: true,
    request: 'any',
  }),
};
