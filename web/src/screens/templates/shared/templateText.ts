import { findBuiltinApp } from '@huiliu/core';
import { pick } from '../../apps/shared/appText';

/** A template's words: a starter has an English twin, a company's shared template only its sharer's own words. */
export interface TemplateWords {
  title: string;
  titleEn?: string | null;
  description: string;
  descriptionEn?: string | null;
}

/** An app as templates name it (AppRef, or a step's app): the catalogue's English name when the reader reads English. */
export interface NamedApp {
  appId: string;
  appName: string;
  app?: { appNameEn?: string | null } | null;
  appNameEn?: string | null;
}

/** A field the simplified form asks for, in both languages when a starter words it. */
export interface InputWords {
  label: string;
  labelEn?: string | null;
  help?: string | null;
  helpEn?: string | null;
}

/**
 * The template's texts in the reader's language: starters show their English twin in English; users' shared
 * templates keep their own words in both languages (they have no twin).
 *
 * @example templateTexts(true).title({ title: 'Webhook 转钉钉', titleEn: 'Webhook to DingTalk', … }) // 'Webhook to DingTalk'
 */
export function templateTexts(english: boolean, builtinName: (i18nKey: string) => string) {
  return {
    title: (words: TemplateWords) => pick(english, words.title, words.titleEn),
    description: (words: TemplateWords) => pick(english, words.description, words.descriptionEn),
    inputLabel: (words: InputWords) => pick(english, words.label, words.labelEn),
    inputHelp: (words: InputWords) => (words.help ? pick(english, words.help, words.helpEn) : undefined),
    /** Built-in apps are named by the UI's own texts; catalogue apps by their English name when there is one. */
    appName: (app: NamedApp) => {
      const builtin = findBuiltinApp(app.appId);
      if (builtin) return builtinName(builtin.i18nKey);
      return pick(english, app.appName, app.appNameEn ?? app.app?.appNameEn);
    },
  };
}
