import { Button, Dropdown, Field, Input, Option, Text, Textarea } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import type { AppAction, AppManifest, SuccessRule } from '@huiliu/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldListEditor } from './FieldListEditor';
import { ACTION_KINDS, jsonText, newAction, parseOptionalJson, type ActionKind } from './manifestDraft';
import { useProblemAt } from './problems';
import { RequestEditor } from './RequestEditor';
import { useEditorStyles } from './styles';

interface Props {
  manifest: AppManifest;
  index: number;
  onChange(action: AppAction, en: AppManifest['en']): void;
  onRemove(): void;
}

/** `equals` typed as `0, ok, true`: numbers and booleans keep their type, as the reply's JSON has them. */
function equalsOfText(text: string): SuccessRule['equals'] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => (s === 'true' ? true : s === 'false' ? false : /^-?\d+(\.\d+)?$/.test(s) ? Number(s) : s));
}

/** The success rule: empty path = none (2xx alone is success). */
function SuccessEditor({ value, path, onChange }: { value: SuccessRule | undefined; path: string; onChange(next: SuccessRule | undefined): void }) {
  const { t } = useTranslation('developer');
  const styles = useEditorStyles();
  const [equals, setEquals] = useState(() => (value?.equals ?? []).join(', '));
  const problem = useProblemAt(path, true);
  const set = (patch: Partial<SuccessRule>) => {
    const next = { path: '', equals: [], ...value, ...patch };
    onChange(next.path.trim() === '' && next.equals.length === 0 ? undefined : next);
  };
  return (
    <div className={styles.row} role="group" aria-label={t('success.label')}>
      <Field label={t('success.path')} hint={t('success.pathHint')} validationMessage={problem} className={styles.grow}>
        <Input className={styles.code} value={value?.path ?? ''} onChange={(_, d) => set({ path: d.value })} />
      </Field>
      <Field label={t('success.equals')} hint={t('success.equalsHint')} className={styles.grow}>
        <Input
          className={styles.code}
          value={equals}
          onChange={(_, d) => {
            setEquals(d.value);
            set({ equals: equalsOfText(d.value) });
          }}
        />
      </Field>
      <Field label={t('success.messagePath')} className={styles.grow}>
        <Input className={styles.code} value={value?.message_path ?? ''} onChange={(_, d) => set({ message_path: d.value || undefined })} />
      </Field>
    </div>
  );
}

