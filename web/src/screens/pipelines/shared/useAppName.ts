import { findBuiltinApp } from '@huiliu/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** An app a pipeline uses, with the catalogue's English name when it was asked for. */
interface NamedApp {
  appId: string;
  appName: string;
  app?: { appNameEn: string } | null;
}

/**
 * Built-in apps show their translated name; other apps the name the platform gives, in English the catalogue's
 * English name (issue 12: the English list showed 钉钉群机器人).
 */
export function useAppName(): (app: NamedApp) => string {
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'en';
  return useCallback(
    (app) => {
      const builtin = findBuiltinApp(app.appId);
      if (builtin) return t(builtin.i18nKey);
      return english && app.app?.appNameEn ? app.app.appNameEn : app.appName;
    },
    [t, english],
  );
}
