import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { templateTexts } from './templateText';

/** templateTexts in the current language; re-renders when the language changes. */
export function useTemplateText() {
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'en';
  return useMemo(() => templateTexts(english, (key) => t(key)), [english, t]);
}
