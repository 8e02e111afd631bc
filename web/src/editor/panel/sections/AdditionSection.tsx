import { Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { JINSHUJU_ACTIONS, JINSHUJU_APP_ID, lookupAppId, WEBHOOK_APP_ID, type AppStep } from '@huiliu/core';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { PanelWebhookQuery } from '../documents';
import { JinshujuTriggerPush } from '../jinshuju/JinshujuTriggerPush';
import type { StepEdit } from '../useStepEdit';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  url: { display: 'flex', gap: tokens.spacingHorizontalXS },
  note: { color: tokens.colorNeutralForeground3 },
});

/** Addition: the step's own name and note (spec §3 title, titleAppNote) and, for a webhook, its address. */
export function AdditionSection({ step, edit, processId }: { step: AppStep; edit: StepEdit; processId: string | undefined }) {
  const { t } = useTranslation('editor');
  const styles = useStyles();
  const isWebhook = step.action_type === '1' && lookupAppId(step.app_id) === WEBHOOK_APP_ID;
  // issue 17 jinshuju: a 金数据 trigger is pushed to its own address
  const isJinshuju = step.action_type === '1' && lookupAppId(step.app_id) === JINSHUJU_APP_ID && step.action_id === JINSHUJU_ACTIONS.NEW_ENTRY;
  return (
    <div className={styles.root}>
      <Field label={t('addition.title')}>
        <Input value={String(step.title ?? '')} onChange={(_, d) => edit.patch({ title: d.value }, `${step.uuid}.title`)} />
      </Field>
      <Field label={t('addition.note')}>
        <Input value={String(step.titleAppNote ?? '')} onChange={(_, d) => edit.patch({ titleAppNote: d.value }, `${step.uuid}.note`)} />
      </Field>
      {isWebhook && (processId ? <WebhookUrl processId={processId} /> : <Text className={styles.note}>{t('addition.webhookAfterSave')}</Text>)}
      {isJinshuju && <JinshujuTriggerPush step={step} processId={processId} />}
    </div>
  );
}

function WebhookUrl({ processId }: { processId: string }) {
  const { t } = useTranslation('editor');
  const styles = useStyles();
  const [result] = useQuery({ query: PanelWebhookQuery, variables: { processId } });
  const url = result.data?.webhook.url ?? '';
  return (
    <Field label={t('addition.webhookUrl')} hint={t('addition.webhookHint')}>
      <div className={styles.url}>
        <Input readOnly value={url} aria-label={t('addition.webhookUrl')} style={{ flexGrow: 1 }} />
        <Button disabled={!url} onClick={() => void navigator.clipboard?.writeText(url)}>
          {t('addition.copy')}
        </Button>
      </div>
    </Field>
  );
}
