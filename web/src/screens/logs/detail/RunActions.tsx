import { isRunUnfinished } from '@huiliu/core';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { useAppToast } from '../../pipelines/shared/useAppToast';
import { RerunFromFailedStepMutation, RescheduleRunMutation } from '../shared/documents';
import type { RunView } from './RunHeader';

const useStyles = makeStyles({ root: { display: 'flex', gap: tokens.spacingHorizontalM } });

/**
 * '重新运行' (spec /reschedule: from the start, same trigger data) and '从失败步骤重试' (spec /reruntask,
 * only when a step failed). Either opens the new run; a failure says '操作失败' (spec §8).
 */
export function RunActions({ run }: { run: RunView }) {
  const { t } = useTranslation('logs');
  const styles = useStyles();
  const toast = useAppToast();
  const navigate = useNavigate();
  const [rescheduling, reschedule] = useMutation(RescheduleRunMutation);
  const [rerunning, rerunFailed] = useMutation(RerunFromFailedStepMutation);
  const busy = rescheduling.fetching || rerunning.fetching;

  const start = async (action: 'reschedule' | 'rerun') => {
    const result = action === 'reschedule' ? await reschedule({ logId: run.logId }) : await rerunFailed({ logId: run.logId });
    if (result.error) return toast.failed(result.error);
    const newRun = result.data && ('rescheduleRun' in result.data ? result.data.rescheduleRun : result.data.rerunFromFailedStep);
    toast.show(t('detail.rerunStarted'));
    if (newRun) void navigate(`/data-log/${newRun.logId}`);
  };

  return (
    <div className={styles.root}>
      <Button disabled={busy || isRunUnfinished(run.status)} onClick={() => void start('reschedule')}>
        {t('detail.reschedule')}
      </Button>
      {run.failedStepUuid && (
        <Button appearance="primary" disabled={busy} onClick={() => void start('rerun')}>
          {t('detail.rerunFailed')}
        </Button>
      )}
    </div>
  );
}
