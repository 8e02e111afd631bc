import { AppError } from '@huiliu/core';

/** What the platform asks a provider to collect: an order's amount, with the page to come back to. */
export interface TradeRequest {
  orderId: string;
  /** fen. */
  amount: number;
  subject: string;
  /** Where the buyer's browser goes once the trade is done (a path of the public port). */
  returnPath: string;
}

/** The provider's side of an order: its number and the page the buyer pays on. */
export interface Trade {
  tradeNo: string;
  pageUrl: string;
  /** The page link stops working then; POST /company/payment makes a new one. */
  expiresAt: Date;
}

/** A provider's word that a trade was paid or closed, after its signature was verified. */
export interface PaymentNotification {
  tradeNo: string;
  orderId: string;
  amount: number;
  outcome: 'paid' | 'closed';
}

/** What a provider says of a trade when asked (the notification may have been lost); null: it does not know it. */
export type TradeState = 'open' | 'paid' | 'closed' | null;

/**
 * A payment provider (issue 13 billing): the platform opens trades, reads the provider's signed notifications and asks
 * it about a trade. The built-in sandbox is one; a real provider (Alipay, WeChat Pay) is another implementation of
 * these three methods, with its own notification endpoint at `/v1/api/pay/notify/<name>`.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Opens (or, for an order with an open trade, reopens) a trade and returns its page. */
  createTrade(request: TradeRequest, now: Date): Promise<Trade>;
  /** Verifies and reads a notification's fields; a forged or tampered one throws PAY_SIGNATURE_INVALID. */
  parseNotification(fields: Record<string, string>): PaymentNotification;
  queryTrade(tradeNo: string): Promise<TradeState>;
}

/** The providers the platform speaks to, by name. */
export class PaymentProviders {
  private readonly byName = new Map<string, PaymentProvider>();

  constructor(providers: readonly PaymentProvider[]) {
    for (const provider of providers) this.byName.set(provider.name, provider);
  }

  /** The provider orders go to (the first one). */
  get default(): PaymentProvider {
    const first = this.byName.values().next().value;
    if (!first) throw new Error('no payment provider');
    return first;
  }

  get(name: string): PaymentProvider {
    const provider = this.byName.get(name);
    if (!provider) throw new AppError('PAY_PROVIDER_UNKNOWN');
    return provider;
  }
}
