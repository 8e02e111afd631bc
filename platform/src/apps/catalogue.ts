import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppError, BUILTIN_MANIFESTS, OPEN_PLATFORM_ID_MIN, isListed, lookupAppId, type AppAction, type AppManifest } from '@huiliu/core';
import { CATALOGUE_MANIFESTS } from './catalogue/index';
import { validateManifest } from './validate';

/**
 * Every app the platform can run (issue 11): the built-ins, the catalogue of third-party apps and any JSON
 * definitions in `HUILIU_APPS_DIR`, each validated once at start. Lookup truncates ids to 7 digits (spec §5).
 * Ids of 1,000,000 and above belong to the open platform (spec §3, §9): issue 14 adds them behind `get()`.
 */
export class Catalogue {
  private readonly byId = new Map<string, AppManifest>();

  constructor(manifests: readonly AppManifest[]) {
    for (const m of manifests) {
      if (this.byId.has(m.app_id)) throw new Error(`应用定义 ${m.app_id} 重复`);
      this.byId.set(m.app_id, m);
    }
  }

  /** Every app, listed or not, in id order. */
  all(): AppManifest[] {
    return [...this.byId.values()].sort((a, b) => Number(a.app_id) - Number(b.app_id));
  }

  /** spec §4 "App list": apps in state 1 or 3. */
  listed(): AppManifest[] {
    return this.all().filter(isListed);
  }

  get(appId: string | number): AppManifest | undefined {
    const id = lookupAppId(appId);
    if (Number(id) >= OPEN_PLATFORM_ID_MIN) return undefined; // the open platform's seam (issue 14)
    return this.byId.get(id);
  }

  action(appId: string | number, actionId: string): AppAction | undefined {
    return this.get(appId)?.actions.find((a) => a.action_id === actionId);
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
