import { Button, makeStyles, TableCell, TableRow, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../util/formatDateTime';
import { RunNowButton } from '../shared/RunNowButton';
import { useAppName } from '../shared/useAppName';
import { ShareButton } from '../../templates/share/ShareButton';
import type { ListPipeline, PipelineActions } from './pipelineActions';
import { StatusSwitch } from './StatusSwitch';
import { usePermissions } from '../../../session/usePermissions';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, whiteSpace: 'nowrap' },
  title: { wordBreak: 'break-all' },
  link: {
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline', color: tokens.colorBrandForegroundLinkHover },
  },
});

/** One pipeline: title link, apps, creator, created time, status switch and the row actions. */
export function PipelineRow({ pipeline, actions }: { pipeline: ListPipeline; actions: PipelineActions }) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const appName = useAppName();
  // issue 13: what the role does not grant is not offered (the platform refuses it anyway)
  const { can } = usePermissions();
  const edit = can('pipelines.edit');
  const publish = can('pipelines.publish');
  return (
    <TableRow>
      <TableCell className={styles.title}>
        <RouterLink className={styles.link} to={`/data-pipeline/${pipeline.processId}`}>
          {pipeline.title}
        </RouterLink>
      </TableCell>
      <TableCell>{pipeline.apps.map(appName).join(t('list.appSeparator')) || t('list.noApps')}</TableCell>
      <TableCell>{pipeline.creator?.uname ?? ''}</TableCell>
      <TableCell>{formatDateTime(pipeline.createdAt, i18n.language)}</TableCell>
      <TableCell>
        <StatusSwitch processId={pipeline.processId} title={pipeline.title} status={pipeline.status} readOnly={!publish} />
      </TableCell>
      <TableCell>
        <div className={styles.actions}>
          {publish && <RunNowButton processId={pipeline.processId} size="small" appearance="subtle" />}
          {edit && (
            <>
              <Button size="small" appearance="subtle" onClick={() => actions.rename(pipeline)}>
                {t('list.rename')}
              </Button>
              <Button size="small" appearance="subtle" onClick={() => actions.copy(pipeline)}>
                {t('list.copy')}
              </Button>
            </>
          )}
          {publish && <ShareButton processId={pipeline.processId} title={pipeline.title} size="small" appearance="subtle" />}
          {edit && (
            <Button size="small" appearance="subtle" onClick={() => actions.remove(pipeline)}>
              {t('list.delete')}
            </Button>
          )}
          <Button size="small" appearance="subtle" onClick={() => actions.toggleFavourite(pipeline)}>
            {pipeline.favourite ? t('list.unfavourite') : t('list.favouriteAction')}
          </Button>
        </div>
      </TableCell>
    </TableRow>
  );
}
