import { locateStep, type AppStep } from '@huiliu/core';
import type { CommandContext } from './types';

/** The step a command acts on, with its place. */
export function targetStep(ctx: CommandContext): { step: AppStep; index: number; list: AppStep[]; isTrigger: boolean } | undefined {
  const uuid = ctx.target ?? ctx.state.selected;
  if (!uuid) return undefined;
  const found = locateStep(ctx.state.content, uuid);
  if (!found) return undefined;
  const step = found.list[found.index]!;
  return { step, index: found.index, list: found.list, isTrigger: step.action_type === '1' };
}

/** A uuid generator that remembers the first id it gave, to select what a command created. */
export function recordingUuid(newUuid: () => string): { next: () => string; first: () => string | undefined } {
  let first: string | undefined;
  return {
    next: () => {
      const id = newUuid();
      first ??= id;
      return id;
    },
    first: () => first,
  };
}
