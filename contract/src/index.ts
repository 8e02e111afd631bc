/**
 * The platform's REST contract (spec §7 calls, §8 envelope), defined once: the platform validates requests
 * and checks replies with these schemas, the gateway derives its upstream types from them.
 * Depends on zod and core only, so the gateway can load it without the platform.
 */
import { ai } from './ai';
import { appRun } from './app-run';
import type { Call } from './call';
import { appCatalogue } from './app-catalogue';
import { appVendors } from './app-vendors';
import { appAccounts, processAppAccounts } from './app-accounts';
import { data } from './data';
import { dataprocess } from './dataprocess';
import { datasource } from './datasource';
import { logs } from './logs';
import { members } from './members';
import { monitor } from './monitor';
import { notice } from './notice';
import { operational } from './operational';
import { processApp } from './process-app';
import { processEdit } from './process';
import { user } from './user';
import { appOauth } from './app-oauth';
import { variables } from './variables';
import { templates } from './templates';

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

/** Every family's calls by name, as the platform groups its routes (DESIGN §3). */
export const families = {
  ai,
  operational,
  user,
  members,
  dataprocess,
  data,
  logs,
  processApp,
  processEdit,
  variables,
  monitor,
  notice,
  datasource,
  appCatalogue,
  appVendors,
  appAccounts,
  processAppAccounts,
  appOauth,
  appRun,
  templates,
};

/** Every call of the platform: one route each. */
export const allCalls: readonly Call[] = Object.values(families).flatMap((family) => Object.values(family) as Call[]);
