import { Button, makeStyles, SearchBox, Spinner, Text, tokens } from '@fluentui/react-components';
import { PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '@huiliu/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQuery } from 'urql';
import { FetchFailed } from '../../../components/FetchFailed';
import { usePermissions } from '../../../session/usePermissions';
import { DataAreaTabs } from '../../datasource/DataAreaTabs';
import { Pagination } from '../../pipelines/list/Pagination';
import { useDebouncedValue } from '../../pipelines/list/useDebouncedValue';
import { DataModelsQuery } from '../documents';
import { ModelTable } from './ModelTable';
import { usePageInRange } from '../../../util/usePageInRange';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  heading: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  search: { maxWidth: '320px' },
  empty: { padding: tokens.spacingVerticalXXL, textAlign: 'center', color: tokens.colorNeutralForeground3 },
});

const listContext = { additionalTypenames: ['DataModel'] };

/** /data-source/models (issue 17): the company's data models, their training state, and a way to make one. */
export default function DataModelListScreen() {
  const { t } = useTranslation('datamodel');
  const { t: tc } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const { can } = usePermissions();
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  // the query follows the typing 500 ms after it stops (spec §5), as the pipeline list's search does
  const searched = useDebouncedValue(keyword, SEARCH_DEBOUNCE_MS);
  const variables = { keyword: searched.trim() || null, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE };
  const [result, refetch] = useQuery({ query: DataModelsQuery, variables, context: listContext });
  const list = result.data?.dataModels;
  // a delete can empty the last page: step back to the page that still exists
  usePageInRange(page, list?.total, setPage);
  return (
    <section className={styles.root}>
      <div className={styles.heading}>
        <Text as="h1" size={600} weight="semibold">
          {tc('routes.dataModels')}
        </Text>
        {can('data.manage') && (
          <Button appearance="primary" onClick={() => navigate('/data-source/models/new')}>
            {t('list.create')}
          </Button>
        )}
      </div>
      <DataAreaTabs current="models" />
      <Text>{t('list.intro')}</Text>
      <SearchBox
        className={styles.search}
        aria-label={t('list.search')}
        placeholder={t('list.search')}
        value={keyword}
        onChange={(_, d) => {
          setKeyword(d.value);
          setPage(1);
        }}
      />
      {result.error && !list ? (
        <FetchFailed refetch={refetch} />
      ) : !list ? (
        <Spinner label={tc('common.loading')} />
      ) : list.items.length === 0 ? (
        <Text className={styles.empty}>{searched ? t('list.noMatch') : t('list.empty')}</Text>
      ) : (
        <>
          <ModelTable items={list.items} />
          <Pagination page={page} total={list.total} onPage={setPage} />
        </>
      )}
    </section>
  );
}
