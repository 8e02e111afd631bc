import { Text } from '@fluentui/react-components';
import { findBuiltinApp, type AppStep } from '@huiliu/core';
import { useTranslation } from 'react-i18next';

/** Account: built-in apps run on the platform itself and need none (validateStep never asks them for one). */
export function AccountSection({ step }: { step: AppStep }) {
  const { t } = useTranslation('editor');
  if (!step.app_id) return <Text>{t('account.chooseAppFirst')}</Text>;
  return <Text>{findBuiltinApp(step.app_id) ? t('account.notNeeded') : t('account.later')}</Text>;
}
