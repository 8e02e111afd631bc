import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useQuery, type CombinedError } from 'urql';
import { useErrorText } from '../../../errors/useErrorText';
import type { SharedTemplatePartsFragment } from '../../../gql/graphql';
import { isHandledAtRoot } from '../../pipelines/shared/useAppToast';
import { SharePreviewQuery as PreviewQuery } from '../shareDocuments';
import { initialShareForm, type ShareForm } from './shareForm';
import { ShareFormFields } from './ShareFormFields';
import { ShareLink } from './ShareLink';
import { SharePreviewNote } from './SharePreviewNote';
import { useShare } from './useShare';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * 分享 a pipeline (spec §3 Share/template): what the template will leave out (sharePreview, read before anything
 * is written), its words, category, visibility and share tip; then its share link with a copy button.
 */
export function ShareDialog({ processId, onClose }: { processId: string; onClose(): void }) {
  const { t } = useTranslation('templates');
  const [shared, setShared] = useState<SharedTemplatePartsFragment>();
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{shared ? t('share.doneTitle') : t('share.dialogTitle')}</DialogTitle>
          {shared ? (
            <SharedContent template={shared} onClose={onClose} />
          ) : (
            <ShareFormContent processId={processId} onShared={setShared} onClose={onClose} />
          )}
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

interface FormContentProps {
  processId: string;
  onShared(template: SharedTemplatePartsFragment): void;
  onClose(): void;
}

/**
 * The preview and the form. Its buttons stay mounted while the preview loads, so the focus the dialog gave them
 * is never lost to a re-render (a lost focus leaves the modal's focus trap, which hides the dialog from screen readers).
 */
function ShareFormContent({ processId, onShared, onClose }: FormContentProps) {
  const { t } = useTranslation('templates');
  const { t: tc } = useTranslation();
  const styles = useStyles();
  const errorText = useErrorText();
  const { share, sharing } = useShare();
  const [result] = useQuery({ query: PreviewQuery, variables: { processId }, requestPolicy: 'network-only' });
  const preview = result.data?.sharePreview;
  const [form, setForm] = useState<ShareForm>();
  // the form starts from the preview once it has come (what was shared before, or the pipeline's name)
  if (preview && !form) setForm(initialShareForm(preview));
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<CombinedError>();
  const submit = async () => {
    setTried(true);
    if (!preview || !form || form.title.trim() === '') return;
    setFailure(undefined);
    const outcome = await share(processId, preview, form);
    if (outcome.template) return onShared(outcome.template);
    if (!isHandledAtRoot(outcome.error)) setFailure(outcome.error);
  };
  return (
    <>
      <DialogContent className={styles.content}>
        {!preview || !form ? (
          result.error ? (
            <Text role="alert">{tc('messages.fetchFailed')}</Text>
          ) : (
            <Spinner label={tc('common.loading')} />
          )
        ) : (
          <>
            <SharePreviewNote preview={preview} />
            <ShareFormFields form={form} showMissing={tried} onChange={(patch) => setForm({ ...form, ...patch })} />
          </>
        )}
        {failure && (
          <MessageBar intent="error">
            <MessageBarBody>{errorText(failure)}</MessageBarBody>
          </MessageBar>
        )}
      </DialogContent>
      <DialogActions>
        <Button appearance="primary" disabled={!form || sharing} onClick={() => void submit()}>
          {preview?.template ? t('share.shareAgain') : t('share.share')}
        </Button>
        <Button onClick={onClose}>{tc('common.cancel')}</Button>
      </DialogActions>
    </>
  );
}

function SharedContent({ template, onClose }: { template: SharedTemplatePartsFragment; onClose(): void }) {
  const { t } = useTranslation('templates');
  const styles = useStyles();
  return (
    <>
      <DialogContent className={styles.content}>
        <Text>{t(`visibility.${template.visibility}.done`)}</Text>
        <ShareLink templateId={template.templateId} shareToken={template.shareToken} focusCopy />
        <RouterLink to="/pipeline-share" onClick={onClose}>
          {t('share.toMyShares')}
        </RouterLink>
      </DialogContent>
      <DialogActions>
        <Button appearance="primary" onClick={onClose}>
          {t('share.close')}
        </Button>
      </DialogActions>
    </>
  );
}
