/** Run states after which nothing more happens to a run (schema RunStatus): the partner hears `run-finished` once. */
export const FINISHED_RUN_STATUSES: ReadonlySet<string> = new Set(['success', 'filtered', 'failed', 'partial', 'cancelled']);
