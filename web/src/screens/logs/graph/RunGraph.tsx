import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { Background, Controls, ReactFlow, type Edge, type Node, type NodeTypes } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { STATIC_FLOW, useFlowAriaLabels } from '../../../editor/canvas/flowChrome';
import { JoinNode } from '../../../editor/canvas/JoinNode';
import { LoopFrameNode } from '../../../editor/canvas/LoopFrameNode';
import { NODE_SIZE } from '../../../editor/graph/toGraph';
import type { LayoutFn } from '../../../editor/layout/layout';
import { loopFrameNodes } from '../../../editor/layout/loopFrames';
import { useGraphLayout } from '../../../editor/layout/useGraphLayout';
import type { RunFlow } from '../shared/useRunFlow';
import { RunBranchNode } from './RunBranchNode';
import { onPath, runPath, type GraphStepRecord } from './runGraph';
import { RunStepNode } from './RunStepNode';

const nodeTypes: NodeTypes = { runStep: RunStepNode, runBranch: RunBranchNode, join: JoinNode, loopFrame: LoopFrameNode };

const useStyles = makeStyles({
  root: {
    position: 'relative',
    height: '640px',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  state: { padding: tokens.spacingVerticalXXL, display: 'grid', placeItems: 'center' },
});

interface RunGraphProps {
  flow: RunFlow;
  steps: readonly GraphStepRecord[];
  /** The step open in the panel, by its uuid in the pipeline. */
  selectedUuid: string | undefined;
  onSelect(stepId: string): void;
  layout: LayoutFn;
  label: string;
}

/**
 * 流程图: the pipeline the run executed, drawn as the editor draws it (toGraph + the layout) but read-only: steps
 * coloured by what the run did, the branch taken marked and the others dashed, loops framed, the path's edges
 * drawn solid. A step that ran opens in the step panel.
 */
export function RunGraph({ flow, steps, selectedUuid, onSelect, layout, label }: RunGraphProps) {
  const { t } = useTranslation('logs');
  const styles = useStyles();
  const { graph } = flow;
  const laidOut = useGraphLayout(graph, layout);
  const positions = laidOut.current ? laidOut.positions : undefined;

  const drawn = useMemo(() => {
    if (!graph || !positions) return undefined;
    const path = runPath(graph, steps);
    const frames = loopFrameNodes(graph, positions);
    const nodes: Node[] = graph.nodes.map((n) => {
      const base = { id: n.id, position: positions.get(n.id) ?? { x: 0, y: 0 }, ...NODE_SIZE[n.kind], selectable: false, focusable: false };
      if (n.kind === 'step') {
        const stored = flow.stepOf(n.uuid);
        const onPathStep = path.steps.get(n.uuid);
        const openId = onPathStep?.openId;
        return {
          ...base,
          type: 'runStep',
          // React Flow lets no pointer through to a node that is neither selectable nor draggable: a step that ran opens
          style: openId ? { pointerEvents: 'all' as const } : undefined,
          data: {
            number: n.number,
            appId: stored?.appId ?? '',
            title: stored?.title ?? '',
            state: onPathStep?.state ?? 'notRun',
            executions: onPathStep?.executions ?? 0,
            selected: n.uuid === selectedUuid,
            onOpen: openId ? () => onSelect(openId) : undefined,
          },
        };
      }
      if (n.kind === 'branch') {
        const state = path.reached.has(n.id) ? 'taken' : path.untaken.has(n.id) ? 'passedBy' : 'notReached';
        return { ...base, type: 'runBranch', data: { name: flow.branchName(n.switchUuid, n.segKey), state } };
      }
      return { ...base, type: 'join', data: {} };
    });
    const edges: Edge[] = graph.edges.map((e) => ({
      id: e.id,
      source: e.source,
      target: e.target,
      type: 'smoothstep',
      focusable: false,
      style: onPath(path, e)
        ? { stroke: tokens.colorBrandStroke1, strokeWidth: 2 }
        : { stroke: tokens.colorNeutralStroke1, strokeWidth: 1, strokeDasharray: '6 4' },
    }));
    return { nodes: [...frames, ...nodes], edges };
  }, [graph, positions, steps, flow, selectedUuid, onSelect]);

  const ariaLabelConfig = useFlowAriaLabels(t('graph.a11yNode'));

  if (flow.content === 'failed' || (flow.content === 'ready' && !graph)) return <Text className={styles.state}>{t('graph.unavailable')}</Text>;
  if (!drawn) return <Spinner className={styles.state} label={t('graph.laying')} />;
  return (
    <div className={styles.root} role="region" aria-label={label}>
      <ReactFlow
        nodes={drawn.nodes}
        edges={drawn.edges}
        nodeTypes={nodeTypes}
        {...STATIC_FLOW}
        fitView
        fitViewOptions={{ maxZoom: 1, padding: 0.08 }}
        minZoom={0.2}
        maxZoom={1.5}
        ariaLabelConfig={ariaLabelConfig}
      >
        <Background gap={24} />
        <Controls showInteractive={false} />
      </ReactFlow>
    </div>
  );
}
