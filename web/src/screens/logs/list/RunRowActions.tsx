import { Button, Link, makeStyles, Toast, ToastTitle, tokens, useToastController } from '@fluentui/react-components';
import { isRunUnfinished } from '@huiliu/core';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useHref, useNavigate } from 'react-router';
import { APP_TOASTER_ID } from '../../../layout/toaster';
import { useRerun, type RerunMode } from '../shared/useRerun';
import type { ListRun } from './RunTable';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXXS },
  link: {
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'none',
    whiteSpace: 'nowrap',
    ':hover': { textDecorationLine: 'underline', color: tokens.colorBrandForegroundLinkHover },
  },
});

/**
 * A row's ways on: its logs, '重新运行' and, for a failed run, '从失败步骤重试'. The list stays where it is (the new
 * run appears at its top through the live updates); the toast links to the new run.
 */
export function RunRowActions({ run }: { run: ListRun }) {
  const { t } = useTranslation('logs');
  const styles = useStyles();
  const { dispatchToast } = useToastController(APP_TOASTER_ID);
  const { busy, rerun } = useRerun();
  // the toast renders under the app's toaster, not here: its link navigates through this screen's router
  const navigate = useNavigate();
  const logsHref = useHref('/data-log');

  const start = async (mode: RerunMode) => {
    const logId = await rerun(run.logId, mode);
    if (!logId) return;
    dispatchToast(
      <Toast>
        <ToastTitle
          action={
            <Link
              href={`${logsHref}/${logId}`}
              onClick={(event) => {
                event.preventDefault();
                void navigate(`/data-log/${logId}`);
              }}
            >
              {t('detail.openNewRun')}
            </Link>
          }
        >
          {t('detail.rerunStarted')}
        </ToastTitle>
      </Toast>,
      { intent: 'success' },
    );
  };

  return (
    <div className={styles.root}>
      <RouterLink className={styles.link} to={`/data-log/${run.logId}`}>
        {t('list.detail')}
      </RouterLink>
      <RouterLink className={styles.link} to={`/data-log/branch-log/${run.logId}`}>
        {t('list.branchLog')}
      </RouterLink>
      <Button size="small" appearance="subtle" disabled={busy || isRunUnfinished(run.status)} onClick={() => void start('reschedule')}>
        {t('detail.reschedule')}
      </Button>
      {run.status === 'failed' && run.failedStepUuid && (
        <Button size="small" appearance="subtle" disabled={busy} onClick={() => void start('fromFailedStep')}>
          {t('detail.rerunFailed')}
        </Button>
      )}
    </div>
  );
}
