import { isRunUnfinished } from '@huiliu/core';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppToast } from '../../pipelines/shared/useAppToast';
import { useRerun, type RerunMode } from '../shared/useRerun';
import type { RunView } from './RunHeader';

const useStyles = makeStyles({ root: { display: 'flex', gap: tokens.spacingHorizontalM } });

/**
 * '重新运行' and, when a step failed, '从失败步骤重试': either opens the new run, whose page then follows it live
 * (a person fixing a pipeline wants to see the attempt, not the old failure).
 */
export function RunActions({ run }: { run: Pick<RunView, 'logId' | 'status' | 'failedStepUuid'> }) {
  const { t } = useTranslation('logs');
  const styles = useStyles();
  const toast = useAppToast();
  const navigate = useNavigate();
  const { busy, rerun } = useRerun();

  const start = async (mode: RerunMode) => {
    const logId = await rerun(run.logId, mode);
    if (!logId) return;
    toast.show(t('detail.rerunStarted'));
    void navigate(`/data-log/${logId}`);
  };

  return (
    <div className={styles.root}>
      <Button disabled={busy || isRunUnfinished(run.status)} onClick={() => void start('reschedule')}>
        {t('detail.reschedule')}
      </Button>
      {run.failedStepUuid && (
        <Button appearance="primary" disabled={busy} onClick={() => void start('fromFailedStep')}>
          {t('detail.rerunFailed')}
        </Button>
      )}
    </div>
  );
}
