import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { PAGE_SIZE } from '@huiliu/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useQuery } from 'urql';
import { Pagination } from '../../pipelines/list/Pagination';
import { MySharesQuery } from '../shareDocuments';
import { SharedTemplateCard, type MineDialog } from './SharedTemplateCard';
import { ShareTipDialog } from './ShareTipDialog';
import { StopSharingDialog } from './StopSharingDialog';
import { TemplateUsesDialog } from './TemplateUsesDialog';
import { FetchFailed } from '../../../components/FetchFailed';
import { usePageInRange } from '../../../util/usePageInRange';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '960px' },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, margin: 0, padding: 0, listStyleType: 'none' },
  empty: { padding: tokens.spacingVerticalXXL, textAlign: 'center', color: tokens.colorNeutralForeground3 },
});

/** Lists with no template yet carry no Template typename: a first share must still refresh this one. */
const listContext = { additionalTypenames: ['Template'] };

/** /pipeline-share, "my shares" (spec §2 nav): the company's shared templates, their links, who used them, stop or resume. */
export default function MySharesScreen() {
  const { t } = useTranslation('templates');
  const { t: tc } = useTranslation();
  const styles = useStyles();
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<MineDialog | null>(null);
  const [result, refetch] = useQuery({ query: MySharesQuery, variables: { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }, context: listContext });
  const shares = result.data?.templates;
  // a delete can empty the last page: step back to the page that still exists
  usePageInRange(page, shares?.total, setPage);
  const close = () => setDialog(null);
  return (
    <section className={styles.root}>
      <Text as="h1" size={600} weight="semibold">
        {tc('routes.pipelineShare')}
      </Text>
      <Text>{t('mine.intro')}</Text>
      {result.error && !shares ? (
        <FetchFailed refetch={refetch} />
      ) : !shares ? (
        <Spinner label={tc('common.loading')} />
      ) : shares.items.length === 0 ? (
        <Text className={styles.empty}>
          {t('mine.empty')} <RouterLink to="/data-pipeline">{t('mine.toPipelines')}</RouterLink>
        </Text>
      ) : (
        <>
          <ul className={styles.list} aria-label={t('mine.list')}>
            {shares.items.map((template) => (
              <li key={template.templateId}>
                <SharedTemplateCard template={template} onDialog={setDialog} />
              </li>
            ))}
          </ul>
          <Pagination page={page} total={shares.total} onPage={setPage} />
        </>
      )}
      {dialog?.kind === 'uses' && <TemplateUsesDialog templateId={dialog.template.templateId} title={dialog.template.title} onClose={close} />}
      {dialog?.kind === 'tip' && <ShareTipDialog templateId={dialog.template.templateId} shareTip={dialog.template.shareTip} onClose={close} />}
      {dialog?.kind === 'stop' && <StopSharingDialog templateId={dialog.template.templateId} title={dialog.template.title} onClose={close} />}
    </section>
  );
}
