import { Button, Dropdown, Field, Input, Option, Text } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { APP_CLASSES, type AppClass, type AppManifest } from '@huiliu/core';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_ICON_KEYS } from '../../../editor/canvas/appIcons';
import { ActionEditor } from './ActionEditor';
import { AuthEditor } from './AuthEditor';
import { newAction, removeAt, replaceAt, withFirstAuth, withoutStaleTexts, type ActionKind } from './manifestDraft';
import { useProblemAt } from './problems';
import { useStableKeys } from './stableKeys';
import { useEditorStyles } from './styles';

/** The classes a developer may file an app under (builtin is the platform's own). */
const OPEN_CLASSES = APP_CLASSES.filter((c) => c !== 'builtin');

function Identity({ manifest, onChange }: { manifest: AppManifest; onChange(next: AppManifest): void }) {
  const { t } = useTranslation('developer');
  const { t: tApps } = useTranslation('apps');
  const styles = useEditorStyles();
  const nameProblem = useProblemAt('name');
  const nameEnProblem = useProblemAt('en.name');
  const iconProblem = useProblemAt('icon');
  const docProblem = useProblemAt('doc');
  const customIcon = !CATALOGUE_ICON_KEYS.includes(manifest.icon);
  return (
    <section className={styles.stack} aria-labelledby="developer-identity-title">
      <Text as="h2" size={400} weight="semibold" id="developer-identity-title">
        {t('identity.title')}
      </Text>
      <div className={styles.row}>
        <Field label={t('identity.name')} required validationMessage={nameProblem} className={styles.grow}>
          <Input value={manifest.name} onChange={(_, d) => onChange({ ...manifest, name: d.value })} />
        </Field>
        <Field label={t('identity.nameEn')} required validationMessage={nameEnProblem} className={styles.grow}>
          <Input value={manifest.en.name} onChange={(_, d) => onChange({ ...manifest, en: { ...manifest.en, name: d.value } })} />
        </Field>
      </div>
      <div className={styles.row}>
        <Field label={t('identity.description')} className={styles.grow}>
          <Input value={manifest.description ?? ''} onChange={(_, d) => onChange({ ...manifest, description: d.value })} />
        </Field>
        <Field label={t('identity.descriptionEn')} className={styles.grow}>
          <Input
            value={manifest.en.description ?? ''}
            onChange={(_, d) => onChange({ ...manifest, en: { ...manifest.en, description: d.value || undefined } })}
          />
        </Field>
      </div>
      <div className={styles.row}>
        <Field label={t('identity.class')} className={styles.narrow}>
          <Dropdown
            value={tApps(`classes.${manifest.class_type}`)}
            selectedOptions={[manifest.class_type]}
            onOptionSelect={(_, d) => onChange({ ...manifest, class_type: d.optionValue as AppClass })}
          >
            {OPEN_CLASSES.map((c) => (
              <Option key={c} value={c}>
                {tApps(`classes.${c}`)}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label={t('identity.icon')} validationMessage={iconProblem} className={styles.narrow}>
          <Dropdown
            value={customIcon ? t('identity.iconCustom') : manifest.icon}
            selectedOptions={[manifest.icon]}
            onOptionSelect={(_, d) => onChange({ ...manifest, icon: d.optionValue ?? manifest.icon })}
          >
            {CATALOGUE_ICON_KEYS.map((key) => (
              <Option key={key} value={key}>
                {key}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label={t('identity.doc')} validationMessage={docProblem} className={styles.grow}>
          <Input type="url" value={manifest.doc ?? ''} onChange={(_, d) => onChange({ ...manifest, doc: d.value || undefined })} />
        </Field>
      </div>
    </section>
  );
}

/**
 * The form-based editor of an open app's definition: identity, how accounts authorise, and its triggers and
 * actions. Every edit produces a whole new manifest (manifestDraft.ts); saving is the caller's.
 */
export function DefinitionForm({ manifest, onChange: report }: { manifest: AppManifest; onChange(next: AppManifest): void }) {
  const { t } = useTranslation('developer');
  const styles = useEditorStyles();
  // an action or field removed takes its English texts along (a key another field still uses keeps them)
  const onChange = (next: AppManifest) => report(withoutStaleTexts(manifest, next));
  const add = (kind: ActionKind) => {
    // a new action starts with an English name too (its id), as the platform wants one for every action
    const action = newAction(manifest, kind);
    const en = { ...manifest.en, actions: { ...manifest.en.actions, [action.action_id]: { name: action.name } } };
    onChange({ ...manifest, actions: [...manifest.actions, action], en });
  };
  const auth = manifest.auth[0] ?? { type: 'none' as const };
  const keys = useStableKeys(manifest.actions.length);
  return (
    <div className={styles.stack}>
      <Identity manifest={manifest} onChange={onChange} />
      <AuthEditor
        method={auth}
        en={manifest.en.fields ?? {}}
        onChange={(method, fields) => onChange({ ...withFirstAuth(manifest, method), en: { ...manifest.en, fields } })}
      />
      <section className={styles.stack} aria-labelledby="developer-actions-title">
        <Text as="h2" size={400} weight="semibold" id="developer-actions-title">
          {t('actions.title')}
        </Text>
        {manifest.actions.length === 0 && <Text>{t('actions.none')}</Text>}
        {manifest.actions.map((action, i) => (
          <ActionEditor
            // a key that follows the action (stableKeys.ts): neither its position nor the id being typed
            key={keys.keys[i]}
            manifest={manifest}
            index={i}
            onChange={(next, en) => onChange({ ...manifest, actions: replaceAt(manifest.actions, i, next), en })}
            onRemove={() => {
              keys.removed(i);
              onChange({ ...manifest, actions: removeAt(manifest.actions, i) });
            }}
          />
        ))}
        <div className={styles.row}>
          <Button icon={<AddRegular />} onClick={() => add('action')}>
            {t('actions.addAction')}
          </Button>
          <Button icon={<AddRegular />} onClick={() => add('webhook')}>
            {t('actions.addWebhook')}
          </Button>
          <Button icon={<AddRegular />} onClick={() => add('polling')}>
            {t('actions.addPolling')}
          </Button>
        </div>
      </section>
    </div>
  );
}
