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

void i18n.use(initReactI18next).init({
  resources: { 'zh-CN': { translation: zhCN }, en: { translation: en } },
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
