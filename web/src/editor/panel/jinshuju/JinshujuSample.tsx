import { Button, makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { entryLabels, formFields, sampleEntry, type AppStep } from '@huiliu/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { useErrorText } from '../../../errors/useErrorText';
import { SamplePreview } from '../../sample/SamplePreview';
import { isPreviewType } from '../../sample/sampleShapes';
import type { StepEdit } from '../useStepEdit';
import { JinshujuSampleQuery } from './documents';
import { useJinshujuForm } from './useJinshujuForm';

const useStyles = makeStyles({ root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS } });

/**
 * 「新表单数据」's sample (issue 17): the form's newest entry through the account — or, for a form nobody has filled
 * in yet, an entry made from its fields — kept on the step with the fields' labels (spec §3 sample_data,
 * newSampleLabel), so later steps map `姓名` rather than `field_1`.
 */
export function JinshujuSample({ step, edit }: { step: AppStep; edit: StepEdit }) {
  const { t, i18n } = useTranslation('editor');
  const styles = useStyles();
  const errorText = useErrorText();
  const client = useClient();
  const { ready, form } = useJinshujuForm(step.account_id, step.params.form);
  const [state, setState] = useState<{ fetching: boolean; error?: unknown }>({ fetching: false });
  const fetchSample = async () => {
    setState({ fetching: true });
    const reply = await client
      .query(JinshujuSampleQuery, { accountId: String(step.account_id), input: { form: step.params.form } }, { requestPolicy: 'network-only' })
      .toPromise();
    if (reply.error || !reply.data) {
      setState({ fetching: false, error: reply.error });
      edit.patch({ sample_status: 'failed' });
      return;
    }
    // core reads 金数据's field shapes; the form's own labels, the system fields' in the reader's language
    const fields = formFields({ fields: (form?.fields ?? []).map((f) => ({ ...f, api_code: f.apiCode })) });
    const newest = reply.data.appSampleData.list[0];
    edit.patch({
      sample_data: newest ?? sampleEntry(fields, new Date().toISOString()),
      newSampleLabel: entryLabels(fields, i18n.language === 'en' ? 'en' : 'zh'),
      JJYDataTime: new Date().toISOString(),
      sample_status: 'success',
    });
    setState({ fetching: false });
  };
  return (
    <div className={styles.root}>
      <Text>{ready ? t('jinshuju.sampleHint') : t('jinshuju.chooseForm')}</Text>
      <div>
        <Button appearance="primary" disabled={!ready || !form || state.fetching} onClick={() => void fetchSample()}>
          {t('findData.fetch')}
        </Button>
      </div>
      {state.error !== undefined && (
        <MessageBar intent="error">
          <MessageBarBody>{errorText(state.error, t('findData.failed'))}</MessageBarBody>
        </MessageBar>
      )}
      {step.sample_data !== undefined && (
        <SamplePreview
          label={t('findData.sample')}
          data={step.sample_data}
          fetchedAt={typeof step.JJYDataTime === 'string' ? step.JJYDataTime : undefined}
          type={isPreviewType(step.samplePreviewType) ? step.samplePreviewType : 'table'}
          onTypeChange={(type) => edit.patch({ samplePreviewType: type }, `${step.uuid}.preview`)}
        />
      )}
    </div>
  );
}
