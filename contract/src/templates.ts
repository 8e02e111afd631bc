import { TEMPLATE_CATEGORIES } from '@huiliu/core';
import { z } from 'zod';
import { call, page } from './call';
import { bit, count, id, idString, paging, queryFlag, timestamp } from './fields';

const BASE = '/v1/api/template';

/** Where a template comes from: the starter catalogue shipped with 汇流, or a pipeline a company shared. */
export const TEMPLATE_SOURCES = ['starter', 'shared'] as const;
export type TemplateSource = (typeof TEMPLATE_SOURCES)[number];

/** A step that needs the creator's own account (core `TemplateAccountNeed`). */
export const TemplateAccountNeedInfo = z.strictObject({
  step_uuid: z.string(),
  step_number: z.number().int().min(1),
  app_id: z.string(),
  action_id: z.string(),
});

/** A field the simplified creation asks (core `TemplateInput`); absent twins and help are null. */
export const TemplateInputInfo = z.strictObject({
  step_uuid: z.string(),
  key: z.string(),
  label: z.string(),
  label_en: z.string().nullable(),
  help: z.string().nullable(),
  help_en: z.string().nullable(),
  required: z.boolean(),
});

/**
 * A template (spec §3 Share/template; docs/rest-contract-templates.md): the steps (`content`, the spec's JSON text)
 * without accounts or secrets, what using it needs, and who may use it. `process_id`, `share_token` and
 * `creator_id` are the sharing company's to see: null for everyone else and for starters.
 */
