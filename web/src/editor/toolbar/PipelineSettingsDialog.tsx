import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  Radio,
  RadioGroup,
  Text,
  tokens,
} from '@fluentui/react-components';
import { STEP_RETRY_LIMITS } from '@huiliu/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import type { PipelineOnError } from '../../gql/graphql';
import { useAppToast } from '../../screens/pipelines/shared/useAppToast';
import { EditorPipelineSettingsQuery, EditorUpdatePipelineSettingsMutation } from '../documents';

const useStyles = makeStyles({
  // the form takes no box of its own: content and actions stay in the dialog body's grid
  form: { display: 'contents' },
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

const { retries: RETRIES, backoffMs: BACKOFF } = STEP_RETRY_LIMITS;

interface Draft {
  retries: string;
  backoffMs: string;
  onError: PipelineOnError;
}

/** A whole number within [min, max], or the message saying which bounds; the server refuses the rest (4000) too. */
function checkNumber(text: string, limits: { min: number; max: number }): number | undefined {
  const value = Number(text);
  return text.trim() !== '' && Number.isInteger(value) && value >= limits.min && value <= limits.max ? value : undefined;
}

type Loaded = { retries: number; backoffMs: number; onError: PipelineOnError };

/**
 * The pipeline's settings (REST /process/settings/edit): the error addition every step without its own
 * applies. Saved straight away, apart from the steps: it is no content change and makes no version.
 */
export function PipelineSettingsDialog({ processId }: { processId: string }) {
  const { t } = useTranslation('editor');
  const [open, setOpen] = useState(false);
  const [{ data }] = useQuery({ query: EditorPipelineSettingsQuery, variables: { processId }, pause: !open, requestPolicy: 'network-only' });
  const loaded = open ? data?.pipelineSettings : undefined;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('settings.open')}</Button>
      <Dialog open={open} onOpenChange={(_, d) => setOpen(d.open)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('settings.title')}</DialogTitle>
            {loaded ? (
              // remounted when fresh settings arrive, so the draft never starts from a stale read
              <SettingsForm key={JSON.stringify(loaded)} processId={processId} loaded={loaded} onClose={() => setOpen(false)} />
            ) : (
              <>
                <DialogContent>
                  <Text role="status">{t('settings.loading')}</Text>
                </DialogContent>
                {/* a focusable element from the first frame: a modal dialog with none loses its modal focus trap */}
                <DialogActions>
                  <Button onClick={() => setOpen(false)}>{t('confirm.cancel')}</Button>
                </DialogActions>
              </>
            )}
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}

/** The form, mounted once the settings are read: its draft starts from them. */
function SettingsForm({ processId, loaded, onClose }: { processId: string; loaded: Loaded; onClose(): void }) {
  const { t } = useTranslation('editor');
  const styles = useStyles();
  const toast = useAppToast();
  const [saving, update] = useMutation(EditorUpdatePipelineSettingsMutation);
  const [draft, setDraft] = useState<Draft>({ retries: String(loaded.retries), backoffMs: String(loaded.backoffMs), onError: loaded.onError });
  const retries = checkNumber(draft.retries, RETRIES);
  const backoffMs = checkNumber(draft.backoffMs, BACKOFF);
  const valid = retries !== undefined && backoffMs !== undefined;

  return (
    <form
      className={styles.form}
      onSubmit={async (e) => {
        e.preventDefault();
        if (!valid) return;
        const { error } = await update({ input: { processId, retries, backoffMs, onError: draft.onError } });
        if (error) return toast.failed(error);
        toast.show(t('settings.saved'));
        onClose();
      }}
    >
      <DialogContent className={styles.fields}>
        <Text>{t('settings.intro')}</Text>
        <Field
          label={t('errors.retries')}
          validationState={retries === undefined ? 'error' : 'none'}
          validationMessage={retries === undefined ? t('settings.range', { min: RETRIES.min, max: RETRIES.max }) : undefined}
          hint={t('errors.retriesHint', { max: RETRIES.max })}
        >
          <Input
            type="number"
            min={RETRIES.min}
            max={RETRIES.max}
            value={draft.retries}
            onChange={(_, d) => setDraft({ ...draft, retries: d.value })}
          />
        </Field>
        <Field
          label={t('errors.backoff')}
          validationState={backoffMs === undefined ? 'error' : 'none'}
          validationMessage={backoffMs === undefined ? t('settings.range', { min: BACKOFF.min, max: BACKOFF.max }) : undefined}
          hint={t('errors.backoffHint', { min: BACKOFF.min, max: BACKOFF.max })}
        >
          <Input
            type="number"
            min={BACKOFF.min}
            max={BACKOFF.max}
            value={draft.backoffMs}
            onChange={(_, d) => setDraft({ ...draft, backoffMs: d.value })}
          />
        </Field>
        <Field label={t('errors.onError')}>
          <RadioGroup value={draft.onError} onChange={(_, d) => setDraft({ ...draft, onError: d.value as PipelineOnError })}>
            <Radio value="STOP" label={t('errors.stop')} />
            <Radio value="CONTINUE" label={t('errors.continue')} />
          </RadioGroup>
        </Field>
      </DialogContent>
      <DialogActions>
        <Button type="submit" appearance="primary" disabled={!valid || saving.fetching}>
          {t('settings.save')}
        </Button>
        <Button onClick={onClose}>{t('confirm.cancel')}</Button>
      </DialogActions>
    </form>
  );
}
