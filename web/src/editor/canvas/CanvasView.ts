import { useReactFlow } from '@xyflow/react';
import { useMemo } from 'react';
import type { CommandEnv } from '../commands/types';
import { stepNodeId } from '../graph/toGraph';

export type CanvasView = CommandEnv['view'];

/** The view operations commands use (zoom to fit, bring a step into view); needs the ReactFlowProvider. */
export function useCanvasView(): CanvasView {
  const flow = useReactFlow();
  return useMemo(
    () => ({
      fitView: () => void flow.fitView({ padding: 0.2, duration: 200 }),
      revealStep(uuid: string) {
        const node = flow.getNode(stepNodeId(uuid));
        if (!node) return;
        const { x, y } = node.position;
        void flow.setCenter(x + (node.width ?? 0) / 2, y + (node.height ?? 0) / 2, { zoom: Math.max(flow.getZoom(), 0.8), duration: 200 });
        // keyboard navigation moves the focus with the selection, so Enter and the step menu follow it
        document.querySelector<HTMLElement>(`.react-flow__node[data-id="${CSS.escape(stepNodeId(uuid))}"]`)?.focus({ preventScroll: true });
      },
    }),
    [flow],
  );
}
