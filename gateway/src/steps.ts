import { ERRORS, fromTypedSteps, parsePipelineContent, serializePipelineContent, toTypedSteps, type TypedStep } from '@huiliu/core';
import { GraphQLError } from 'graphql';

/**
 * The REST edge of the typed pipeline (core/src/pipeline/typed.ts): the platform stores and sends the spec's
 * JSON text (`content`); GraphQL reads and writes the flat typed steps. Invalid steps are the catalogue's
 * CONTENT_INVALID (4021) with the parser's reason, the same error the platform gives for bad text.
 */
function contentInvalid(reason: string): GraphQLError {
  const { code, gql, msg } = ERRORS.CONTENT_INVALID;
  return new GraphQLError(`${msg}：${reason}`, { extensions: { code: gql, upstreamCode: code } });
}

/** The platform's content text as typed steps. */
export function stepsOfContent(content: string): TypedStep[] {
  const parsed = parsePipelineContent(content);
  if (!parsed.ok) throw contentInvalid(parsed.reason);
  return toTypedSteps(parsed.content);
}

/** Typed steps from an input as the content text REST takes; undefined when the input has none. */
export function contentOfSteps(steps: readonly TypedStep[] | null | undefined): string | undefined {
  if (steps === null || steps === undefined) return undefined;
  const parsed = fromTypedSteps(steps);
  if (!parsed.ok) throw contentInvalid(parsed.reason);
  return serializePipelineContent(parsed.content);
}
