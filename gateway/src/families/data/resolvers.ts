import type { Resolvers } from '../../generated/resolvers-types';

/** Webhooks — /v1/api/data/webhook (docs/rest-contract-engine.md "Data — webhooks"); the calls are in routes.ts. */
export const dataResolvers: Resolvers = {
  Webhook: {
    // The platform knows only its own loopback address; senders reach the gateway's public one.
    url: (w, _args, { publicOrigin }) => new URL(w.accept_path, publicOrigin).href,
    key: (w) => w.webhook_key,
  },
};
