import { isLoopStep, loopBody, stepNumbers, type AppStep, type PipelineContent, type StepLocation } from '@huiliu/core';

/**
 * The canvas graph derived from a pipeline's content (DESIGN §6: the canvas never owns the pipeline).
 * Nodes carry ids only; a node reads its step from the store, so editing a title changes no graph and
 * triggers no new layout. Sizes are fixed per kind so ELK can place nodes before React renders them.
 */
export type GraphNode =
  | { id: string; kind: 'step'; uuid: string; number: number }
  | { id: string; kind: 'branch'; switchUuid: string; segKey: string; index: number }
  | { id: string; kind: 'add'; at: StepLocation }
  | { id: string; kind: 'join'; switchUuid: string };

interface GraphEdge {
  id: string;
  source: string;
  target: string;
  /** Where the '+' on this edge inserts a step; edges into a branch header have none. */
  insertAt?: StepLocation;
}

/** A loop step and the steps inside it (DESIGN §6: loops are framed groups). */
interface LoopGroup {
  uuid: string;
  members: string[];
}

export interface EditorGraph {
  nodes: GraphNode[];
  edges: GraphEdge[];
  loops: LoopGroup[];
}

export const NODE_SIZE: Record<GraphNode['kind'], { width: number; height: number }> = {
  step: { width: 320, height: 92 },
  branch: { width: 240, height: 64 },
  add: { width: 28, height: 28 },
  join: { width: 8, height: 8 },
};

export const stepNodeId = (uuid: string) => `step:${uuid}`;
const containerKey = (at: Omit<StepLocation, 'index'>) => (at.switchUuid ? `${at.switchUuid}:${at.segKey}` : 'root');

/** Each loop of a list with the steps inside it, by core's one loop rule (the engine runs the same steps). */
function loopsOf(list: readonly AppStep[]): LoopGroup[] {
  return list
    .filter(isLoopStep)
    .map((loop) => ({ uuid: loop.uuid, members: loopBody(list, loop.uuid).map((s) => s.uuid) }))
    .filter((group) => group.members.length > 0);
}

/**
 * Build the graph: the trigger at the top, each step below the one before, a switch fanning out into one
 * column per branch (header, steps, '+') that joins again before the next step, and a '+' at the end of
 * every list.
 *
 * @example toGraph(aPipeline().withStep('a').build()).nodes.map((n) => n.id) // ['step:trigger', 'step:a', 'add:root']
 */
export function toGraph(content: PipelineContent): EditorGraph {
  const numbers = stepNumbers(content);
  const nodes: GraphNode[] = [];
  const edges: GraphEdge[] = [];
  const loops: LoopGroup[] = [];
  const connect = (source: string, target: string, insertAt?: StepLocation) =>
    edges.push({ id: `${source}->${target}`, source, target, ...(insertAt ? { insertAt } : {}) });

  /** Lays out one list after `from`; returns the node the list ends on. */
  const visit = (list: readonly AppStep[], container: Omit<StepLocation, 'index'>, from: string | undefined): string => {
    loops.push(...loopsOf(list));
    let previous = from;
    list.forEach((step, index) => {
      const id = stepNodeId(step.uuid);
      nodes.push({ id, kind: 'step', uuid: step.uuid, number: numbers.get(step.uuid)! });
      if (previous) connect(previous, id, { ...container, index });
      previous = id;
      if (!step.segs?.length) return;
      const join = `join:${step.uuid}`;
      step.segs.forEach((seg, segIndex) => {
        const header = `branch:${step.uuid}:${seg.segKey}`;
        nodes.push({ id: header, kind: 'branch', switchUuid: step.uuid, segKey: seg.segKey, index: segIndex });
        connect(id, header);
        const end = visit(seg.apps, { switchUuid: step.uuid, segKey: seg.segKey }, header);
        connect(end, join);
      });
      nodes.push({ id: join, kind: 'join', switchUuid: step.uuid });
      previous = join;
    });
    const at = { ...container, index: list.length };
    const add = `add:${containerKey(container)}`;
    nodes.push({ id: add, kind: 'add', at });
    // the '+' node itself inserts at the end, so the edge into it carries no second '+'
    if (previous) connect(previous, add);
    return add;
  };
  visit(content, {}, undefined);
  return { nodes, edges, loops };
}

/** A key that changes exactly when the graph's structure does: the layout is recomputed only then. */
export function graphSignature(graph: EditorGraph): string {
  return `${graph.nodes.map((n) => n.id).join('|')}#${graph.edges.map((e) => e.id).join('|')}`;
}
