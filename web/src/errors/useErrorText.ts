import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from './errorText';

/** errorText in the current language; components re-render when the language changes. */
export function useErrorText(): (error: unknown, fallback?: string) => string {
  const { i18n } = useTranslation();
  return useCallback((error: unknown, fallback?: string) => errorText(error, i18n, fallback), [i18n]);
}
