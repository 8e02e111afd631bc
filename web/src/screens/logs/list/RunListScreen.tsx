import { Badge, Button, makeStyles, MessageBar, MessageBarActions, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components';
import { useCallback, useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { Pagination } from '../../pipelines/list/Pagination';
import { useCoalesced } from '../shared/useCoalesced';
import { useRunUpdates } from '../shared/useRunUpdates';
import { RunListQuery } from './documents';
import { RunFilters } from './RunFilters';
import { pageCount } from '../../../util/listPaging';
import { runListReducer, runListStateFor, toRunQueryVariables } from './runListState';
import { RunTable } from './RunTable';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  heading: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  empty: { padding: tokens.spacingVerticalXXL, textAlign: 'center', color: tokens.colorNeutralForeground3 },
});

/** Status changes arriving within this window cause one list refetch. */
const LIVE_REFETCH_MS = 300;

/** /data-log (spec §2 流程日志): the company's runs, filtered and paged by 15, kept live over SSE. */
export default function RunListScreen() {
  const { t } = useTranslation('logs');
  const styles = useStyles();
  const [search] = useSearchParams();
  const [state, dispatch] = useReducer(runListReducer, search.get('process_id'), runListStateFor);
  const [result, refetch] = useQuery({ query: RunListQuery, variables: toRunQueryVariables(state) });
  const page = result.data?.runs;

  const reload = useCallback(() => refetch({ requestPolicy: 'network-only' }), [refetch]);
  // a new run or a status change: ask again, once per burst (runs carry no cache link to their updates)
  useRunUpdates(useCoalesced(reload, LIVE_REFETCH_MS), { processId: state.filters.processId });

  const lastPage = page ? pageCount(page.total) : 1;
  useEffect(() => {
    if (state.page > lastPage) dispatch({ type: 'page', page: lastPage });
  }, [state.page, lastPage]);

  return (
    <section className={styles.root}>
      <div className={styles.heading}>
        <Text as="h1" size={600} weight="semibold">
          {t('list.title')}
        </Text>
        <Badge appearance="outline" color="brand">
          {t('list.live')}
        </Badge>
      </div>
      <RunFilters filters={state.filters} onChange={(patch) => dispatch({ type: 'filter', patch })} />
      {result.error && !page ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('messages.fetchFailed')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={reload}>{t('messages.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : !page ? (
        <Spinner label={t('messages.loading')} />
      ) : page.items.length === 0 ? (
        <Text className={styles.empty}>{t('list.empty')}</Text>
      ) : (
        <RunTable items={page.items} />
      )}
      {page && <Pagination page={state.page} total={page.total} onPage={(p) => dispatch({ type: 'page', page: p })} />}
    </section>
  );
}
