import type { GeneratePipelineDraftMutation } from '../../gql/graphql';

export type Draft = GeneratePipelineDraftMutation['generatePipelineDraft'];
type DraftStep = Draft['steps'][number];

/** Where a draft step sits: how deep to indent it, and the branch it belongs to (its title) or the loop it runs in. */
export interface StepPlace {
  step: DraftStep;
  number: number;
  depth: number;
  branchTitle: string | undefined;
  inLoop: boolean;
}

/**
 * The draft's steps as a readable list: GraphQL already lists them flat in numbering order, a branch step naming its
 * switch and segKey, a loop's step its loop, and a holder always before what it holds.
 */
export function placesOf(steps: readonly DraftStep[]): StepPlace[] {
  const byUuid = new Map(steps.map((s) => [s.uuid, s]));
  const depth = new Map<string, number>();
  return steps.map((step, i) => {
    const holder = step.switchUuid ?? step.parentLoopUuid ?? undefined;
    const level = holder ? (depth.get(holder) ?? 0) + 1 : 0;
    depth.set(step.uuid, level);
    const branch = step.switchUuid ? byUuid.get(step.switchUuid)?.segments.find((s) => s.segKey === step.segKey) : undefined;
    return { step, number: i + 1, depth: level, branchTitle: branch?.title, inLoop: !step.switchUuid && !!step.parentLoopUuid };
  });
}
