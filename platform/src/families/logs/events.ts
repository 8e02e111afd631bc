import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RunEvent } from '../../engine/cluster';
import type { Engine } from '../../engine/service';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;

/**
 * GET /v1/api/log/events: every status change of the company's runs (optionally one pipeline's) as
 * server-sent events whose data is the Run JSON — what the gateway's subscription relays (DESIGN §5).
 */
export function runEventStream(engine: Engine, companyId: string, processId: string | undefined, req: FastifyRequest, reply: FastifyReply): void {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.write(': 已连接\n\n');
  // any process's runs (issue 15: the engine hears them over the cluster bus), each the contract's Run as /log/refresh
  // answers it (there checked against its schema in tests)
  const onRun = (event: RunEvent) => {
    if (event.companyId !== companyId || (processId && event.processId !== processId)) return;
    res.write(`event: run\ndata: ${JSON.stringify(event.run)}\n\n`);
  };
  const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  engine.events.on('run', onRun);
  const end = () => res.end();
  // the platform is closing: end the stream, or the server would wait for it forever
  engine.events.once('closing', end);
  const stop = () => {
    clearInterval(heartbeat);
    engine.events.off('run', onRun);
    engine.events.off('closing', end);
  };
  req.raw.once('close', stop);
  res.once('close', stop);
}
