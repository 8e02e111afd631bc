import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { RunLoadState } from '../shared/RunLoadState';
import { useRunDetail } from '../shared/useRunDetail';
import { useRunFlow } from '../shared/useRunFlow';
import { RunActions } from './RunActions';
import { RunHeader } from './RunHeader';
import { StepList } from './StepList';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1100px' },
  heading: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  links: { display: 'flex', gap: tokens.spacingHorizontalL },
});

/** /data-log/{id} (spec §2 日志详情): the run's header, its actions and every step in order. */
export default function RunDetailScreen() {
  const { t } = useTranslation('logs');
  const styles = useStyles();
  // the id stays the URL's string: 18–19 digits do not survive Number()
  const logId = useParams().id ?? '';
  const { result, run, reload } = useRunDetail(logId);
  const flow = useRunFlow(logId);

  if (!run) return <RunLoadState error={result.error} loaded={!!result.data} onRetry={reload} />;
  return (
    <section className={styles.root}>
      <div className={styles.heading}>
        <Text as="h1" size={700} weight="semibold">
          {run.pipeline?.title ?? run.processTitle}
        </Text>
        <RunActions run={run} />
      </div>
      <nav className={styles.links}>
        <RouterLink to="/data-log">{t('detail.back')}</RouterLink>
        <RouterLink to={`/data-log/branch-log/${run.logId}`}>{t('detail.branchLog')}</RouterLink>
      </nav>
      <RunHeader run={run} />
      <Text as="h2" size={500} weight="semibold">
        {t('detail.steps')}
      </Text>
      <StepList steps={run.steps} flow={flow} />
    </section>
  );
}
