import { Button, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { useErrorText } from '../../../errors/useErrorText';
import type { ModelSourcesQuery } from '../../../gql/graphql';
import { CreateDataModelMutation, UpdateDataModelMutation } from '../documents';
import { formErrors, inputOf, type ModelForm } from './modelForm';
import { ModelFields } from './ModelFields';

const useStyles = makeStyles({ actions: { display: 'flex', gap: tokens.spacingHorizontalS } });

interface ModelEditorProps {
  /** The model being changed; absent for a new one. */
  dmid: string | undefined;
  initial: ModelForm;
  sources: ModelSourcesQuery['datasources']['items'];
}

/** The form and its save: errors show once a save was tried; the platform's refusal is shown as it words it. */
export function ModelEditor({ dmid, initial, sources }: ModelEditorProps) {
  const { t } = useTranslation('datamodel');
  const styles = useStyles();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [form, setForm] = useState(initial);
  const [tried, setTried] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [created, create] = useMutation(CreateDataModelMutation);
  const [updated, update] = useMutation(UpdateDataModelMutation);
  const errors = formErrors(form);
  const save = async () => {
    setTried(true);
    setProblem(null);
    if (Object.keys(errors).length > 0) return;
    const input = inputOf(form);
    const context = { additionalTypenames: ['DataModel'] };
    const { data, error } = dmid ? await update({ input: { ...input, dmid } }, context) : await create({ input }, context);
    if (error || !data) return setProblem(errorText(error));
    const saved = 'createDataModel' in data ? data.createDataModel : data.updateDataModel;
    navigate(`/data-source/models/${saved.dmid}`);
  };
  return (
    <>
      <ModelFields form={form} sources={sources} errors={tried ? errors : {}} onChange={setForm} />
      {problem && (
        <MessageBar intent="error">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        <Button appearance="primary" disabled={created.fetching || updated.fetching} onClick={() => void save()}>
          {t('form.save')}
        </Button>
        <Button onClick={() => navigate(dmid ? `/data-source/models/${dmid}` : '/data-source/models')}>{t('form.cancel')}</Button>
      </div>
    </>
  );
}
