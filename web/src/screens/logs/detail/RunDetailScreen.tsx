import { makeStyles, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { elkWorkerLayout } from '../../../editor/layout/elkWorkerLayout';
import type { LayoutFn } from '../../../editor/layout/layout';
import { RunGraph } from '../graph/RunGraph';
import { RunLoadState } from '../shared/RunLoadState';
import { useRunDetail } from '../shared/useRunDetail';
import { useRunFlow } from '../shared/useRunFlow';
import { useStepSelection } from '../shared/useStepSelection';
import { RunActions } from './RunActions';
import { RunHeader } from './RunHeader';
import { RunTimeline } from './RunTimeline';
import { StepPanel, type RunStepView } from './StepPanel';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1440px' },
  heading: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  links: { display: 'flex', gap: tokens.spacingHorizontalL },
  body: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 480px), 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
  views: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
});

const NO_STEPS: RunStepView[] = [];

/**
 * /data-log/{id} (spec §2 日志详情): the run's header and actions, its steps as a 时间线 or on the 流程图 of the
 * pipeline it ran, and the chosen step's panel. The view and the step are in the address, so a link opens them.
 */
export default function RunDetailScreen({ layout = elkWorkerLayout }: { layout?: LayoutFn }) {
  const { t } = useTranslation('logs');
  const styles = useStyles();
  // the id stays the URL's string: 18–19 digits do not survive Number()
  const logId = useParams().id ?? '';
  const { result, run, reload } = useRunDetail(logId);
  const flow = useRunFlow(logId);
  const [search, setSearch] = useSearchParams();
  const view = search.get('view') === 'graph' ? 'graph' : 'timeline';
  const [selected, select] = useStepSelection(run?.steps ?? NO_STEPS);
  const tabId = useId();

  const showView = (next: string) =>
    setSearch(
      (current) => {
        const query = new URLSearchParams(current);
        if (next === 'graph') query.set('view', 'graph');
        else query.delete('view');
        return query;
      },
      { replace: true },
    );

  if (!run) return <RunLoadState error={result.error} loaded={!!result.data} onRetry={reload} />;
  const viewLabel = view === 'graph' ? t('detail.graph') : t('detail.timeline');
  return (
    <section className={styles.root}>
      <div className={styles.heading}>
        <Text as="h1" size={700} weight="semibold">
          {run.pipeline?.title ?? run.processTitle}
        </Text>
        <RunActions run={run} />
      </div>
      <nav className={styles.links} aria-label={t('detail.links')}>
        <RouterLink to="/data-log">{t('detail.back')}</RouterLink>
        <RouterLink to={`/data-log/branch-log/${run.logId}`}>{t('detail.branchLog')}</RouterLink>
        {/* where a failed step gets fixed; a deleted pipeline has nothing to edit */}
        {run.pipeline && <RouterLink to={`/data-pipeline/${run.pipeline.processId}`}>{t('detail.editPipeline')}</RouterLink>}
      </nav>
      <RunHeader run={run} />
      <div className={styles.body}>
        <div className={styles.views}>
          <TabList selectedValue={view} onTabSelect={(_, d) => showView(String(d.value))}>
            <Tab value="timeline" id={`${tabId}-timeline`}>
              {t('detail.timeline')}
            </Tab>
            <Tab value="graph" id={`${tabId}-graph`}>
              {t('detail.graph')}
            </Tab>
          </TabList>
          <div role="tabpanel" aria-labelledby={`${tabId}-${view}`}>
            {view === 'timeline' ? (
              <RunTimeline steps={run.steps} run={run} flow={flow} selectedId={selected?.id} onSelect={select} label={viewLabel} />
            ) : (
              <RunGraph flow={flow} steps={run.steps} selectedUuid={selected?.stepUuid} onSelect={select} layout={layout} label={viewLabel} />
            )}
          </div>
        </div>
        {selected && <StepPanel step={selected} flow={flow} steps={run.steps} logId={run.logId} onSelect={select} />}
      </div>
    </section>
  );
}
