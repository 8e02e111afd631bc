import type { SharePipelineInput, TemplateCategory, TemplateVisibility, UpdateTemplateInput } from '../../../gql/graphql';

export interface ShareForm {
  title: string;
  description: string;
  category: TemplateCategory;
  visibility: TemplateVisibility;
  shareTip: string;
}

/** The part of SharePreview the form starts from: the pipeline's name, and its template when it was shared before. */
export interface ShareStart {
  suggestedTitle: string;
  template?: {
    templateId: string;
    title: string;
    description: string;
    category: TemplateCategory;
    visibility: TemplateVisibility;
    shareTip?: string | null;
  } | null;
}

/** A pipeline shared before keeps its words and visibility; a new share starts from its name, visible to link holders. */
export function initialShareForm(start: ShareStart): ShareForm {
  const template = start.template;
  return template
    ? {
        title: template.title,
        description: template.description,
        category: template.category,
        visibility: template.visibility,
        shareTip: template.shareTip ?? '',
      }
    : { title: start.suggestedTitle, description: '', category: 'OTHER', visibility: 'LINK', shareTip: '' };
}

/**
 * What 分享 sends: the first share creates the template (sharePipeline); sharing again updates that template,
 * opens it for new copies and copies the pipeline's current steps into it (refreshSteps), so one pipeline has
 * one template and one link.
 */
export function shareRequest(
  processId: string,
  start: ShareStart,
  form: ShareForm,
): { kind: 'create'; input: SharePipelineInput } | { kind: 'update'; templateId: string; input: UpdateTemplateInput } {
  const words = {
    title: form.title.trim(),
    description: form.description.trim(),
    category: form.category,
    visibility: form.visibility,
    shareTip: form.shareTip.trim(),
  };
  if (start.template) return { kind: 'update', templateId: start.template.templateId, input: { ...words, active: true, refreshSteps: true } };
  return { kind: 'create', input: { processId, ...words } };
}
