import { useReactFlow, type Node } from '@xyflow/react';
import { useMemo } from 'react';
import type { CommandEnv } from '../commands/types';
import { stepNodeId } from '../graph/toGraph';
import { fitViewport, type Box } from './zoom';

export type CanvasView = CommandEnv['view'] & {
  /** Bring a step into view if it is not, without moving the focus (after a layout, say). */
  showStep(uuid: string): void;
};

/** Where the trigger (step 1) sits on the canvas: the place a flow too large to fit is shown from. */
export function triggerBox(nodes: Node[]): Box {
  const trigger = nodes.find((n) => n.type === 'step' && (n.data as { number?: number }).number === 1) ?? nodes[0]!;
  return { ...trigger.position, width: trigger.width ?? 0, height: trigger.height ?? 0 };
}

/** The view operations commands use (zoom to fit, bring a step into view); needs the ReactFlowProvider. */
export function useCanvasView(): CanvasView {
  const flow = useReactFlow();
  return useMemo(() => {
    const showStep = (uuid: string) => {
      const node = flow.getNode(stepNodeId(uuid));
      const pane = document.querySelector('.react-flow')?.getBoundingClientRect();
      if (!node || !pane) return;
      const { x, y } = node.position;
      const width = node.width ?? 0;
      const height = node.height ?? 0;
      const topLeft = flow.flowToScreenPosition({ x, y });
      const bottomRight = flow.flowToScreenPosition({ x: x + width, y: y + height });
      const visible = topLeft.x >= pane.left && topLeft.y >= pane.top && bottomRight.x <= pane.right && bottomRight.y <= pane.bottom;
      if (!visible) void flow.setCenter(x + width / 2, y + height / 2, { zoom: Math.max(flow.getZoom(), 0.8), duration: 200 });
    };
    return {
      showStep,
      fitView() {
        const pane = document.querySelector('.react-flow')?.getBoundingClientRect();
        const nodes = flow.getNodes();
        if (!pane || nodes.length === 0) return;
        void flow.setViewport(fitViewport(flow.getNodesBounds(nodes), triggerBox(nodes), pane), { duration: 200 });
      },
      revealStep(uuid: string) {
        showStep(uuid);
        // keyboard navigation moves the focus with the selection, so Enter and the step menu follow it
        document.querySelector<HTMLElement>(`.react-flow__node[data-id="${CSS.escape(stepNodeId(uuid))}"]`)?.focus({ preventScroll: true });
      },
    };
  }, [flow]);
}
