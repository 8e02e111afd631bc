import { isListed, type AppManifest } from '@huiliu/core';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { openApps, openAppVersions } from '../../db/schema-open-api';
import type { OpenAppDirectory } from '../catalogue';

/**
 * Which other companies' private apps a company may also use: the companies of its SDK partner (issue 14 sdk slice,
 * `sdk_companies`). Synchronous because every catalogue lookup is; the SDK keeps its own in-memory map.
 */
export type PartnerCompanies = (companyId: string) => readonly string[];

interface Entry {
  companyId: string;
  visibility: string;
  manifest: AppManifest;
}

/**
 * The published open apps of the database, in memory (issue 14): loaded at start, one app reloaded on every
 * `changed`, in every process of a cluster (issue 15). Deny by default: an app is answered to its own company, to everyone when public, and to the companies
 * `partners` names; to anyone else it does not exist.
 */
export class DbOpenAppDirectory implements OpenAppDirectory {
  private readonly entries = new Map<string, Entry>();
  /** Set by followOverBus: tells the other processes of a cluster to reload the app. */
  announce: ((appId: string) => Promise<void>) | undefined;

  constructor(
    private readonly db: Db,
    private partners: PartnerCompanies = () => [],
  ) {}

  /** The SDK slice's partner map (issue 14): private apps of a partner reach the companies it created. */
  usePartners(partners: PartnerCompanies): void {
    this.partners = partners;
  }

  async load(): Promise<void> {
    const rows = await this.rows();
    this.entries.clear();
    for (const row of rows) this.entries.set(row.appId, toEntry(row));
  }

  /** An app was published, rolled back or changed visibility: read again here, and in every process (followOverBus). */
  async changed(appId: string): Promise<void> {
    await this.reload(appId);
    await this.announce?.(appId);
  }

  async reload(appId: string): Promise<void> {
    const [row] = await this.rows(appId);
    if (row) this.entries.set(appId, toEntry(row));
    else this.entries.delete(appId);
  }

  get(appId: string, companyId: string): AppManifest | undefined {
    const entry = this.entries.get(appId);
    return entry && this.maySee(entry, companyId) ? entry.manifest : undefined;
  }

  listed(companyId: string): AppManifest[] {
    return [...this.entries.entries()]
      .filter(([, e]) => isListed(e.manifest) && this.maySee(e, companyId))
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, e]) => e.manifest);
  }

  pollingAppIds(): string[] {
    return [...this.entries.entries()].filter(([, e]) => e.manifest.actions.some((a) => a.kind === 'polling')).map(([id]) => id);
  }

  private maySee(entry: Entry, companyId: string): boolean {
    return entry.companyId === companyId || entry.visibility === 'public' || this.partners(companyId).includes(entry.companyId);
  }

  /** Apps with a published version, joined to that version's definition. */
  private rows(appId?: string) {
    const published = and(eq(openAppVersions.appId, openApps.appId), eq(openAppVersions.version, openApps.publishedVersion));
    return this.db
      .select({
        appId: openApps.appId,
        companyId: openApps.companyId,
        visibility: openApps.visibility,
        state: openApps.state,
        version: openAppVersions.version,
        definition: openAppVersions.definition,
      })
      .from(openApps)
      .innerJoin(openAppVersions, published)
      .where(appId === undefined ? undefined : eq(openApps.appId, appId));
  }
}

function toEntry(row: { appId: string; companyId: string; visibility: string; state: number; version: string; definition: unknown }): Entry {
  // the row's state wins over the one frozen in the version: going offline must not need a new version
  const manifest = { ...(row.definition as AppManifest), app_id: row.appId, version: row.version, state: row.state as AppManifest['state'] };
  return { companyId: row.companyId, visibility: row.visibility, manifest };
}
