import type { Edge, Node } from '@xyflow/react';
import { useMemo } from 'react';
import { graphSignature, NODE_SIZE, toGraph, type EditorGraph } from '../graph/toGraph';
import type { LayoutFn } from '../layout/layout';
import { loopFrameNodes } from '../layout/loopFrames';
import { useGraphLayout } from '../layout/useGraphLayout';
import { useEditorStore } from '../store/useEditorStore';

const sameStructure = (a: EditorGraph, b: EditorGraph) => graphSignature(a) === graphSignature(b);

/**
 * React Flow nodes and edges for the current content. The graph is derived on every edit but keeps its
 * identity while the structure is the same, so ELK runs only after a structural change.
 */
export function useCanvasGraph(layout: LayoutFn): { nodes: Node[]; edges: Edge[]; laidOut: boolean } {
  const graph = useEditorStore((s) => toGraph(s.content), sameStructure);
  const { positions, current } = useGraphLayout(graph, layout);

  return useMemo(() => {
    if (!positions) return { nodes: [], edges: [], laidOut: false };
    const numbers = new Map(graph.nodes.flatMap((n) => (n.kind === 'step' ? [[n.id, n.number] as const] : [])));
    const frames = loopFrameNodes(graph, positions);
    const nodes: Node[] = graph.nodes.map((n) => {
      // a node new since the last layout waits at its predecessor's place until ELK has run again
      const position = positions.get(n.id) ?? { x: 0, y: 0 };
      const size = NODE_SIZE[n.kind];
      const base = { id: n.id, position, width: size.width, height: size.height, selectable: false, draggable: false };
      switch (n.kind) {
        case 'step':
          return { ...base, type: 'step', data: { uuid: n.uuid, number: n.number }, focusable: true };
        case 'branch':
          return { ...base, type: 'branch', data: { switchUuid: n.switchUuid, segKey: n.segKey }, focusable: false };
        case 'add':
          return { ...base, type: 'add', data: { at: n.at }, focusable: false };
        default:
          return { ...base, type: 'join', data: {}, focusable: false };
      }
    });
    const edges: Edge[] = graph.edges.map((e) => ({
      id: e.id,
      source: e.source,
      target: e.target,
      type: 'insert',
      focusable: false,
      data: { insertAt: e.insertAt, afterNumber: numbers.get(e.source) },
    }));
    return { nodes: [...frames, ...nodes], edges, laidOut: current };
  }, [graph, positions, current]);
}
