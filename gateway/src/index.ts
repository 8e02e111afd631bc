import type { AddressInfo } from 'node:net';
import { createGatewayServer, type GatewayOptions } from './server';

export { createGatewayServer, DEFAULT_WEB_DIST, type GatewayOptions } from './server';
export { createUpstream, type Upstream, type UpstreamOptions } from './upstream';

export interface StartOptions extends GatewayOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
}

export interface RunningGateway {
  url: string;
  /**
   * Drains: stops accepting connections, answers every request already in (a synchronous webhook
   * waits for its run) with `Connection: close`, and cuts what is left only after `graceMs`.
   */
  close(graceMs?: number): Promise<void>;
}

/** A synchronous webhook may wait WEBHOOK_SYNC_TIMEOUT_MS (30 s) for its reply: drain a little longer. */
export const DEFAULT_GRACE_MS = 35_000;

/** Starts the gateway and resolves once it listens (used by main.ts and the end-to-end launcher). */
export async function startGateway({ port = 0, host = '127.0.0.1', ...options }: StartOptions): Promise<RunningGateway> {
  const server = createGatewayServer(options);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${shownHost}:${address.port}`,
    close: (graceMs = DEFAULT_GRACE_MS) =>
      new Promise<void>((resolve, reject) => {
        // requests still arriving on open keep-alive connections are served, and told to move on
        server.prependListener('request', (_req, res) => res.setHeader('connection', 'close'));
        const cut = setTimeout(() => server.closeAllConnections(), graceMs);
        server.close((error) => {
          clearTimeout(cut);
          if (error) reject(error);
          else resolve();
        });
        server.closeIdleConnections();
      }),
  };
}
