import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RunningPlatform } from '@huiliu/platform';
import { startGateway, type GatewayOptions, type RunningGateway } from '../index';
import { passThrough } from '../proxy';

export interface GqlReply<T = Record<string, any>> {
  data?: T | null;
  errors?: { message: string; path?: string[]; extensions: Record<string, unknown> }[];
}

export interface Stack {
  platform: RunningPlatform;
  gateway: RunningGateway;
  /** Requests that reached the platform from the gateway, as "METHOD /path" (no query). */
  upstreamCalls: string[];
  gql<T = Record<string, any>>(query: string, variables?: Record<string, unknown>, token?: string): Promise<GqlReply<T>>;
  /** Signs a new company up through GraphQL and returns its token and user id. */
  signUp(name?: string): Promise<{ token: string; userid: string; email: string }>;
  close(): Promise<void>;
}

let people = 0;

/**
 * The platform's test launcher starts from its migrated PGlite snapshot (≈1 s
 * instead of 5–9 s). Imported by a non-literal specifier so that `tsc -p gateway`
 * does not type-check the platform's test helpers: under yoga's DOM-like typings
 * their `new Blob([buffer])` does not compile (it does under the platform's own).
 */
async function startTestPlatform(options: PlatformOptions): Promise<RunningPlatform> {
  const harness = '@huiliu/platform/test/harness';
  const { startTestPlatform: start } = (await import(harness)) as { startTestPlatform(o: PlatformOptions): Promise<RunningPlatform> };
  return start(options);
}

/** What a suite may change in the platform behind the stack (see the platform's BuildPlatformOptions). */
export interface PlatformOptions {
  trustProxy?: number;
  attemptLimits?: Record<'login' | 'register', { perAddress: { max: number; windowMs: number }; perAccount: { max: number; windowMs: number } }>;
}

/**
 * The real platform on in-memory PGlite, a counting hop (the gateway's own
 * pass-through) in front of it, and the gateway pointed at that hop with `gatewayOptions`.
 * `{ countCalls: false }` points the gateway at the platform itself, as deployed, and leaves
 * `upstreamCalls` empty: for suites that never read it and send many requests (the fuzzers).
 */
export async function startStack(
  gatewayOptions: Omit<GatewayOptions, 'platformUrl'> = {},
  platformOptions: PlatformOptions = {},
  { countCalls = true }: { countCalls?: boolean } = {},
): Promise<Stack> {
  const platform = await startTestPlatform(platformOptions);
  const upstreamCalls: string[] = [];
  const platformUrl = new URL(platform.url);
  const counter = createServer((req, res) => {
    upstreamCalls.push(`${req.method} ${(req.url ?? '').split('?')[0]}`);
    passThrough(req, res, platformUrl);
  });
  if (countCalls) await new Promise<void>((resolve) => counter.listen(0, '127.0.0.1', resolve));
  const gateway = await startGateway({
    upstream: { retryDelayMs: 0 },
    ...gatewayOptions,
    platformUrl: countCalls ? `http://127.0.0.1:${(counter.address() as AddressInfo).port}` : platform.url,
  });

  const gql: Stack['gql'] = async (query, variables, token) => {
    const reply = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return (await reply.json()) as GqlReply<any>;
  };

  return {
    platform,
    gateway,
    upstreamCalls,
    gql,
    async signUp(name = '测试') {
      const email = `gw-${process.pid}-${++people}@example.com`;
      const reply = await gql<{ signUp: { token: string; userid: string } }>(
        `mutation ($input: SignUpInput!) { signUp(input: $input) { token userid } }`,
        { input: { companyName: `${name}公司 ${people}`, uname: `${name}${people}`, email, password: 'correct-horse-9' } },
      );
      if (!reply.data?.signUp) throw new Error(`signUp failed: ${JSON.stringify(reply.errors)}`);
      return { ...reply.data.signUp, email };
    },
    async close() {
      // a test's requests are answered by now: a connection still open (an upload the server is draining, a client's
      // pooled socket) is cut after 2 s rather than the production drain's 35 s, which could outlast the hook's 60 s
      await gateway.close(2_000);
      if (countCalls)
        await new Promise<void>((resolve) => {
          counter.close(() => resolve());
          counter.closeAllConnections();
        });
      await platform.close();
    },
  };
}
