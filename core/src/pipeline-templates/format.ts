import type { PipelineContent } from '../pipeline/model';

/**
 * Pipeline templates (issue 12; spec §3 "Share/template", §7 Templates): a pipeline's design without what belongs
 * to its company. A template keeps steps, mappings, switch branches, loops and sample data, and says which steps
 * need an account and which `{{env.KEY}}` variables it reads; it never carries an account id, an account's secrets
 * or a variable's value (`toTemplateContent` strips and masks them when a pipeline is shared).
 */

/** Gallery categories, in the order the gallery shows them. */
export const TEMPLATE_CATEGORIES = ['notify', 'data', 'orders', 'devops', 'report', 'monitor', 'sales', 'other'] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

/**
 * Who may create pipelines from a template (spec §3 `visible`): 0 anyone holding its share link, 1 every member of
 * the sharing company (and the link), 2 everyone on this 汇流 (the public gallery).
 */
export const TEMPLATE_VISIBILITY = { LINK: 0, COMPANY: 1, PUBLIC: 2 } as const;
export type TemplateVisibility = (typeof TEMPLATE_VISIBILITY)[keyof typeof TEMPLATE_VISIBILITY];

/**
 * One question the simplified creation (/data-pipeline/create-simple-*, /template-edit) asks: a field of one step
 * that the person fills or maps, the rest of the template kept as designed.
 */
export interface TemplateInput {
  /** The step in the template's content. */
  step_uuid: string;
  /** The step's `params` key. */
  key: string;
  label: string;
  label_en?: string;
  help?: string;
  help_en?: string;
  required: boolean;
}

/** A step that needs the user's own account before the pipeline can run. */
export interface TemplateAccountNeed {
  step_uuid: string;
  /** `{{N.…}}` numbering: 1 = trigger. */
  step_number: number;
  app_id: string;
  action_id: string;
}

/**
 * A template of the starter catalogue: shipped with 汇流, visible to every company, Chinese first with an English
 * twin for the English UI (a starter is our text, not a user's).
 */
export interface StarterTemplate {
  /** 9 digits starting 9: never collides with generated ids (18–19 digits). */
  template_id: string;
  title: string;
  title_en: string;
  description: string;
  description_en: string;
  category: TemplateCategory;
  /** Extra search words (Chinese, English, vendor names) beyond the title and the apps' names. */
  keywords: string[];
  content: PipelineContent;
  inputs: TemplateInput[];
  /** Shown first to people who have never built a pipeline. */
  featured?: boolean;
}
