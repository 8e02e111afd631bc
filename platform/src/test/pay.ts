import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';

/** The hidden fields of the sandbox trade page's form (trade_no, expires, sign). */
export function tradePageFields(html: string): Record<string, string> {
  return Object.fromEntries([...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!]));
}

/**
 * Opens the sandbox trade page as a browser does (HTML, no script, no style) and presses 支付 or 取消; the answer is
 * the form's reply (303 back to /plan, or a page saying why not).
 */
export async function onTradePage(app: FastifyInstance, url: string, action: 'pay' | 'cancel') {
  const page = await app.inject({ method: 'GET', url });
  expect([page.statusCode, page.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
  expect(page.body).not.toMatch(/<script|style=/);
  return app.inject({
    method: 'POST',
    url: '/v1/api/pay/tradepage',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...tradePageFields(page.body), action }).toString(),
  });
}
