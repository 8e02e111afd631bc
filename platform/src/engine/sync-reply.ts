import { ERRORS } from '@huiliu/core';
import type { SyncReply } from '../runtime/types';
import type { RunState } from './run-state';

const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };

function envelope(entry: { http: number; code: number; msg: string }, msg: string, data: unknown): SyncReply {
  return { status: entry.http, headers: { ...JSON_TYPE }, body: JSON.stringify({ code: entry.code, msg, data }) };
}

/**
 * The reply of a synchronous webhook whose run ended without reaching its custom return: filtered
 * runs are a normal outcome (200, code 0), failed ones say why (RUN_FAILED).
 */
export function fallbackReply(run: RunState): SyncReply {
  const data = { accept_id: run.acceptId, log_id: run.id, status: run.status, error: run.error };
  if (run.status === 'failed' || run.status === 'cancelled') {
    return envelope(ERRORS.RUN_FAILED, run.error ? `${ERRORS.RUN_FAILED.msg}：${run.error}` : ERRORS.RUN_FAILED.msg, data);
  }
  return envelope(ERRORS.OK, ERRORS.OK.msg, data);
}

/** The caller waited WEBHOOK_SYNC_TIMEOUT_MS; the run goes on and ends up in the log. */
export function timeoutReply(run: RunState): SyncReply {
  return envelope(ERRORS.RUN_TIMEOUT, ERRORS.RUN_TIMEOUT.msg, { accept_id: run.acceptId, log_id: run.id });
}

/** The run could not be stored: the caller must not read success for a run the log will not show. */
export function unstoredReply(): SyncReply {
  return envelope(ERRORS.UPSTREAM_UNAVAILABLE, ERRORS.UPSTREAM_UNAVAILABLE.msg, null);
}
