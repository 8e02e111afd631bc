import {
  Button,
  Input,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Tab,
  TabList,
  Text,
  tokens,
} from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { AppCatalogueQuery } from '../documents';
import { AppCard } from './AppCard';
import { AppPage } from './AppPage';
import { useAppSearch } from './useAppSearch';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  heading: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  search: { minWidth: '260px' },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalM,
    listStyle: 'none',
    padding: 0,
    margin: 0,
  },
  empty: { padding: tokens.spacingVerticalXXL, textAlign: 'center', color: tokens.colorNeutralForeground3 },
});

/** The tab of "every class"; class keys are single words, never this. */
const ALL = ' all ';

/** A refetch after an account change must reach the cards' account counts. */
const listContext = { additionalTypenames: ['App', 'AppAccount'] };

/**
 * /app-manage (spec §2 应用管理): the catalogue by class with counts, a search over apps and actions (the search
 * service, so pinyin finds 钉钉), app cards, and an app's page in a drawer (`?app=ID` keeps it open on reload).
 */
export default function AppManageScreen() {
  const { t } = useTranslation('apps');
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const [classType, setClassType] = useState(ALL);
  const [query, setQuery] = useState('');
  const [result, refetch] = useQuery({ query: AppCatalogueQuery, context: listContext });
  const search = useAppSearch(query);
  const openApp = params.get('app');
  const data = result.data;

  const byClass = (data?.apps ?? []).filter((a) => classType === ALL || a.classType === classType);
  // a search keeps the service's order (best first) and ignores the class tab: what was asked for is shown
  const shown = search.appIds ? search.appIds.flatMap((id) => data?.apps.filter((a) => a.appId === id) ?? []) : byClass;

  const setOpen = (appId: string | null) => {
    const next = new URLSearchParams(params);
    if (appId) next.set('app', appId);
    else next.delete('app');
    setParams(next, { replace: true });
  };

  const catalogueView = (
    <>
      {data && !search.appIds && (
        <TabList selectedValue={classType} onTabSelect={(_, d) => setClassType(String(d.value))} aria-label={t('manage.classes')}>
          <Tab value={ALL}>{t('manage.allClasses', { count: data.apps.length })}</Tab>
          {data.appClasses
            .filter((c) => c.count > 0)
            .map((c) => (
              <Tab key={c.classType} value={c.classType}>
                {t('manage.classCount', { name: t(`classes.${c.classType}`, { defaultValue: c.classType }), count: c.count })}
              </Tab>
            ))}
        </TabList>
      )}
      {result.error && !data ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('manage.fetchFailed')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => refetch({ requestPolicy: 'network-only' })}>{t('manage.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : !data ? (
        <Spinner label={t('manage.loading')} />
      ) : (
        <>
          {search.failed && (
            <MessageBar intent="warning">
              <MessageBarBody>{t('manage.searchFailed')}</MessageBarBody>
            </MessageBar>
          )}
          {search.fetching && <Spinner size="tiny" label={t('manage.searching')} />}
          {shown.length === 0 && !search.fetching ? (
            <Text className={styles.empty}>{search.appIds ? t('manage.noMatch') : t('manage.empty')}</Text>
          ) : (
            <ul className={styles.grid} aria-label={t('manage.apps')}>
              {shown.map((app) => (
                <li key={app.appId}>
                  <AppCard app={app} onOpen={() => setOpen(app.appId)} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );

  return (
    <section className={styles.root}>
      <div className={styles.heading}>
        <Text as="h1" size={600} weight="semibold">
          {t('manage.title')}
        </Text>
        <Input
          className={styles.search}
          type="search"
          contentBefore={<SearchRegular />}
          aria-label={t('manage.search')}
          placeholder={t('manage.searchPlaceholder')}
          value={query}
          onChange={(_, d) => setQuery(d.value)}
        />
        <Link to="/actions">{t('manage.allActions')}</Link>
      </div>
      {openApp ? <AppPage appId={openApp} onClose={() => setOpen(null)} /> : catalogueView}
    </section>
  );
}
