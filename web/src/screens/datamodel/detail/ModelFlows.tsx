import { Badge, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { ModelFlowsQuery } from '../documents';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

/** spec "flows status": the pipelines whose 预测 step uses the model, on or off (deleting the model waits for them). */
export function ModelFlows({ dmid }: { dmid: string }) {
  const { t } = useTranslation('datamodel');
  const styles = useStyles();
  const [result] = useQuery({ query: ModelFlowsQuery, variables: { dmid }, requestPolicy: 'cache-and-network' });
  const flows = result.data?.modelFlows.items;
  if (!flows) return null;
  if (flows.length === 0) return <Text>{t('flows.none')}</Text>;
  return (
    <ul className={styles.list} aria-label={t('flows.label')}>
      {flows.map((f) => (
        <li key={f.processId}>
          <Link to={`/data-pipeline/${f.processId}`}>{f.title}</Link>{' '}
          <Badge appearance="tint" color={f.status === 'ON' ? 'success' : 'subtle'}>
            {f.status === 'ON' ? t('flows.on') : t('flows.off')}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
