import type { Catalogue } from '../../apps/catalogue';
import type { Db } from '../../db/open';
import type { Mailer } from '../monitor/mailer';
import type { PaymentProviders } from '../pay/provider';

interface BillingLog {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** What the billing and pay families need (issue 13 billing). */
export interface BillingDeps {
  db: Db;
  /** The clock every period, expiry and month is read from (tests set it). */
  now: () => Date;
  catalogue: Catalogue;
  providers: PaymentProviders;
  /** Called after a company's plan changed (paid, expired): drops what caches it, so limits follow at once. */
  planChanged: (companyId: string) => void;
  /** Billing notices by mail; null when SMTP is not configured (in-app notices still go out). */
  mailer: Mailer | null;
  log: BillingLog;
}
