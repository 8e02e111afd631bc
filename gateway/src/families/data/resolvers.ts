import { PAGE_SIZE } from '@huiliu/core';
import type { Resolvers } from '../../generated/resolvers-types';
import { orNullWhenNotFound } from '../../loaders';
import type { RestAccept, RestList, RestTriggerSample, RestWebhook, RestWebhookListening } from '../../rest';

const WEBHOOK = '/v1/api/data/webhook';

/** Webhooks — /v1/api/data/webhook (docs/rest-contract-engine.md "Data — webhooks"). */
export const dataResolvers: Resolvers = {
  Query: {
    // creates the key on first call, then always answers the same: safe to repeat
    webhook: (_parent, { processId }, { upstream }) => upstream.get<RestWebhook>(`${WEBHOOK}/fetch`, { process_id: processId }),
    webhookAccepts: async (_parent, { processId, limit, offset }, { upstream }) => {
      const page = await upstream.get<RestList<RestAccept>>(`${WEBHOOK}/accept/list`, {
        process_id: processId,
        limit: limit ?? PAGE_SIZE,
        offset: offset ?? 0,
      });
      return { items: page.list, total: page.total };
    },
    webhookAccept: async (_parent, { acceptId }, { upstream }) => {
      const accept = await orNullWhenNotFound(upstream.get<RestAccept>(`${WEBHOOK}/accept/detail`, { accept_id: acceptId }));
      if (accept instanceof Error) throw accept;
      return accept;
    },
  },
  Mutation: {
    listenWebhookSample: (_parent, { processId }, { upstream }) =>
      upstream.post<RestWebhookListening>(`${WEBHOOK}/listen`, { process_id: processId }),
    fetchWebhookSample: (_parent, { processId }, { upstream }) =>
      upstream.post<RestTriggerSample>(`${WEBHOOK}/fetch/sample`, { process_id: processId }),
  },
  WebhookListening: {
    processId: (l) => l.process_id,
    listeningUntil: (l) => l.listening_until,
  },
  Webhook: {
    // The platform knows only its own loopback address; senders reach the gateway's public one.
    url: (w, _args, { publicOrigin }) => new URL(w.accept_path, publicOrigin).href,
    key: (w) => w.webhook_key,
    acceptPath: (w) => w.accept_path,
  },
  WebhookAccept: {
    acceptId: (a) => a.accept_id,
    processId: (a) => a.process_id,
    logId: (a) => a.log_id,
    contentType: (a) => a.content_type,
    acceptData: (a) => a.accept_data,
    createdAt: (a) => a.created_at,
  },
};
