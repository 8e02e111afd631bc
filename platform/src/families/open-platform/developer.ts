import { APP_STATES, AppError, type AppManifest } from '@huiliu/core';
import type { BodyOf, OpenApp, OpenAppVersion, openPlatform } from '@huiliu/contract';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { OpenAppDirectory } from '../../apps/catalogue';
import { validateOpenDefinition } from '../../apps/open/validate';
import type { Db } from '../../db/open';
import { openApps, openAppVersions } from '../../db/schema-open-api';
import type { Auth } from '../user/sessions';
import { compareVersions, starterDefinition } from './starter';

/** What a developer may keep (the limits are in the error's message: core OPEN_APP_LIMIT). */
export const MAX_APPS_PER_COMPANY = 100;
export const MAX_VERSIONS_PER_APP = 200;

export interface DeveloperDeps {
  db: Db;
  directory: OpenAppDirectory;
}

/** Who acts on the developer calls: a signed-in developer, or the SDK on a partner's behalf (its own private app). */
export type Developer = Pick<Auth, 'companyId' | 'userId'>;

type AppRow = typeof openApps.$inferSelect;
type VersionRow = typeof openAppVersions.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

function versionJson(v: VersionRow): OpenAppVersion {
  return {
    app_id: v.appId,
    version: v.version,
    status: v.status as OpenAppVersion['status'],
    note: v.note,
    definition: v.definition,
    created_by: v.createdBy,
    created_at: v.createdAt.toISOString(),
    updated_at: v.updatedAt.toISOString(),
    published_at: v.publishedAt?.toISOString() ?? null,
  };
}

function appJson(app: AppRow, versions: VersionRow[]): OpenApp {
  const sorted = [...versions].sort((a, b) => compareVersions(b.version, a.version));
  const newest = sorted[0]?.definition as Partial<AppManifest> | undefined;
  return {
    app_id: app.appId,
    company_id: app.companyId,
    created_by: app.createdBy,
    name: newest?.name ?? '',
    name_en: newest?.en?.name ?? '',
    icon: newest?.icon ?? '',
    class_type: newest?.class_type ?? 'developer',
    visibility: app.visibility as OpenApp['visibility'],
    state: app.state,
    published_version: app.publishedVersion,
    versions: sorted.map(versionJson),
    created_at: app.createdAt.toISOString(),
    updated_at: app.updatedAt.toISOString(),
  };
}

