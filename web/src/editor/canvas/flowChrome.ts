import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What every read-only canvas of ours sets on React Flow (the editor's, where steps change through the panel, and a
 * run's graph): nothing dragged, connected, selected or deleted by React Flow itself; a flow larger than the pane
 * scrolls like a page (Ctrl/⌘ + wheel and pinch still zoom).
 */
export const STATIC_FLOW = {
  nodesDraggable: false,
  nodesConnectable: false,
  elementsSelectable: false,
  deleteKeyCode: null,
  selectionKeyCode: null,
  multiSelectionKeyCode: null,
  panOnScroll: true,
} as const;

/** React Flow's own texts (descriptions, controls, minimap) in the reader's language; `nodeHint` says what a node does. */
export function useFlowAriaLabels(nodeHint: string) {
  const { t } = useTranslation('editor');
  return useMemo(
    () => ({
      'node.a11yDescription.default': nodeHint,
      'node.a11yDescription.keyboardDisabled': nodeHint,
      'edge.a11yDescription.default': t('canvas.a11yEdge'),
      'controls.ariaLabel': t('canvas.controls'),
      'controls.zoomIn.ariaLabel': t('canvas.zoomIn'),
      'controls.zoomOut.ariaLabel': t('canvas.zoomOut'),
      'controls.fitView.ariaLabel': t('canvas.fitViewControl'),
      'controls.interactive.ariaLabel': t('canvas.interactive'),
      'minimap.ariaLabel': t('canvas.minimap'),
    }),
    [t, nodeHint],
  );
}
