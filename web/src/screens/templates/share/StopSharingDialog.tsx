import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Text,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useErrorText } from '../../../errors/useErrorText';
import { useAppToast } from '../../pipelines/shared/useAppToast';
import { UpdateTemplateMutation } from '../shareDocuments';

/**
 * Unsharing (issue 12): no new copies from the template or its link; pipelines already created from it are their
 * companies' own and keep working — the dialog says so before anything changes.
 */
export function StopSharingDialog({ templateId, title, onClose }: { templateId: string; title: string; onClose(): void }) {
  const { t } = useTranslation('templates');
  const { t: tc } = useTranslation();
  const toast = useAppToast();
  const errorText = useErrorText();
  const [result, update] = useMutation(UpdateTemplateMutation);
  const stop = async () => {
    const { data } = await update({ templateId, input: { active: false } }, { additionalTypenames: ['Template'] });
    if (!data) return;
    toast.show(t('mine.stopped'));
    onClose();
  };
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('mine.stopTitle', { title })}</DialogTitle>
          <DialogContent>
            <Text>{t('mine.stopExplain')}</Text>
            {result.error && (
              <MessageBar intent="error">
                <MessageBarBody>{errorText(result.error)}</MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={result.fetching} onClick={() => void stop()}>
              {t('mine.stop')}
            </Button>
            <Button onClick={onClose}>{tc('common.cancel')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
