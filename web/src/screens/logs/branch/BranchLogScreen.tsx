import { SWITCH_APP_ID } from '@huiliu/core';
import { Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { StepCard } from '../detail/StepCard';
import { RunStatusBadge } from '../shared/RunStatusBadge';
import { RunLoadState } from '../shared/RunLoadState';
import { groupBranches } from '../shared/stepGroups';
import { useRunDetail } from '../shared/useRunDetail';
import { useRunFlow } from '../shared/useRunFlow';
import { useStepTitle } from '../shared/useStepTitle';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1100px' },
  heading: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  branches: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(360px, 1fr))', gap: tokens.spacingHorizontalM },
  branch: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, backgroundColor: tokens.colorNeutralBackground2 },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** /data-log/branch-log/{id} (spec §2 分支日志): the steps each switch step's branches ran, side by side. */
export default function BranchLogScreen() {
  const { t } = useTranslation('logs');
  const styles = useStyles();
  const logId = useParams().id ?? '';
  const { result, run, reload } = useRunDetail(logId);
  const flow = useRunFlow(logId);
  const stepTitle = useStepTitle();
  // the switch as recorded, else as the run's content has it (a rerun may start inside a branch)
  const switchTitle = (uuid: string, recorded: string) => {
    const stored = flow.stepOf(uuid);
    const title = recorded || stored?.title || '';
    return stepTitle(stored?.appId ?? SWITCH_APP_ID, title);
  };

  if (!run) return <RunLoadState error={result.error} loaded={!!result.data} onRetry={reload} />;
  const groups = groupBranches(run.steps, flow.branchName);
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
      {groups.map((group) => (
        <section
          key={group.switchUuid}
          className={styles.group}
          aria-label={t('branch.switchStep', { title: switchTitle(group.switchUuid, group.switchTitle) })}
        >
          <Text as="h2" size={500} weight="semibold">
            {t('branch.switchStep', { title: switchTitle(group.switchUuid, group.switchTitle) })}
          </Text>
          <div className={styles.branches}>
            {group.branches.map((branch) => (
              <Card key={branch.key} className={styles.branch} role="group" aria-label={t('branch.branchTitle', { title: branch.title })}>
                <Text weight="semibold">{t('branch.branchTitle', { title: branch.title })}</Text>
                {branch.steps.map((step) => (
                  <StepCard key={step.id} step={step} flow={flow} />
                ))}
              </Card>
            ))}
          </div>
        </section>
      ))}
    </section>
  );
}
