import i18next, { type i18n as I18n, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import zhCN from '../locales/zh-CN.json';

const namespaces = import.meta.glob<{ default: ResourceLanguage }>('../locales/*/*.json', { eager: true });

/** The locales of one language as i18next resources: the shared texts and every feature namespace. */
function resourcesOf(language: 'zh-CN' | 'en', shared: ResourceLanguage): ResourceLanguage {
  const resources: ResourceLanguage = { translation: shared };
  for (const [path, module] of Object.entries(namespaces)) {
    const [, lang, namespace] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path)!;
    if (lang === language) resources[namespace!] = module.default;
  }
  return resources;
}

/** An i18next instance for component tests: both languages loaded up front, so nothing suspends. */
export function testI18n(language: 'zh-CN' | 'en' = 'zh-CN'): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { 'zh-CN': resourcesOf('zh-CN', zhCN), en: resourcesOf('en', en) },
    lng: language,
    fallbackLng: 'zh-CN',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
