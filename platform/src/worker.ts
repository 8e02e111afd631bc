import { serveFromEnv } from './serve';

// A worker process of distributed mode (issue 15, `npm run worker`): it takes runs from the Redis queue and executes
// them (WORKER_CONCURRENCY at once); its port, on loopback by default, answers only /healthz, /readyz and /metrics.
const worker = await serveFromEnv({
  name: '汇流 worker',
  port: Number(process.env.WORKER_PORT ?? 3002),
  host: process.env.WORKER_HOST ?? '127.0.0.1',
  role: 'worker',
});
worker.app.log.info(`汇流 worker ready on ${worker.url}`);
