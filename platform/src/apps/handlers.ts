import type { AppExecutor } from '../engine/types';
import { VENDOR_CONNECTION_TESTS } from './vendors/connection-tests';
import { VENDOR_HANDLERS } from './vendors/handlers';
import { genericHttpHandler } from './run/generic-http';
import type { GuardedHttpClient } from '../http/guarded-client';
import { smtpHandler, verifySmtp } from './run/smtp';
import { JINSHUJU_HANDLERS } from './jinshuju/handlers';

/**
 * The named handlers an app definition's `handler` may name (core AppAction.handler): what is not one
 * templated HTTP call. One entry per handler, each in its own module beside its test.
 */
export const APP_HANDLERS: Record<string, AppExecutor> = {
  ...VENDOR_HANDLERS,
  // issue 17 jinshuju
  ...JINSHUJU_HANDLERS,
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
  // the vendor apps prove themselves with a fresh token or a signed read; their refusal is the message
  ...Object.fromEntries(
    Object.entries(VENDOR_CONNECTION_TESTS).map(([appId, test]) => [
      appId,
      (http: GuardedHttpClient, data: Record<string, unknown>) =>
        test(data, { http }).then(
          () => ({ ok: true as const }),
          (err: unknown) => ({ ok: false as const, message: err instanceof Error ? err.message : String(err) }),
        ),
    ]),
  ),
};
