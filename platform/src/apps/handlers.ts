import type { AppExecutor } from '../engine/types';
import { genericHttpHandler } from './run/generic-http';
import { smtpHandler } from './run/smtp';

/**
 * The named handlers an app definition's `handler` may name (core AppAction.handler): what is not one
 * templated HTTP call. One entry per handler, each in its own module beside its test.
 */
export const APP_HANDLERS: Record<string, AppExecutor> = {
  smtp: smtpHandler,
  generic_http: genericHttpHandler,
};
