import { Badge, Button, makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import type { AppStep } from '@huiliu/core';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useErrorText } from '../../../errors/useErrorText';
import { SamplePreview } from '../../sample/SamplePreview';
import { isPreviewType } from '../../sample/sampleShapes';
import { stepsFromContent } from '../../store/typedSteps';
import { useEditorStoreApi } from '../../store/useEditorStore';
import { PanelTestStepMutation } from '../documents';
import type { StepEdit } from '../useStepEdit';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

/**
 * Send data: run this one step for real with the earlier steps' samples (testStep); its output becomes
 * the step's return_data, which later steps map from and validation reads (spec §4 outcomes).
 */
export function SendDataSection({ step, edit, processId }: { step: AppStep; edit: StepEdit; processId: string | undefined }) {
  const { t } = useTranslation('editor');
  const styles = useStyles();
  const store = useEditorStoreApi();
  const [result, testStep] = useMutation(PanelTestStepMutation);
  const errorText = useErrorText();
  const test = async () => {
    const steps = stepsFromContent(store.getState().content);
    const { data, error } = await testStep({ input: { processId, steps, stepUuid: step.uuid } });
    if (error || !data) return;
    const outcome = data.testStep;
    edit.patch({
      return_data: outcome.output ?? null,
      send_status: outcome.status === 'failed' ? 'failed' : 'success',
      send_error: outcome.error ?? undefined,
      JJYDataTime: new Date().toISOString(),
    });
  };
  return (
    <div className={styles.root}>
      <Text>{t('sendData.hint')}</Text>
      <div className={styles.row}>
        <Button appearance="primary" disabled={!step.action_id || result.fetching} onClick={() => void test()}>
          {t('sendData.test')}
        </Button>
        {step.send_status === 'success' && <Badge color="success">{t('sendData.ok')}</Badge>}
        {step.send_status === 'failed' && <Badge color="danger">{t('sendData.failed')}</Badge>}
      </div>
      {(result.error || typeof step.send_error === 'string') && (
        <MessageBar intent="error">
          <MessageBarBody>{result.error ? errorText(result.error) : String(step.send_error)}</MessageBarBody>
        </MessageBar>
      )}
      {step.return_data !== undefined && (
        <SamplePreview
          label={t('sendData.result')}
          data={step.return_data}
          fetchedAt={typeof step.JJYDataTime === 'string' ? step.JJYDataTime : undefined}
          type={isPreviewType(step.samplePreviewType) ? step.samplePreviewType : 'json'}
          onTypeChange={(type) => edit.patch({ samplePreviewType: type }, `${step.uuid}.preview`)}
        />
      )}
    </div>
  );
}
