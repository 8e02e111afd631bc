import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { FetchFailed } from '../../../components/FetchFailed';
import { DataModelQuery, ModelSourcesQuery } from '../documents';
import { emptyForm, formOf } from './modelForm';
import { ModelEditor } from './ModelEditor';

const useStyles = makeStyles({ root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL } });

/**
 * /data-source/models/new and /data-source/models/:dmid/edit (issue 17): a model's settings, on the company's data
 * sources. Saving checks them on the platform too (the columns must still be in the data source).
 */
export default function DataModelEditScreen() {
  const { t } = useTranslation('datamodel');
  const { t: tc } = useTranslation();
  const styles = useStyles();
  const { dmid } = useParams();
  const [sources, refetchSources] = useQuery({ query: ModelSourcesQuery, requestPolicy: 'network-only' });
  const [existing, refetchModel] = useQuery({ query: DataModelQuery, variables: { dmid: dmid ?? '' }, pause: !dmid });
  const model = existing.data?.dataModel;
  const failed = (sources.error && !sources.data) || (existing.error && !existing.data);
  const loading = !sources.data || (dmid !== undefined && !existing.data);
  return (
    <section className={styles.root}>
      <Text as="h1" size={600} weight="semibold">
        {dmid ? tc('routes.dataModelEdit') : tc('routes.dataModelCreate')}
      </Text>
      {failed ? (
        <FetchFailed
          refetch={(context) => {
            refetchSources(context);
            refetchModel(context);
          }}
        />
      ) : loading ? (
        <Spinner label={tc('common.loading')} />
      ) : dmid && !model ? (
        <Text>{t('detail.notFound')}</Text>
      ) : (
        <ModelEditor key={dmid ?? 'new'} dmid={dmid} initial={model ? formOf(model) : emptyForm()} sources={sources.data!.datasources.items} />
      )}
    </section>
  );
}