/** One action or trigger of the app: names, kind, fields, the request it sends, success rule, output sample. */
export function ActionEditor({ manifest, index, onChange, onRemove }: Props) {
  const { t } = useTranslation('developer');
  const styles = useEditorStyles();
  const action = manifest.actions[index]!;
  const at = `actions.${index}`;
  const [sampleText, setSampleText] = useState(() => jsonText(action.output_sample));
  const [sampleError, setSampleError] = useState<string | undefined>();
  const idProblem = useProblemAt(`${at}.action_id`);
  const nameProblem = useProblemAt(`${at}.name`);
  // English texts live in the app's one en table, by action id
  const nameEnProblem = useProblemAt(`en.actions.${action.action_id}`, true);
  const pollingProblem = useProblemAt(`${at}.polling`, true);
  const set = (patch: Partial<AppAction>) => onChange({ ...action, ...patch }, manifest.en);
  const enActions = manifest.en.actions ?? {};
  const enName = enActions[action.action_id]?.name ?? '';
  const setEn = (name: string) =>
    onChange(action, { ...manifest.en, actions: { ...enActions, [action.action_id]: { ...enActions[action.action_id], name } } });
  const renameId = (id: string) => {
    // the English texts follow the id they belong to
    const { [action.action_id]: texts, ...rest } = enActions;
    onChange({ ...action, action_id: id }, { ...manifest.en, actions: texts ? { ...rest, [id]: texts } : rest });
  };
  const changeKind = (kind: ActionKind) => {
    // the dropdown reports a click on the kind already chosen too: that is no change, and must not reset the request
    if (kind === action.kind) return;
    // a kind brings its own parts (a request, a polling rule); names, fields and sample stay
    const fresh = newAction(manifest, kind);
    const { request: _r, polling: _p, sendsData: _s, ...kept } = action;
    onChange({ ...kept, kind, request: fresh.request, polling: fresh.polling, sendsData: fresh.sendsData }, manifest.en);
  };
  const changeSample = (text: string) => {
    setSampleText(text);
    const parsed = parseOptionalJson(text);
    setSampleError(parsed.ok ? undefined : t('request.bodyInvalid', { reason: parsed.detail ?? '' }));
    if (parsed.ok) set({ output_sample: parsed.value });
  };
  const name = action.name || action.action_id;
  return (
    <section className={styles.box} aria-label={t('actions.one', { name })}>
      <div className={styles.row}>
        <Text as="h3" weight="semibold" className={styles.grow}>
          {name}
        </Text>
        <Button icon={<DeleteRegular />} onClick={onRemove}>
          {t('actions.remove', { name })}
        </Button>
      </div>
      <div className={styles.row}>
        <Field label={t('actions.id')} validationMessage={idProblem} className={styles.narrow}>
          <Input className={styles.code} value={action.action_id} onChange={(_, d) => renameId(d.value)} />
        </Field>
        <Field label={t('actions.kind')} className={styles.narrow}>
          <Dropdown
            value={t(`kinds.${action.kind}`)}
            selectedOptions={[action.kind]}
            onOptionSelect={(_, d) => changeKind(d.optionValue as ActionKind)}
          >
            {ACTION_KINDS.map((kind) => (
              <Option key={kind} value={kind}>
                {t(`kinds.${kind}`)}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label={t('actions.name')} validationMessage={nameProblem} className={styles.grow}>
          <Input value={action.name} onChange={(_, d) => set({ name: d.value })} />
        </Field>
        <Field label={t('actions.nameEn')} validationMessage={nameEnProblem} className={styles.grow}>
          <Input value={enName} onChange={(_, d) => setEn(d.value)} />
        </Field>
      </div>
      <Field label={t('actions.description')}>
        <Input value={action.description ?? ''} onChange={(_, d) => set({ description: d.value })} />
      </Field>
      <FieldListEditor
        label={t('actions.fields', { name })}
        fields={action.fields}
        path={`${at}.fields`}
        en={manifest.en.fields ?? {}}
        onChange={(fields, enFields) => onChange({ ...action, fields }, { ...manifest.en, fields: enFields })}
      />
      {action.request && (
        <div role="group" aria-label={t('actions.request', { name })} className={styles.stack}>
          <Text weight="semibold">{t('actions.requestTitle')}</Text>
          <RequestEditor value={action.request} path={`${at}.request`} onChange={(request) => set({ request })} />
        </div>
      )}
      {action.polling && (
        <div role="group" aria-label={t('actions.polling', { name })} className={styles.stack}>
          <Text weight="semibold">{t('actions.pollingTitle')}</Text>
          <RequestEditor
            // a developer's definition always lists through a template (named listers are the platform's own)
            value={action.polling.request ?? { method: 'GET', url: '' }}
            path={`${at}.polling.request`}
            onChange={(request) => set({ polling: { ...action.polling!, request } })}
          />
          <div className={styles.row}>
            <Field label={t('polling.items')} validationMessage={pollingProblem} className={styles.grow}>
              <Input
                className={styles.code}
                value={action.polling.items}
                onChange={(_, d) => set({ polling: { ...action.polling!, items: d.value } })}
              />
            </Field>
            <Field label={t('polling.id')} className={styles.grow}>
              <Input className={styles.code} value={action.polling.id} onChange={(_, d) => set({ polling: { ...action.polling!, id: d.value } })} />
            </Field>
            <Field label={t('polling.interval')} className={styles.narrow}>
              <Input
                type="number"
                value={String(action.polling.interval_minutes)}
                onChange={(_, d) => set({ polling: { ...action.polling!, interval_minutes: Number(d.value) || 1 } })}
              />
            </Field>
          </div>
        </div>
      )}
      {action.kind === 'webhook' && <Text size={200}>{t('actions.webhookNote')}</Text>}
      {action.kind !== 'webhook' && <SuccessEditor value={action.success} path={`${at}.success`} onChange={(success) => set({ success })} />}
      <Field label={t('actions.sample')} hint={t('actions.sampleHint')} validationMessage={sampleError}>
        <Textarea className={styles.code} rows={5} value={sampleText} onChange={(_, d) => changeSample(d.value)} />
      </Field>
    </section>
  );
}
