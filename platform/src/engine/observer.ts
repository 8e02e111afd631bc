import type { RunStatus } from './types';

/** How a webhook delivery was taken: queued (async), answered by its run (sync), or kept as a sample only. */
export type AcceptMode = 'async' | 'sync' | 'sample';

/**
 * What the engine tells whoever watches it (the platform's metrics, issue 15). The engine knows no metrics library:
 * each call is one synchronous method on the hot path, so an observer must only count.
 */
export interface EngineObserver {
  /** A worker of this process began executing a run. */
  runStarted(): void;
  /** A run this process executed reached its final status. */
  runFinished(status: RunStatus): void;
  /** One recorded step (a loop's body once per item), the trigger excepted. */
  stepFinished(appId: string, durationMs: number): void;
  /** A webhook delivery answered, measured in its handler. */
  webhookAccepted(mode: AcceptMode, durationMs: number): void;
}

export const NO_OBSERVER: EngineObserver = {
  runStarted: () => undefined,
  runFinished: () => undefined,
  stepFinished: () => undefined,
  webhookAccepted: () => undefined,
};
