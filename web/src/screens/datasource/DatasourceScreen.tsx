import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { PAGE_SIZE } from '@huiliu/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { FetchFailed } from '../../components/FetchFailed';
import { usePermissions } from '../../session/usePermissions';
import { Pagination } from '../pipelines/list/Pagination';
import { DataAreaTabs } from './DataAreaTabs';
import { DatasourceTable, type ListDatasource } from './DatasourceTable';
import { DeleteDatasourceDialog } from './DeleteDatasourceDialog';
import { DatasourcesQuery } from './documents';
import { UploadDatasourceDialog } from './UploadDatasourceDialog';
import { usePageInRange } from '../../util/usePageInRange';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  heading: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  empty: { padding: tokens.spacingVerticalXXL, textAlign: 'center', color: tokens.colorNeutralForeground3 },
});

/** A first upload must still refresh the list, which then carried no Datasource typename. */
const listContext = { additionalTypenames: ['Datasource'] };

type Dialog = { kind: 'upload' } | { kind: 'delete'; datasource: ListDatasource } | null;

/** /data-source (issue 17): the company's data sources, uploaded from CSV or XLSX files, which models learn from. */
export default function DatasourceScreen() {
  const { t } = useTranslation('datasource');
  const { t: tc } = useTranslation();
  const styles = useStyles();
  const { can } = usePermissions();
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [result, refetch] = useQuery({
    query: DatasourcesQuery,
    variables: { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
    context: listContext,
  });
  const list = result.data?.datasources;
  // a delete can empty the last page: step back to the page that still exists
  usePageInRange(page, list?.total, setPage);
  return (
    <section className={styles.root}>
      <div className={styles.heading}>
        <Text as="h1" size={600} weight="semibold">
          {tc('routes.dataSource')}
        </Text>
        {can('data.manage') && (
          <Button appearance="primary" onClick={() => setDialog({ kind: 'upload' })}>
            {t('uploadButton')}
          </Button>
        )}
      </div>
      <DataAreaTabs current="tables" />
      <Text>{t('intro')}</Text>
      {result.error && !list ? (
        <FetchFailed refetch={refetch} />
      ) : !list ? (
        <Spinner label={tc('common.loading')} />
      ) : list.items.length === 0 ? (
        <Text className={styles.empty}>{t('empty')}</Text>
      ) : (
        <>
          <DatasourceTable items={list.items} canManage={can('data.manage')} onDelete={(datasource) => setDialog({ kind: 'delete', datasource })} />
          <Pagination page={page} total={list.total} onPage={setPage} />
        </>
      )}
      {dialog?.kind === 'upload' && (
        <UploadDatasourceDialog
          onClose={() => setDialog(null)}
          // the list asks again by itself: the mutation names Datasource, and the list's context does too
          onCreated={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'delete' && <DeleteDatasourceDialog datasource={dialog.datasource} onClose={() => setDialog(null)} />}
    </section>
  );
}
