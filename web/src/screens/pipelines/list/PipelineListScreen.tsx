import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useCallback, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQuery } from 'urql';
import { DeleteDialog } from './DeleteDialog';
import { PipelineListQuery } from './documents';
import { initialListState, listReducer, toQueryVariables } from './listState';
import { Pagination } from './Pagination';
import { PipelineFilters } from './PipelineFilters';
import { PipelineTable } from './PipelineTable';
import { RenameDialog } from './RenameDialog';
import { usePipelineActions } from './usePipelineActions';
import { useRestoredScroll } from './useRestoredScroll';
import { FetchFailed } from '../../../components/FetchFailed';
import { useEmbed } from '../../../embed/embedContext';
import { usePermissions } from '../../../session/usePermissions';
import { usePageInRange } from '../../../util/usePageInRange';

const useStyles = makeStyles({
  scroller: { position: 'absolute', inset: 0, overflowY: 'auto', padding: tokens.spacingHorizontalXL },
  // embedded (issue 14): the list flows at its height and the document scrolls, so `resize` can tell that height
  flow: { padding: tokens.spacingHorizontalL },
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  heading: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
  empty: { padding: tokens.spacingVerticalXXL, textAlign: 'center', color: tokens.colorNeutralForeground3 },
});

/** Lists without items carry no Pipeline typename; this lets a create or copy refresh them too. */
const listContext = { additionalTypenames: ['Pipeline'] };

/** /data-pipeline (spec §2, §3): filters, the paged list and its row actions; kept alive by AppShell. */
export default function PipelineListScreen() {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const canEdit = usePermissions().can('pipelines.edit');
  const [state, dispatch] = useReducer(listReducer, initialListState);
  const [result, refetch] = useQuery({ query: PipelineListQuery, variables: toQueryVariables(state), context: listContext });
  const { actions, dialog, closeDialog } = usePipelineActions();
  const embedded = useEmbed() !== null;
  const { ref: scrollRef, onScroll } = useRestoredScroll<HTMLDivElement>(embedded ? 'document' : 'element');

  const page = result.data?.pipelines;
  const toPage = useCallback((p: number) => dispatch({ type: 'page', page: p }), []);
  usePageInRange(state.page, page?.total, toPage);

  return (
    <div className={embedded ? styles.flow : styles.scroller} ref={scrollRef} onScroll={onScroll}>
      <section className={styles.root}>
        <div className={styles.heading}>
          <Text as="h1" size={600} weight="semibold">
            {t('routes.dataPipeline')}
          </Text>
          {canEdit && (
            <Button appearance="primary" onClick={() => void navigate('/data-pipeline/create')}>
              {t('routes.createPipeline')}
            </Button>
          )}
        </div>
        <PipelineFilters filters={state.filters} onChange={(patch) => dispatch({ type: 'filter', patch })} />
        {result.error && !page ? (
          <FetchFailed refetch={refetch} />
        ) : !page ? (
          <Spinner label={t('common.loading')} />
        ) : page.items.length === 0 ? (
          <Text className={styles.empty}>{t(canEdit ? 'list.empty' : 'list.emptyReadOnly')}</Text>
        ) : (
          <PipelineTable items={page.items} actions={actions} />
        )}
        {page && <Pagination page={state.page} total={page.total} onPage={toPage} />}
      </section>
      {dialog?.kind === 'rename' && <RenameDialog pipeline={dialog.pipeline} onClose={closeDialog} />}
      {dialog?.kind === 'delete' && <DeleteDialog pipeline={dialog.pipeline} onClose={closeDialog} />}
    </div>
  );
}
