import { Field, Input, makeStyles, MessageBar, MessageBarBody, MessageBarTitle, Text, tokens } from '@fluentui/react-components';
import { SCHEDULE_APP_ID, WEBHOOK_APP_ID, lookupAppId } from '@huiliu/core';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useQuery, type CombinedError } from 'urql';
import { isHandledAtRoot } from '../../pipelines/shared/useAppToast';
import { useErrorText } from '../../../errors/useErrorText';
import { PipelineWebhookQuery } from '../documents';
import { CopyButton } from '../shared/CopyButton';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  row: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  grow: { flexGrow: 1 },
  links: { display: 'flex', gap: tokens.spacingHorizontalL },
});

interface SuccessPanelProps {
  processId: string;
  triggerAppId: string;
  /** Switching on was refused: the pipeline exists, off. */
  refusal?: CombinedError;
}

/**
 * The end of simplified creation: on, and what happens next — a webhook's address to send data to, a schedule's
 * next runs, another trigger's new data — with the pipeline and its run log one click away. A refused switch-on
 * says why (a plan limit shows the root notice as well) and leads to the editor to fix it.
 */
export function SuccessPanel({ processId, triggerAppId, refusal }: SuccessPanelProps) {
  const { t } = useTranslation('templates');
  const styles = useStyles();
  const errorText = useErrorText();
  const trigger = lookupAppId(triggerAppId);
  const [webhook] = useQuery({ query: PipelineWebhookQuery, variables: { processId }, pause: trigger !== WEBHOOK_APP_ID });
  const url = webhook.data?.webhook.url;
  const next = trigger === WEBHOOK_APP_ID ? 'webhook' : trigger === SCHEDULE_APP_ID ? 'schedule' : 'newData';
  return (
    <section className={styles.root} aria-labelledby="simple-done">
      <h2 id="simple-done" className={styles.heading}>
        {refusal ? t('done.notEnabledTitle') : t('done.title')}
      </h2>
      {refusal ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t('done.notEnabled')}</MessageBarTitle>
            {isHandledAtRoot(refusal) ? t('done.seeNotice') : errorText(refusal)}
          </MessageBarBody>
        </MessageBar>
      ) : (
        <Text>{t(`done.next.${next}`)}</Text>
      )}
      {url && (
        <div className={styles.row}>
          <Field className={styles.grow} label={t('done.webhook')}>
            <Input readOnly value={url} />
          </Field>
          <CopyButton text={url} label={t('done.copyWebhook')} />
        </div>
      )}
      <div className={styles.links}>
        <RouterLink to={`/data-pipeline/${processId}`}>{refusal ? t('done.fix') : t('done.open')}</RouterLink>
        <RouterLink to={`/data-log?process_id=${processId}`}>{t('done.runLog')}</RouterLink>
      </div>
    </section>
  );
}
