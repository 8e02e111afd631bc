import type { StepStatus } from '@huiliu/core';
import { stepNodeId, type EditorGraph } from '../../../editor/graph/toGraph';

/** What the run did at a step of its pipeline: its outcome, or that it never got there. */
export type StepRunState = StepStatus | 'notRun';

/** The parts of a recorded step the graph reads. */
export interface GraphStepRecord {
  id: string;
  stepUuid: string;
  status: StepStatus;
  branch?: string | null;
  switchUuid?: string | null;
  output?: unknown;
}

export interface StepOnPath {
  state: StepRunState;
  /** How often it ran (a loop's inner steps once per item). */
  executions: number;
  /** The execution a click opens: the first that failed, else the first. */
  openId?: string;
}

export interface RunPath {
  steps: ReadonlyMap<string, StepOnPath>;
  /** Node ids the run went through (steps that ran, branches taken, the joins after a switch that ran). */
  reached: ReadonlySet<string>;
  /** Branch headers of switches that ran but did not take them. */
  untaken: ReadonlySet<string>;
}

/** Worst first: a step that failed in one loop iteration failed. */
const SEVERITY: readonly StepStatus[] = ['failed', 'success', 'filtered', 'skipped'];

/**
 * The editor's graph (toGraph) for reading, not editing: the '+' nodes go, and the edges through them join what
 * they joined (an empty branch runs from its header straight to the join).
 */
export function withoutAddNodes(graph: EditorGraph): EditorGraph {
  const adds = new Set(graph.nodes.filter((n) => n.kind === 'add').map((n) => n.id));
  const edges = graph.edges.filter((e) => !adds.has(e.source) && !adds.has(e.target)).map(({ id, source, target }) => ({ id, source, target }));
  for (const add of adds) {
    const into = graph.edges.filter((e) => e.target === add);
    const out = graph.edges.filter((e) => e.source === add);
    for (const a of into) for (const b of out) edges.push({ id: `${a.source}->${b.target}`, source: a.source, target: b.target });
  }
  return { nodes: graph.nodes.filter((n) => !adds.has(n.id)), edges, loops: graph.loops };
}

/** The branches a switch's recorded output names (`{ branches: [segKey…] }`, as the engine writes it). */
function branchesOf(output: unknown): string[] {
  const keys = (output as { branches?: unknown } | null)?.branches;
  return Array.isArray(keys) ? keys.map(String) : [];
}

const branchId = (switchUuid: string, segKey: string) => `branch:${switchUuid}:${segKey}`;

/**
 * Where the run went on its pipeline's graph: each step's outcome (notRun when it never got there), the branches
 * taken — named by the switch's output or by a step that ran inside them — and the ones passed by.
 */
export function runPath(graph: EditorGraph, records: readonly GraphStepRecord[]): RunPath {
  const byUuid = new Map<string, GraphStepRecord[]>();
  for (const record of records) byUuid.set(record.stepUuid, [...(byUuid.get(record.stepUuid) ?? []), record]);

  const steps = new Map<string, StepOnPath>();
  const reached = new Set<string>();
  const taken = new Set<string>();
  for (const node of graph.nodes) {
    if (node.kind !== 'step') continue;
    const runs = byUuid.get(node.uuid) ?? [];
    if (runs.length === 0) {
      steps.set(node.uuid, { state: 'notRun', executions: 0 });
      continue;
    }
    const state = SEVERITY.find((status) => runs.some((r) => r.status === status)) ?? 'success';
    steps.set(node.uuid, { state, executions: runs.length, openId: (runs.find((r) => r.status === 'failed') ?? runs[0])!.id });
    reached.add(node.id);
    for (const run of runs) for (const segKey of branchesOf(run.output)) taken.add(branchId(node.uuid, segKey));
  }
  for (const record of records) if (record.switchUuid && record.branch != null) taken.add(branchId(record.switchUuid, record.branch));

  const untaken = new Set<string>();
  for (const node of graph.nodes) {
    if (node.kind === 'join' && reached.has(stepNodeId(node.switchUuid))) reached.add(node.id);
    if (node.kind !== 'branch') continue;
    if (taken.has(node.id)) reached.add(node.id);
    else if (reached.has(stepNodeId(node.switchUuid))) untaken.add(node.id);
  }
  return { steps, reached, untaken };
}

/** Whether an edge lies on the run's path: it leaves a node the run reached for another it reached. */
export function onPath(path: RunPath, edge: { source: string; target: string }): boolean {
  return path.reached.has(edge.source) && path.reached.has(edge.target);
}
