import { Card, makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ModelVersionsQuery } from '../../../gql/graphql';
import { gainOverBaseline, metricValue } from '../shared/modelText';

export type Version = ModelVersionsQuery['modelVersions']['items'][number];

const useStyles = makeStyles({
  figures: { display: 'flex', gap: tokens.spacingHorizontalXXXL, flexWrap: 'wrap' },
  figure: { display: 'flex', flexDirection: 'column' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * The latest version's held-out figure against the baseline's on the same rows (the majority class, or always the
 * training mean), how much better it is, and what it learnt from.
 */
export function LatestMetrics({ version }: { version: Version }) {
  const { t, i18n } = useTranslation('datamodel');
  const styles = useStyles();
  const gain = gainOverBaseline(version.metric, version.value, version.baseline);
  return (
    <Card aria-label={t('metrics.label')}>
      <div className={styles.figures}>
        <div className={styles.figure}>
          <Text className={styles.muted}>{t(`metrics.${version.metric}`)}</Text>
          <Text size={700} weight="semibold">
            {metricValue(version.metric, version.value, i18n.language)}
          </Text>
        </div>
        <div className={styles.figure}>
          <Text className={styles.muted}>{t('metrics.baseline')}</Text>
          <Text size={700}>{metricValue(version.metric, version.baseline, i18n.language)}</Text>
        </div>
        <div className={styles.figure}>
          <Text className={styles.muted}>{t('metrics.gainLabel')}</Text>
          <Text size={700}>{version.metric === 'ACCURACY' ? t('metrics.gainPoints', { gain }) : t('metrics.gainShare', { gain })}</Text>
        </div>
      </div>
      <Text>
        {t(`metrics.explain.${version.metric}`)}{' '}
        {t('metrics.rows', {
          train: version.trainRows,
          test: version.testRows,
          filtered: version.rowsFilteredOut,
          unlabelled: version.rowsUnlabelled,
        })}
      </Text>
      {!version.betterThanBaseline && (
        <MessageBar intent="warning">
          <MessageBarBody>{t('metrics.notBetter')}</MessageBarBody>
        </MessageBar>
      )}
    </Card>
  );
}
