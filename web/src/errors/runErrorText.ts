import { ERRORS } from '@huiliu/core';
import type { i18n as I18n } from 'i18next';

// Catalogue messages longest first, so that one which begins with another is matched whole.
const CATALOGUE = Object.values(ERRORS)
  .filter((entry) => entry.msg !== '')
  .sort((a, b) => b.msg.length - a.msg.length);
const UPSTREAM_HTTP = /^对方返回 HTTP (\d{3})$/;
// the words of the steps that use an account (platform apps/run/account.ts, account-step.ts)
const ACCOUNT_REFUSED = /^账户「(.+?)」授权失败：([\s\S]*)$/;
const APP_NOT_RUNNABLE = /^应用 (\S+) 暂不支持运行$/;
const FIXED: Record<string, string> = { 未选择账户: 'logs:detail.noAccount', 账户不存在或已删除: 'logs:detail.accountMissing' };

/**
 * A run's or a step's stored error in the reader's language. The engine stores its errors as text, in Chinese (spec
 * §8's words); most begin with a catalogue message and add a detail (`目标地址不允许访问（…）：127.0.0.1:9`), and a
 * refused call reads `对方返回 HTTP 404`, and an app that refused an account `账户「名称」授权失败：<its words>`. Those read
 * in English (the catalogue's English with the same detail, the account's name kept); anything else (an app's own
 * message, a vendor's words) is shown as stored.
 */
export function runErrorText(message: string, i18n: Pick<I18n, 't' | 'exists' | 'resolvedLanguage'>): string {
  if (i18n.resolvedLanguage?.startsWith('zh') ?? true) return message;
  const http = UPSTREAM_HTTP.exec(message);
  if (http) return i18n.t('logs:detail.upstreamHttp', { status: http[1] });
  const fixed = FIXED[message];
  if (fixed) return i18n.t(fixed);
  const app = APP_NOT_RUNNABLE.exec(message);
  if (app) return i18n.t('logs:detail.appNotRunnable', { app: app[1] });
  const refused = ACCOUNT_REFUSED.exec(message);
  if (refused)
    return i18n.t('logs:detail.accountRefused', { name: refused[1], detail: runErrorText(refused[2]!, i18n), interpolation: { escapeValue: false } });
  const entry = CATALOGUE.find((candidate) => message.startsWith(candidate.msg));
  const key = `errors.${entry?.code}`;
  if (!entry || !i18n.exists(key)) return message;
  const detail = message
    .slice(entry.msg.length)
    .replace(/^：\s*/, ': ')
    .replace(/^，\s*/, ', ');
  return `${i18n.t(key)}${detail}`;
}
