import { Field, Input, makeStyles, Select, Text, Textarea, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ModelSourcesQuery } from '../../../gql/graphql';
import { FeaturePicker } from './FeaturePicker';
import { FieldGroup } from './FieldGroup';
import { withDatasource, withPredictField, type ModelForm, type ModelFormErrors } from './modelForm';
import { PreFilterEditor } from './PreFilterEditor';

type Source = ModelSourcesQuery['datasources']['items'][number];

const useStyles = makeStyles({ form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '760px' } });

interface ModelFieldsProps {
  form: ModelForm;
  sources: readonly Source[];
  /** Shown once the person has tried to save. */
  errors: ModelFormErrors;
  onChange(form: ModelForm): void;
}

/** The model's settings: who it is, which data source it learns from, what it predicts from what, on which rows. */
export function ModelFields({ form, sources, errors, onChange }: ModelFieldsProps) {
  const { t } = useTranslation('datamodel');
  const styles = useStyles();
  const source = sources.find((s) => s.dsid === form.datasourceId);
  const columns = source?.tableFields ?? [];
  const state = (key: keyof ModelFormErrors) => (errors[key] ? { validationState: 'error' as const, validationMessage: t(errors[key]) } : {});
  const set = (patch: Partial<ModelForm>) => onChange({ ...form, ...patch });
  return (
    <div className={styles.form}>
      <Field label={t('form.name')} required {...state('name')}>
        <Input value={form.name} maxLength={100} onChange={(_, d) => set({ name: d.value })} />
      </Field>
      <Field label={t('form.scene')} hint={t('form.sceneHint')}>
        <Input value={form.scene} maxLength={100} onChange={(_, d) => set({ scene: d.value })} />
      </Field>
      <Field label={t('form.desc')}>
        <Textarea value={form.desc} maxLength={500} onChange={(_, d) => set({ desc: d.value })} />
      </Field>
      <Field label={t('form.datasource')} required hint={sources.length === 0 ? t('form.noSources') : undefined} {...state('datasourceId')}>
        <Select value={form.datasourceId} onChange={(_, d) => onChange(withDatasource(form, d.value))}>
          <option value="">{t('form.chooseDatasource')}</option>
          {sources.map((s) => (
            <option key={s.dsid} value={s.dsid}>
              {t('form.sourceOption', { name: s.name, rows: s.rows })}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('form.predictField')} required hint={t('form.predictFieldHint')} {...state('predictField')}>
        <Select value={form.predictField} disabled={!source} onChange={(_, d) => onChange(withPredictField(form, d.value))}>
          <option value="">{t('form.choosePredictField')}</option>
          {columns
            .filter((c) => c.type !== 'DATETIME')
            .map((c) => (
              <option key={c.name} value={c.name}>
                {t('form.feature.option', { name: c.name, type: t(`fieldType.${c.type}`) })}
              </option>
            ))}
        </Select>
      </Field>
      <Field label={t('form.predictFieldName')} hint={t('form.predictFieldNameHint')}>
        <Input value={form.predictFieldName} maxLength={64} onChange={(_, d) => set({ predictFieldName: d.value })} />
      </Field>
      <FieldGroup label={t('form.feature.label')} required hint={t('form.feature.hint')} error={errors.feature && t(errors.feature)}>
        {source ? (
          <FeaturePicker columns={columns} predictField={form.predictField} value={form.feature} onChange={(feature) => set({ feature })} />
        ) : (
          <Text>{t('form.feature.chooseSource')}</Text>
        )}
      </FieldGroup>
      <FieldGroup label={t('form.preFilter.label')} hint={t('form.preFilter.hint')} error={errors.preFilter && t(errors.preFilter)}>
        {source ? (
          <PreFilterEditor value={form.preFilter} columns={columns} onChange={(preFilter) => set({ preFilter })} />
        ) : (
          <Text>{t('form.feature.chooseSource')}</Text>
        )}
      </FieldGroup>
    </div>
  );
}
