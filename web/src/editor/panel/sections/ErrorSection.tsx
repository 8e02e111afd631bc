import { Field, Input, makeStyles, Radio, RadioGroup, tokens } from '@fluentui/react-components';
import { STEP_RETRY_LIMITS, type AppStep, type SavedStepSettings } from '@huiliu/core';
import { useTranslation } from 'react-i18next';
import type { StepEdit } from '../useStepEdit';

const useStyles = makeStyles({ root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

const { retries: RETRIES, backoffMs: BACKOFF } = STEP_RETRY_LIMITS;

/** Error addition: retries, backoff and stop-or-continue, saved as step.settings within the bounds core's engine applies. */
export function ErrorSection({ step, edit }: { step: AppStep; edit: StepEdit }) {
  const { t } = useTranslation('editor');
  const styles = useStyles();
  const settings = step.settings ?? {};
  const set = (patch: SavedStepSettings, key: string) => edit.patch({ settings: { ...settings, ...patch } }, `${step.uuid}.settings.${key}`);
  const num = (text: string) => (text.trim() === '' || !Number.isFinite(Number(text)) ? undefined : Math.max(0, Math.round(Number(text))));
  return (
    <div className={styles.root}>
      <Field label={t('errors.retries')} hint={t('errors.retriesHint', { max: RETRIES.max })}>
        <Input
          type="number"
          min={RETRIES.min}
          max={RETRIES.max}
          placeholder={String(RETRIES.default)}
          value={settings.retries === undefined ? '' : String(settings.retries)}
          onChange={(_, d) => set({ retries: num(d.value) }, 'retries')}
        />
      </Field>
      <Field label={t('errors.backoff')} hint={t('errors.backoffHint', { min: BACKOFF.min, max: BACKOFF.max })}>
        <Input
          type="number"
          min={BACKOFF.min}
          max={BACKOFF.max}
          placeholder={String(BACKOFF.default)}
          value={settings.backoff_ms === undefined ? '' : String(settings.backoff_ms)}
          onChange={(_, d) => set({ backoff_ms: num(d.value) }, 'backoff')}
        />
      </Field>
      <Field label={t('errors.onError')}>
        <RadioGroup value={settings.on_error ?? 'stop'} onChange={(_, d) => set({ on_error: d.value as 'stop' | 'continue' }, 'onError')}>
          <Radio value="stop" label={t('errors.stop')} />
          <Radio value="continue" label={t('errors.continue')} />
        </RadioGroup>
      </Field>
    </div>
  );
}
