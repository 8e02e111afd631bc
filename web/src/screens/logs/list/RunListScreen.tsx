import { Badge, Button, makeStyles, MessageBar, MessageBarActions, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components';
import { isRunUnfinished, PAGE_SIZE } from '@huiliu/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { Pagination } from '../../pipelines/list/Pagination';
import { RunLogTabs } from '../shared/RunLogTabs';
import { EMPTY_RUN_FILTERS, sameRunFilters, toRunFilter } from '../shared/runFilterQuery';
import { useCoalesced } from '../shared/useCoalesced';
import { usePageParam } from '../shared/usePageParam';
import { useRunFilterQuery } from '../shared/useRunFilterQuery';
import { usePolling } from '../../../util/usePolling';
import { useRunUpdates } from '../shared/useRunUpdates';
import { DeleteRunsDialog } from './DeleteRunsDialog';
import { RunListQuery } from './documents';
import { RunFilterBar } from '../filters/RunFilterBar';
import { RunTable } from './RunTable';
import { useRunSelection } from './useRunSelection';
import { usePageInRange } from '../../../util/usePageInRange';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  heading: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  bulk: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, minHeight: '32px' },
  empty: { padding: tokens.spacingVerticalXXL, textAlign: 'center', color: tokens.colorNeutralForeground3 },
});

/** Status changes arriving within this window cause one list refetch. */
const LIVE_REFETCH_MS = 300;
/** The list is asked for again besides its stream (usePolling says why): often while a run shown is unfinished. */
const POLL_UNFINISHED_MS = 3000;
const POLL_IDLE_MS = 15_000;

/**
 * /data-log (spec §2 流程日志): the company's runs, filtered from the address (shared with the statistics), paged by
 * 15, chosen rows deleted together, each rerun from its row, kept live over SSE.
 */
export default function RunListScreen() {
  const { t } = useTranslation('logs');
  const styles = useStyles();
  const { filters, setFilters } = useRunFilterQuery();
  const [page, setPage] = usePageParam();
  const variables = useMemo(() => ({ filter: toRunFilter(filters), limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }), [filters, page]);
  const [result, refetch] = useQuery({ query: RunListQuery, variables });
  const runs = result.data?.runs;

  const reload = useCallback(() => refetch({ requestPolicy: 'network-only' }), [refetch]);
  // a new run or a status change: ask again, once per burst (runs carry no cache link to their updates)
  useRunUpdates(useCoalesced(reload, LIVE_REFETCH_MS), { processId: filters.processId });
  const anyUnfinished = (runs?.items ?? []).some((run) => isRunUnfinished(run.status));
  usePolling(reload, anyUnfinished ? POLL_UNFINISHED_MS : POLL_IDLE_MS, runs !== undefined);

  const pageIds = useMemo(() => (runs?.items ?? []).map((run) => run.logId), [runs]);
  const selection = useRunSelection(pageIds, JSON.stringify(variables));
  const [confirming, setConfirming] = useState(false);

  // an address may name a page that no longer exists, and a bulk delete may empty the last one
  usePageInRange(page, runs?.total, setPage);

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
      <RunLogTabs current="runs" />
      <RunFilterBar filters={filters} onChange={setFilters} />
      <div className={styles.bulk}>
        <Text aria-live="polite">{t('bulk.chosen', { count: selection.ids.length })}</Text>
        <Button disabled={selection.ids.length === 0} onClick={() => setConfirming(true)}>
          {t('bulk.delete')}
        </Button>
      </div>
      {result.error && !runs ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('messages.fetchFailed')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={reload}>{t('messages.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : !runs ? (
        <Spinner label={t('messages.loading')} />
      ) : runs.items.length === 0 ? (
        <Text className={styles.empty}>{sameRunFilters(filters, EMPTY_RUN_FILTERS) ? t('list.empty') : t('list.noMatch')}</Text>
      ) : (
        <RunTable items={runs.items} selection={selection} />
      )}
      {runs && <Pagination page={page} total={runs.total} onPage={setPage} />}
      {confirming && (
        <DeleteRunsDialog
          logIds={selection.ids}
          onClose={() => setConfirming(false)}
          onDeleted={() => {
            setConfirming(false);
            selection.clear();
            reload();
          }}
        />
      )}
    </section>
  );
}
