import type { CombinedError } from 'urql';

/** The gateway's message (already Chinese, from core's catalogue) or the generic operation failure. */
export function errorMessage(error: CombinedError, fallback: string): string {
  return error.graphQLErrors[0]?.message || fallback;
}
