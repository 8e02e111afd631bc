import { useCallback, useMemo } from 'react';
import { useQuery } from 'urql';
import { toGraph, type EditorGraph } from '../../../editor/graph/toGraph';
import { contentFromSteps } from '../../../editor/store/typedSteps';
import type { RunFlowQuery as RunFlowResult } from '../../../gql/graphql';
import { RunFlowQuery } from '../detail/documents';
import { withoutAddNodes } from '../graph/runGraph';
import { useBranchName } from './useBranchName';

export type FlowStepView = NonNullable<RunFlowResult['run']>['flowSteps'][number];

/** What the run log reads from the content the run executed: each step as stored, branch names, the graph. */
export interface RunFlow {
  stepOf(uuid: string): FlowStepView | undefined;
  branchName(switchUuid: string | null | undefined, segKey: string): string;
  /** The pipeline's graph as the editor derives it, less its '+' nodes; undefined while the content is unknown. */
  graph: EditorGraph | undefined;
  /** The steps inside a loop (core's loop rule, as the engine ran them); [] when the content is unknown. */
  loopMembers(loopUuid: string): readonly string[];
  /** Whether the content has arrived, or could not be read (the screens then show what the steps recorded). */
  content: 'loading' | 'ready' | 'failed';
}

const NO_STEPS: FlowStepView[] = [];

/** The run's content (Run.flowSteps), fetched once per run; until it arrives, or if it fails, nothing is named. */
export function useRunFlow(logId: string): RunFlow {
  const [result] = useQuery({ query: RunFlowQuery, variables: { logId } });
  const steps = result.data?.run?.flowSteps;
  return useFlowIndex(steps ?? NO_STEPS, steps ? 'ready' : result.error || result.data ? 'failed' : 'loading');
}

/** A RunFlow over steps already at hand. */
export function useFlowIndex(flowSteps: readonly FlowStepView[], content: RunFlow['content'] = 'ready'): RunFlow {
  const byUuid = useMemo(() => new Map(flowSteps.map((s) => [s.uuid, s])), [flowSteps]);
  const branchName = useBranchName(flowSteps);
  const stepOf = useCallback((uuid: string) => byUuid.get(uuid), [byUuid]);
  const graph = useMemo(() => {
    // content core cannot parse comes back empty: no graph rather than an empty one
    const content = contentFromSteps(flowSteps);
    return content.length > 0 ? withoutAddNodes(toGraph(content)) : undefined;
  }, [flowSteps]);
  const loopMembers = useCallback((loopUuid: string) => graph?.loops.find((loop) => loop.uuid === loopUuid)?.members ?? [], [graph]);
  return useMemo(() => ({ stepOf, branchName, graph, loopMembers, content }), [stepOf, branchName, graph, loopMembers, content]);
}
