import { Button, Field, Input, makeStyles, Select, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useErrorText } from '../../errors/useErrorText';
import { useAppToast } from '../pipelines/shared/useAppToast';
import { UpdateCompanyMutation } from './documents';
import { timeZoneChoices } from './timeZones';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '480px' },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** The company's name and time zone (company.manage); the platform checks the zone again (4251). */
export function CompanyForm({ name, timeZone, onDone }: { name: string; timeZone: string; onDone(): void }) {
  const { t } = useTranslation('company');
  const { t: tc } = useTranslation();
  const styles = useStyles();
  const errorText = useErrorText();
  const toast = useAppToast();
  const [draft, setDraft] = useState({ name, timeZone });
  const [result, update] = useMutation(UpdateCompanyMutation);
  const zones = useMemo(() => timeZoneChoices(timeZone), [timeZone]);
  const blank = draft.name.trim() === '';
  const save = async () => {
    if (blank) return;
    const { data } = await update({ input: { name: draft.name.trim(), timeZone: draft.timeZone } });
    if (!data) return;
    toast.show(t('info.saved'));
    onDone();
  };
  return (
    <form
      className={styles.form}
      aria-label={t('info.edit')}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Field
        label={t('info.name')}
        required
        validationState={blank || result.error ? 'error' : 'none'}
        validationMessage={blank ? t('info.nameRequired') : result.error ? errorText(result.error) : undefined}
      >
        <Input value={draft.name} maxLength={100} onChange={(_, d) => setDraft((x) => ({ ...x, name: d.value }))} />
      </Field>
      <Field label={t('info.timeZone')} hint={t('info.timeZoneHint')}>
        <Select value={draft.timeZone} onChange={(_, d) => setDraft((x) => ({ ...x, timeZone: d.value }))}>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </Select>
      </Field>
      <div className={styles.buttons}>
        <Button appearance="primary" type="submit" disabled={result.fetching || blank}>
          {tc('common.save')}
        </Button>
        <Button onClick={onDone}>{tc('common.cancel')}</Button>
      </div>
    </form>
  );
}
