import { Badge } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { RunStatus, StepStatus } from '../../../gql/graphql';
import { runStatusColor, stepStatusColor } from './runStatus';

/** A run's status in Chinese (排队中 … 已取消), coloured by outcome. */
export function RunStatusBadge({ status }: { status: RunStatus }) {
  const { t } = useTranslation('logs');
  return (
    <Badge appearance="tint" color={runStatusColor(status)}>
      {t(`status.${status}`)}
    </Badge>
  );
}

/** A step's status in Chinese. */
export function StepStatusBadge({ status }: { status: StepStatus }) {
  const { t } = useTranslation('logs');
  return (
    <Badge appearance="tint" color={stepStatusColor(status)}>
      {t(`stepStatus.${status}`)}
    </Badge>
  );
}
