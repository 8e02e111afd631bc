import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { documentTitle } from './routeTable';
import { usePageTitleKey } from './usePageTitle';

/**
 * spec §2: "Page title format: '{page title} | the product'. All titles are Chinese." — that is the
 * Chinese UI's; in English the title reads '{English title} | Huiliu' (issue 10 item 9), so it follows
 * the UI language and changes with it.
 */
export function DocumentTitle() {
  const titleKey = usePageTitleKey();
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  useEffect(() => {
    document.title = titleKey ? documentTitle(t(titleKey), t('app.name')) : t('app.name');
  }, [titleKey, t, language]);
  return null;
}
