import {
  Button,
  Dropdown,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Option,
  Tab,
  TabList,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import type { AppManifest } from '@huiliu/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useErrorText } from '../../../errors/useErrorText';
import { useAppToast } from '../../pipelines/shared/useAppToast';
import { DefinitionForm } from '../definition/DefinitionForm';
import { localProblems, parseManifestText, parseOptionalJson, sameJson } from '../definition/manifestDraft';
import { ProblemSummary, ProblemsProvider, type ShownProblem } from '../definition/problems';
import { SaveOpenAppVersionMutation } from '../documents';
import { serverProblems } from './serverProblems';
import type { AppVersion, DeveloperApp } from './types';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  json: { fontFamily: tokens.fontFamilyMonospace, minHeight: '480px' },
});

type View = 'form' | 'json';

interface DraftProps {
  app: DeveloperApp;
  version: string;
  definition: AppManifest;
  /** Told whether the draft has unsaved edits, and false when the editor goes (the screen guards leaving). */
  onDirty(dirty: boolean): void;
}

/** One draft's definition being edited: the form or its whole JSON, one value, saved with 保存草稿. */
function DraftEditor({ app, version, definition, onDirty }: DraftProps) {
  const { t } = useTranslation('developer');
  const styles = useStyles();
  const errorText = useErrorText();
  const toast = useAppToast();
  const [manifest, setManifest] = useState<AppManifest>(definition);
  // the form's inputs keep what is being typed (a JSON body mid-edit); a whole new definition remounts them
  const [revision, setRevision] = useState(0);
  const [view, setView] = useState<View>('form');
  const [jsonText, setJsonText] = useState('');
  const [jsonError, setJsonError] = useState<string | undefined>();
  const [problems, setProblems] = useState<ShownProblem[]>([]);
  // what the platform holds: the definition loaded, then each one saved
  const [saved, setSaved] = useState<AppManifest>(definition);
  const [result, save] = useMutation(SaveOpenAppVersionMutation);
  // unsaved while the editor's value is not the saved one: an edit undone is no longer unsaved, an edit made while
  // 保存草稿 was on its way still is; a JSON text that does not parse is an edit
  const dirty = useMemo(() => {
    if (view === 'form') return !sameJson(manifest, saved);
    const parsed = parseOptionalJson(jsonText);
    return !parsed.ok || !sameJson(parsed.value, saved);
  }, [view, manifest, jsonText, saved]);
  useEffect(() => {
    onDirty(dirty);
    return () => onDirty(false);
  }, [dirty, onDirty]);
  /** The JSON view's text as the definition; undefined (with the reason shown) when it is not one. */
  const fromJson = (): AppManifest | undefined => {
    const parsed = parseManifestText(jsonText, app.appId);
    if (parsed.ok) {
      setJsonError(undefined);
      return parsed.value;
    }
    setJsonError(parsed.reason === 'syntax' ? t('editor.jsonInvalid', { reason: parsed.detail ?? '' }) : t('editor.jsonShape'));
    return undefined;
  };
  const switchView = (next: View) => {
    if (next === view) return;
    if (next === 'json') {
      setJsonText(JSON.stringify(manifest, null, 2));
      setView('json');
      return;
    }
    const parsed = fromJson();
    if (!parsed) return;
    setManifest(parsed);
    setRevision((r) => r + 1);
    setView('form');
  };
  const submit = async () => {
    const current = view === 'json' ? fromJson() : manifest;
    if (!current) return;
    const local = localProblems(current).map((p) => ({ path: p.path, message: t(p.key, p.values) }));
    setProblems(local);
    if (local.length > 0) return;
    const sent = { ...current, version };
    const reply = await save({ appId: app.appId, version, definition: sent }, { additionalTypenames: ['OpenAppVersion'] });
    if (reply.error) {
      setProblems(serverProblems(reply.error));
      return;
    }
    setSaved(sent);
    toast.show(t('editor.saved', { version }));
  };

  return (
    <ProblemsProvider value={problems}>
      <div className={styles.root}>
        <div className={styles.bar}>
          <TabList selectedValue={view} onTabSelect={(_, d) => switchView(d.value as View)} aria-label={t('editor.view')}>
            <Tab value="form">{t('editor.form')}</Tab>
            <Tab value="json">{t('editor.json')}</Tab>
          </TabList>
          <Button appearance="primary" disabled={result.fetching} onClick={() => void submit()}>
            {t('editor.save')}
          </Button>
          {dirty && <Text size={200}>{t('editor.unsaved')}</Text>}
        </div>
        {result.error && serverProblems(result.error).length === 0 && (
          <MessageBar intent="error">
            <MessageBarBody>{t('editor.failed', { reason: errorText(result.error) })}</MessageBarBody>
          </MessageBar>
        )}
        <ProblemSummary />
        {view === 'form' ? (
          <DefinitionForm key={revision} manifest={manifest} onChange={setManifest} />
        ) : (
          <Field label={t('editor.jsonLabel')} validationMessage={jsonError}>
            <Textarea className={styles.json} value={jsonText} resize="vertical" onChange={(_, d) => setJsonText(d.value)} />
          </Field>
        )}
      </div>
    </ProblemsProvider>
  );
}

interface Props {
  app: DeveloperApp;
  /** The draft being edited (editedDraft.ts); none when the app has no draft. */
  chosen: AppVersion | undefined;
  /** Another draft picked: the screen asks first when this one has unsaved edits. */
  onVersion(v: string): void;
  onDirty(dirty: boolean): void;
}

/** 定义: pick a draft (newest first) and edit it; published versions are frozen (新建草稿 under 版本). */
export function DefinitionTab({ app, chosen, onVersion, onDirty }: Props) {
  const { t } = useTranslation('developer');
  const styles = useStyles();
  const drafts = app.versions.filter((v) => v.status === 'DRAFT');
  if (!chosen) {
    return (
      <MessageBar intent="info">
        <MessageBarBody>{t('editor.noDraft')}</MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <div className={styles.root}>
      <Field label={t('editor.version')}>
        <Dropdown
          value={chosen.version}
          selectedOptions={[chosen.version]}
          onOptionSelect={(_, d) => d.optionValue && d.optionValue !== chosen.version && onVersion(d.optionValue)}
        >
          {drafts.map((v) => (
            <Option key={v.version} value={v.version}>
              {v.version}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <DraftEditor key={chosen.version} app={app} version={chosen.version} definition={chosen.definition as AppManifest} onDirty={onDirty} />
    </div>
  );
}
