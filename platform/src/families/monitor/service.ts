import type { BodyOf, MonitorRelation, MonitorSettings, monitor } from '@huiliu/contract';
import { AppError, ERRORS } from '@huiliu/core';
import type { Db } from '../../db/open';
import { checkNotifiedUsers, findMonitorSettings, patchMonitorSettings, processErrorConfig, type MonitorSettingsRow } from '../notice/event-configs';
import * as repo from './repository';

type SettingsInput = BodyOf<typeof monitor.saveSettings>;

function toRelation(processId: string, row: repo.RelationRow | null): MonitorRelation {
  return { process_id: processId, monitored: row?.monitored === 1 ? 1 : 0, error_process_id: row?.errorProcessId ?? null };
}

/**
 * The general settings: the `process_error` event config (its status, channels and people; notice/event-configs.ts)
 * with the monitor's own extra addresses and webhook, all one row. A company that never saved them gets the event's
 * defaults: on, nobody named (a company-wide in-app notice), no email, SMS or webhook.
 */
export function toSettings(row: MonitorSettingsRow | null): MonitorSettings {
  const { status, email_notice, sms_notice, notified_users } = processErrorConfig(row);
  return { email_notice, sms_notice, notified_users, emails: row?.emails ?? [], webhook_url: row?.webhookUrl ?? '', status };
}

async function ownPipeline(db: Db, companyId: string, processId: string): Promise<void> {
  if ((await repo.pipelineTitle(db, companyId, processId)) === null) throw new AppError('NOT_FOUND');
}

/** The error pipeline must be another pipeline of the same company (a run cannot watch itself). */
async function checkErrorPipeline(db: Db, companyId: string, processId: string, errorProcessId: string | null | undefined): Promise<void> {
  if (!errorProcessId) return;
  if (errorProcessId === processId) throw new AppError('BAD_REQUEST', `${ERRORS.BAD_REQUEST.msg}：错误处理流程不能是被监控的流程本身`);
  await ownPipeline(db, companyId, errorProcessId);
}

export async function getRelation(db: Db, companyId: string, processId: string): Promise<MonitorRelation> {
  await ownPipeline(db, companyId, processId);
  return toRelation(processId, await repo.findRelation(db, companyId, processId));
}

export async function addRelation(
  db: Db,
  companyId: string,
  input: { process_id: string; error_process_id?: string | null | undefined },
): Promise<MonitorRelation> {
  await ownPipeline(db, companyId, input.process_id);
  await checkErrorPipeline(db, companyId, input.process_id, input.error_process_id);
  const row = await repo.saveRelation(db, { companyId, processId: input.process_id, monitored: 1, errorProcessId: input.error_process_id ?? null });
  return toRelation(input.process_id, row);
}

export async function updateRelation(
  db: Db,
  companyId: string,
  input: { process_id: string; monitored?: 0 | 1 | undefined; error_process_id?: string | null | undefined },
): Promise<MonitorRelation> {
  await ownPipeline(db, companyId, input.process_id);
  await checkErrorPipeline(db, companyId, input.process_id, input.error_process_id);
  const before = await repo.findRelation(db, companyId, input.process_id);
  const row = await repo.saveRelation(db, {
    companyId,
    processId: input.process_id,
    monitored: input.monitored ?? before?.monitored ?? 1,
    errorProcessId: input.error_process_id === undefined ? (before?.errorProcessId ?? null) : input.error_process_id,
  });
  return toRelation(input.process_id, row);
}

export async function removeRelation(db: Db, companyId: string, processId: string): Promise<{ process_id: string }> {
  await ownPipeline(db, companyId, processId);
  await repo.deleteRelation(db, companyId, processId);
  return { process_id: processId };
}

export async function getSettings(db: Db, companyId: string): Promise<MonitorSettings> {
  return toSettings(await findMonitorSettings(db, companyId));
}

/** Saves the fields given over the saved ones (one upsert); notified users as every event config checks them (4250). */
export async function saveSettings(db: Db, companyId: string, input: SettingsInput): Promise<MonitorSettings> {
  const notified = input.notified_users ? await checkNotifiedUsers(db, companyId, input.notified_users) : undefined;
  const row = await patchMonitorSettings(db, companyId, {
    ...(input.email_notice !== undefined ? { emailNotice: input.email_notice } : {}),
    ...(input.sms_notice !== undefined ? { smsNotice: input.sms_notice } : {}),
    ...(notified ? { notifiedUsers: notified } : {}),
    ...(input.emails ? { emails: [...new Set(input.emails.map((e) => e.toLowerCase()))] } : {}),
    ...(input.webhook_url !== undefined ? { webhookUrl: input.webhook_url || null } : {}),
    ...(input.status !== undefined ? { status: input.status } : {}),
  });
  return toSettings(row);
}
