import type { Edge, Node } from '@xyflow/react';
import { useEffect, useMemo, useState } from 'react';
import { graphSignature, NODE_SIZE, toGraph, type EditorGraph } from '../graph/toGraph';
import type { Positions } from '../layout/elkGraph';
import type { LayoutFn } from '../layout/layout';
import { loopFrames } from '../layout/loopFrames';
import { useEditorStore } from '../store/useEditorStore';

const sameStructure = (a: EditorGraph, b: EditorGraph) => graphSignature(a) === graphSignature(b);

/**
 * React Flow nodes and edges for the current content. The graph is derived on every edit but keeps its
 * identity while the structure is the same, so ELK runs only after a structural change.
 */
export function useCanvasGraph(layout: LayoutFn): { nodes: Node[]; edges: Edge[]; laidOut: boolean } {
  const graph = useEditorStore((s) => toGraph(s.content), sameStructure);
  const [placed, setPlaced] = useState<{ graph: EditorGraph; positions: Positions } | null>(null);

  useEffect(() => {
    let current = true;
    void layout(graph).then((positions) => current && setPlaced({ graph, positions }));
    return () => {
      current = false;
    };
  }, [graph, layout]);

  return useMemo(() => {
    if (!placed) return { nodes: [], edges: [], laidOut: false };
    const { positions } = placed;
    const numbers = new Map(graph.nodes.flatMap((n) => (n.kind === 'step' ? [[n.id, n.number] as const] : [])));
    const frames: Node[] = loopFrames(graph, positions).map((f) => ({
      id: `loop:${f.uuid}`,
      type: 'loopFrame',
      position: { x: f.x, y: f.y },
      data: { uuid: f.uuid, width: f.width, height: f.height },
      selectable: false,
      focusable: false,
      zIndex: -1,
    }));
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
    return { nodes: [...frames, ...nodes], edges, laidOut: placed.graph === graph };
  }, [graph, placed]);
}
