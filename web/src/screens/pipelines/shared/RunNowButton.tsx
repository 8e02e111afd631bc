import { Button, Tooltip } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { isPlanLimitError } from '../../../errors/classify';
import { useErrorToast } from '../../../errors/useErrorToast';
import { graphql } from '../../../gql';
import { useAppToast } from './useAppToast';

export const RunPipelineNowMutation = graphql(`
  mutation RunPipelineNow($processId: ID!) {
    runPipelineNow(processId: $processId) {
      logId
      status
    }
  }
`);

interface RunNowButtonProps {
  processId: string;
  /** Why it cannot run yet (unsaved changes): shown as its tooltip, and the button is disabled. */
  blockedReason?: string | undefined;
  size?: 'small' | 'medium';
  appearance?: 'secondary' | 'subtle';
}

/**
 * 立即运行 (spec §7 POST /dataprocess/run): starts a real run of the saved pipeline with its trigger's sample and
 * opens the new run's log. A pipeline with problems is refused by the platform with the first problem (4024),
 * shown as a toast; a plan limit (3002) opens the root's notice dialog.
 */
export function RunNowButton({ processId, blockedReason, size = 'medium', appearance = 'secondary' }: RunNowButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useAppToast();
  const errorToast = useErrorToast();
  const [, runNow] = useMutation(RunPipelineNowMutation);
  const [running, setRunning] = useState(false);

  const start = async () => {
    setRunning(true);
    const { data, error } = await runNow({ processId });
    setRunning(false);
    if (error) {
      if (!isPlanLimitError(error.graphQLErrors)) errorToast(error);
      return;
    }
    const logId = data?.runPipelineNow.logId;
    if (!logId) return;
    toast.show(t('runNow.started'));
    void navigate(`/data-log/${logId}`);
  };

  const button = (
    <Button size={size} appearance={appearance} disabled={running || blockedReason !== undefined} onClick={() => void start()}>
      {t('runNow.label')}
    </Button>
  );
  return blockedReason ? (
    <Tooltip content={blockedReason} relationship="description">
      {/* a disabled button gets no pointer events; the wrapper keeps its tooltip reachable */}
      <span>{button}</span>
    </Tooltip>
  ) : (
    button
  );
}
