import { makeStyles, MessageBar, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { FetchFailed } from '../../components/FetchFailed';
import { usePermissions } from '../../session/usePermissions';
import { NoticeSettingsQuery } from './documents';
import { EventConfigSection } from './EventConfigSection';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '880px' },
});

/**
 * /company/notices (spec §3 Events config, §7 Company console event-config): per event type, whether it notifies,
 * by which channels and whom. Everyone who may read it sees it; only company.manage may change it.
 */
export default function NoticeSettingsScreen() {
  const { t } = useTranslation('company');
  const { t: tc } = useTranslation();
  const styles = useStyles();
  const permissions = usePermissions();
  const [result, refetch] = useQuery({ query: NoticeSettingsQuery });
  const data = result.data;
  const readOnly = !permissions.can('company.manage');
  return (
    <section className={styles.root}>
      <Text as="h1" size={600} weight="semibold">
        {tc('routes.noticeSettings')}
      </Text>
      <Text>{t('notices.intro')}</Text>
      {result.error && !data ? (
        <FetchFailed refetch={refetch} />
      ) : !data || permissions.fetching ? (
        <Spinner label={tc('common.loading')} />
      ) : (
        <>
          {readOnly && (
            <MessageBar intent="info">
              <MessageBarBody>{t('notices.readOnly')}</MessageBarBody>
            </MessageBar>
          )}
          {!data.noticeEventConfigs.emailConfigured && (
            <MessageBar intent="warning">
              <MessageBarBody>{t('notices.emailNotConfigured')}</MessageBarBody>
            </MessageBar>
          )}
          {!data.noticeEventConfigs.smsConfigured && (
            <MessageBar intent="warning">
              <MessageBarBody>{t('notices.smsNotConfigured')}</MessageBarBody>
            </MessageBar>
          )}
          {data.noticeEventConfigs.items.map((config) => (
            <EventConfigSection
              // a saved config comes back with a new time: the section starts again from what was stored
              key={`${config.eventType}:${config.updatedAt ?? ''}`}
              config={config}
              members={data.users.items}
              smsConfigured={data.noticeEventConfigs.smsConfigured}
              readOnly={readOnly}
            />
          ))}
        </>
      )}
    </section>
  );
}
