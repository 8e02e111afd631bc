import { Badge } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Readiness } from '../store/selectors';

/** The toolbar's summary of the steps' badges: red steps first, then yellow ones; ready only when neither. */
export function ReadinessBadge({ readiness }: { readiness: Readiness }) {
  const { t } = useTranslation('editor');
  if (readiness.errorSteps > 0) {
    return (
      <Badge appearance="tint" color="danger">
        {t('toolbar.problems', { count: readiness.errorSteps })}
      </Badge>
    );
  }
  if (readiness.warningSteps > 0) {
    return (
      <Badge appearance="tint" color="warning">
        {t('toolbar.warnings', { count: readiness.warningSteps })}
      </Badge>
    );
  }
  return (
    <Badge appearance="tint" color="success">
      {t('toolbar.noProblems')}
    </Badge>
  );
}
