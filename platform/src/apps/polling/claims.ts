import { JINSHUJU_APP_ID, type AppStep } from '@huiliu/core';
import type { Db } from '../../db/open';
import { jinshujuClaims } from '../jinshuju/claims';

/** The trigger an item belongs to: a pipeline's first step, as its company owns it. */
export interface ClaimKey {
  companyId: string;
  processId: string;
  step: Pick<AppStep, 'params'>;
}

/**
 * Items a trigger hears of by more than one path (金数据: its data push and the polling fallback) are claimed in the
 * transaction that queues their run, so each starts one run whichever path comes first, in whichever process.
 */
export interface TriggerClaims {
  /** The ids among `ids` another path already took: the poller marks them seen and starts nothing. */
  taken(db: Db, key: ClaimKey, ids: readonly string[]): Promise<Set<string>>;
  /** Claims the items inside the caller's transaction; answers the ids this call claimed (a race lost leaves the rest). */
  claim(
    tx: Db,
    key: ClaimKey,
    items: ReadonlyArray<{ id: string; runId: string | null }>,
    source: 'push' | 'poll' | 'baseline',
  ): Promise<Set<string>>;
}

/** By app id: the triggers whose items may arrive twice. */
export const TRIGGER_CLAIMS: Record<string, TriggerClaims> = {
  [JINSHUJU_APP_ID]: jinshujuClaims,
};
