import { Switch, Tooltip } from '@fluentui/react-components';
import { PIPELINE_STATUS } from '@huiliu/core';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useAppToast } from '../../screens/pipelines/shared/useAppToast';
import { EditorSetStatusMutation } from '../documents';

/**
 * Publish: switch the pipeline on (status 1) or off. A plan limit (concurrently enabled pipelines)
 * comes back as PLAN_LIMIT and the root notice dialog tells the person; the switch stays as it was.
 */
export function StatusSwitch({ processId, status, dirty }: { processId: string; status: number; dirty: boolean }) {
  const { t } = useTranslation('editor');
  const toast = useAppToast();
  const [result, setStatus] = useMutation(EditorSetStatusMutation);
  const on = status === PIPELINE_STATUS.ON;
  const blocked = dirty && !on;
  const control = (
    <Switch
      label={t('toolbar.enable')}
      checked={on}
      disabled={result.fetching || blocked}
      onChange={async (_, d) => {
        const { error } = await setStatus({ processId, status: d.checked ? PIPELINE_STATUS.ON : PIPELINE_STATUS.OFF });
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
