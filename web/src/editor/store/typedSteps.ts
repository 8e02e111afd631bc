import { fromTypedSteps, toTypedSteps, type PipelineContent, type TypedStep } from '@huiliu/core';
import type { StepInput } from '../../gql/graphql';

/**
 * The editor's one GraphQL edge for steps: the schema's typed, flat steps become core's content model when
 * a pipeline opens, and go back when it is saved or a step is tested (core/src/pipeline/typed.ts holds the
 * mapping both ways, the gateway uses the same one towards REST).
 */
export function contentFromSteps(steps: readonly TypedStep[]): PipelineContent {
  const parsed = fromTypedSteps(steps);
  // the gateway only sends content the platform accepted; a refusal here would be a bug, shown as empty
  return parsed.ok ? parsed.content : [];
}

export function stepsFromContent(content: PipelineContent): StepInput[] {
  return toTypedSteps(content);
}
