import { Switch, Tooltip } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useErrorToast } from '../../errors/useErrorToast';
import { isHandledAtRoot, useAppToast } from '../../screens/pipelines/shared/useAppToast';
import type { PipelineStatus } from '../../gql/graphql';
import { EditorSetStatusMutation } from '../documents';
import { useEditorActions } from '../EditorActions';

/**
 * Publish: switch the pipeline on or off. spec §4–§5: problems block publishing, so switching on with steps in
 * error says so and goes to the first problem instead of asking the server; the server refuses too (4024), and
 * its message is shown. A plan limit (concurrently enabled pipelines) comes back as PLAN_LIMIT and the root
 * notice dialog tells the person. The switch stays as it was.
 */
export function StatusSwitch({
  processId,
  status,
  dirty,
  problems,
}: {
  processId: string;
  status: PipelineStatus;
  dirty: boolean;
  problems: number;
}) {
  const { t } = useTranslation('editor');
  const toast = useAppToast();
  const errorToast = useErrorToast();
  const actions = useEditorActions();
  const [result, setStatus] = useMutation(EditorSetStatusMutation);
  const on = status === 'ON';
  const blocked = dirty && !on;
  const control = (
    <Switch
      label={t('toolbar.enable')}
      checked={on}
      disabled={result.fetching || blocked}
      onChange={async (_, d) => {
        if (d.checked && problems > 0) {
          toast.show(t('toolbar.enableBlocked', { count: problems }), 'error');
          actions.run('problems.first');
          return;
        }
        const { error } = await setStatus({ processId, status: d.checked ? 'ON' : 'OFF' });
        // a sign-out or plan limit is told by the root; anything else in its own words
        if (error) {
          if (!isHandledAtRoot(error)) errorToast(error);
        } else toast.show(d.checked ? t('toolbar.enabled') : t('toolbar.disabled'));
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
