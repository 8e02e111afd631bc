import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarBody,
  Textarea,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useErrorText } from '../../../errors/useErrorText';
import { useAppToast } from '../../pipelines/shared/useAppToast';
import { SetTemplateShareTipMutation } from '../shareDocuments';

/** The sharer's note to people who use the template (spec §3 share_tip), shown before they create from it. */
export function ShareTipDialog({ templateId, shareTip, onClose }: { templateId: string; shareTip: string | null; onClose(): void }) {
  const { t } = useTranslation('templates');
  const { t: tc } = useTranslation();
  const toast = useAppToast();
  const errorText = useErrorText();
  const [text, setText] = useState(shareTip ?? '');
  const [result, save] = useMutation(SetTemplateShareTipMutation);
  const submit = async () => {
    const { data } = await save({ templateId, shareTip: text.trim() });
    if (!data) return;
    toast.show(t('mine.tipSaved'));
    onClose();
  };
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('mine.tipTitle')}</DialogTitle>
          <DialogContent>
            <Field label={t('share.tip')} hint={t('share.tipHint')}>
              <Textarea value={text} maxLength={500} onChange={(_, d) => setText(d.value)} />
            </Field>
            {result.error && (
              <MessageBar intent="error">
                <MessageBarBody>{errorText(result.error)}</MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={result.fetching} onClick={() => void submit()}>
              {tc('common.save')}
            </Button>
            <Button onClick={onClose}>{tc('common.cancel')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
