import { Switch, Tooltip } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useAppToast } from '../../screens/pipelines/shared/useAppToast';
import type { PipelineStatus } from '../../gql/graphql';
import { EditorSetStatusMutation } from '../documents';

/**
 * Publish: switch the pipeline on or off. A plan limit (concurrently enabled pipelines)
 * comes back as PLAN_LIMIT and the root notice dialog tells the person; the switch stays as it was.
 */
export function StatusSwitch({ processId, status, dirty }: { processId: string; status: PipelineStatus; dirty: boolean }) {
  const { t } = useTranslation('editor');
  const toast = useAppToast();
  const [result, setStatus] = useMutation(EditorSetStatusMutation);
  const on = status === 'ON';
  const blocked = dirty && !on;
  const control = (
    <Switch
      label={t('toolbar.enable')}
      checked={on}
      disabled={result.fetching || blocked}
      onChange={async (_, d) => {
        const { error } = await setStatus({ processId, status: d.checked ? 'ON' : 'OFF' });
        if (error) toast.failed(error);
        else toast.show(d.checked ? t('toolbar.enabled') : t('toolbar.disabled'));
      }}
    />
  );
  return blocked ? (
    <Tooltip content={t('toolbar.saveFirst')} relationship="description">
      <span>{control}</span>
    </Tooltip>
  ) : (
    control
  );
}
