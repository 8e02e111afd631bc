import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { RunStatus, RunTrigger } from '../../../gql/graphql';

/** Statuses and triggers in the run log's own words (its 'logs' texts), so both screens name them alike. */
export function useRunWords(): { status(status: RunStatus): string; trigger(trigger: RunTrigger): string } {
  const { t } = useTranslation('logs');
  const status = useCallback((value: RunStatus) => t(`status.${value}`), [t]);
  const trigger = useCallback((value: RunTrigger) => t(`trigger.${value}`), [t]);
  return { status, trigger };
}
