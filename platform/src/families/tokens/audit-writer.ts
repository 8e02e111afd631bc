import { newId } from '@huiliu/core';
import { sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { inOneTransaction } from '../../db/batch';
import type { Db } from '../../db/open';

/** One call made with an API token, as the audit list shows it. */
export interface TokenCall {
  companyId: string;
  tokenId: string;
  userId: string;
  method: string;
  /** The route's pattern, never the URL (a query string may carry the token). */
  route: string;
  status: number;
  ip: string;
  at: Date;
}

export interface AuditWriterOptions {
  /** How long a call waits for company before its batch is written; default 1 s. */
  flushMs?: number;
  /** A batch this large is written at once. */
  maxPending?: number;
  /** A token's last use is written at most this often; default one minute. */
  lastUsedEveryMs?: number;
}

/** Rows per statement, to bound the size of one JSON parameter. */
const CHUNK = 500;

/**
 * The audit list's writer (issue 13): calls wait in memory and go out together — one multi-row INSERT per
 * CHUNK and one UPDATE of the tokens' last use — so a request never waits for its audit row and never costs a
 * write of its own. `flush` writes what is pending (the audit list reads its own writes through it); `close`
 * writes the rest, so a SIGTERM drain loses nothing (platform/src/serve.ts closes the app before the database).
 */
export class AuditWriter {
  private pending: TokenCall[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  /** When each token's last use was last written (ms). */
  private readonly lastUsedWritten = new LRUCache<string, number>({ max: 100_000 });
  private readonly flushMs: number;
  private readonly maxPending: number;
  private readonly lastUsedEveryMs: number;

  constructor(
    private readonly db: Db,
    /** A batch that could not be written is reported here (its calls are lost: the request was answered long ago). */
    private readonly onError: (err: unknown, msg: string) => void,
    options: AuditWriterOptions = {},
  ) {
    this.flushMs = options.flushMs ?? 1_000;
    this.maxPending = options.maxPending ?? 2_000;
    this.lastUsedEveryMs = options.lastUsedEveryMs ?? 60_000;
  }

  record(call: TokenCall): void {
    this.pending.push(call);
    if (this.pending.length >= this.maxPending) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.flushMs);
  }

  /** Resolves once every call recorded so far is written (or reported as lost). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending;
    this.pending = [];
    // one write at a time, in order: a later batch's last use never lands before an earlier one's
    this.writing = this.writing.then(() => this.write(batch));
    return this.writing;
  }

  close(): Promise<void> {
    return this.flush();
  }

  private async write(batch: TokenCall[]): Promise<void> {
    if (batch.length === 0) return;
    const statements: SQL[] = [];
    for (let i = 0; i < batch.length; i += CHUNK) statements.push(insertCalls(batch.slice(i, i + CHUNK)));
    const touched = this.lastUses(batch);
    if (touched.length > 0) statements.push(updateLastUse(touched));
    try {
      await inOneTransaction(this.db, statements);
    } catch (err) {
      for (const use of touched) this.lastUsedWritten.delete(use.id);
      this.onError(err, `API token audit batch of ${batch.length} calls not written`);
    }
  }

  /** The newest use of each token in the batch whose last use was not written in the last minute. */
  private lastUses(batch: TokenCall[]): Array<{ id: string; at: string; ip: string }> {
    const newest = new Map<string, TokenCall>();
    for (const call of batch) {
      const seen = newest.get(call.tokenId);
      if (!seen || seen.at <= call.at) newest.set(call.tokenId, call);
    }
    const out: Array<{ id: string; at: string; ip: string }> = [];
    for (const [id, call] of newest) {
      const written = this.lastUsedWritten.get(id);
      if (written !== undefined && call.at.getTime() - written < this.lastUsedEveryMs) continue;
      this.lastUsedWritten.set(id, call.at.getTime());
      out.push({ id, at: call.at.toISOString(), ip: call.ip });
    }
    return out;
  }
}

/** Many rows as ONE parameter, as the run log's group commit does (engine/writer-sql.ts). */
function insertCalls(calls: TokenCall[]): SQL {
  const rows = calls.map((c) => ({
    id: newId(),
    company_id: c.companyId,
    token_id: c.tokenId,
    user_id: c.userId,
    method: c.method,
    route: c.route,
    status: c.status,
    ip: c.ip,
    created_at: c.at.toISOString(),
  }));
  return sql`INSERT INTO api_token_calls SELECT * FROM json_populate_recordset(NULL::api_token_calls, ${JSON.stringify(rows)}::json)`;
}

function updateLastUse(uses: Array<{ id: string; at: string; ip: string }>): SQL {
  return sql`UPDATE api_tokens AS t SET last_used_at = u.at, last_used_ip = u.ip
    FROM json_to_recordset(${JSON.stringify(uses)}::json) AS u(id bigint, at timestamptz, ip text)
    WHERE t.id = u.id AND (t.last_used_at IS NULL OR t.last_used_at < u.at)`;
}
