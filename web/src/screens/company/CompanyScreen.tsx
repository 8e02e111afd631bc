import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { FetchFailed } from '../../components/FetchFailed';
import { usePermissions } from '../../session/usePermissions';
import { CompanyInfoCard } from './CompanyInfoCard';
import { ConsoleLinks } from './ConsoleLinks';
import { CompanyQuery } from './documents';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, maxWidth: '960px' },
});

/** /company (spec §7 Company console): the company's information, and the way to its people, tokens and notices. */
export default function CompanyScreen() {
  const { t: tc } = useTranslation();
  const styles = useStyles();
  const permissions = usePermissions();
  const [result, refetch] = useQuery({ query: CompanyQuery });
  const company = result.data?.company;
  return (
    <section className={styles.root}>
      <Text as="h1" size={600} weight="semibold">
        {tc('routes.company')}
      </Text>
      {result.error && !company ? (
        <FetchFailed refetch={refetch} />
      ) : !company ? (
        <Spinner label={tc('common.loading')} />
      ) : (
        <CompanyInfoCard company={company} canManage={permissions.can('company.manage')} canSeePlan={permissions.can('billing.view')} />
      )}
      <ConsoleLinks permissions={permissions} />
    </section>
  );
}
