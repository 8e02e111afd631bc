import { AppError, errorByCode } from '@huiliu/core';
import { CombinedError } from '@urql/core';
import type { i18n as I18n } from 'i18next';

/** The catalogue code and message of an error: a core AppError's own, or what the platform's reply carried (DESIGN §5). */
function codeAndMessage(error: unknown): { code?: number; message?: string } {
  if (error instanceof AppError) return { code: error.code, message: error.message };
  if (error instanceof CombinedError) {
    const first = error.graphQLErrors[0];
    if (!first) return {};
    const code = Number(first.extensions?.upstreamCode);
    return { code: Number.isInteger(code) ? code : undefined, message: first.message || undefined };
  }
  return {};
}

/**
 * An error as its reader should see it: the text of its catalogue code (`errors.<code>`) in the reader's language.
 * The platform may say more than the catalogue does (which field, which step); it says it in Chinese, so Chinese
 * readers get that message. Anything without a code, a network failure say, reads as `fallback`.
 *
 * @example errorText(new AppError('TRIGGER_NOT_REMOVABLE'), i18n) // 'The trigger step cannot be removed' in English
 */
export function errorText(error: unknown, i18n: Pick<I18n, 't' | 'exists' | 'resolvedLanguage'>, fallback?: string): string {
  const { code, message } = codeAndMessage(error);
  const key = `errors.${code}`;
  const known = code !== undefined && i18n.exists(key);
  if (message && i18n.resolvedLanguage === 'zh-CN' && (!known || message !== errorByCode(code!)?.msg)) return message;
  if (known) return i18n.t(key);
  return fallback ?? i18n.t('common.operationFailed');
}
