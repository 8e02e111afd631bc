import i18n, { type BackendModule, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import zhCN from './locales/zh-CN.json';
import { localStore } from './browser';

export type Language = 'zh-CN' | 'en';
const LANGUAGE_KEY = 'huiliu_lang';

/** zh-CN is the product language (spec §1); English only when the user picked it in the header. */
function storedLanguage(): Language {
  const saved = localStore.getItem(LANGUAGE_KEY);
  return saved === 'en' ? 'en' : 'zh-CN';
}

/**
 * Feature namespaces live in locales/<language>/<namespace>.json (the editor's in 'editor'), so
 * features built in parallel never edit the same file; the shared texts stay in 'translation'. Each
 * namespace is its own chunk, fetched when a screen first asks for it (useTranslation suspends until
 * then), so the editor's texts do not weigh on the pipeline list.
 */
const namespaceFiles = import.meta.glob<{ default: ResourceLanguage }>('./locales/*/*.json');
const namespaceBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = namespaceFiles[`./locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

void i18n
  .use(initReactI18next)
  .use(namespaceBackend)
  .init({
    resources: { 'zh-CN': { translation: zhCN }, en: { translation: en } },
    // the shared texts are bundled; feature namespaces come from the backend above
    partialBundledLanguages: true,
    ns: ['translation'],
    lng: storedLanguage(),
    fallbackLng: 'zh-CN',
    interpolation: { escapeValue: false },
    returnNull: false,
  });

export function setLanguage(language: Language): void {
  localStore.setItem(LANGUAGE_KEY, language);
  document.documentElement.lang = language;
  void i18n.changeLanguage(language);
}

document.documentElement.lang = i18n.language;

export default i18n;
