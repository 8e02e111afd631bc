/** The routes of creating from a template (spec §2), with the template and, for a share link, its token. */

const query = (params: Record<string, string | null | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  return search.toString();
};

/** /data-pipeline/create-from-template: preview, accounts one by one, title, then the editor. */
export function creationPath(templateId: string, shareToken?: string | null): string {
  return `/data-pipeline/create-from-template?${query({ template_id: templateId, share: shareToken })}`;
}

/** /data-pipeline/create-simple-best: the guided form over one template, or the best one for an app pair. */
export function simpleFormPath(choice: { templateId: string } | { triggerAppId: string; actionAppId: string }): string {
  return 'templateId' in choice
    ? `/data-pipeline/create-simple-best?${query({ template_id: choice.templateId })}`
    : `/data-pipeline/create-simple-best?${query({ trigger_app_id: choice.triggerAppId, action_app_id: choice.actionAppId })}`;
}

/** /data-pipeline/create-simple-template: the templates for a trigger app and an action app. */
export function simpleTemplatesPath(triggerAppId: string, actionAppId: string): string {
  return `/data-pipeline/create-simple-template?${query({ trigger_app_id: triggerAppId, action_app_id: actionAppId })}`;
}

/**
 * The share link (spec §2 /data-pipeline/template-auto): absolute, for pasting anywhere; `origin` is the page's
 * (window.location.origin), so a deployment behind any host name hands out its own address.
 */
export function shareLink(origin: string, templateId: string, shareToken: string | null | undefined): string {
  return `${origin}/data-pipeline/template-auto?${query({ template_id: templateId, share: shareToken })}`;
}

export function templateEditPath(templateId: string): string {
  return `/template-edit?${query({ template_id: templateId })}`;
}
