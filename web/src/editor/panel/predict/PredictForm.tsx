import { Field, makeStyles, MessageBar, MessageBarBody, Select, Spinner, tokens } from '@fluentui/react-components';
import { PREDICT_OUTPUT_SAMPLE, type AppStep } from '@huiliu/core';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { PredictFeaturesQuery, PredictModelsQuery } from '../../../screens/datamodel/documents';
import { MappingInput } from '../../mapping/MappingInput';
import type { StepEdit } from '../useStepEdit';

const useStyles = makeStyles({ form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/**
 * issue 17 datamodel — the 预测 step's form: a model of the company, a version (the latest by default), and one
 * mapping per feature field of the chosen model, named and typed as the model has them (Query.dataModelFeatures,
 * spec §7 typedata with dmid). Choosing a model gives the step its sample output, so later steps can map
 * `{{N.prediction}}` and `{{N.confidence}}` before any run.
 */
export function PredictForm({ step, edit }: { step: AppStep; edit: StepEdit }) {
  const { t } = useTranslation('datamodel');
  const styles = useStyles();
  const dmid = text(step.params.dmid);
  const features = (step.params.features && typeof step.params.features === 'object' ? step.params.features : {}) as Record<string, unknown>;
  const [models] = useQuery({ query: PredictModelsQuery });
  const [chosen] = useQuery({ query: PredictFeaturesQuery, variables: { dmid }, pause: !dmid });
  const list = models.data?.dataModels.items ?? [];
  const model = list.find((m) => m.dmid === dmid);
  const choose = (next: string) => {
    const picked = list.find((m) => m.dmid === next);
    edit.patch({
      params: { ...step.params, dmid: next, version: '', features: {} },
      newSample: next ? { ...PREDICT_OUTPUT_SAMPLE, prediction: picked?.predictFieldName ?? '', dmid: next } : undefined,
    });
  };
  const id = (key: string) => `f-${step.uuid}-${key}`;
  return (
    <div className={styles.form}>
      <Field
        label={{ children: t('predict.model'), htmlFor: id('dmid') }}
        required
        validationState={dmid ? 'none' : 'error'}
        validationMessage={dmid ? undefined : t('predict.chooseModel')}
      >
        <Select id={id('dmid')} value={dmid} disabled={models.fetching && !models.data} onChange={(_, d) => choose(d.value)}>
          <option value="">{t('predict.chooseModel')}</option>
          {dmid && !model && <option value={dmid}>{dmid}</option>}
          {list.map((m) => (
            <option key={m.dmid} value={m.dmid}>
              {t('predict.modelOption', { name: m.name, field: m.predictFieldName })}
            </option>
          ))}
        </Select>
      </Field>
      {model && model.latestVersion === null && (
        <MessageBar intent="warning">
          <MessageBarBody>{t('predict.untrained')}</MessageBarBody>
        </MessageBar>
      )}
      {dmid && (
        <Field label={{ children: t('predict.version'), htmlFor: id('version') }} hint={t('predict.versionHint')}>
          <Select
            id={id('version')}
            value={text(step.params.version)}
            onChange={(_, d) => edit.setParam('version', d.value === '' ? '' : Number(d.value))}
          >
            <option value="">{t('predict.latest')}</option>
            {(chosen.data?.modelVersions.items ?? []).map((v) => (
              <option key={v.version} value={v.version}>
                {t('predict.versionOption', { version: v.version })}
              </option>
            ))}
          </Select>
        </Field>
      )}
      {dmid && chosen.fetching && !chosen.data && <Spinner size="tiny" />}
      {(chosen.data?.dataModelFeatures ?? []).map((f) => (
        <Field
          key={f.name}
          label={{ children: t('form.feature.option', { name: f.name, type: t(`fieldType.${f.type}`) }), htmlFor: id(`feature-${f.name}`) }}
        >
          <MappingInput
            id={id(`feature-${f.name}`)}
            label={t('predict.featureLabel', { name: f.name })}
            value={text(features[f.name])}
            stepUuid={step.uuid}
            onChange={(value) => edit.setParam('features', { ...features, [f.name]: value })}
          />
        </Field>
      ))}
    </div>
  );
}
