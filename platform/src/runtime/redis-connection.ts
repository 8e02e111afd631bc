import { Redis, type RedisOptions } from 'ioredis';

/** Where the runtime reports what it cannot throw (a lost connection, a failing tick); pino/Fastify loggers fit. */
export interface RuntimeLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export const silentLog: RuntimeLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * What each connection of a process is for; each gets the options its job needs:
 * - producer (enqueue, schedules, the scheduler's marker) and publisher (bus) fail at once while Redis is down, so a
 *   webhook is answered from the database and the sweep enqueues later, instead of the request hanging;
 * - subscriber waits for Redis however long it takes, and re-subscribes itself (RedisBus) so that it knows when the
 *   subscription is effective again;
 * - worker connections are BullMQ's: it requires maxRetriesPerRequest null on them (duplicated from the producer).
 */
export type ConnectionRole = 'producer' | 'publisher' | 'subscriber';

const ROLE_OPTIONS: Record<ConnectionRole, RedisOptions> = {
  producer: { enableOfflineQueue: false, maxRetriesPerRequest: 1 },
  publisher: { enableOfflineQueue: false, maxRetriesPerRequest: 1 },
  subscriber: { autoResubscribe: false, maxRetriesPerRequest: null },
};

/** BullMQ workers' own connections: commands wait through a reconnect instead of failing the job's bookkeeping. */
export const WORKER_CONNECTION: RedisOptions = { enableOfflineQueue: true, maxRetriesPerRequest: null };

/** A Redis restart should cost seconds, not ioredis' default back-off that grows to 5 s between attempts. */
const retryStrategy = (times: number) => Math.min(100 * times, 2_000);

/**
 * One ioredis connection of the runtime, named `<prefix>:<nodeId>:<role>` in CLIENT LIST. Its errors are logged once
 * per outage (ioredis emits one per reconnect attempt, and an unheard 'error' would be printed raw).
 */
export function connectRedis(url: string, role: ConnectionRole, names: { prefix: string; nodeId: string }, log: RuntimeLog = silentLog): Redis {
  const client = new Redis(url, { ...ROLE_OPTIONS[role], retryStrategy, connectionName: `${names.prefix}:${names.nodeId}:${role}` });
  watchConnection(client, role, log);
  return client;
}

function watchConnection(client: Redis, role: string, log: RuntimeLog): void {
  let down = false;
  client.on('error', (err: Error) => {
    if (down) return;
    down = true;
    log.warn({ err, role }, `Redis 连接（${role}）中断，正在重连`);
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info({ role }, `Redis 连接（${role}）已恢复`);
  });
}

/**
 * A listener for a BullMQ queue's or worker's 'error' events: they repeat a connection error at every reconnect
 * attempt of every connection they hold, so one message is logged once a minute at most.
 */
export function throttledWarn(log: RuntimeLog, msg: string, quietMs = 60_000): (err: Error) => void {
  let last = '';
  let at = 0;
  return (err) => {
    const now = Date.now();
    if (err.message === last && now - at < quietMs) return;
    last = err.message;
    at = now;
    log.warn({ err }, msg);
  };
}

/**
 * Resolves when the connection can take a command, rejects at once when Redis is known to be away (a reconnect is
 * pending or the connection ended). A connection still making its attempt (the first connect of a new process, or
 * a retry under way) is given that attempt's outcome, which ioredis bounds by connectTimeout.
 */
export async function readyOrFail(client: Redis, what: string): Promise<void> {
  if (client.status === 'ready') return;
  const fail = () => new Error(`Redis 不可用（${client.status}），${what}`);
  if (!['wait', 'connecting', 'connect'].includes(client.status)) throw fail();
  await new Promise<void>((resolve, reject) => {
    const settle = (ok: boolean) => () => {
      client.off('ready', onReady).off('error', onFailure).off('close', onFailure).off('end', onFailure);
      if (ok) resolve();
      else reject(fail());
    };
    const onReady = settle(true);
    const onFailure = settle(false);
    client.once('ready', onReady).once('error', onFailure).once('close', onFailure).once('end', onFailure);
    // a lazy connection connects on its first command; this one must, to have an outcome to wait for
    if (client.status === 'wait') client.connect().catch(() => undefined);
  });
}

/** Resolves once the connection is ready, however long Redis takes to answer (start-up, not a request). */
export function untilReady(client: Redis): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onReady = () => {
      client.off('end', onEnd);
      resolve();
    };
    const onEnd = () => {
      client.off('ready', onReady);
      reject(new Error('Redis 连接已关闭'));
    };
    client.once('ready', onReady).once('end', onEnd);
  });
}

/** Closes a connection politely when it can, at once when Redis is away (QUIT would wait for it). */
export async function closeConnection(client: Redis): Promise<void> {
  if (client.status === 'end') return;
  if (client.status !== 'ready') return client.disconnect();
  await client.quit().catch(() => client.disconnect());
}
