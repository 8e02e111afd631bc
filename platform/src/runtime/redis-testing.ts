import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { closeConnection, connectRedis, type ConnectionRole, type RuntimeLog } from './redis-connection';

/** The Redis of the Redis tests (CI sets it); without it they are skipped, and global-setup says so loudly. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL;

/** A log that keeps what it is told, so a test can count the errors a runtime reported. */
export function recordingLog(): RuntimeLog & { errors: string[]; warnings: string[] } {
  const errors: string[] = [];
  const warnings: string[] = [];
  return { errors, warnings, info: () => undefined, warn: (_o, msg) => void warnings.push(msg), error: (_o, msg) => void errors.push(msg) };
}

/**
 * A cluster of one test on the shared test Redis: a prefix nobody else uses, the connections its "processes" open
 * (named as in production, so that a test can kill them server-side), and its keys dropped at the end.
 */
export class TestCluster {
  readonly prefix = `test-${randomBytes(5).toString('hex')}`;
  private readonly connections: Redis[] = [];
  private adminConnection?: Redis;

  constructor(readonly url: string = TEST_REDIS_URL!) {}

  connection(role: ConnectionRole, nodeId = 'n1', log?: RuntimeLog): Redis {
    const client = connectRedis(this.url, role, { prefix: this.prefix, nodeId }, log);
    this.connections.push(client);
    return client;
  }

  /** A connection of the test itself (inspecting keys, killing clients); it waits through nothing. */
  get admin(): Redis {
    return (this.adminConnection ??= this.connection('subscriber', 'admin'));
  }

  /** Drops every connection of this cluster's node `nodeId` (a role, or all) server-side: ioredis reconnects. */
  async kill(nodeId: string, role?: ConnectionRole): Promise<number> {
    const name = `${this.prefix}:${nodeId}:${role ?? ''}`;
    const list = (await this.admin.client('LIST')) as string;
    const ids = list
      .split('\n')
      .map((line) => ({ id: /\bid=(\d+)/.exec(line)?.[1], name: /\bname=(\S*)/.exec(line)?.[1] ?? '' }))
      .filter((c) => c.id && (role ? c.name === name : c.name.startsWith(name)));
    for (const { id } of ids) await this.admin.client('KILL', 'ID', id!);
    return ids.length;
  }

  async close(): Promise<void> {
    const admin = this.admin;
    let cursor = '0';
    do {
      const [next, keys] = await admin.scan(cursor, 'MATCH', `${this.prefix}:*`, 'COUNT', 500);
      if (keys.length > 0) await admin.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
    await Promise.all(this.connections.map(closeConnection));
  }
}
