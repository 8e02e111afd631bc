import {
  Badge,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Select,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { CUSTOM_ACTION_APP_ID } from '@huiliu/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { useDebouncedValue } from '../../pipelines/list/useDebouncedValue';
import { ActionCatalogueQuery, AppSearchQuery } from '../documents';
import { SEARCH_DEBOUNCE_MS } from '../manage/useAppSearch';
import { AppMark } from '../shared/AppMark';
import { useCatalogueText } from '../shared/appText';
import { useActionText } from '../shared/useActionText';
import { matchesAction, type KindFilter } from './actionFilter';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  filters: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'flex-end' },
  appCell: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  fields: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  muted: { color: tokens.colorNeutralForeground2 },
  empty: { padding: tokens.spacingVerticalXXL, textAlign: 'center', color: tokens.colorNeutralForeground3 },
});

/**
 * /actions (spec §2 action management): every action and trigger of the catalogue with its fields, filterable by
 * app and kind, searchable (substring in both languages, and the search service for pinyin). Custom requests
 * (app 1008) are not catalogue actions: when the company's pipelines use them, the screen says so and links there.
 */
export default function ActionsScreen() {
  const { t } = useTranslation('apps');
  const styles = useStyles();
  const text = useCatalogueText();
  const actionText = useActionText();
  const [appId, setAppId] = useState('');
  const [kind, setKind] = useState<KindFilter>('all');
  const [query, setQuery] = useState('');
  const q = useDebouncedValue(query.trim().toLowerCase(), SEARCH_DEBOUNCE_MS);
  const [result] = useQuery({ query: ActionCatalogueQuery });
  const [search] = useQuery({ query: AppSearchQuery, variables: { q, type: null }, pause: q === '' });
  const hits = useMemo(
    () =>
      search.data
        ? new Set(search.data.searchApps.map((h) => (h.type === 'action' && h.actionId ? `${h.appId}/${h.actionId}` : h.appId)))
        : undefined,
    [search.data],
  );
  const data = result.data;
  const rows = useMemo(
    () =>
      (data?.apps ?? []).flatMap((app) =>
        app.actions.map((action) => ({
          app,
          action,
          appId: app.appId,
          actionId: action.actionId,
          kind: action.kind,
          words: [
            app.appName,
            app.appNameEn,
            action.name,
            action.nameEn ?? '',
            action.description,
            action.descriptionEn ?? '',
            actionText(app.appId, action).name,
          ],
        })),
      ),
    [data, actionText],
  );
  const shown = rows.filter((r) => matchesAction(r, { appId: appId || undefined, kind, query: q, ...(hits && { hits }) }));
  const usesCustom = data?.companyUsedApps.some((a) => a.appId === CUSTOM_ACTION_APP_ID) ?? false;

  return (
    <section className={styles.root}>
      <Text as="h1" size={600} weight="semibold">
        {t('actions.title')}
      </Text>
      <div className={styles.filters}>
        <Input
          type="search"
          contentBefore={<SearchRegular />}
          aria-label={t('actions.search')}
          placeholder={t('actions.searchPlaceholder')}
          value={query}
          onChange={(_, d) => setQuery(d.value)}
        />
        <Select aria-label={t('actions.app')} value={appId} onChange={(_, d) => setAppId(d.value)}>
          <option value="">{t('actions.allApps')}</option>
          {data?.apps
            .filter((a) => a.actions.length > 0)
            .map((a) => (
              <option key={a.appId} value={a.appId}>
                {text.appName(a)}
              </option>
            ))}
        </Select>
        <Select aria-label={t('actions.kind')} value={kind} onChange={(_, d) => setKind(d.value as KindFilter)}>
          <option value="all">{t('actions.allKinds')}</option>
          <option value="trigger">{t('kinds.trigger')}</option>
          <option value="action">{t('kinds.action')}</option>
        </Select>
      </div>
      {usesCustom && (
        <MessageBar>
          <MessageBarBody>
            {t('actions.customUsed')} <Link to="/data-pipeline">{t('actions.toPipelines')}</Link>
          </MessageBarBody>
        </MessageBar>
      )}
      {result.error && !data ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('manage.fetchFailed')}</MessageBarBody>
        </MessageBar>
      ) : !data ? (
        <Spinner label={t('manage.loading')} />
      ) : shown.length === 0 ? (
        <Text className={styles.empty}>{t('actions.empty')}</Text>
      ) : (
        <>
          <Text className={styles.muted}>{t('actions.count', { count: shown.length })}</Text>
          <Table aria-label={t('actions.title')}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('actions.app')}</TableHeaderCell>
                <TableHeaderCell>{t('actions.name')}</TableHeaderCell>
                <TableHeaderCell>{t('actions.kind')}</TableHeaderCell>
                <TableHeaderCell>{t('actions.fields')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {shown.map(({ app, action }) => (
                <TableRow key={`${app.appId}/${action.actionId}`}>
                  <TableCell>
                    <span className={styles.appCell}>
                      <AppMark app={app} />
                      <Link to={`/app-manage?app=${encodeURIComponent(app.appId)}`}>{text.appName(app)}</Link>
                    </span>
                  </TableCell>
                  <TableCell>
                    <Text weight="semibold">{actionText(app.appId, action).name}</Text>
                    <br />
                    <Text size={200} className={styles.muted}>
                      {actionText(app.appId, action).description}
                    </Text>
                  </TableCell>
                  <TableCell>
                    <Badge appearance="outline" color={action.kind === 'action' ? 'informative' : 'brand'}>
                      {t(action.kind === 'action' ? 'kinds.action' : 'kinds.trigger')}
                    </Badge>
                  </TableCell>
                  <TableCell>
                    {action.fields.length === 0 ? (
                      <Text className={styles.muted}>{t('actions.noFields')}</Text>
                    ) : (
                      <ul className={styles.fields}>
                        {action.fields.map((f) => (
                          <li key={f.key}>
                            {actionText(app.appId, action).field(f)}
                            {f.required && <Text className={styles.muted}> {t('actions.required')}</Text>}
                          </li>
                        ))}
                      </ul>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </section>
  );
}
