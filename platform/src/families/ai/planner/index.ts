import { AppError } from '@huiliu/core';
import { buildDraft, type BuildDraftOptions } from '@huiliu/core/ai';
import type { AcceptedDraft, AiEngine, DraftRequest, FieldsRequest, FlowRequest } from '../engine';
import { actionTitles } from '../titles';
import { draftOf } from './draft';
import { suggestFields } from './fields';
import { suggestNext } from './flow';
import { readDescription, ruleFinder, type Plan, type PlanItem } from './plan';
import { catalogueSearch, type PlannerCatalogue } from './search';
import { normalise } from './text';

/**
 * The offline planner (issue 12 "AI"): no model, only the catalogue, keyword rules and name similarity. Used when no
 * LLM is configured, and when the LLM fails.
 */
export class PlannerEngine implements AiEngine {
  readonly name = 'planner';
  private readonly search: ReturnType<typeof catalogueSearch>;

  constructor(
    private readonly catalogue: PlannerCatalogue,
    private readonly options: Pick<BuildDraftOptions, 'newUuid'> = {},
  ) {
    this.search = catalogueSearch(catalogue);
  }

  /** The plan of a description (exposed for the planner's measuring table). */
  async plan(description: string): Promise<Plan> {
    const text = normalise(description);
    return readDescription(text, ruleFinder(text, this.search));
  }

  async draft({ description, lang }: DraftRequest): Promise<AcceptedDraft> {
    const plan = await this.plan(description);
    if (!plan.items.some(hasAction)) throw new AppError('AI_DESCRIPTION_UNCLEAR');
    const drafted = draftOf(plan, normalise(description), lang, this.catalogue, description.trim());
    const built = buildDraft(drafted, this.catalogue, { ...this.options, actionTitle: actionTitles(lang) });
    // the planner's own draft failing core's check is a bug of its rules: refused clearly, never a partial pipeline
    if (!built.ok) throw new AppError('AI_DRAFT_INVALID', undefined, { errors: built.errors });
    return built;
  }

  async flow({ content, description, lang, limit }: FlowRequest) {
    const planned = description ? (await this.plan(description)).items.flatMap(actionsOf) : [];
    return suggestNext(content, planned, lang, limit);
  }

  async fields(request: FieldsRequest) {
    return suggestFields(request);
  }
}

function hasAction(item: PlanItem): boolean {
  return actionsOf(item).length > 0;
}

function actionsOf(item: PlanItem): Array<{ app_id: string; action_id: string }> {
  if (item.kind === 'action') return [{ app_id: item.app_id, action_id: item.action_id }];
  if (item.kind === 'switch') return item.branches.flatMap((b) => b.items.flatMap(actionsOf));
  if (item.kind === 'loop') return item.body.flatMap(actionsOf);
  return [];
}
