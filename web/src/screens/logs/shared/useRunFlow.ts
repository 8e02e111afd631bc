import { useCallback, useMemo } from 'react';
import { useQuery } from 'urql';
import type { RunFlowQuery as RunFlowResult } from '../../../gql/graphql';
import { RunFlowQuery } from '../detail/documents';
import { useBranchName } from './useBranchName';

export type FlowStepView = NonNullable<RunFlowResult['run']>['flowSteps'][number];

/** What the run log reads from the content the run executed: each step as stored, and branch names. */
export interface RunFlow {
  stepOf(uuid: string): FlowStepView | undefined;
  branchName(switchUuid: string | null | undefined, segKey: string): string;
}

const NO_STEPS: FlowStepView[] = [];

/** The run's content (Run.flowSteps), fetched once per run; until it arrives, or if it fails, nothing is named. */
export function useRunFlow(logId: string): RunFlow {
  const [result] = useQuery({ query: RunFlowQuery, variables: { logId } });
  return useFlowIndex(result.data?.run?.flowSteps ?? NO_STEPS);
}

/** A RunFlow over steps already at hand. */
export function useFlowIndex(flowSteps: readonly FlowStepView[]): RunFlow {
  const byUuid = useMemo(() => new Map(flowSteps.map((s) => [s.uuid, s])), [flowSteps]);
  const branchName = useBranchName(flowSteps);
  const stepOf = useCallback((uuid: string) => byUuid.get(uuid), [byUuid]);
  return useMemo(() => ({ stepOf, branchName }), [stepOf, branchName]);
}
