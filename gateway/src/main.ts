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

const grace = Number(process.env.SHUTDOWN_GRACE_MS) || undefined;
let closing = false;
const drain = () => {
  if (closing) return;
  closing = true;
  gateway.close(grace).then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGINT', drain);
process.once('SIGTERM', drain);
// started by `npm start` with an IPC channel: if that script dies, drain rather than live on alone
process.once('disconnect', drain);
