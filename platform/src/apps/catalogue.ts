import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppError, BUILTIN_MANIFESTS, isListed, lookupAppId, type AppAction, type AppManifest, isOpenPlatformAppId } from '@huiliu/core';
import { CATALOGUE_MANIFESTS } from './catalogue/index';
import { validateManifest } from './validate';

/**
 * The open platform's published apps (issue 14), kept in memory so a lookup stays synchronous: the engine, the
 * editor's views and search ask on every step. `get` / `listed` answer only what `companyId` may see (deny by
 * default: its own apps, public ones, and private ones of its SDK partner); `changed` reloads one app after a publish,
 * rollback, state or visibility change — issue 15 calls it from other processes to keep them in step.
 */
export interface OpenAppDirectory {
  get(appId: string, companyId: string): AppManifest | undefined;
  listed(companyId: string): AppManifest[];
  changed(appId: string): Promise<void>;
  /**
   * The ids of every published open app with a polling trigger, of any company (issue 14 integrate): only for the
   * engine's start-up scan of switched-on pipelines, which then asks `get` as each pipeline's company. Ids, never
   * definitions, so nothing of a company's app reaches anyone through it.
   */
  pollingAppIds(): string[];
}

/**
 * Every app the platform can run (issue 11): the built-ins, the catalogue of third-party apps and any JSON
 * definitions in `HUILIU_APPS_DIR`, each validated once at start. Lookup truncates ids to 7 digits (spec §5).
 * Ids of 1,000,000 and above belong to the open platform (spec §3, §9): they come from the `OpenAppDirectory`
 * and only for a caller that names its company — a lookup without one never finds an open app.
 */
export class Catalogue {
  private readonly byId = new Map<string, AppManifest>();
  private open: OpenAppDirectory | undefined;

  constructor(manifests: readonly AppManifest[]) {
    for (const m of manifests) {
      if (this.byId.has(m.app_id)) throw new Error(`应用定义 ${m.app_id} 重复`);
      this.byId.set(m.app_id, m);
    }
  }

  /** The open platform's published apps (issue 14); set once at start by buildPlatform. */
  useOpenApps(directory: OpenAppDirectory): void {
    this.open = directory;
  }

  /** Every app of the catalogue itself, listed or not, in id order (never an open app: they belong to companies). */
  all(): AppManifest[] {
    return [...this.byId.values()].sort((a, b) => Number(a.app_id) - Number(b.app_id));
  }

  /** spec §4 "App list": apps in state 1 or 3; with `companyId`, the open apps it may see after the catalogue's. */
  listed(companyId?: string): AppManifest[] {
    const own = this.all().filter(isListed);
    return companyId ? [...own, ...this.openListed(companyId)] : own;
  }

  /** The listed open apps `companyId` may see (none without a directory). */
  openListed(companyId: string): AppManifest[] {
    return this.open?.listed(companyId) ?? [];
  }

  get(appId: string | number, companyId?: string): AppManifest | undefined {
    const id = lookupAppId(appId);
    if (isOpenPlatformAppId(id)) return companyId ? this.open?.get(id, companyId) : undefined;
    return this.byId.get(id);
  }

  action(appId: string | number, actionId: string, companyId?: string): AppAction | undefined {
    return this.get(appId, companyId)?.actions.find((a) => a.action_id === actionId);
  }

  /** Ids of open apps with a polling trigger, any company's: the engine re-checks each pipeline by its company. */
  openPollingAppIds(): string[] {
    return this.open?.pollingAppIds() ?? [];
  }

  /** The catalogue as one company sees it: for code that takes a plain lookup (core's AppLookup, validation). */
  forCompany(companyId: string): { get(appId: string | number): AppManifest | undefined } {
    return { get: (appId) => this.get(appId, companyId) };
  }
}

/** Reads `*.json` definitions from a folder; a bad one stops the start with its file and problems named. */
export function readManifestDir(dir: string): AppManifest[] {
  const out: AppManifest[] = [];
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()) {
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(join(dir, name), 'utf8'));
    } catch (err) {
      // an operator's setting: serve.ts prints an AppError's message alone, no stack trace
      throw new AppError('CONFIG_INVALID', `HUILIU_APPS_DIR 中的应用定义 ${name} 不是合法的 JSON：${(err as Error).message}`);
    }
    const check = validateManifest(json);
    if (!check.ok) throw new AppError('CONFIG_INVALID', `HUILIU_APPS_DIR 中的应用定义 ${name} 不合法：${check.problems.join('；')}`);
    out.push(check.manifest);
  }
  return out;
}

/** The platform's catalogue: every definition validated, the built-ins included (they move onto one format). */
export function loadCatalogue(opts: { appsDir?: string | undefined } = {}): Catalogue {
  const manifests = [...BUILTIN_MANIFESTS, ...CATALOGUE_MANIFESTS];
  for (const m of manifests) {
    const check = validateManifest(m);
    if (!check.ok) throw new Error(`应用定义 ${m.app_id} 不合法：${check.problems.join('；')}`);
  }
  return new Catalogue([...manifests, ...(opts.appsDir ? readManifestDir(opts.appsDir) : [])]);
}
