import type { SandboxTrade } from './sandbox';
import { TRADE_PAGE_PATH } from './sandbox';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

/** No script and no style: the trade page's CSP (gateway security-headers `tradePage`) allows neither. */
function page(body: string): string {
  return `<!doctype html>
<html lang="zh-CN">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>沙箱收银台 | 汇流</title></head>
<body><main>
<h1>沙箱收银台</h1>
<p>这是汇流内置的沙箱支付：点击“支付”即视为付款成功，不会产生真实扣款。</p>
${body}
</main></body>
</html>
`;
}

function details(trade: SandboxTrade): string {
  return `<dl>
<dt>商品</dt><dd>${escape(trade.subject)}</dd>
<dt>金额</dt><dd>${yuan(trade.amount)}</dd>
<dt>订单号</dt><dd>${escape(trade.orderId)}</dd>
<dt>交易号</dt><dd>${escape(trade.tradeNo)}</dd>
</dl>`;
}

/** The page of an open trade: its details and a form whose two buttons pay or cancel it. */
export function tradePage(trade: SandboxTrade, link: { trade_no: string; expires: string; sign: string }): string {
  const hidden = Object.entries(link)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escape(value)}">`)
    .join('');
  const form = `<form method="post" action="${TRADE_PAGE_PATH}">${hidden}
<button type="submit" name="action" value="pay">支付</button>
<button type="submit" name="action" value="cancel">取消</button>
</form>`;
  return page(`${details(trade)}\n${form}`);
}

const DONE = { paid: '该交易已支付。', closed: '该交易已关闭。', open: '' } as const;

/** A trade that is no longer open, or a refusal: what happened and the way back. */
export function messagePage(message: string, trade?: SandboxTrade): string {
  const back = trade?.returnPath ?? '/plan';
  const text = message || (trade ? DONE[trade.status] : '');
  return page(`${trade ? details(trade) : ''}\n<p role="alert">${escape(text)}</p>\n<p><a href="${escape(back)}">返回套餐页面</a></p>`);
}
