import { AppError, newId } from '@huiliu/core';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/open';
import { sandboxTrades } from '../../../db/schema-billing';
import type { PaymentNotification, PaymentProvider, Trade, TradeRequest, TradeState } from '../provider';
import { Signer } from './signing';

export const TRADE_PAGE_PATH = '/v1/api/pay/tradepage';
/** How long a trade page link works; POST /company/payment makes a new one. */
const TRADE_LINK_MS = 30 * 60_000;

export type SandboxTrade = typeof sandboxTrades.$inferSelect;

const STATUS_OF = { TRADE_SUCCESS: 'paid', TRADE_CLOSED: 'closed' } as const;

const notificationFields = z.object({
  trade_no: z.string().min(1).max(64),
  out_trade_no: z.string().regex(/^\d{1,19}$/),
  total_amount: z.string().regex(/^\d{1,12}$/),
  trade_status: z.enum(['TRADE_SUCCESS', 'TRADE_CLOSED']),
});

const linkFields = z.object({ trade_no: z.string().min(1).max(64), expires: z.string().regex(/^\d{1,12}$/) });

/**
 * The built-in sandbox payment provider (issue 13 billing): it keeps its own book of trades, serves a trade page on
 * which the buyer pays or cancels, and tells the platform by a signed notification, as a real provider does. Nothing
 * is charged: paying on its page is the whole payment. Links and notifications are signed with a key derived from the
 * platform's secret key.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';
  readonly signer: Signer;

  constructor(
    private readonly db: Db,
    secretKey: Buffer,
  ) {
    this.signer = new Signer(secretKey);
  }

  async createTrade(request: TradeRequest, now: Date): Promise<Trade> {
    // an order keeps its one open trade: paying again shows the same trade under a new link
    const [open] = await this.db
      .select()
      .from(sandboxTrades)
      .where(and(eq(sandboxTrades.orderId, request.orderId), eq(sandboxTrades.status, 'open')))
      .limit(1);
    const tradeNo = open?.tradeNo ?? `SBX${newId()}`;
    if (!open) {
      await this.db
        .insert(sandboxTrades)
        .values({ tradeNo, orderId: request.orderId, amount: request.amount, subject: request.subject, returnPath: request.returnPath });
    }
    const expiresAt = new Date(now.getTime() + TRADE_LINK_MS);
    const link = { trade_no: tradeNo, expires: String(Math.floor(expiresAt.getTime() / 1000)) };
    const query = new URLSearchParams({ ...link, sign: this.signer.sign('link', link) });
    return { tradeNo, pageUrl: `${TRADE_PAGE_PATH}?${query.toString()}`, expiresAt };
  }

  parseNotification(fields: Record<string, string>): PaymentNotification {
    if (!this.signer.verify('notify', fields)) throw new AppError('PAY_SIGNATURE_INVALID');
    const parsed = notificationFields.safeParse(fields);
    // only this provider signs: a signed notification it could not have written is no notification of its
    if (!parsed.success) throw new AppError('PAY_SIGNATURE_INVALID');
    const n = parsed.data;
    return { tradeNo: n.trade_no, orderId: n.out_trade_no, amount: Number(n.total_amount), outcome: STATUS_OF[n.trade_status] };
  }

  async queryTrade(tradeNo: string): Promise<TradeState> {
    return (await this.find(tradeNo))?.status ?? null;
  }

  // ── the provider's own side: its page and what the buyer does there ─────────────

  /** The trade a page link names, once its signature holds and it has not expired. */
  async tradeOfLink(fields: Record<string, string>, now: Date): Promise<SandboxTrade> {
    const parsed = linkFields.safeParse(fields);
    if (!parsed.success || !this.signer.verify('link', { ...parsed.data, sign: fields.sign ?? '' })) throw new AppError('PAY_SIGNATURE_INVALID');
    if (Number(parsed.data.expires) * 1000 <= now.getTime()) throw new AppError('TRADE_PAGE_EXPIRED');
    const trade = await this.find(parsed.data.trade_no);
    if (!trade) throw new AppError('NOT_FOUND');
    return trade;
  }

  /** The buyer paid or cancelled: the book changes once (open → paid | closed); the trade as it then stands. */
  async settle(tradeNo: string, outcome: 'paid' | 'closed'): Promise<SandboxTrade> {
    const [changed] = await this.db
      .update(sandboxTrades)
      .set({ status: outcome, updatedAt: sql`now()` })
      .where(and(eq(sandboxTrades.tradeNo, tradeNo), eq(sandboxTrades.status, 'open')))
      .returning();
    const trade = changed ?? (await this.find(tradeNo));
    if (!trade) throw new AppError('NOT_FOUND');
    return trade;
  }

  /** The signed notification of a settled trade, as the provider posts it to `/v1/api/pay/notify/sandbox`. */
  notification(trade: SandboxTrade, now: Date): Record<string, string> {
    const fields = {
      notify_id: newId(),
      notify_time: now.toISOString(),
      trade_no: trade.tradeNo,
      out_trade_no: trade.orderId,
      total_amount: String(trade.amount),
      trade_status: trade.status === 'paid' ? 'TRADE_SUCCESS' : 'TRADE_CLOSED',
    };
    return { ...fields, sign: this.signer.sign('notify', fields) };
  }

  private async find(tradeNo: string): Promise<SandboxTrade | undefined> {
    const [row] = await this.db.select().from(sandboxTrades).where(eq(sandboxTrades.tradeNo, tradeNo)).limit(1);
    return row;
  }
}
