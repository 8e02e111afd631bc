import { ERRORS } from '@huiliu/core';
import type { i18n as I18n } from 'i18next';

// Catalogue messages longest first, so that one which begins with another is matched whole.
const CATALOGUE = Object.values(ERRORS)
  .filter((entry) => entry.msg !== '')
  .sort((a, b) => b.msg.length - a.msg.length);
const UPSTREAM_HTTP = /^对方返回 HTTP (\d{3})$/;

/**
 * A run's or a step's stored error in the reader's language. The engine stores its errors as text, in Chinese (spec
 * §8's words); most begin with a catalogue message and add a detail (`目标地址不允许访问（…）：127.0.0.1:9`), and a
 * refused call reads `对方返回 HTTP 404`. Those read in English as the catalogue's English with the same detail;
 * anything else (an app's own message, a vendor's words) is shown as stored.
 */
export function runErrorText(message: string, i18n: Pick<I18n, 't' | 'exists' | 'resolvedLanguage'>): string {
  if (i18n.resolvedLanguage?.startsWith('zh') ?? true) return message;
  const http = UPSTREAM_HTTP.exec(message);
  if (http) return i18n.t('logs:detail.upstreamHttp', { status: http[1] });
  const entry = CATALOGUE.find((candidate) => message.startsWith(candidate.msg));
  const key = `errors.${entry?.code}`;
  if (!entry || !i18n.exists(key)) return message;
  const detail = message
    .slice(entry.msg.length)
    .replace(/^：\s*/, ': ')
    .replace(/^，\s*/, ', ');
  return `${i18n.t(key)}${detail}`;
}
