import { Badge } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { TrainingPartsFragment } from '../../../gql/graphql';
import { progressPercent } from './modelText';

const COLOR = { QUEUED: 'informative', RUNNING: 'brand', SUCCEEDED: 'success', FAILED: 'danger', CANCELLED: 'subtle' } as const;

/** Where a model stands: never trained, its latest training's state (with how far a running one is). */
export function TrainingBadge({ training }: { training: TrainingPartsFragment | null | undefined }) {
  const { t } = useTranslation('datamodel');
  if (!training) return <Badge appearance="outline">{t('status.untrained')}</Badge>;
  const label =
    training.status === 'RUNNING'
      ? t('status.runningAt', { percent: progressPercent(training.progress) })
      : training.status === 'SUCCEEDED'
        ? t('status.version', { version: training.version })
        : t(`status.${training.status}`);
  return (
    <Badge appearance="tint" color={COLOR[training.status]}>
      {label}
    </Badge>
  );
}
