import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { TemplateCard } from '../gallery/TemplateCard';
import { TemplatesForPairQuery } from '../documents';
import { simpleFormPath } from '../shared/paths';
import { FetchFailed } from '../../../components/FetchFailed';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  subheading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
    gap: tokens.spacingHorizontalL,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
});

/** /data-pipeline/create-simple-template?trigger_app_id=…&action_app_id=…: the templates for that pair; each opens the guided form. */
export default function SimpleTemplatesScreen() {
  const { t } = useTranslation('templates');
  const { t: tc } = useTranslation();
  const styles = useStyles();
  const [search] = useSearchParams();
  const triggerAppId = search.get('trigger_app_id') ?? '';
  const actionAppId = search.get('action_app_id') ?? '';
  const [result, refetch] = useQuery({
    query: TemplatesForPairQuery,
    variables: { filter: { triggerAppId, actionAppId } },
    pause: !triggerAppId || !actionAppId,
  });
  const items = result.data?.templates.items;
  return (
    <section className={styles.root}>
      <Text as="h1" size={600} weight="semibold">
        {tc('routes.createSimpleTemplate')}
      </Text>
      <RouterLink to="/data-pipeline/create-simple-index">{t('simple.changeApps')}</RouterLink>
      <h2 className={styles.subheading}>{t('simple.pairTemplates')}</h2>
      {!triggerAppId || !actionAppId ? (
        <Text>{t('simple.chooseBoth')}</Text>
      ) : result.error && !result.data ? (
        <FetchFailed refetch={refetch} />
      ) : !items ? (
        <Spinner label={tc('common.loading')} />
      ) : items.length === 0 ? (
        <Text>{t('simple.pairNone')}</Text>
      ) : (
        <ul className={styles.grid} aria-label={t('gallery.list')}>
          {items.map((template) => (
            <li key={template.templateId}>
              <TemplateCard template={template} to={simpleFormPath({ templateId: template.templateId })} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
