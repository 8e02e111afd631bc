import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { Background, Controls, MiniMap, ReactFlow, useReactFlow, type Node, type NodeTypes, type EdgeTypes } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LayoutFn } from '../layout/layout';
import { useEditorActions } from '../EditorActions';
import { useEditorStore } from '../store/useEditorStore';
import { triggerBox, useCanvasView } from './CanvasView';
import { AddNode } from './AddNode';
import { BranchNode } from './BranchNode';
import { InsertEdge } from './InsertEdge';
import { JoinNode } from './JoinNode';
import { LoopFrameNode } from './LoopFrameNode';
import { StepNode } from './StepNode';
import { useCanvasGraph } from './useCanvasGraph';
import { initialViewport, MAX_ZOOM, MIN_ZOOM } from './zoom';
import { STATIC_FLOW, useFlowAriaLabels } from './flowChrome';

const nodeTypes: NodeTypes = { step: StepNode, branch: BranchNode, add: AddNode, join: JoinNode, loopFrame: LoopFrameNode };
const edgeTypes: EdgeTypes = { insert: InsertEdge };

const useStyles = makeStyles({
  root: { position: 'relative', width: '100%', height: '100%', backgroundColor: tokens.colorNeutralBackground2 },
  minimap: {
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    boxShadow: tokens.shadow8,
    borderRadius: tokens.borderRadiusMedium,
  },
  spinner: { position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' },
});

/** A node's colour on the minimap: steps in the brand colour, branch labels darker, helpers not drawn. */
function minimapColor(node: Node): string {
  if (node.type === 'step') return tokens.colorBrandBackground;
  if (node.type === 'branch') return tokens.colorNeutralForeground3;
  if (node.type === 'loopFrame') return tokens.colorBrandBackground2;
  return 'transparent';
}

/** The canvas: React Flow showing the laid-out graph; nodes are not dragged, the layout places them. */
export function EditorCanvas({ layout }: { layout: LayoutFn }) {
  const { t } = useTranslation('editor');
  const styles = useStyles();
  const actions = useEditorActions();
  const { nodes, edges, laidOut } = useCanvasGraph(layout);
  const flow = useReactFlow();
  const shown = useRef(false);

  useEffect(() => {
    if (!laidOut || shown.current || nodes.length === 0) return;
    shown.current = true;
    const pane = document.querySelector('.react-flow')?.getBoundingClientRect();
    if (!pane) return;
    const steps = nodes.filter((n) => n.type === 'step').length;
    void flow.setViewport(initialViewport(flow.getNodesBounds(nodes), triggerBox(nodes), pane, steps));
  }, [laidOut, nodes, flow]);

  // a step just inserted or pasted is selected; once ELK has placed it, bring it into view
  const selected = useEditorStore((s) => s.selected);
  const view = useCanvasView();
  useEffect(() => {
    if (laidOut && selected) view.showStep(selected);
  }, [laidOut, selected, view]);

  const ariaLabelConfig = useFlowAriaLabels(t('canvas.a11yNode'));

  return (
    <div className={styles.root} aria-label={t('canvas.label')} role="region">
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        edgeTypes={edgeTypes}
        {...STATIC_FLOW}
        minZoom={MIN_ZOOM}
        maxZoom={MAX_ZOOM}
        onlyRenderVisibleElements
        ariaLabelConfig={ariaLabelConfig}
        onPaneClick={() => actions.select(undefined)}
        onNodeClick={(_, node) => node.type === 'step' && actions.select((node.data as { uuid: string }).uuid)}
      >
        <Background gap={24} />
        <Controls showInteractive={false} />
        {/* with the step panel open the canvas is narrow; the map would cover the steps being edited */}
        {!selected && (
          <MiniMap
            className={styles.minimap}
            position="top-right"
            pannable
            zoomable
            ariaLabel={t('canvas.minimap')}
            // steps and branches as solid blocks on white, the visible part framed: the map was a grey box
            // with pale-grey nodes behind a grey mask (issue 10, item 10)
            nodeColor={minimapColor}
            nodeStrokeColor={minimapColor}
            nodeBorderRadius={8}
            bgColor={tokens.colorNeutralBackground1}
            maskColor="rgba(36, 36, 36, 0.12)"
            maskStrokeColor={tokens.colorBrandStroke1}
            maskStrokeWidth={3}
          />
        )}
      </ReactFlow>
      {!laidOut && nodes.length === 0 && (
        <div className={styles.spinner}>
          <Spinner label={t('canvas.laying')} />
        </div>
      )}
    </div>
  );
}
