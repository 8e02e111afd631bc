/**
 * The platform's REST contract (spec §7 calls, §8 envelope), defined once: the platform validates requests
 * and checks replies with these schemas, the gateway derives its upstream types from them.
 * Depends on zod and core only, so the gateway can load it without the platform.
 */
import type { Call } from './call';
import { families } from './families';

export * from './ai';
export * from './app-catalogue';
export * from './app-vendors';
export * from './app-accounts';
export * from './app-run';
export * from './apps';
export * from './app-oauth';
export * from './call';
export * from './data';
export * from './dataprocess';
export * from './datasource';
export { day, idString } from './fields';
export * from './logs';
export * from './members';
export * from './monitor';
export * from './notice';
export * from './operational';
export * from './process';
export * from './process-app';
export * from './user';
export * from './variables';
export * from './templates';
// issue 13 company
export * from './company-console';
// issue 13 billing
export * from './company-billing';
export * from './pay';
// issue 13 members
export * from './company-members';
export * from './invite';
// issue 13 tokens
export * from './tokens';
// issue 14 open-api
export * from './open-platform';

export { families } from './families';
export * from './access';

/** Every call of the platform: one route each. */
export const allCalls: readonly Call[] = Object.values(families).flatMap((family) => Object.values(family) as Call[]);
// issue 14 sdk-api
export * from './sdk';
// issue 17 jinshuju
export * from './jinshuju';
export * from './legacy-flows';
// issue 17 datamodel
export * from './datamodel';
