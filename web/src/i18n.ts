import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import zhCN from './locales/zh-CN.json';
import { localStore } from './browser';

export const LANGUAGES = ['zh-CN', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
const LANGUAGE_KEY = 'huiliu_lang';

/** zh-CN is the product language (spec §1); English only when the user picked it in the header. */
function storedLanguage(): Language {
  const saved = localStore.getItem(LANGUAGE_KEY);
  return saved === 'en' ? 'en' : 'zh-CN';
}

/**
 * Feature namespaces live in locales/<language>/<namespace>.json (the editor's in 'editor'), so
 * features built in parallel never edit the same file; the shared texts stay in 'translation'.
 */
const namespaced = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', { eager: true });
const resources: Record<Language, Record<string, Record<string, unknown>>> = { 'zh-CN': { translation: zhCN }, en: { translation: en } };
for (const [path, module] of Object.entries(namespaced)) {
  const [, language, namespace] = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (language === 'zh-CN' || language === 'en') resources[language][namespace!] = module.default;
}

void i18n.use(initReactI18next).init({
  resources,
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
