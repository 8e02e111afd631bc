import { PIPELINE_STATUS, readReplyPath, secretMasker, type AppAction, type AppManifest, type AppStep, type PollingRule } from '@huiliu/core';
import { and, eq, sql } from 'drizzle-orm';
import { pollCursors } from '../../db/schema-apps';
import { runs } from '../../db/schema-engine';
import type { PipelineInfo } from '../../engine/pipelines';
import { toInsert, type Engine } from '../../engine/service';
import type { RunState } from '../../engine/run-state';
import { accountFor, authFailureMessage } from '../run/account';
import { coerceInput } from '../run/input';
import { TRIGGER_CLAIMS, type ClaimKey, type TriggerClaims } from './claims';
import { listPolled } from './listers';

/** Seen ids kept per trigger: enough to cover any page a poll lists twice. */
export const SEEN_IDS_CAP = 1000;

/** The polling trigger of a pipeline (its first step), when it has one the catalogue knows. */
export function pollingTriggerOf(
  engine: Engine,
  info: Pick<PipelineInfo, 'companyId' | 'steps'>,
): { step: AppStep; app: AppManifest; action: AppAction; rule: PollingRule } | undefined {
  const step = info.steps?.[0];
  // as the pipeline's company sees its apps: an open app polls only while that company may use it
  const app = step ? engine.deps.services.catalogue?.get(step.app_id, info.companyId) : undefined;
  const action = app?.actions.find((a) => a.action_id === step!.action_id);
  if (!step || !app || !action || action.kind !== 'polling' || !action.polling) return undefined;
  return { step, app, action, rule: action.polling };
}

export interface PollResult {
  /** Runs started (0 on the first poll: it only records what exists). */
  started: number;
  first: boolean;
  error?: string;
}

/** Sorts items oldest first by the cursor value (ISO times and numbers both order as written). */
function oldestFirst(items: unknown[], cursorPath: string | undefined): unknown[] {
  if (!cursorPath) return [...items].reverse();
  const key = (item: unknown) => {
    const v = readReplyPath(item, cursorPath);
    const t = typeof v === 'string' ? Date.parse(v) : Number(v);
    return Number.isNaN(t) ? 0 : t;
  };
  return [...items].sort((a, b) => key(a) - key(b));
}

/**
 * Polling triggers (issue 11): list the app's items through the account, drop ids already seen, start one run per
 * new item oldest first with the item as trigger data, and save the cursor and seen ids in the same transaction
 * as the queued runs — a crash either keeps both or neither. The first poll of a trigger (or after its settings
 * changed) only records what exists, so switching a pipeline on does not flood it with old items.
 */
export class Poller {
  /** One poll at a time per pipeline: the first-poll baseline must not race a tick. */
  private readonly running = new Map<string, Promise<PollResult>>();

  constructor(private readonly engine: Engine) {}

  /**
   * `baselineOnly`: poll only when the trigger has no position yet (just switched on, or its settings changed), so a
   * start-up or an unrelated edit (a rename) neither calls the vendor nor starts runs between ticks.
   */
  poll(processId: string, baselineOnly = false): Promise<PollResult> {
    const previous = this.running.get(processId) ?? Promise.resolve({ started: 0, first: false });
    const next = previous.catch(() => undefined).then(() => this.pollOnce(processId, baselineOnly));
    this.running.set(processId, next);
    void next.finally(() => this.running.get(processId) === next && this.running.delete(processId)).catch(() => undefined);
    return next;
  }

