import { findBuiltinApp } from '@huiliu/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A recorded step's title for display. A step the user never named is recorded under its builtin app's
 * Chinese name (the engine's `titleAppName`), which reads in the UI language through core BUILTIN_APPS'
 * i18nKey; a title the user typed stays as typed.
 */
export function useStepTitle(): (appId: string, title: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (appId, title) => {
      const builtin = findBuiltinApp(appId);
      return builtin && (title === builtin.app_name || title === '') ? t(builtin.i18nKey) : title;
    },
    [t],
  );
}
