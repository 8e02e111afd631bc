import { NOTICE_EVENT_TYPES, type NoticeEventConfig, type NoticeEventType } from '@huiliu/contract';
import { AppError } from '@huiliu/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { noticeEventConfigs } from '../../db/schema-company';
import { monitorSettings } from '../../db/schema-engine';
import { activePeople } from './recipients';

/**
 * spec §3 Events config, one store per event type (issue 13: "the process_error event config and the monitor's
 * general settings are the same data"): `process_error` is the error monitor's row of `monitor_settings`, every other
 * type a row of `notice_event_configs`. Both the console's and the monitor's calls read and write through here.
 */

export type MonitorSettingsRow = typeof monitorSettings.$inferSelect;
type ConfigRow = typeof noticeEventConfigs.$inferSelect;

/** What an event-config save changes; a field left out keeps its saved value. */
export interface ConfigPatch {
  status?: 0 | 1 | undefined;
  email_notice?: 0 | 1 | undefined;
  sms_notice?: 0 | 1 | undefined;
  notified_users?: string[] | undefined;
}

/** A company that never saved an event's config: on, nobody named (a company-wide in-app notice), no email, no SMS. */
function defaults(eventType: NoticeEventType): NoticeEventConfig {
  return { event_type: eventType, status: 1, email_notice: 0, sms_notice: 0, notified_users: [], updated_at: null };
}

const bitOf = (n: number): 0 | 1 => (n === 1 ? 1 : 0);

function toConfig(eventType: NoticeEventType, row: Pick<ConfigRow, 'status' | 'emailNotice' | 'smsNotice' | 'notifiedUsers' | 'updatedAt'> | null) {
  if (!row) return defaults(eventType);
  return {
    event_type: eventType,
    status: bitOf(row.status),
    email_notice: bitOf(row.emailNotice),
    sms_notice: bitOf(row.smsNotice),
    notified_users: row.notifiedUsers,
    updated_at: row.updatedAt.toISOString(),
  } satisfies NoticeEventConfig;
}

/** The `process_error` config as the monitor's settings row holds it. */
export function processErrorConfig(row: MonitorSettingsRow | null): NoticeEventConfig {
  return toConfig('process_error', row);
}

export async function findMonitorSettings(db: Db, companyId: string): Promise<MonitorSettingsRow | null> {
  const [row] = await db.select().from(monitorSettings).where(eq(monitorSettings.companyId, companyId)).limit(1);
  return row ?? null;
}

export async function readEventConfig(db: Db, companyId: string, eventType: NoticeEventType): Promise<NoticeEventConfig> {
  if (eventType === 'process_error') return processErrorConfig(await findMonitorSettings(db, companyId));
  const [row] = await db
    .select()
    .from(noticeEventConfigs)
    .where(and(eq(noticeEventConfigs.companyId, companyId), eq(noticeEventConfigs.eventType, eventType)))
    .limit(1);
  return toConfig(eventType, row ?? null);
}

/** Every event type's config, in NOTICE_EVENT_TYPES order. */
export async function readEventConfigs(db: Db, companyId: string): Promise<NoticeEventConfig[]> {
  const [monitor, rows] = await Promise.all([
    findMonitorSettings(db, companyId),
    db.select().from(noticeEventConfigs).where(eq(noticeEventConfigs.companyId, companyId)),
  ]);
  const byType = new Map(rows.map((r) => [r.eventType, r]));
  return NOTICE_EVENT_TYPES.map((type) => (type === 'process_error' ? processErrorConfig(monitor) : toConfig(type, byType.get(type) ?? null)));
}

/**
 * spec §3 notified_users: people of the company who are not disabled, each once. Another company's id, an unknown
 * one and a disabled person are refused as one (4250), so the refusal tells nobody whether a foreign id exists.
 */
export async function checkNotifiedUsers(db: Db, companyId: string, userIds: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(userIds)];
  if ((await activePeople(db, companyId, wanted)).length !== wanted.length) throw new AppError('NOTICE_USER_INVALID');
  return wanted;
}

/** The columns a patch sets, in the tables' spelling (both tables name them alike). */
function columnsOf(patch: ConfigPatch) {
  return {
    ...(patch.status !== undefined ? { status: patch.status } : {}),
    ...(patch.email_notice !== undefined ? { emailNotice: patch.email_notice } : {}),
    ...(patch.sms_notice !== undefined ? { smsNotice: patch.sms_notice } : {}),
    ...(patch.notified_users !== undefined ? { notifiedUsers: patch.notified_users } : {}),
  };
}

/**
 * Writes the monitor's settings row: only the columns given, in one upsert, so two saves of different fields (the
 * console's people and the monitor's webhook) never undo each other.
 */
export async function patchMonitorSettings(
  db: Db,
  companyId: string,
  patch: Partial<Omit<MonitorSettingsRow, 'companyId' | 'updatedAt'>>,
): Promise<MonitorSettingsRow> {
  const [row] = await db
    .insert(monitorSettings)
    .values({ companyId, ...patch })
    .onConflictDoUpdate({ target: monitorSettings.companyId, set: { ...patch, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}

/** Saves one event's config (the people checked first) and answers it as stored. */
export async function saveEventConfig(db: Db, companyId: string, eventType: NoticeEventType, patch: ConfigPatch): Promise<NoticeEventConfig> {
  const notified = patch.notified_users ? await checkNotifiedUsers(db, companyId, patch.notified_users) : undefined;
  const columns = columnsOf({ ...patch, notified_users: notified });
  if (eventType === 'process_error') return processErrorConfig(await patchMonitorSettings(db, companyId, columns));
  const [row] = await db
    .insert(noticeEventConfigs)
    .values({ companyId, eventType, ...columns })
    .onConflictDoUpdate({ target: [noticeEventConfigs.companyId, noticeEventConfigs.eventType], set: { ...columns, updatedAt: sql`now()` } })
    .returning();
  return toConfig(eventType, row ?? null);
}
