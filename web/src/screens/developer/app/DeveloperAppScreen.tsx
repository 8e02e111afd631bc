import {
  Badge,
  Button,
  Dropdown,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Option,
  Spinner,
  Tab,
  TabList,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { FetchFailed } from '../../../components/FetchFailed';
import { useErrorText } from '../../../errors/useErrorText';
import type { OpenAppVisibility } from '../../../gql/graphql';
import { useLeaveGuard } from '../../../routing/useLeaveGuard';
import { AppMark } from '../../apps/shared/AppMark';
import { useAppToast } from '../../pipelines/shared/useAppToast';
import { OpenAppQuery, SetOpenAppStateMutation } from '../documents';
import { DefinitionTab } from './DefinitionTab';
import { DiscardDialog } from './DiscardDialog';
import { editedDraft } from './editedDraft';
import { TestConsole } from './TestConsole';
import type { DeveloperApp } from './types';
import { VersionsTab } from './VersionsTab';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  settings: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

type TabName = 'definition' | 'versions' | 'test';
const STATES = [1, 3, 2] as const;
const VISIBILITIES: readonly OpenAppVisibility[] = ['PRIVATE', 'PUBLIC'];

/** 状态与可见范围: online / beta / offline and who may use it (the platform wants a published version first). */
function Settings({ app }: { app: DeveloperApp }) {
  const { t } = useTranslation('developer');
  const styles = useStyles();
  const errorText = useErrorText();
  const toast = useAppToast();
  const [state, setState] = useState(app.state);
  const [visibility, setVisibility] = useState<OpenAppVisibility>(app.visibility);
  const [result, save] = useMutation(SetOpenAppStateMutation);
  const submit = async () => {
    const reply = await save({ appId: app.appId, state, visibility });
    if (!reply.error) toast.show(t('app.settingsSaved'));
  };
  return (
    <section aria-label={t('app.settings')} className={styles.root}>
      <div className={styles.settings}>
        <Field label={t('app.state')}>
          <Dropdown value={t(`states.${state}`)} selectedOptions={[String(state)]} onOptionSelect={(_, d) => setState(Number(d.optionValue))}>
            {STATES.map((s) => (
              <Option key={s} value={String(s)}>
                {t(`states.${s}`)}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label={t('app.visibility')}>
          <Dropdown
            value={t(`visibility.${visibility.toLowerCase()}`)}
            selectedOptions={[visibility]}
            onOptionSelect={(_, d) => setVisibility(d.optionValue as OpenAppVisibility)}
          >
            {VISIBILITIES.map((v) => (
              <Option key={v} value={v}>
                {t(`visibility.${v.toLowerCase()}`)}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Button disabled={result.fetching} onClick={() => void submit()}>
          {t('app.saveSettings')}
        </Button>
      </div>
      {result.error && (
        <MessageBar intent="error">
          <MessageBarBody>{t('versions.failed', { reason: errorText(result.error) })}</MessageBarBody>
        </MessageBar>
      )}
    </section>
  );
}

/** /developer/apps/:appId: the app's publish state, then 定义 (the editor), 版本 and 测试 (the console). */
export default function DeveloperAppScreen() {
  const { t, i18n } = useTranslation('developer');
  const { t: tc } = useTranslation();
  const styles = useStyles();
  const { appId = '' } = useParams();
  const [tab, setTab] = useState<TabName>('definition');
  const [editing, setEditing] = useState<string | undefined>();
  // the edited draft has unsaved edits (DraftEditor says); what would drop them waits in `asking` for 放弃修改
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState<(() => void) | null>(null);
  const blocker = useLeaveGuard(() => dirty);
  const [result, refetch] = useQuery({ query: OpenAppQuery, variables: { appId } });
  const app = result.data?.openApp;
  const guard = (then: () => void) => {
    if (dirty) setAsking(() => then);
    else then();
  };

  if (result.error && !app) {
    const missing = result.error.graphQLErrors.some((e) => e.extensions.code === 'NOT_FOUND');
    return missing ? (
      <MessageBar intent="warning">
        <MessageBarBody>{t('app.notFound')}</MessageBarBody>
      </MessageBar>
    ) : (
      <FetchFailed refetch={refetch} />
    );
  }
  if (!app) return <Spinner label={tc('common.loading')} />;
  const name = i18n.language === 'en' && app.nameEn ? app.nameEn : app.name;
  const chosen = editedDraft(app, editing);
  const leaving = blocker.state === 'blocked';
  return (
    <section className={styles.root}>
      <div>
        <Link to="/developer">
          <ArrowLeftRegular aria-hidden /> {t('app.back')}
        </Link>
      </div>
      <div className={styles.header}>
        <AppMark app={app} />
        <Text as="h1" size={600} weight="semibold">
          {name}
        </Text>
        <Text>{app.appId}</Text>
        <Badge appearance="tint" color={app.publishedVersion ? 'success' : 'subtle'}>
          {app.publishedVersion ? t('app.published', { version: app.publishedVersion }) : t('app.notPublished')}
        </Badge>
        <Badge appearance="outline">{t(`states.${app.state}`)}</Badge>
        <Badge appearance="outline">{t(`visibility.${app.visibility.toLowerCase()}`)}</Badge>
      </div>
      <Settings key={`${app.state}:${app.visibility}`} app={app} />
      <TabList selectedValue={tab} onTabSelect={(_, d) => setTab(d.value as TabName)} aria-label={t('app.tabs')}>
        <Tab value="definition">{t('app.definition')}</Tab>
        <Tab value="versions">{t('app.versions')}</Tab>
        <Tab value="test">{t('app.test')}</Tab>
      </TabList>
      {/* kept mounted while 版本 or 测试 is shown: the draft's unsaved edits live in the editor, and a look at the
          versions or a test of the saved draft must not throw them away */}
      <div hidden={tab !== 'definition'}>
        <DefinitionTab app={app} chosen={chosen} onVersion={(v) => guard(() => setEditing(v))} onDirty={setDirty} />
      </div>
      {tab === 'versions' && (
        <VersionsTab
          app={app}
          edited={chosen?.version}
          guard={guard}
          onEdit={(v) => {
            setEditing(v);
            setTab('definition');
          }}
          onCreated={setEditing}
        />
      )}
      {tab === 'test' && <TestConsole app={app} />}
      {chosen && (
        <DiscardDialog
          open={asking !== null || leaving}
          version={chosen.version}
          onKeep={() => {
            setAsking(null);
            if (leaving) blocker.reset();
          }}
          onDiscard={() => {
            setAsking(null);
            if (leaving) blocker.proceed();
            else asking?.();
          }}
        />
      )}
    </section>
  );
}
