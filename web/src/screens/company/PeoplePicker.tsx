import { Combobox, Field, makeStyles, Option, Tag, TagGroup, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface Person {
  userid: string;
  uname: string;
  /** User.email is nullable in the schema. */
  email: string | null;
  disabled: boolean;
}

const useStyles = makeStyles({
  tags: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  none: { color: tokens.colorNeutralForeground3 },
});

/**
 * The people an event names (spec §3 notified_users), picked among the company's members who are not disabled. A
 * person disabled since stays listed, marked, so whoever manages the settings sees why they are no longer told.
 */
export function PeoplePicker(props: { chosen: readonly Person[]; members: readonly Person[]; readOnly: boolean; onChange(people: Person[]): void }) {
  const { t } = useTranslation('company');
  const styles = useStyles();
  const { chosen, readOnly, onChange } = props;
  const [query, setQuery] = useState('');
  const choosable = props.members.filter((m) => !m.disabled);
  const needle = query.trim().toLowerCase();
  const shown = needle ? choosable.filter((m) => `${m.uname} ${m.email ?? ''}`.toLowerCase().includes(needle)) : choosable;
  const byId = new Map([...choosable, ...chosen].map((p) => [p.userid, p]));
  const chosenIds = chosen.map((p) => p.userid);
  const label = (p: Person) => (p.disabled ? t('notices.disabledPerson', { name: p.uname }) : p.uname);
  return (
    <>
      <Field label={t('notices.people')} hint={t('notices.peopleHint')}>
        <Combobox
          multiselect
          disabled={readOnly}
          placeholder={t('notices.peoplePlaceholder')}
          // Fluent names its expand button in English ('Open') whatever the UI language
          expandIcon={{ 'aria-label': t('notices.openPeople') }}
          selectedOptions={chosenIds}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onOptionSelect={(_, data) => {
            setQuery('');
            onChange(data.selectedOptions.flatMap((id) => byId.get(id) ?? []));
          }}
        >
          {shown.map((m) => (
            <Option key={m.userid} value={m.userid} text={m.uname}>
              {m.email ? `${m.uname} · ${m.email}` : m.uname}
            </Option>
          ))}
        </Combobox>
      </Field>
      {chosen.length === 0 ? (
        <Text className={styles.none}>{t('notices.none')}</Text>
      ) : (
        <TagGroup
          className={styles.tags}
          aria-label={t('notices.chosen')}
          onDismiss={(_, data) => onChange(chosen.filter((p) => p.userid !== data.value))}
        >
          {chosen.map((p) => (
            <Tag
              key={p.userid}
              value={p.userid}
              dismissible={!readOnly}
              dismissIcon={{ 'aria-label': t('notices.remove') }}
              appearance={p.disabled ? 'outline' : 'brand'}
            >
              {label(p)}
            </Tag>
          ))}
        </TagGroup>
      )}
    </>
  );
}