  private async pollOnce(processId: string, baselineOnly: boolean): Promise<PollResult> {
    const engine = this.engine;
    const info = await engine.pipelines.get(processId);
    if (!info || info.status !== PIPELINE_STATUS.ON) return { started: 0, first: false };
    const trigger = pollingTriggerOf(engine, info);
    if (!trigger) return { started: 0, first: false };
    const { step, app, action, rule } = trigger;
    const [row] = await engine.db
      .select()
      .from(pollCursors)
      .where(and(eq(pollCursors.processId, processId), eq(pollCursors.stepUuid, step.uuid)));
    // a changed trigger (another repository, another account) starts over with a silent first poll
    const fingerprint = JSON.stringify([step.app_id, step.action_id, step.account_id ?? null, step.params]);
    const first = !row || row.cursor.fingerprint !== fingerprint;
    if (baselineOnly && !first) return { started: 0, first };
    const cursor = first ? {} : row.cursor;

    const fail = async (message: string): Promise<PollResult> => {
      await this.save(info, step.uuid, { cursor: row?.cursor ?? {}, seenIds: row?.seenIds ?? [], lastError: message.slice(0, 500) }, []);
      return { started: 0, first, error: message };
    };
    const accounts = engine.deps.services.accounts;
    const account = await accountFor(accounts, info.companyId, app, step.account_id);
    if (!account.ok) return fail(account.error);
    const now = new Date();
    const listed = await listPolled(
      { http: engine.http, companyId: info.companyId, idempotencyKey: `poll:${processId}:${now.getTime()}`, now, accounts },
      { app, action, rule, input: coerceInput(action.fields, step.params), cursor, auth: account.auth, purpose: 'poll' },
    );
    const mask = secretMasker([...(account.auth?.secrets ?? []), ...(listed.auth?.secrets ?? [])]);
    if (!listed.ok) {
      const auth = listed.auth;
      if (listed.authFailed && auth) await accounts?.markUsed(info.companyId, auth.accountId, { ok: false, message: mask(listed.error) });
      return fail(mask(listed.authFailed && auth ? authFailureMessage(auth, listed.error) : listed.error));
    }
    const items = listed.items;

    const seen = new Set(first ? [] : row!.seenIds);
    const fresh: unknown[] = [];
    for (const item of oldestFirst(items, rule.cursor)) {
      const id = readReplyPath(item, rule.id);
      if (id === undefined || id === null || seen.has(String(id))) continue;
      seen.add(String(id));
      fresh.push(item);
    }
    const idOf = (item: unknown) => String(readReplyPath(item, rule.id));
    const claims = TRIGGER_CLAIMS[app.app_id];
    const key: ClaimKey = { companyId: info.companyId, processId, step };
    // items another path already started (金数据's push) are seen here and start nothing, before any quota is taken
    const taken = claims && !first ? await claims.taken(engine.db, key, fresh.map(idOf)) : new Set<string>();
    const queued: Array<{ id: string; run: RunState }> = [];
    const startedIds: string[] = [];
    if (!first) {
      for (const item of fresh) {
        if (taken.has(idOf(item))) {
          startedIds.push(idOf(item));
          continue;
        }
        try {
          queued.push({ id: idOf(item), run: await engine.prepare({ pipeline: info, triggerType: 'polling', triggerData: item }) });
          startedIds.push(idOf(item));
        } catch (err) {
          // over the plan's run quota (3002): the rest stay unseen and are tried at the next poll
          engine.log.warn({ err, processId }, 'polled run not created');
          break;
        }
      }
    }
    const keptIds = first ? fresh.map(idOf) : startedIds;
    const since = this.nextSince(listed.from ?? cursor.since, first ? items : fresh.slice(0, startedIds.length), rule.cursor);
    const seenIds = [...(first ? [] : row!.seenIds), ...keptIds].slice(-SEEN_IDS_CAP);
    const claim = claims ? { claims, key, baseline: first ? keptIds : [] } : undefined;
    const started = await this.save(
      info,
      step.uuid,
      { cursor: { fingerprint, ...(since ? { since } : {}) }, seenIds, lastError: null },
      queued,
      claim,
    );
    for (const run of started) await engine.handOver(run);
    if (accounts && account.auth && account.auth.status !== 'ok') await accounts.markUsed(info.companyId, account.auth.accountId, { ok: true });
    return { started: started.length, first };
  }

  /** The newest cursor value seen so far (never moves back). */
  private nextSince(previous: unknown, items: unknown[], cursorPath: string | undefined): string | undefined {
    let best = typeof previous === 'string' ? previous : undefined;
    if (!cursorPath) return best;
    for (const item of items) {
      const v = readReplyPath(item, cursorPath);
      if (typeof v !== 'string' && typeof v !== 'number') continue;
      const s = String(v);
      const newer = best === undefined || (Date.parse(s) || Number(s)) > (Date.parse(best) || Number(best));
      if (newer) best = s;
    }
    return best;
  }

  /**
   * Cursor, seen ids and the queued runs in one transaction; with claims, only the runs whose items this poll claimed
   * are queued (the others lost a race to another path) — the runs written are returned for handing over.
   */
  private async save(
    info: PipelineInfo,
    stepUuid: string,
    state: { cursor: Record<string, unknown>; seenIds: string[]; lastError: string | null },
    queued: ReadonlyArray<{ id: string; run: RunState }>,
    claim?: { claims: TriggerClaims; key: ClaimKey; baseline: string[] },
  ): Promise<RunState[]> {
    return this.engine.db.transaction(async (tx) => {
      let runsToWrite = queued.map((q) => q.run);
      if (claim) {
        await claim.claims.claim(
          tx,
          claim.key,
          claim.baseline.map((id) => ({ id, runId: null })),
          'baseline',
        );
        const mine = await claim.claims.claim(
          tx,
          claim.key,
          queued.map((q) => ({ id: q.id, runId: q.run.id })),
          'poll',
        );
        runsToWrite = queued.filter((q) => mine.has(q.id)).map((q) => q.run);
      }
      if (runsToWrite.length) await tx.insert(runs).values(runsToWrite.map(toInsert));
      await tx
        .insert(pollCursors)
        .values({ companyId: info.companyId, processId: info.processId, stepUuid, ...state, lastPolledAt: sql`now()` })
        .onConflictDoUpdate({
          target: [pollCursors.processId, pollCursors.stepUuid],
          set: { cursor: state.cursor, seenIds: state.seenIds, lastError: state.lastError, lastPolledAt: sql`now()`, updatedAt: sql`now()` },
        });
      return runsToWrite;
    });
  }
}
