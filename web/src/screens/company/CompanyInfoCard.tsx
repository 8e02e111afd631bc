import { Button, Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { CompanyQuery } from '../../gql/graphql';
import { formatDateTime } from '../../util/formatDateTime';
import { CompanyForm } from './CompanyForm';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalM },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  pair: { display: 'contents' },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  note: { color: tokens.colorNeutralForeground3 },
});

type Company = CompanyQuery['company'];

/** The company as its console shows it (spec §7 "company info"); its name and zone editable with company.manage. */
export function CompanyInfoCard({ company, canManage, canSeePlan }: { company: Company; canManage: boolean; canSeePlan: boolean }) {
  const { t, i18n } = useTranslation('company');
  const styles = useStyles();
  const [editing, setEditing] = useState(false);
  const owners = company.owners.map((o) => o.uname);
  const facts: Array<[string, ReactNode]> = [
    [t('info.name'), company.name],
    [
      t('info.plan'),
      <>
        <span>{t(`plans.${company.plan}`, { defaultValue: company.plan })}</span>
        {canSeePlan && <RouterLink to="/plan">{t('info.planLink')}</RouterLink>}
      </>,
    ],
    [t('info.timeZone'), company.timeZone],
    [t('info.createdAt'), formatDateTime(company.createdAt, i18n.language, { timeZone: company.timeZone })],
    [t('info.owners'), owners.length > 0 ? new Intl.ListFormat(i18n.language).format(owners) : t('info.noOwner')],
    [t('info.members'), t('info.memberCount', { count: company.memberCount })],
  ];
  return (
    <Card className={styles.card} aria-labelledby="company-info-heading">
      <div className={styles.header}>
        <h2 id="company-info-heading" className={styles.heading}>
          {t('info.heading')}
        </h2>
        {canManage && !editing && <Button onClick={() => setEditing(true)}>{t('info.edit')}</Button>}
      </div>
      {editing ? (
        <CompanyForm name={company.name} timeZone={company.timeZone} onDone={() => setEditing(false)} />
      ) : (
        <dl className={styles.facts}>
          {facts.map(([term, value]) => (
            <div key={term} className={styles.pair}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.value}>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {!canManage && <Text className={styles.note}>{t('info.readOnly')}</Text>}
    </Card>
  );
}
