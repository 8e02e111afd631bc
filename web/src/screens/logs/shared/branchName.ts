/** The parts of the run's stored flow step that name its branches. */
export interface FlowStepBranches {
  uuid: string;
  segments: readonly { segKey: string; title: string }[];
}

/** How a branch is named in the run log: its title as the user typed it, else its position. */
export type BranchName = { kind: 'titled'; title: string } | { kind: 'numbered'; number: number } | { kind: 'unknown' };

/**
 * The branch `segKey` of switch step `switchUuid`, looked up in the content the run executed (frozen at
 * trigger time), so a branch renamed or deleted since still reads as it was. The key alone is an id that
 * means nothing to a person, so it is never the answer.
 */
export function branchNameOf(flowSteps: readonly FlowStepBranches[], switchUuid: string | null | undefined, segKey: string): BranchName {
  const owner = flowSteps.find((s) => s.uuid === switchUuid) ?? flowSteps.find((s) => s.segments.some((seg) => seg.segKey === segKey));
  const index = owner?.segments.findIndex((seg) => seg.segKey === segKey) ?? -1;
  if (!owner || index < 0) return { kind: 'unknown' };
  const title = owner.segments[index]!.title.trim();
  return title ? { kind: 'titled', title } : { kind: 'numbered', number: index + 1 };
}
