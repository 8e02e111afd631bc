import { useCallback, useMemo } from 'react';
import type { RunDetailQuery } from '../../../gql/graphql';
import { useBranchName } from './useBranchName';

export type FlowStepView = NonNullable<RunDetailQuery['run']>['flowSteps'][number];

/** What the run log reads from the content the run executed: each step as stored, and branch names. */
export interface RunFlow {
  stepOf(uuid: string): FlowStepView | undefined;
  branchName(switchUuid: string | null | undefined, segKey: string): string;
}

export function useRunFlow(flowSteps: readonly FlowStepView[]): RunFlow {
  const byUuid = useMemo(() => new Map(flowSteps.map((s) => [s.uuid, s])), [flowSteps]);
  const branchName = useBranchName(flowSteps);
  const stepOf = useCallback((uuid: string) => byUuid.get(uuid), [byUuid]);
  return useMemo(() => ({ stepOf, branchName }), [stepOf, branchName]);
}
