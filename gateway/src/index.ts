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
  close(): Promise<void>;
}

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
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive sockets would hold close() open until they time out.
        server.closeAllConnections();
      }),
  };
}
