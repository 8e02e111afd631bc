import type { AppExecutor } from '../engine/types';
import { genericHttpHandler } from './run/generic-http';
import type { GuardedHttpClient } from '../http/guarded-client';
import { smtpHandler, verifySmtp } from './run/smtp';

/**
 * The named handlers an app definition's `handler` may name (core AppAction.handler): what is not one
 * templated HTTP call. One entry per handler, each in its own module beside its test.
 */
export const APP_HANDLERS: Record<string, AppExecutor> = {
  smtp: smtpHandler,
  generic_http: genericHttpHandler,
};

/**
 * Connection tests that are not one HTTP request (GET /app/connect_test), by app id: SMTP logs in without
 * sending. Apps with a `connection_test` request need no entry.
 */
export const APP_CONNECTION_TESTERS: Record<
  string,
  (http: GuardedHttpClient, data: Record<string, unknown>) => Promise<{ ok: true } | { ok: false; message: string }>
> = {
  '2004': verifySmtp,
};
