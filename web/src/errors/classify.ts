import { PLAN_LIMIT_CODES } from '@huiliu/core';
import type { AppErrorEvent } from './errorBus';

/** The part of a GraphQL error the classification reads (DESIGN §5: extensions carry code and upstreamCode). */
export interface GraphQLErrorLike {
  extensions?: { code?: unknown; upstreamCode?: unknown } | null;
}

/** The app-wide events a set of GraphQL errors raises; at most one of each kind. */
export function classifyErrors(errors: readonly GraphQLErrorLike[]): AppErrorEvent[] {
  const events: AppErrorEvent[] = [];
  if (errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) events.push({ type: 'unauthenticated' });
  const planCode = errors.map(planLimitCode).find((code) => code !== null);
  if (planCode != null) events.push({ type: 'planLimit', upstreamCode: planCode });
  return events;
}

/** spec §2: the codes of the four plan-limit notices (core PLAN_LIMIT_CODES), else null. */
function planLimitCode(error: GraphQLErrorLike): number | null {
  const code = Number(error.extensions?.upstreamCode);
  return PLAN_LIMIT_CODES.includes(code) ? code : null;
}

/** True when the root notice dialog already tells the user, so a screen should not toast too. */
export function isPlanLimitError(errors: readonly GraphQLErrorLike[]): boolean {
  return errors.some((e) => planLimitCode(e) !== null);
}
