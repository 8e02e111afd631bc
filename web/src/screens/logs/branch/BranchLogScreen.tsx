import { SWITCH_APP_ID } from '@huiliu/core';
import { Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { RunTimeline } from '../detail/RunTimeline';
import { StepPanel } from '../detail/StepPanel';
import { RunStatusBadge } from '../shared/RunStatusBadge';
import { RunLoadState } from '../shared/RunLoadState';
import { groupBranches } from '../shared/stepGroups';
import { useRunDetail } from '../shared/useRunDetail';
import { useRunFlow } from '../shared/useRunFlow';
import { useStepSelection } from '../shared/useStepSelection';
import { useStepTitle } from '../shared/useStepTitle';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1440px' },
  heading: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  body: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 480px), 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
  groups: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  branch: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, backgroundColor: tokens.colorNeutralBackground2 },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * /data-log/branch-log/{id} (spec §2 分支日志): the steps each switch step's branches ran, as the run's timeline
 * does them, and the chosen step in the same step panel as the run's page.
 */
export default function BranchLogScreen() {
  const { t } = useTranslation('logs');
  const styles = useStyles();
  const logId = useParams().id ?? '';
  const { result, run, reload } = useRunDetail(logId);
  const flow = useRunFlow(logId);
  const stepTitle = useStepTitle();
  const groups = useMemo(() => (run ? groupBranches(run.steps, flow.branchName) : []), [run, flow.branchName]);
  const [selected, select] = useStepSelection(useMemo(() => groups.flatMap((g) => g.branches.flatMap((b) => b.steps)), [groups]));
  // the switch as recorded, else as the run's content has it (a rerun may start inside a branch)
  const switchTitle = (uuid: string, recorded: string) => {
    const stored = flow.stepOf(uuid);
    return stepTitle(stored?.appId ?? SWITCH_APP_ID, recorded || stored?.title || '');
  };

  if (!run) return <RunLoadState error={result.error} loaded={!!result.data} onRetry={reload} />;
  return (
    <section className={styles.root}>
      <div className={styles.heading}>
        <Text as="h1" size={700} weight="semibold">
          {t('branch.heading')} · {run.pipeline?.title ?? run.processTitle}
        </Text>
        <RunStatusBadge status={run.status} />
      </div>
      <RouterLink to={`/data-log/${run.logId}`}>{t('list.detail')}</RouterLink>
      {groups.length === 0 && <Text className={styles.muted}>{t('branch.none')}</Text>}
      <div className={styles.body}>
        <div className={styles.groups}>
          {groups.map((group) => {
            const title = t('branch.switchStep', { title: switchTitle(group.switchUuid, group.switchTitle) });
            return (
              <section key={group.switchUuid} className={styles.group} aria-label={title}>
                <Text as="h2" size={500} weight="semibold">
                  {title}
                </Text>
                {group.branches.map((branch) => {
                  const name = t('branch.branchTitle', { title: branch.title });
                  return (
                    <Card key={branch.key} className={styles.branch} role="group" aria-label={name}>
                      <Text weight="semibold">{name}</Text>
                      <RunTimeline steps={branch.steps} run={run} flow={flow} selectedId={selected?.id} onSelect={select} label={name} />
                    </Card>
                  );
                })}
              </section>
            );
          })}
        </div>
        {selected && <StepPanel step={selected} flow={flow} steps={run.steps} logId={run.logId} onSelect={select} />}
      </div>
    </section>
  );
}
