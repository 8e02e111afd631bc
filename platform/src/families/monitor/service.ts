import type { BodyOf, MonitorRelation, MonitorSettings, monitor } from '@huiliu/contract';
import { AppError, ERRORS } from '@huiliu/core';
import type { Db } from '../../db/open';
import * as repo from './repository';

type SettingsInput = BodyOf<typeof monitor.saveSettings>;

/** What a company that never saved settings gets: the monitor on, no channel but the in-app notice. */
const DEFAULT_SETTINGS: MonitorSettings = { email_notice: 0, sms_notice: 0, notified_users: [], emails: [], webhook_url: '', status: 1 };

function toRelation(processId: string, row: repo.RelationRow | null): MonitorRelation {
  return { process_id: processId, monitored: row?.monitored === 1 ? 1 : 0, error_process_id: row?.errorProcessId ?? null };
}

export function toSettings(row: repo.SettingsRow | null): MonitorSettings {
  if (!row) return { ...DEFAULT_SETTINGS };
  return {
    // the columns hold only what the contract's flags let in
    email_notice: row.emailNotice === 1 ? 1 : 0,
    sms_notice: row.smsNotice === 1 ? 1 : 0,
    notified_users: row.notifiedUsers,
    emails: row.emails,
    webhook_url: row.webhookUrl ?? '',
    status: row.status === 1 ? 1 : 0,
  };
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
  return toSettings(await repo.findSettings(db, companyId));
}

/** Saves the fields given over the saved ones; a notified user must be a person of the company. */
export async function saveSettings(db: Db, companyId: string, input: SettingsInput): Promise<MonitorSettings> {
  const current = await getSettings(db, companyId);
  const notified = input.notified_users ? [...new Set(input.notified_users)] : current.notified_users;
  if (input.notified_users && (await repo.userEmails(db, companyId, notified)).length !== notified.length) throw new AppError('NOT_FOUND');
  const row = await repo.saveSettings(db, {
    companyId,
    emailNotice: input.email_notice ?? current.email_notice,
    smsNotice: input.sms_notice ?? current.sms_notice,
    notifiedUsers: notified,
    emails: input.emails ? [...new Set(input.emails.map((e) => e.toLowerCase()))] : current.emails,
    webhookUrl: input.webhook_url === undefined ? current.webhook_url || null : input.webhook_url || null,
    status: input.status ?? current.status,
  });
  return toSettings(row);
}
