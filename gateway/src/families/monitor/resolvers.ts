import type { Resolvers } from '../../generated/resolvers-types';
import type { RestMonitorRelation, RestMonitorSettings, RestUser } from '../../rest';

const BASE = '/v1/api/application/monitor';
const flag = (value: boolean | null | undefined) => (value == null ? undefined : value ? 1 : 0);

/** Error monitor and its company-wide settings (docs/rest-contract-engine.md "Error monitor"). */
export const monitorResolvers: Resolvers = {
  Query: {
    monitorRelation: (_parent, { processId }, { upstream }) => upstream.get<RestMonitorRelation>(`${BASE}/relation`, { process_id: processId }),
    monitorSettings: (_parent, _args, { upstream }) => upstream.get<RestMonitorSettings>(`${BASE}/general/settings`),
  },
  Mutation: {
    addMonitor: (_parent, { processId, errorProcessId }, { upstream }) =>
      upstream.post<RestMonitorRelation>(`${BASE}/add`, { process_id: processId, error_process_id: errorProcessId ?? undefined }),
    updateMonitor: (_parent, { input }, { upstream }) =>
      upstream.post<RestMonitorRelation>(`${BASE}/update`, {
        process_id: input.processId,
        monitored: flag(input.monitored),
        error_process_id: input.errorProcessId ?? undefined,
      }),
    removeMonitor: async (_parent, { processId }, { upstream }) =>
      (await upstream.post<{ process_id: string }>(`${BASE}/delete`, { process_id: processId })).process_id,
    saveMonitorSettings: (_parent, { input }, { upstream }) =>
      upstream.post<RestMonitorSettings>(`${BASE}/general/settings`, {
        email_notice: flag(input.emailNotice),
        sms_notice: flag(input.smsNotice),
        notified_users: input.notifiedUserIds ?? undefined,
        emails: input.emails ?? undefined,
        webhook_url: input.webhookUrl ?? undefined,
        status: flag(input.status),
      }),
  },
  MonitorRelation: {
    processId: (r) => r.process_id,
    monitored: (r) => r.monitored === 1,
    errorProcessId: (r) => r.error_process_id,
    errorPipeline: (r, _args, { loaders }) => (r.error_process_id ? loaders.pipeline.load(r.error_process_id) : null),
  },
  MonitorSettings: {
    emailNotice: (s) => s.email_notice === 1,
    smsNotice: (s) => s.sms_notice === 1,
    // one batched user call; people no longer in the company drop out
    notifiedUsers: async (s, _args, { loaders }) =>
      (await loaders.user.loadMany(s.notified_users)).filter((u): u is RestUser => u !== null && !(u instanceof Error)),
    webhookUrl: (s) => s.webhook_url,
    status: (s) => s.status === 1,
  },
};
