import type { StepStatus } from '@huiliu/core';
import { groupLoopIterations } from '../shared/stepGroups';

/** The parts of a recorded step the timeline reads. */
export interface TimedStep {
  id: string;
  stepUuid: string;
  title: string;
  status: StepStatus;
  loopIndex?: number | null;
  startedAt?: string | null;
  durationMs?: number | null;
}

export interface TimelineRow<S extends TimedStep> {
  step: S;
  /** Where its bar starts and how wide it is, in % of the run's span. */
  offset: number;
  width: number;
  /** For a loop step: the executions of the steps inside it, per iteration. */
  loop?: { iterations: number; failedIterations: number; stepIds: ReadonlySet<string> };
}

/** A bar stays visible however short the step was. */
const MIN_WIDTH = 0.8;

const time = (iso: string | null | undefined) => (iso ? Date.parse(iso) : Number.NaN);

/**
 * The timeline: the run's steps in the order they ran, each with a bar placed on the run's span (from its start to
 * its last step's end), so a slow step shows as a long bar and a wait between steps as a gap. A loop's iterations
 * fold into the loop step's row (they are read in its panel, 15 at a time).
 */
export function timelineRows<S extends TimedStep>(
  steps: readonly S[],
  run: { startedAt?: string | null; finishedAt?: string | null },
): TimelineRow<S>[] {
  const starts = steps.map((s) => time(s.startedAt)).filter(Number.isFinite);
  const ends = steps.map((s) => time(s.startedAt) + (s.durationMs ?? 0)).filter(Number.isFinite);
  const from = Math.min(...[time(run.startedAt), ...starts].filter(Number.isFinite));
  const to = Math.max(...[time(run.finishedAt), ...ends].filter(Number.isFinite));
  const span = Number.isFinite(from) && Number.isFinite(to) && to > from ? to - from : 0;

  const rows: TimelineRow<S>[] = [];
  for (const block of groupLoopIterations(steps)) {
    if (block.kind === 'step') {
      const start = time(block.step.startedAt);
      const offset = span > 0 && Number.isFinite(start) ? ((start - from) / span) * 100 : 0;
      const width = span > 0 ? Math.max(((block.step.durationMs ?? 0) / span) * 100, MIN_WIDTH) : 100;
      rows.push({ step: block.step, offset: Math.min(offset, 100 - MIN_WIDTH), width: Math.min(width, 100 - Math.min(offset, 100 - MIN_WIDTH)) });
      continue;
    }
    const owner = rows.at(-1);
    if (!owner) continue;
    const loopSteps = block.iterations.flatMap((it) => it.steps);
    owner.loop = {
      iterations: block.iterations.length,
      failedIterations: block.iterations.filter((it) => it.steps.some((s) => s.status === 'failed')).length,
      stepIds: new Set(loopSteps.map((s) => s.id)),
    };
    // the loop's bar runs to the end of its last iteration
    const end = Math.max(...loopSteps.map((s) => time(s.startedAt) + (s.durationMs ?? 0)).filter(Number.isFinite));
    if (span > 0 && Number.isFinite(end))
      owner.width = Math.max(owner.width, Math.min(((end - from) / span) * 100 - owner.offset, 100 - owner.offset));
  }
  return rows;
}
