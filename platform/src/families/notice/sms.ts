import { AppError, ERRORS } from '@huiliu/core';
import type { GuardedHttpClient } from '../../http/guarded-client';

export interface SmsMessage {
  mobile: string;
  text: string;
}

/**
 * Where SMS notices go (spec §3 Events config `sms_notice`). One small interface, so a vendor's own API (阿里云, 腾讯云)
 * is one more implementation beside the generic HTTP gateway below.
 */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/** The longest text sent: a few SMS segments, enough for a title and the start of the reason. */
export const SMS_MAX_CHARS = 200;

/**
 * An operator's HTTP SMS gateway: `POST url` with the JSON `{ mobile, text }` and, when a key is set,
 * `Authorization: Bearer <key>`; any 2xx is sent. It goes through the guarded outbound client like every other call
 * (a gateway on a private address needs HUILIU_OUTBOUND_ALLOW), and its errors name the status, never the key.
 */
export function httpSmsGateway(opts: { url: string; key?: string | undefined; http: GuardedHttpClient }): SmsSender {
  return {
    async send({ mobile, text }) {
      const res = await opts.http.request({
        url: opts.url,
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          ...(opts.key ? { authorization: `Bearer ${opts.key}` } : {}),
        },
        body: JSON.stringify({ mobile, text: text.slice(0, SMS_MAX_CHARS) }),
        timeoutMs: 10_000,
        maxResponseBytes: 64 * 1024,
      });
      if (res.status < 200 || res.status >= 300) throw new Error(`短信网关返回 HTTP ${res.status}`);
    },
  };
}

/**
 * The SMS gateway HUILIU_SMS_URL (and HUILIU_SMS_KEY) configure, or null when unset: `sms_notice` is then saved but
 * nothing is sent, and the settings screen says so. An address that is not http(s) stops the start (5001).
 */
export function smsFromEnv(http: GuardedHttpClient, env: NodeJS.ProcessEnv = process.env): SmsSender | null {
  const url = env.HUILIU_SMS_URL?.trim();
  if (!url) return null;
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  if (!parsed || !['http:', 'https:'].includes(parsed.protocol)) {
    throw new AppError('CONFIG_INVALID', `${ERRORS.CONFIG_INVALID.msg}：HUILIU_SMS_URL 须为 http:// 或 https:// 地址`);
  }
  return httpSmsGateway({ url, key: env.HUILIU_SMS_KEY?.trim() || undefined, http });
}
