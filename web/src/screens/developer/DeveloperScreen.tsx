import {
  Badge,
  Button,
  makeStyles,
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
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { FetchFailed } from '../../components/FetchFailed';
import { formatDateTime } from '../../util/formatDateTime';
import { AppMark } from '../apps/shared/AppMark';
import { CreateAppDialog } from './CreateAppDialog';
import { OpenAppsQuery } from './documents';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  heading: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  name: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  empty: { padding: tokens.spacingVerticalXXL, textAlign: 'center', color: tokens.colorNeutralForeground3 },
});

/** A first app must still refresh the list, which then carried no OpenApp typename. */
const listContext = { additionalTypenames: ['OpenApp'] };

/** /developer 开发者中心 (issue 14): the company's own open-platform apps, and 新建应用. */
export default function DeveloperScreen() {
  const { t, i18n } = useTranslation('developer');
  const { t: tc } = useTranslation();
  const styles = useStyles();
  const [creating, setCreating] = useState(false);
  const [result, refetch] = useQuery({ query: OpenAppsQuery, context: listContext });
  const apps = result.data?.openApps;
  const english = i18n.language === 'en';

  return (
    <section className={styles.root}>
      <div className={styles.heading}>
        <Text as="h1" size={600} weight="semibold">
          {tc('routes.developer')}
        </Text>
        <Button appearance="primary" onClick={() => setCreating(true)}>
          {t('list.create')}
        </Button>
      </div>
      <Text>{t('list.intro')}</Text>
      {result.error && !apps ? (
        <FetchFailed refetch={refetch} />
      ) : !apps ? (
        <Spinner label={tc('common.loading')} />
      ) : apps.length === 0 ? (
        <Text className={styles.empty}>{t('list.empty')}</Text>
      ) : (
        <Table aria-label={t('list.table')}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('list.name')}</TableHeaderCell>
              <TableHeaderCell>{t('list.id')}</TableHeaderCell>
              <TableHeaderCell>{t('list.state')}</TableHeaderCell>
              <TableHeaderCell>{t('list.visibility')}</TableHeaderCell>
              <TableHeaderCell>{t('list.published')}</TableHeaderCell>
              <TableHeaderCell>{t('list.updated')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {apps.map((app) => (
              <TableRow key={app.appId}>
                <TableCell>
                  <span className={styles.name}>
                    <AppMark app={app} />
                    <Link to={`/developer/apps/${app.appId}`}>{english && app.nameEn ? app.nameEn : app.name}</Link>
                  </span>
                </TableCell>
                <TableCell>{app.appId}</TableCell>
                <TableCell>
                  <Badge appearance="tint" color={app.state === 1 ? 'success' : app.state === 3 ? 'warning' : 'subtle'}>
                    {t(`states.${app.state}`)}
                  </Badge>
                </TableCell>
                <TableCell>{t(`visibility.${app.visibility.toLowerCase()}`)}</TableCell>
                <TableCell>{app.publishedVersion ?? t('list.notPublished')}</TableCell>
                <TableCell>{formatDateTime(app.updatedAt, i18n.language)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {creating && <CreateAppDialog onClose={() => setCreating(false)} />}
    </section>
  );
}
