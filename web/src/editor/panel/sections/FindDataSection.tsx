import { Button, makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { lookupAppId, WEBHOOK_APP_ID, type AppStep } from '@huiliu/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useErrorText } from '../../../errors/useErrorText';
import { SamplePreview } from '../../sample/SamplePreview';
import { isPreviewType } from '../../sample/sampleShapes';
import { PanelFetchSampleMutation, PanelListenSampleMutation } from '../documents';
import type { StepEdit } from '../useStepEdit';

const useStyles = makeStyles({ root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS } });

/** The platform keeps a listening window for 5 minutes; renew it well before it closes. */
const LISTEN_RENEW_MS = 4 * 60_000;

/**
 * While this section is on screen, an off pipeline's webhook keeps what it receives as samples (nothing
 * runs), so a person can fetch a sample before switching an unfinished pipeline on.
 */
function useListenForSamples(processId: string | undefined, enabled: boolean) {
  const [state, listen] = useMutation(PanelListenSampleMutation);
  useEffect(() => {
    if (!enabled || !processId) return;
    void listen({ processId });
    const timer = setInterval(() => void listen({ processId }), LISTEN_RENEW_MS);
    return () => clearInterval(timer);
  }, [enabled, processId, listen]);
  return !!state.data && !state.error;
}

/**
 * Find data: the trigger's sample — the newest data sent to the webhook — kept on the step (spec §3
 * sample_data, JJYDataTime) so later steps can map its fields.
 */
export function FindDataSection({ step, edit, processId }: { step: AppStep; edit: StepEdit; processId: string | undefined }) {
  const { t } = useTranslation('editor');
  const styles = useStyles();
  const [result, fetchSample] = useMutation(PanelFetchSampleMutation);
  const errorText = useErrorText();
  const canFetch = !!processId && lookupAppId(step.app_id) === WEBHOOK_APP_ID;
  const listening = useListenForSamples(processId, canFetch);
  const fetch = async () => {
    const { data, error } = await fetchSample({ processId: processId! });
    if (error || !data) {
      edit.patch({ sample_status: 'failed' });
      return;
    }
    edit.patch({
      sample_data: data.fetchWebhookSample.sampleData,
      JJYDataTime: data.fetchWebhookSample.createdAt ?? new Date().toISOString(),
      sample_status: 'success',
    });
  };
  return (
    <div className={styles.root}>
      <Text>{canFetch ? t('findData.hint') : processId ? t('findData.notWebhook') : t('findData.saveFirst')}</Text>
      {listening && (
        <MessageBar intent="info">
          <MessageBarBody>{t('findData.listening')}</MessageBarBody>
        </MessageBar>
      )}
      <div>
        <Button appearance="primary" disabled={!canFetch || result.fetching} onClick={() => void fetch()}>
          {t('findData.fetch')}
        </Button>
      </div>
      {result.error && (
        <MessageBar intent="error">
          <MessageBarBody>{errorText(result.error, t('findData.failed'))}</MessageBarBody>
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
