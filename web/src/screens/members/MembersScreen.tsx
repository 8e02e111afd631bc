import { makeStyles, MessageBar, MessageBarBody, Spinner, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../session/usePermissions';
import { InvitesTab } from './invites/InvitesTab';
import { MembersTab } from './members/MembersTab';
import { RolesTab } from './roles/RolesTab';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

type TabKey = 'members' | 'roles' | 'invites';

/**
 * /company/members (issue 13 "Members and roles"): the company's people, its roles and its invite links. What a role
 * may not do is hidden (members.manage); the platform refuses it anyway.
 */
export default function MembersScreen() {
  const { t } = useTranslation('members');
  const styles = useStyles();
  const [tab, setTab] = useState<TabKey>('members');
  const permissions = usePermissions();
  const body = () => {
    if (permissions.fetching && !permissions.role) return <Spinner label={t('loading')} />;
    if (!permissions.can('members.view')) {
      return (
        <MessageBar intent="info">
          <MessageBarBody>{t('noAccess')}</MessageBarBody>
        </MessageBar>
      );
    }
    if (tab === 'roles') return <RolesTab granter={permissions} />;
    if (tab === 'invites') return <InvitesTab granter={permissions} />;
    return <MembersTab granter={permissions} />;
  };
  return (
    <section className={styles.root}>
      <Text as="h1" size={600} weight="semibold">
        {t('title')}
      </Text>
      <TabList selectedValue={tab} onTabSelect={(_, d) => setTab(d.value as TabKey)} aria-label={t('title')}>
        <Tab value="members">{t('tabs.members')}</Tab>
        <Tab value="roles">{t('tabs.roles')}</Tab>
        <Tab value="invites">{t('tabs.invites')}</Tab>
      </TabList>
      {body()}
    </section>
  );
}
