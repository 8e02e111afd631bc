import type { AI_FALLBACK_REASONS, AiLang } from '@huiliu/contract';
import type { AppAction, AppManifest, PipelineContent } from '@huiliu/core';
import type { BuiltDraft, FieldSuggestion, FlowSuggestion, SampleStep } from '@huiliu/core/ai';

/** A draft core accepted (buildDraft): content, explanations, spec §4 problems. */
export type AcceptedDraft = Extract<BuiltDraft, { ok: true }>;

export interface DraftRequest {
  description: string;
  lang: AiLang;
}

export interface FlowRequest {
  /** The pipeline's steps so far (may be empty). */
  content: PipelineContent;
  description: string | undefined;
  lang: AiLang;
  limit: number;
}

export interface FieldsRequest {
  app: AppManifest;
  action: AppAction;
  /** Earlier steps' samples, by `{{N.…}}` number. */
  steps: SampleStep[];
  /** Fields already filled: not suggested for. */
  filled: Record<string, unknown>;
  lang: AiLang;
}

/**
 * One interface, two engines (issue 12 "AI"): the LLM over an OpenAI-compatible chat API, and the offline planner.
 * Every answer is already checked by core (a draft through buildDraft, suggestions through their checks).
 */
export interface AiEngine {
  readonly name: 'llm' | 'planner';
  draft(request: DraftRequest): Promise<AcceptedDraft>;
  flow(request: FlowRequest): Promise<FlowSuggestion[]>;
  fields(request: FieldsRequest): Promise<FieldSuggestion[]>;
}

export type FallbackReason = (typeof AI_FALLBACK_REASONS)[number];

/** The LLM could not answer (refused key, timeout, HTTP error, no connection, invalid output after retries). */
export class AiEngineFailure extends Error {
  constructor(
    readonly reason: FallbackReason,
    /** For the log: what went wrong, never the key. */
    readonly detail: string,
  ) {
    super(`${reason}: ${detail}`);
  }
}
