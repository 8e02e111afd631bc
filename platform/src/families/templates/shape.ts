import type { Template } from '@huiliu/contract';
import {
  flattenSteps,
  lookupAppId,
  parsePipelineContent,
  serializePipelineContent,
  templateAccountNeeds,
  templateVariableNeeds,
  TEMPLATE_VISIBILITY,
  type PipelineContent,
  type StarterTemplate,
  type StepValidationContext,
  type TemplateCategory,
  type TemplateInput,
  type TemplateVisibility,
} from '@huiliu/core';
import type { templates } from '../../db/schema-templates';

export type TemplateRow = typeof templates.$inferSelect;

/** Starters are code, not rows: the date the catalogue shipped stands in for both timestamps. */
const STARTERS_PUBLISHED_AT = '2026-11-26T00:00:00.000Z';

/** Content as the template stores it; stored content was sanitised from parsed content, so it parses. */
export function contentOf(text: string): PipelineContent {
  const parsed = parsePipelineContent(text);
  return parsed.ok ? parsed.content : [];
}

/** The app ids the gallery filters on (lookup ids, spec §5): every app, the trigger's, and those after it. */
export function appColumns(content: PipelineContent): { appIds: string[]; triggerAppId: string | null; actionAppIds: string[] } {
  const ids = (steps: PipelineContent) => [...new Set(steps.filter((s) => s.app_id !== '').map((s) => lookupAppId(s.app_id)))];
  const [trigger, ...rest] = flattenSteps(content);
  return { appIds: ids(flattenSteps(content)), triggerAppId: trigger?.app_id ? lookupAppId(trigger.app_id) : null, actionAppIds: ids(rest) };
}

/** Core's input with absent twins as the contract's nulls. */
function inputInfo(input: TemplateInput): Template['inputs'][number] {
  return {
    step_uuid: input.step_uuid,
    key: input.key,
    label: input.label,
    label_en: input.label_en ?? null,
    help: input.help ?? null,
    help_en: input.help_en ?? null,
    required: input.required,
  };
}

/** What using a template needs, derived from its steps each time (the catalogue decides which apps need accounts). */
function needs(content: PipelineContent, validation: StepValidationContext) {
  const needsAccount = validation.needsAccount ?? (() => true);
  return { account_needs: templateAccountNeeds(content, needsAccount), variable_needs: templateVariableNeeds(content) };
}

const starterText = new Map<string, string>();

export function starterTemplate(starter: StarterTemplate, useCount: number, validation: StepValidationContext): Template {
  let content = starterText.get(starter.template_id);
  if (content === undefined) starterText.set(starter.template_id, (content = serializePipelineContent(starter.content)));
  return {
    template_id: starter.template_id,
    title: starter.title,
    title_en: starter.title_en,
    description: starter.description,
    description_en: starter.description_en,
    category: starter.category,
    keywords: [...starter.keywords],
    source: 'starter',
    visible: TEMPLATE_VISIBILITY.PUBLIC,
    active: 1,
    featured: starter.featured ? 1 : 0,
    share_tip: null,
    process_id: null,
    share_token: null,
    content,
    app_ids: appColumns(starter.content).appIds,
    ...needs(starter.content, validation),
    inputs: starter.inputs.map(inputInfo),
    use_count: useCount,
    creator_id: null,
    created_at: STARTERS_PUBLISHED_AT,
    updated_at: STARTERS_PUBLISHED_AT,
  };
}

/**
 * A shared template as `viewerCompanyId` sees it: the pipeline, the link's token and the sharer are the sharing
 * company's own to see (`shareToken` is only opened for it).
 */
export function sharedTemplate(
  row: TemplateRow,
  viewerCompanyId: string,
  validation: StepValidationContext,
  shareToken: () => string | null,
): Template {
  const own = row.companyId === viewerCompanyId;
  return {
    template_id: row.id,
    title: row.title,
    title_en: null,
    description: row.description,
    description_en: null,
    // the columns hold only what the contract lets in (create and update validate them)
    category: row.category as TemplateCategory,
    keywords: row.keywords,
    source: 'shared',
    visible: row.visible as TemplateVisibility,
    active: row.active === 1 ? 1 : 0,
    featured: 0,
    share_tip: row.shareTip,
    process_id: own ? row.processId : null,
    share_token: own ? shareToken() : null,
    content: row.content,
    app_ids: row.appIds,
    ...needs(contentOf(row.content), validation),
    inputs: (JSON.parse(row.inputs) as TemplateInput[]).map(inputInfo),
    use_count: row.useCount,
    creator_id: own ? row.creatorId : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
