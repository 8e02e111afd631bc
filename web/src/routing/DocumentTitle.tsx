import { useEffect } from 'react';
import i18n from '../i18n';
import { documentTitle } from './routeTable';
import { usePageTitleKey } from './usePageTitle';

/** spec §2: "Page title format: '{page title} | the product'. All titles are Chinese." — so zh-CN whatever the UI language. */
export function DocumentTitle() {
  const titleKey = usePageTitleKey();
  useEffect(() => {
    const zh = i18n.getFixedT('zh-CN');
    document.title = titleKey ? documentTitle(zh(titleKey), zh('app.name')) : zh('app.name');
  }, [titleKey]);
  return null;
}
