import type { ElkNode } from 'elkjs/lib/elk-api';
import { NODE_SIZE, type EditorGraph } from '../graph/toGraph';

/**
 * ELK options: layered, top to bottom (the trigger at the top), children kept in model order so
 * branches stay left to right in their check order and the '+' nodes stay under their branch.
 */
const ELK_OPTIONS: Record<string, string> = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  'elk.layered.crossingMinimization.forceNodeModelOrder': 'true',
  'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF',
  'elk.layered.nodePlacement.bk.fixedAlignment': 'BALANCED',
  'elk.spacing.nodeNode': '48',
  'elk.layered.spacing.nodeNodeBetweenLayers': '44',
  'elk.edgeRouting': 'ORTHOGONAL',
};

/** The ELK input for a graph; shared by the browser's worker layout and the Node bench. */
export function toElkGraph(graph: EditorGraph): ElkNode {
  return {
    id: 'root',
    layoutOptions: ELK_OPTIONS,
    children: graph.nodes.map((n) => ({ id: n.id, ...NODE_SIZE[n.kind] })),
    edges: graph.edges.map((e) => ({ id: e.id, sources: [e.source], targets: [e.target] })),
  };
}

export type Positions = Map<string, { x: number; y: number }>;

/** Top-left positions of ELK's result, by node id. */
export function positionsOf(result: ElkNode): Positions {
  return new Map((result.children ?? []).map((c) => [c.id, { x: c.x ?? 0, y: c.y ?? 0 }]));
}
