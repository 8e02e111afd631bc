import { Button, Field, Input, makeStyles, MessageBar, MessageBarBody, Select, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useErrorText } from '../../../errors/useErrorText';
import type { PredictWithModelMutation } from '../../../gql/graphql';
import { PredictWithModelMutation as Predict } from '../documents';
import type { Version } from './LatestMetrics';

const useStyles = makeStyles({
  form: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: tokens.spacingHorizontalM },
  result: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

type Answer = PredictWithModelMutation['predictWithModel'];

/**
 * 试一试: one record typed by hand through the latest version (its own feature fields: the settings may have
 * changed since). Empty fields are sent as missing, which the model fills and says so.
 */
export function TryPredict({ dmid, version }: { dmid: string; version: Version }) {
  const { t } = useTranslation('datamodel');
  const styles = useStyles();
  const errorText = useErrorText();
  const [values, setValues] = useState<Record<string, string>>({});
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [state, predict] = useMutation(Predict);
  const run = async () => {
    setProblem(null);
    const record = Object.fromEntries(version.features.map((f) => [f.name, values[f.name]?.trim() ? values[f.name] : null]));
    const { data, error } = await predict({ dmid, version: version.version, record });
    if (error || !data) {
      setAnswer(null);
      return setProblem(errorText(error));
    }
    setAnswer(data.predictWithModel);
  };
  const shown = (value: unknown) => (typeof value === 'boolean' ? t(value ? 'try.yes' : 'try.no') : String(value));
  return (
    <div className={styles.result}>
      <div className={styles.form} role="group" aria-label={t('try.fields')}>
        {version.features.map((f) => (
          <Field key={f.name} label={t('try.field', { name: f.name, type: t(`fieldType.${f.type}`) })}>
            {f.type === 'BOOLEAN' ? (
              <Select value={values[f.name] ?? ''} onChange={(_, d) => setValues({ ...values, [f.name]: d.value })}>
                <option value="">{t('try.empty')}</option>
                <option value="true">{t('try.yes')}</option>
                <option value="false">{t('try.no')}</option>
              </Select>
            ) : (
              <Input
                value={values[f.name] ?? ''}
                placeholder={f.type === 'DATETIME' ? '2024-01-02 10:00' : undefined}
                onChange={(_, d) => setValues({ ...values, [f.name]: d.value })}
              />
            )}
          </Field>
        ))}
      </div>
      <div>
        <Button appearance="primary" disabled={state.fetching} onClick={() => void run()}>
          {t('try.run')}
        </Button>
      </div>
      {problem && (
        <MessageBar intent="error">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      )}
      {answer && (
        <output aria-label={t('try.result')}>
          <Text size={500} weight="semibold">
            {t('try.prediction', { value: shown(answer.prediction) })}
          </Text>{' '}
          <Text>{t('try.confidence', { percent: Math.round(answer.confidence * 100), version: answer.version })}</Text>
          {answer.imputed.length > 0 && <Text block>{t('try.imputed', { fields: answer.imputed.join(t('versions.separator')) })}</Text>}
        </output>
      )}
    </div>
  );
}
