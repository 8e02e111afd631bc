import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { FetchFailed } from '../../components/FetchFailed';
import { useErrorToast } from '../../errors/useErrorToast';
import { DeleteSdkPageConfigMutation, SdkPageConfigsQuery, SdkPartnerQuery } from './documents';
import { PageConfigDialog } from './PageConfigDialog';
import { EMPTY_PAGE_CONFIG, screensOf, type PageConfigForm } from './pageConfigForm';
import { PageConfigTable, type ListedPageConfig } from './PageConfigTable';
import { PartnerSection } from './PartnerSection';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  empty: { color: tokens.colorNeutralForeground3 },
});

const listContext = { additionalTypenames: ['SdkPageConfig', 'SdkPartner'] };

function formOf(c: ListedPageConfig): PageConfigForm {
  return {
    cfgId: c.cfgId,
    name: c.name,
    role: c.role,
    screens: screensOf(c.screens),
    hiddenNav: c.hiddenNav,
    appIds: [...c.appIds],
    landing: c.landing,
  };
}

/**
 * /developer/embed 嵌入设置 (issue 14): the partner's corp_id and secret, the origins that may frame the embedded UI,
 * and the page configurations that say what each embedded page offers (docs/embedding.md).
 */
export default function EmbedSettingsScreen() {
  const { t } = useTranslation('embed');
  const { t: tc } = useTranslation();
  const styles = useStyles();
  const errorToast = useErrorToast();
  const [partner, refetchPartner] = useQuery({ query: SdkPartnerQuery, context: listContext });
  const [configs, refetchConfigs] = useQuery({ query: SdkPageConfigsQuery, context: listContext, pause: !partner.data?.sdkPartner });
  const [, remove] = useMutation(DeleteSdkPageConfigMutation);
  const [editing, setEditing] = useState<PageConfigForm | null>(null);
  // the plain secret of this visit's creation or rotation: shown until the person leaves, never fetched again
  const [secret, setSecret] = useState<string | null>(null);

  const onPartnerSaved = (plain: string | null) => {
    if (plain) setSecret(plain);
    // a partner created now was `null` in the cache, which no typename ties to the reply: ask again
    if (!partner.data?.sdkPartner) refetchPartner({ requestPolicy: 'network-only' });
  };

  const onDelete = async (c: ListedPageConfig) => {
    if (!window.confirm(t('page.confirmDelete', { name: c.name }))) return;
    const { error } = await remove({ cfgId: c.cfgId }, listContext);
    if (error) errorToast(error);
  };

  const body = () => {
    if (partner.error && !partner.data) return <FetchFailed refetch={refetchPartner} />;
    if (!partner.data) return <Spinner label={tc('common.loading')} />;
    const current = partner.data.sdkPartner;
    return (
      <>
        {/* keyed: a partner created here starts the section again with the saved domains */}
        <PartnerSection key={current?.partnerId ?? 'none'} partner={current ?? null} secret={secret} onSaved={onPartnerSaved} />
        {current && (
          <section className={styles.section} aria-labelledby="embed-pages">
            <div className={styles.heading}>
              <Text as="h2" id="embed-pages" size={500} weight="semibold">
                {t('page.title')}
              </Text>
              <Button appearance="primary" onClick={() => setEditing(EMPTY_PAGE_CONFIG)}>
                {t('page.create')}
              </Button>
            </div>
            {configs.error && !configs.data ? (
              <FetchFailed refetch={refetchConfigs} />
            ) : !configs.data ? (
              <Spinner label={tc('common.loading')} />
            ) : configs.data.sdkPageConfigs.length === 0 ? (
              <Text className={styles.empty}>{t('page.empty')}</Text>
            ) : (
              <PageConfigTable items={configs.data.sdkPageConfigs} onEdit={(c) => setEditing(formOf(c))} onDelete={(c) => void onDelete(c)} />
            )}
          </section>
        )}
      </>
    );
  };

  return (
    <div className={styles.root}>
      <div className={styles.section}>
        <Text as="h1" size={600} weight="semibold">
          {tc('routes.embedSettings')}
        </Text>
        <Text>{t('intro')}</Text>
      </div>
      {body()}
      {editing && <PageConfigDialog initial={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
