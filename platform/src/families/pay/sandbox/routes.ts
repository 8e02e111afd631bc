import { pay } from '@huiliu/contract';
import { AppError, ERRORS } from '@huiliu/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { route } from '../../../http/route';
import type { BillingDeps } from '../../billing/deps';
import { fieldsOf } from '../form';
import { messagePage, tradePage } from './page';
import type { SandboxProvider } from './sandbox';

const REFUSED = { paid: '该交易已支付，不能取消。', closed: '该交易已关闭，不能再支付。' } as const;

function html(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply.status(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
}

/**
 * The sandbox provider's pages (public: the link's signature is the credential). GET shows the trade with 支付 / 取消;
 * POST settles it in the provider's book, posts the signed notification to the platform's notify endpoint through the
 * HTTP stack (`inject`: the same route, parser and verification a remote provider's request meets) and sends the
 * browser back to /plan. A refusal is a page saying why, never JSON.
 */
export function sandboxPageRoutes(scope: FastifyInstance, app: FastifyInstance, deps: BillingDeps & { sandbox: SandboxProvider }): void {
  const { sandbox } = deps;
  const failed = (reply: FastifyReply, err: unknown) => {
    if (err instanceof AppError) return html(reply, err.entry.http, messagePage(err.message));
    deps.log.error({ err }, '沙箱收银台出错');
    return html(reply, 500, messagePage(ERRORS.INTERNAL.msg));
  };

  route(scope, pay.tradepage, async (req, reply) => {
    try {
      const fields = fieldsOf(req.query);
      const trade = await sandbox.tradeOfLink(fields, deps.now());
      if (trade.status !== 'open') return html(reply, 200, messagePage('', trade));
      return html(reply, 200, tradePage(trade, { trade_no: trade.tradeNo, expires: fields.expires!, sign: fields.sign! }));
    } catch (err) {
      return failed(reply, err);
    }
  });

  route(scope, pay.tradepageSubmit, async (req, reply) => {
    try {
      const fields = fieldsOf(req.body);
      const wanted = fields.action === 'pay' ? 'paid' : fields.action === 'cancel' ? 'closed' : null;
      if (!wanted) throw new AppError('BAD_REQUEST', '请求参数有误：action 须为 pay 或 cancel');
      const trade = await sandbox.settle((await sandbox.tradeOfLink(fields, deps.now())).tradeNo, wanted);
      // the book had already settled the other way (a second tab, the back button): the provider refuses
      if (trade.status !== wanted) return html(reply, 409, messagePage(REFUSED[trade.status as keyof typeof REFUSED], trade));
      const answer = await app.inject({
        method: 'POST',
        url: '/v1/api/pay/notify/sandbox',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(sandbox.notification(trade, deps.now())).toString(),
      });
      const envelope = JSON.parse(answer.body) as { code: number; msg: string };
      if (envelope.code !== 0) return html(reply, answer.statusCode, messagePage(envelope.msg, trade));
      return reply.header('cache-control', 'no-store').redirect(trade.returnPath, 303);
    } catch (err) {
      return failed(reply, err);
    }
  });
}