/** The company's own app, locked for the rest of the transaction when `tx` is given; anyone else's reads as unknown. */
async function ownApp(db: Db | Tx, companyId: string, appId: string, lock = false): Promise<AppRow> {
  const query = db
    .select()
    .from(openApps)
    .where(and(eq(openApps.appId, appId), eq(openApps.companyId, companyId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('OPEN_APP_NOT_FOUND');
  return row;
}

async function versionsOf(db: Db | Tx, appIds: string[]): Promise<VersionRow[]> {
  if (appIds.length === 0) return [];
  return db.select().from(openAppVersions).where(inArray(openAppVersions.appId, appIds)).orderBy(asc(openAppVersions.createdAt));
}

async function appReply(db: Db | Tx, app: AppRow): Promise<OpenApp> {
  return appJson(app, await versionsOf(db, [app.appId]));
}

export async function listApps(deps: DeveloperDeps, auth: Auth): Promise<{ list: OpenApp[] }> {
  const apps = await deps.db.select().from(openApps).where(eq(openApps.companyId, auth.companyId)).orderBy(desc(openApps.createdAt));
  const versions = await versionsOf(
    deps.db,
    apps.map((a) => a.appId),
  );
  return {
    list: apps.map((a) =>
      appJson(
        a,
        versions.filter((v) => v.appId === a.appId),
      ),
    ),
  };
}

export async function getApp(deps: DeveloperDeps, auth: Auth, appId: string): Promise<OpenApp> {
  return appReply(deps.db, await ownApp(deps.db, auth.companyId, appId));
}

/** A draft the caller's company owns (for test_actions and check_action_fields of a version). */
export async function ownVersion(deps: DeveloperDeps, auth: Auth, appId: string, version: string): Promise<VersionRow> {
  await ownApp(deps.db, auth.companyId, appId);
  const [row] = await deps.db
    .select()
    .from(openAppVersions)
    .where(and(eq(openAppVersions.appId, appId), eq(openAppVersions.version, version)));
  if (!row) throw new AppError('OPEN_APP_VERSION_NOT_FOUND');
  return row;
}

export async function createApp(deps: DeveloperDeps, auth: Developer, body: BodyOf<typeof openPlatform.devCreate>): Promise<OpenApp> {
  return deps.db.transaction(async (tx) => {
    const [owned] = await tx.select({ n: count() }).from(openApps).where(eq(openApps.companyId, auth.companyId));
    if ((owned?.n ?? 0) >= MAX_APPS_PER_COMPANY) throw new AppError('OPEN_APP_LIMIT');
    const [app] = await tx
      .insert(openApps)
      .values({ companyId: auth.companyId, createdBy: auth.userId, visibility: 'private', state: APP_STATES.BETA })
      .returning();
    const version = '0.1.0';
    const check = validateOpenDefinition(starterDefinition(body), { appId: app!.appId, version, state: APP_STATES.BETA });
    // the starter is ours: a failure here is a bug, not the developer's input
    if (!check.ok) throw new Error(`开放平台初始定义不合法：${check.problems.map((p) => `${p.path} ${p.message}`).join('；')}`);
    await tx.insert(openAppVersions).values({ appId: app!.appId, version, definition: check.manifest, status: 'draft', createdBy: auth.userId });
    return appReply(tx, app!);
  });
}

/** Creates or replaces a draft; refused for a frozen version, a version below the highest published one, an invalid definition. */
export async function saveVersion(deps: DeveloperDeps, auth: Developer, body: BodyOf<typeof openPlatform.devVersionSave>): Promise<OpenAppVersion> {
  return deps.db.transaction(async (tx) => {
    const app = await ownApp(tx, auth.companyId, body.app_id, true);
    const versions = await versionsOf(tx, [app.appId]);
    const existing = versions.find((v) => v.version === body.version);
    if (existing && existing.status !== 'draft') throw new AppError('OPEN_APP_VERSION_FROZEN');
    if (!existing) {
      if (versions.length >= MAX_VERSIONS_PER_APP) throw new AppError('OPEN_APP_LIMIT');
      const highest = versions.filter((v) => v.status !== 'draft').sort((a, b) => compareVersions(b.version, a.version))[0];
      if (highest && compareVersions(body.version, highest.version) <= 0) throw new AppError('OPEN_APP_VERSION_NOT_NEWER');
    }
    const check = validateOpenDefinition(body.definition, { appId: app.appId, version: body.version, state: app.state });
    if (!check.ok) {
      const first = check.problems[0]!;
      throw new AppError('OPEN_APP_DEFINITION_INVALID', `应用定义不合法：${first.path ? `${first.path}：` : ''}${first.message}`, {
        problems: check.problems,
      });
    }
    const now = new Date();
    const values = { definition: check.manifest, note: body.note ?? existing?.note ?? '', updatedAt: now };
    const [saved] = existing
      ? await tx
          .update(openAppVersions)
          .set(values)
          .where(and(eq(openAppVersions.appId, app.appId), eq(openAppVersions.version, body.version)))
          .returning()
      : await tx
          .insert(openAppVersions)
          .values({ ...values, appId: app.appId, version: body.version, status: 'draft', createdBy: auth.userId })
          .returning();
    await tx.update(openApps).set({ updatedAt: now }).where(eq(openApps.appId, app.appId));
    return versionJson(saved!);
  });
}

/** Freezes a draft and points the app at it; the directory serves it to pipelines at once. */
export async function publishVersion(deps: DeveloperDeps, auth: Developer, body: BodyOf<typeof openPlatform.devVersionPublish>): Promise<OpenApp> {
  const app = await deps.db.transaction(async (tx) => {
    const app = await ownApp(tx, auth.companyId, body.app_id, true);
    const versions = await versionsOf(tx, [app.appId]);
    const target = versions.find((v) => v.version === body.version);
    if (!target) throw new AppError('OPEN_APP_VERSION_NOT_FOUND');
    if (target.status !== 'draft') throw new AppError('OPEN_APP_VERSION_FROZEN', '该版本已经发布过，不能再次发布；需要时请回滚到它');
    const highest = versions.filter((v) => v.status !== 'draft').sort((a, b) => compareVersions(b.version, a.version))[0];
    if (highest && compareVersions(body.version, highest.version) <= 0) throw new AppError('OPEN_APP_VERSION_NOT_NEWER');
    const now = new Date();
    await tx
      .update(openAppVersions)
      .set({ status: 'published', publishedAt: now, updatedAt: now })
      .where(and(eq(openAppVersions.appId, app.appId), eq(openAppVersions.version, body.version)));
    const [updated] = await tx
      .update(openApps)
      .set({ publishedVersion: body.version, updatedAt: now })
      .where(eq(openApps.appId, app.appId))
      .returning();
    return updated!;
  });
  await deps.directory.changed(app.appId);
  return appReply(deps.db, app);
}

/** Points the app back at an earlier published version (pipelines run it from their next step). */
export async function rollbackVersion(deps: DeveloperDeps, auth: Auth, body: BodyOf<typeof openPlatform.devVersionRollback>): Promise<OpenApp> {
  const app = await deps.db.transaction(async (tx) => {
    const app = await ownApp(tx, auth.companyId, body.app_id, true);
    const [target] = await tx
      .select()
      .from(openAppVersions)
      .where(and(eq(openAppVersions.appId, app.appId), eq(openAppVersions.version, body.version)));
    if (!target) throw new AppError('OPEN_APP_VERSION_NOT_FOUND');
    const current = app.publishedVersion;
    if (target.status !== 'published' || !current || compareVersions(body.version, current) >= 0) throw new AppError('OPEN_APP_ROLLBACK_INVALID');
    const [updated] = await tx
      .update(openApps)
      .set({ publishedVersion: body.version, updatedAt: new Date() })
      .where(eq(openApps.appId, app.appId))
      .returning();
    return updated!;
  });
  await deps.directory.changed(app.appId);
  return appReply(deps.db, app);
}

/** State and visibility; online or public needs a published version (there would be nothing to run). */
export async function setState(deps: DeveloperDeps, auth: Auth, body: BodyOf<typeof openPlatform.devState>): Promise<OpenApp> {
  const app = await deps.db.transaction(async (tx) => {
    const app = await ownApp(tx, auth.companyId, body.app_id, true);
    const state = body.state ?? app.state;
    const visibility = body.visibility ?? app.visibility;
    if (!app.publishedVersion && (state === APP_STATES.ONLINE || visibility === 'public')) throw new AppError('OPEN_APP_NOT_PUBLISHED');
    const [updated] = await tx.update(openApps).set({ state, visibility, updatedAt: new Date() }).where(eq(openApps.appId, app.appId)).returning();
    return updated!;
  });
  await deps.directory.changed(app.appId);
  return appReply(deps.db, app);
}

/** A version's definition with the app's live state (for testing a draft the directory does not serve). */
export function draftManifest(row: VersionRow, state: number): AppManifest {
  return { ...(row.definition as AppManifest), app_id: row.appId, version: row.version, state: state as AppManifest['state'] };
}

export { ownApp };