export const Template = z.strictObject({
  template_id: id,
  title: z.string(),
  title_en: z.string().nullable(),
  description: z.string(),
  description_en: z.string().nullable(),
  category: z.enum(TEMPLATE_CATEGORIES),
  keywords: z.array(z.string()),
  source: z.enum(TEMPLATE_SOURCES),
  /** spec §3 `visible`: 0 link, 1 company, 2 public (core TEMPLATE_VISIBILITY). */
  visible: z.literal([0, 1, 2]),
  /** 0 once its sharer stopped sharing: no new copies, existing ones keep working. */
  active: bit,
  featured: bit,
  share_tip: z.string().nullable(),
  process_id: id.nullable(),
  share_token: z.string().nullable(),
  content: z.string(),
  app_ids: z.array(z.string()),
  account_needs: z.array(TemplateAccountNeedInfo),
  variable_needs: z.array(z.string()),
  inputs: z.array(TemplateInputInfo),
  use_count: count,
  creator_id: id.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Template = z.output<typeof Template>;

/** One pipeline created from a template; another company's is named by its company only. */
export const TemplateUse = z.strictObject({
  process_id: id,
  pipeline_title: z.string().nullable(),
  company_name: z.string(),
  user_id: id.nullable(),
  created_at: timestamp,
});
export type TemplateUse = z.output<typeof TemplateUse>;

/** GET /tips: what sharing the pipeline would publish, before anything is written. */
export const SharePreview = z.strictObject({
  process_id: id,
  template: Template.nullable(),
  suggested_title: z.string(),
  account_needs: z.array(TemplateAccountNeedInfo),
  variable_needs: z.array(z.string()),
  masked_secrets: count,
});
export type SharePreview = z.output<typeof SharePreview>;

export const TemplateCategoryCount = z.strictObject({ category: z.enum(TEMPLATE_CATEGORIES), count });

const appIdParam = z.string().regex(/^\d{1,19}$/, '应用 ID 须为数字');

/** The gallery's filter (docs/rest-contract-templates.md "list"). */
const filterQuery = z.object({
  keyword: z.string().trim().max(200).optional(),
  source: z.enum(TEMPLATE_SOURCES, { error: '来源只能是 starter 或 shared' }).optional(),
  mine: queryFlag.optional(),
  trigger_app_id: appIdParam.optional(),
  action_app_id: appIdParam.optional(),
});
const category = z.enum(TEMPLATE_CATEGORIES, { error: `分类只能是 ${TEMPLATE_CATEGORIES.join('、')} 之一` });

const visible = z.literal([0, 1, 2], { error: '可见范围只能是 0（持有链接者）、1（本公司）或 2（公开）' });
const title = z.string().trim().max(100, '模板名称不能超过 100 个字符');
const description = z.string().trim().max(2000, '模板说明不能超过 2000 个字符');
const shareTip = z.string().trim().max(1000, '分享提示不能超过 1000 个字符');
const keywords = z.array(z.string().trim().min(1).max(50)).max(20, '关键词最多 20 个');

/** A field the simplified creation asks; `step_uuid` and `key` are checked against the template's steps. */
export const TemplateInputBody = z.object({
  step_uuid: z.string().min(1).max(200),
  key: z.string().min(1).max(100),
  label: z.string().trim().min(1, '请填写填写项的名称').max(100),
  label_en: z.string().trim().max(100).optional(),
  help: z.string().trim().max(500).optional(),
  help_en: z.string().trim().max(500).optional(),
  required: z.boolean().default(true),
});
const inputs = z.array(TemplateInputBody).max(50, '填写项最多 50 个');

const byId = z.object({ id: idString });

/** Templates — spec §7 `/v1/api/template` (docs/rest-contract-templates.md). */
export const templates = {
  /** The gallery: starters first (featured first), then shared templates, most used first. */
  list: call({ method: 'GET', path: `${BASE}/list`, query: filterQuery.extend({ category: category.optional(), ...paging }), reply: page(Template) }),
  /** *not in the spec*: counts per category for the list's filter, its category aside (the gallery's tabs). */
  categories: call({
    method: 'GET',
    path: `${BASE}/categories`,
    query: filterQuery,
    reply: z.strictObject({ list: z.array(TemplateCategoryCount) }),
  }),
  /** Another company's LINK (or COMPANY) template needs its `share_token`; unknown, hidden or stopped → 404 / 4004. */
  get: call({
    method: 'GET',
    path: `${BASE}/get/:id`,
    params: byId,
    query: z.object({ share_token: z.string().max(200).optional() }),
    reply: Template,
  }),
  /** The share preview of a pipeline. */
  tips: call({ method: 'GET', path: `${BASE}/tips`, query: z.object({ process_id: idString }), reply: SharePreview }),
  /** The sharer's note to people who use the template. */
  setTip: call({ method: 'POST', path: `${BASE}/tips`, body: z.object({ template_id: idString, share_tip: shareTip }), reply: Template }),
  /** `:id` is a pipeline: its template (active or not), or null when it was never shared. */
  isExists: call({
    method: 'GET',
    path: `${BASE}/isExists/:id`,
    params: byId,
    reply: z.strictObject({ isExists: z.boolean(), template: Template.nullable() }),
  }),
  /** Only the sharing company's templates. `active: 0` stops sharing, `refresh_steps: 1` copies the pipeline's steps again. */
  update: call({
    method: 'PUT',
    path: `${BASE}/update/:id`,
    params: byId,
    body: z.object({
      title: title.optional(),
      description: description.optional(),
      category: category.optional(),
      visible: visible.optional(),
      share_tip: shareTip.optional(),
      keywords: keywords.optional(),
      active: bit.optional(),
      inputs: inputs.optional(),
      refresh_steps: bit.optional(),
    }),
    reply: Template,
  }),
  /** Shares a pipeline; a pipeline shared before gets its template updated (same id, link and use count) and active again. */
  create: call({
    method: 'POST',
    path: `${BASE}/create`,
    body: z.object({
      process_id: idString,
      title: title.optional(),
      description: description.optional(),
      // no defaults here: sharing again keeps what is not sent; a first share takes the table's (other, link)
      category: category.optional(),
      visible: visible.optional(),
      share_tip: shareTip.optional(),
      keywords: keywords.optional(),
      inputs: inputs.optional(),
    }),
    reply: Template,
  }),
  /** *not in the spec*: who created pipelines from one of the company's templates, newest first. */
  uses: call({ method: 'GET', path: `${BASE}/uses`, query: z.object({ template_id: idString, ...paging }), reply: page(TemplateUse) }),
};
