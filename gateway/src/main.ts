import { startGateway } from './index';
import { frameAncestorsFrom } from './security-headers';

const gateway = await startGateway({
  port: Number(process.env.PORT ?? 3000),
  host: process.env.HOST ?? '127.0.0.1',
  platformUrl: process.env.PLATFORM_URL ?? 'http://127.0.0.1:3001',
  webDist: process.env.WEB_DIST || undefined,
  frameAncestors: frameAncestorsFrom(process.env.HUILIU_FRAME_ANCESTORS),
});
process.stdout.write(`汇流网关已启动：${gateway.url}（GraphQL：${gateway.url}/graphql）\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void gateway.close().then(() => process.exit(0));
  });
}
