import { serveFromEnv } from './serve';

// The platform process of distributed mode (DESIGN §2), on loopback by default: only the gateway is public.
const platform = await serveFromEnv({
  name: '汇流 platform',
  port: Number(process.env.PLATFORM_PORT ?? 3001),
  host: process.env.PLATFORM_HOST ?? '127.0.0.1',
  // the number of proxies in front (1: the gateway), so rate limits see the caller's address
  ...(process.env.PLATFORM_TRUST_PROXY ? { trustProxy: Number(process.env.PLATFORM_TRUST_PROXY) } : {}),
});
platform.app.log.info(`汇流 platform listening on ${platform.url}`);
