import { Switch } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useErrorToast } from '../../../errors/useErrorToast';
import { isHandledAtRoot } from '../shared/useAppToast';
import type { PipelineStatus } from '../../../gql/graphql';
import { SetPipelineStatusMutation } from './documents';

interface StatusSwitchProps {
  processId: string;
  title: string;
  status: PipelineStatus;
  /** The person's role may not switch pipelines (issue 13: pipelines.publish): the state is shown, not offered. */
  readOnly?: boolean;
}

/**
 * Turns a pipeline on or off (spec §4: one status call). The switch moves at once and moves
 * back when the call fails — a plan limit opens the root notice dialog and it stays off; a pipeline with
 * problems (4024, spec §4–§5) is refused with the platform's words, naming the first problem.
 */
export function StatusSwitch({ processId, title, status, readOnly = false }: StatusSwitchProps) {
  const { t } = useTranslation();
  const errorToast = useErrorToast();
  // What the switch shows over the list's `status` until the list is fetched again: the position asked
  // for while the call is out, then the platform's answer. A new `status` (a refetch) ends it.
  const [override, setOverride] = useState<{ on: boolean; over: PipelineStatus } | null>(null);
  const [result, setStatus] = useMutation(SetPipelineStatusMutation);
  const shown = override && override.over === status ? override.on : status === 'ON';

  const toggle = async (on: boolean) => {
    setOverride({ on, over: status });
    const { data, error } = await setStatus({ processId, status: on ? 'ON' : 'OFF' });
    setOverride(data ? { on: data.setPipelineStatus.status === 'ON', over: status } : null);
    // a sign-out or plan limit is told by the root; anything else in its own words
    if (error && !isHandledAtRoot(error)) errorToast(error);
  };

  return (
    <Switch
      checked={shown}
      disabled={readOnly || result.fetching}
      aria-label={t('list.enableAria', { title })}
      onChange={(_, d) => void toggle(d.checked)}
    />
  );
}
