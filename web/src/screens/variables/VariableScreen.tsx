import { Button, makeStyles, MessageBar, MessageBarActions, MessageBarBody, Spinner, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { PAGE_SIZE } from '@huiliu/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { Pagination } from '../pipelines/list/Pagination';
import { DeleteVariableDialog } from './DeleteVariableDialog';
import { VariablesQuery } from './documents';
import { VariableDialog, type ListVariable } from './VariableDialog';
import { VariableLogsDialog } from './VariableLogsDialog';
import { VariableTable } from './VariableTable';
import { usePageInRange } from '../../util/usePageInRange';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  heading: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
  empty: { padding: tokens.spacingVerticalXXL, textAlign: 'center', color: tokens.colorNeutralForeground3 },
});

/** A refetch after add/update/delete needs the list to know the typenames its empty state lacks. */
const listContext = { additionalTypenames: ['Variable', 'VariableClass'] };

/** The tab value of "every class"; a class name is never this (names are trimmed, this has spaces). */
const ALL = ' all ';

type Dialog = { kind: 'edit'; variable: ListVariable | null } | { kind: 'delete' | 'logs'; variable: ListVariable } | null;

/** /tag-management (spec §2 变量管理): variables by class, add/edit/delete, masked secrets, change history. */
export default function VariableScreen() {
  const { t } = useTranslation('variables');
  const styles = useStyles();
  const [variableClass, setVariableClass] = useState(ALL);
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [result, refetch] = useQuery({
    query: VariablesQuery,
    variables: { variableClass: variableClass === ALL ? null : variableClass, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
    context: listContext,
  });
  const data = result.data;
  // a delete can empty the last page: step back to the page that still exists
  usePageInRange(page, data?.variables.total, setPage);
  const chooseClass = (value: string) => {
    setVariableClass(value);
    setPage(1);
  };

  return (
    <section className={styles.root}>
      <div className={styles.heading}>
        <Text as="h1" size={600} weight="semibold">
          {t('title')}
        </Text>
        <Button appearance="primary" onClick={() => setDialog({ kind: 'edit', variable: null })}>
          {t('add')}
        </Button>
      </div>
      {data && (
        <TabList selectedValue={variableClass} onTabSelect={(_, d) => chooseClass(String(d.value))} aria-label={t('class')}>
          <Tab value={ALL}>{t('allClasses')}</Tab>
          {data.variableClasses.map((c) => (
            <Tab key={c.variableClass} value={c.variableClass}>
              {t('classCount', { name: c.variableClass || t('unclassified'), count: c.count })}
            </Tab>
          ))}
        </TabList>
      )}
      {result.error && !data ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('fetchFailed')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => refetch({ requestPolicy: 'network-only' })}>{t('retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : !data ? (
        <Spinner label={t('loading')} />
      ) : data.variables.items.length === 0 ? (
        <Text className={styles.empty}>{t('empty')}</Text>
      ) : (
        <VariableTable
          items={data.variables.items}
          actions={{
            edit: (variable) => setDialog({ kind: 'edit', variable }),
            remove: (variable) => setDialog({ kind: 'delete', variable }),
            logs: (variable) => setDialog({ kind: 'logs', variable }),
          }}
        />
      )}
      {data && <Pagination page={page} total={data.variables.total} onPage={setPage} />}
      {dialog?.kind === 'edit' && (
        <VariableDialog variable={dialog.variable} defaultClass={variableClass === ALL ? '' : variableClass} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'delete' && <DeleteVariableDialog variable={dialog.variable} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'logs' && <VariableLogsDialog variable={dialog.variable} onClose={() => setDialog(null)} />}
    </section>
  );
}
