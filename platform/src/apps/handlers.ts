import type { AppExecutor } from '../engine/types';
import { VENDOR_HANDLERS } from './vendors/handlers';

/**
 * The named handlers an app definition's `handler` may name (core AppAction.handler): what is not one
 * templated HTTP call. One entry per handler, each in its own module beside its test.
 */
export const APP_HANDLERS: Record<string, AppExecutor> = {
  ...VENDOR_HANDLERS,
};
