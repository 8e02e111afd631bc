import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { sdkCompanies, sdkPartners } from '../../db/schema-sdk';

/**
 * Which partner company made each company (issue 14, `sdk_companies`): the open platform's directory asks it on every
 * lookup whose private apps a company may also use, so it answers synchronously from memory. Loaded at start; `changed`
 * re-reads one company after create_company links it, in every process of a cluster (issue 15, followOverBus).
 */
export interface SdkCompanyLinks {
  /** The companies whose private open apps `companyId` may use besides its own: the partner that created it, or none. */
  partnersOf(companyId: string): readonly string[];
  changed(companyId: string): Promise<void>;
}

const NONE: readonly string[] = [];

export class DbSdkCompanyLinks implements SdkCompanyLinks {
  /** created company → its partner's own company */
  private readonly madeBy = new Map<string, readonly string[]>();
  /** Set by followOverBus: tells the other processes of a cluster to reload the company. */
  announce: ((companyId: string) => Promise<void>) | undefined;

  constructor(private readonly db: Db) {}

  async load(): Promise<void> {
    const rows = await this.rows();
    this.madeBy.clear();
    for (const row of rows) this.madeBy.set(row.companyId, [row.partnerCompanyId]);
  }

  async changed(companyId: string): Promise<void> {
    await this.reload(companyId);
    await this.announce?.(companyId);
  }

  async reload(companyId: string): Promise<void> {
    const [row] = await this.rows(companyId);
    if (row) this.madeBy.set(companyId, [row.partnerCompanyId]);
    else this.madeBy.delete(companyId);
  }

  partnersOf(companyId: string): readonly string[] {
    return this.madeBy.get(companyId) ?? NONE;
  }

  private rows(companyId?: string) {
    return this.db
      .select({ companyId: sdkCompanies.companyId, partnerCompanyId: sdkPartners.companyId })
      .from(sdkCompanies)
      .innerJoin(sdkPartners, eq(sdkPartners.id, sdkCompanies.partnerId))
      .where(companyId === undefined ? undefined : eq(sdkCompanies.companyId, companyId));
  }
}
