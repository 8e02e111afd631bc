import type { TemplateInputInput } from '../../../gql/graphql';

/** A step field the sharer may ask in the simplified form: the step by uuid and number (1 = trigger), the field's key and name. */
export interface FieldCandidate {
  stepUuid: string;
  stepNumber: number;
  key: string;
  label: string;
}

/** One field as the editing sharer holds it: asked or not, its label and help, required or not. */
export interface DraftEntry {
  asked: boolean;
  label: string;
  help: string;
  required: boolean;
}

export type InputsDraft = Record<string, DraftEntry>;

interface CandidateStep {
  uuid: string;
  fields: readonly { key: string }[];
}

/**
 * Every field of every step the form could ask: the action's defined fields (with their names), then any key the
 * step holds beyond them, in step order. `definedFields` gives a step's definition in the reader's language.
 */
export function fieldCandidates<S extends CandidateStep>(
  steps: readonly S[],
  definedFields: (step: S) => readonly { key: string; label: string }[],
): FieldCandidate[] {
  return steps.flatMap((step, index) => {
    const defined = definedFields(step);
    const extra = step.fields.filter((f) => !defined.some((d) => d.key === f.key)).map((f) => ({ key: f.key, label: f.key }));
    return [...defined, ...extra].map((field) => ({ stepUuid: step.uuid, stepNumber: index + 1, key: field.key, label: field.label }));
  });
}

export function draftKey(stepUuid: string, key: string): string {
  return `${stepUuid}\u0000${key}`;
}

/** The draft from what the template asks now; fields it does not ask start unasked, named as their action names them. */
export function initialDraft(
  candidates: readonly FieldCandidate[],
  inputs: readonly { stepUuid: string; key: string; label: string; help?: string | null; required: boolean }[],
): InputsDraft {
  const draft: InputsDraft = {};
  for (const c of candidates) draft[draftKey(c.stepUuid, c.key)] = { asked: false, label: c.label, help: '', required: true };
  for (const input of inputs)
    draft[draftKey(input.stepUuid, input.key)] = { asked: true, label: input.label, help: input.help ?? '', required: input.required };
  return draft;
}

/** Asked fields whose label was emptied: the form would ask a nameless question. */
export function unlabelled(draft: InputsDraft): string[] {
  return Object.entries(draft)
    .filter(([, entry]) => entry.asked && entry.label.trim() === '')
    .map(([key]) => key);
}

/** The updateTemplate inputs: the asked fields in step order, labels and help trimmed, no empty help. */
export function toTemplateInputs(candidates: readonly FieldCandidate[], draft: InputsDraft): TemplateInputInput[] {
  return candidates.flatMap((c) => {
    const entry = draft[draftKey(c.stepUuid, c.key)];
    if (!entry?.asked) return [];
    const help = entry.help.trim();
    return [{ stepUuid: c.stepUuid, key: c.key, label: entry.label.trim(), required: entry.required, ...(help && { help }) }];
  });
}
