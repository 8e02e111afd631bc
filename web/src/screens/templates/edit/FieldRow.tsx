import { Checkbox, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { DraftEntry, FieldCandidate } from './inputsDraft';

const useStyles = makeStyles({
  row: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, paddingBottom: tokens.spacingVerticalS },
  details: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM, paddingLeft: tokens.spacingHorizontalXXL },
});

/** One step field: ask it or not; when asked, the label and help the simplified form shows, and whether it must be filled. */
export function FieldRow({ candidate, entry, onChange }: { candidate: FieldCandidate; entry: DraftEntry; onChange(entry: DraftEntry): void }) {
  const { t } = useTranslation('templates');
  const styles = useStyles();
  const noLabel = entry.asked && entry.label.trim() === '';
  return (
    <li className={styles.row}>
      <Checkbox
        checked={entry.asked}
        label={t('edit.ask', { field: candidate.label })}
        onChange={(_, d) => onChange({ ...entry, asked: d.checked === true })}
      />
      {entry.asked && (
        <div className={styles.details}>
          <Field
            label={t('edit.label', { field: candidate.label })}
            required
            validationState={noLabel ? 'error' : 'none'}
            validationMessage={noLabel ? t('edit.labelRequired') : undefined}
          >
            <Input value={entry.label} maxLength={60} onChange={(_, d) => onChange({ ...entry, label: d.value })} />
          </Field>
          <Field label={t('edit.help', { field: candidate.label })}>
            <Input value={entry.help} maxLength={200} onChange={(_, d) => onChange({ ...entry, help: d.value })} />
          </Field>
          <Checkbox
            checked={entry.required}
            label={t('edit.required', { field: candidate.label })}
            onChange={(_, d) => onChange({ ...entry, required: d.checked === true })}
          />
        </div>
      )}
    </li>
  );
}
