/** The parts of a recorded step the grouping reads. */
export interface GroupableStep {
  stepUuid: string;
  title: string;
  branch?: string | null;
  switchUuid?: string | null;
  loopIndex?: number | null;
}

export type StepBlock<S> = { kind: 'step'; step: S } | { kind: 'loop'; iterations: { index: number; steps: S[] }[] };

/**
 * The run's steps in order, with each stretch of loop iterations folded into one block whose
 * iterations hold their steps (the engine records a loop's inner steps once per item, in order).
 */
export function groupLoopIterations<S extends GroupableStep>(steps: readonly S[]): StepBlock<S>[] {
  const blocks: StepBlock<S>[] = [];
  for (const step of steps) {
    if (step.loopIndex == null) {
      blocks.push({ kind: 'step', step });
      continue;
    }
    let block = blocks.at(-1);
    if (block?.kind !== 'loop') {
      block = { kind: 'loop', iterations: [] };
      blocks.push(block);
    }
    let iteration = block.iterations.find((it) => it.index === step.loopIndex);
    if (!iteration) {
      iteration = { index: step.loopIndex, steps: [] };
      block.iterations.push(iteration);
    }
    iteration.steps.push(step);
  }
  return blocks;
}

export interface BranchGroup<S> {
  switchUuid: string;
  /** The switch step's recorded title; '' when that step was not recorded (a rerun from inside the branch). */
  switchTitle: string;
  branches: { key: string; title: string; steps: S[] }[];
}

/**
 * The branch log: steps that ran inside a switch's branches, grouped by switch step, then by branch
 * in the order they ran. `nameOf` names a branch from the run's content (useBranchName).
 */
export function groupBranches<S extends GroupableStep>(
  steps: readonly S[],
  nameOf: (switchUuid: string, segKey: string) => string,
): BranchGroup<S>[] {
  const groups = new Map<string, BranchGroup<S>>();
  for (const step of steps) {
    if (!step.switchUuid || step.branch == null) continue;
    let group = groups.get(step.switchUuid);
    if (!group) {
      const switchStep = steps.find((s) => s.stepUuid === step.switchUuid);
      group = { switchUuid: step.switchUuid, switchTitle: switchStep?.title ?? '', branches: [] };
      groups.set(step.switchUuid, group);
    }
    let branch = group.branches.find((b) => b.key === step.branch);
    if (!branch) {
      branch = { key: step.branch, title: nameOf(step.switchUuid, step.branch), steps: [] };
      group.branches.push(branch);
    }
    branch.steps.push(step);
  }
  return [...groups.values()];
}
