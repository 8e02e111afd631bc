import { useEffect } from 'react';
import type { CombinedError } from 'urql';

/**
 * spec §8: a failure of the members calls is only logged to the console, never shown to the person. `what` names the
 * call in the log line.
 */
export function useConsoleOnlyFailure(error: CombinedError | undefined, what: string): void {
  useEffect(() => {
    if (error) console.error(`${what}:`, error.message);
  }, [error, what]);
}
