import { findBuiltinApp } from '@huiliu/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Built-in apps show their translated name; other apps keep the name the platform gives. */
export function useAppName(): (app: { appId: string; appName: string }) => string {
  const { t } = useTranslation();
  return useCallback(
    (app) => {
      const builtin = findBuiltinApp(app.appId);
      return builtin ? t(builtin.i18nKey) : app.appName;
    },
    [t],
  );
}
