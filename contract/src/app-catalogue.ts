import { z } from 'zod';
import { call } from './call';
import { ActionInfo, AppFieldInfo, AppInfo } from './apps';
import { count, id, idString, queryFlag } from './fields';

/**
 * spec §7 Process apps, the catalogue's calls (docs/rest-contract-apps.md "catalogue"): what the platform can
 * connect to, how the company uses it, and the search service. Body and query fields are not shown by the
 * spec: every shape here is *inferred* and documented there.
 */
const BASE = '/v1/api/process/app';

const appId = z.string().trim().min(1, '请选择应用').max(40);
const classType = z.string().trim().min(1).max(40);

export const AppList = z.strictObject({ list: z.array(AppInfo), total: count });
export const ActionList = z.strictObject({ list: z.array(ActionInfo) });
export const AppClassCount = z.strictObject({ class_type: z.string(), count });
export const AppClassGroup = z.strictObject({ class_type: z.string(), apps: z.array(AppInfo) });

/** GET match: for one field of a step, an earlier step's sample key that names the same thing. */
export const FieldMatch = z.strictObject({
  field: z.string(),
  /** The reference to map into the field, `{{N.key}}` (core templating). */
  reference: z.string(),
  step_uuid: z.string(),
  step_number: count,
  key: z.string(),
  /** 'exact': key or label equal (case and separators ignored); 'fuzzy': one contains the other. */
  quality: z.enum(['exact', 'fuzzy']),
});

/** GET check/steps: spec §4 step validation outcomes of one step (empty: ready). */
export const StepCheck = z.strictObject({
  uuid: z.string(),
  step_number: count,
  app_id: z.string(),
  action_id: z.string(),
  outcomes: z.array(
    z.strictObject({
      kind: z.string(),
      severity: z.enum(['error', 'warning']),
      message: z.string(),
      fields: z.array(z.string()).optional(),
    }),
  ),
});

/** GET statistics: how much of the company's work one app carries. */
export const AppUsage = z.strictObject({
  app_id: z.string(),
  app_name: z.string(),
  app_name_en: z.string(),
  /** Live pipelines whose steps use the app. */
  process_num: count,
  /** Runs that executed a step of the app. */
  run_num: count,
});

export const ActionFields = z.strictObject({ app_id: z.string(), action_id: z.string(), fields: z.array(AppFieldInfo) });
export const AppRequest = z.strictObject({
  request_id: id,
  app_name: z.string(),
  description: z.string(),
  link: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export const EgressIps = z.strictObject({ ips: z.array(z.string()), note: z.string().nullable() });

/** The search service's request (spec §7 "Search service"): Meilisearch's own names. */
export const SearchRequest = z.object({
  q: z.string().max(200).default(''),
  attributesToHighlight: z.array(z.string().max(64)).max(10).optional(),
  /** 'type = app' or 'type = action' (the only filter the index knows). */
  filter: z.union([z.string().max(200), z.array(z.string().max(200)).max(4)]).optional(),
  /** spec §9: 300 hits per page. */
  hitsPerPage: z.number().int().min(1).max(1000).default(300),
  page: z.number().int().min(1).max(1000).default(1),
  matchingStrategy: z.enum(['all', 'last', 'frequency']).default('all'),
});

/** One document of the index: an app or one of its actions, with the matched names wrapped in <em>. */
const SearchDocument = z.strictObject({
  id: z.string(),
  type: z.enum(['app', 'action']),
  app_id: z.string(),
  action_id: z.string().nullable(),
  /** The app's names on an action too: 'github issue' finds GitHub's issue actions. */
  app_name: z.string(),
  app_name_en: z.string(),
  name: z.string(),
  name_en: z.string(),
  description: z.string(),
  description_en: z.string(),
  class_type: z.string(),
});
/** `_formatted` only when attributesToHighlight asked for it, as Meilisearch does. */
export const SearchHit = SearchDocument.extend({ _formatted: SearchDocument.partial().optional() });
export type SearchHit = z.output<typeof SearchHit>;

/** Meilisearch's reply, NOT in the envelope (the search service speaks Meilisearch's shape). */
export const SearchReply = z.strictObject({
  hits: z.array(SearchHit),
  query: z.string(),
  processingTimeMs: count,
  hitsPerPage: count,
  page: count,
  totalPages: count,
  totalHits: count,
});
export type SearchReply = z.output<typeof SearchReply>;

export const appCatalogue = {
  /** spec §4 "App list": listed apps (state 1 or 3), by class, keyword (names, zh or en) or trigger apps. */
  list: call({
    method: 'GET',
    path: `${BASE}/list`,
    query: z.object({ class_type: classType.optional(), keyword: z.string().max(100).optional(), is_trigger: queryFlag.optional() }),
    reply: AppList,
  }),
  /**
   * Apps by id for the gateway's loader (Step.app, AppRef.app): unlisted ones too (steps that use an offline app
   * still show it), ids of 8+ digits looked up by their first 7 (spec §5); unknown ids are absent.
   */
  batch: call({
    method: 'GET',
    path: `${BASE}/batch`,
    query: z.object({
      ids: z
        .string()
        .transform((s) =>
          s
            .split(',')
            .map((x) => x.trim())
            .filter(Boolean),
        )
        .pipe(z.array(appId).min(1).max(100)),
    }),
    reply: z.strictObject({ list: z.array(AppInfo) }),
  }),
  /** An app's actions; action_type '1' triggers only, '2' actions only (spec §3 App step). Unknown app → 4004. */
  action: call({
    method: 'GET',
    path: `${BASE}/action`,
    query: z.object({ app_id: appId, action_type: z.enum(['1', '2']).optional() }),
    reply: ActionList,
  }),
  /** The classes with how many listed apps each holds. */
  class: call({ method: 'GET', path: `${BASE}/class`, reply: z.strictObject({ list: z.array(AppClassCount) }) }),
  /** Listed apps grouped by class, in the catalogue's class order. */
  appClass: call({ method: 'GET', path: `${BASE}/app-class`, reply: z.strictObject({ list: z.array(AppClassGroup) }) }),
  /** One class and its listed apps; an unknown class → 4004. */
  appClassInfo: call({ method: 'GET', path: `${BASE}/app-class-info`, query: z.object({ class_type: classType }), reply: AppClassGroup }),
  /** Suggested mappings for a step's fields from earlier steps' samples (*inferred*). */
  match: call({
    method: 'GET',
    path: `${BASE}/match`,
    query: z.object({ process_id: idString, step_uuid: z.string().min(1).max(200) }),
    reply: z.strictObject({ list: z.array(FieldMatch) }),
  }),
  /** Every step's spec §4 outcomes of a saved pipeline, accounts' states from the accounts table. */
  checkSteps: call({
    method: 'GET',
    path: `${BASE}/check/steps`,
    query: z.object({ process_id: idString }),
    reply: z.strictObject({ list: z.array(StepCheck) }),
  }),
  /** The apps the company's live pipelines use (accounts' app picker, the pipeline list's app filter). */
  companyUsed: call({ method: 'GET', path: `${BASE}/company/used`, reply: z.strictObject({ list: z.array(AppInfo) }) }),
  /** Per app, the company's live pipelines and runs that use it (*inferred*). */
  statistics: call({ method: 'GET', path: `${BASE}/statistics`, reply: z.strictObject({ list: z.array(AppUsage) }) }),
  /** An action's field definitions with their dynamic flags (*inferred*). */
  nfiled: call({
    method: 'POST',
    path: `${BASE}/nfiled`,
    body: z.object({ app_id: appId, action_id: z.string().trim().min(1, '请选择动作').max(100) }),
    reply: ActionFields,
  }),
  /** A company asks for an app the catalogue lacks. */
  notJoint: call({
    method: 'POST',
    path: `${BASE}/not/joint`,
    body: z.object({
      app_name: z.string().trim().min(1, '请填写应用名称').max(100, '应用名称不能超过 100 个字符'),
      description: z.string().trim().max(2000, '说明不能超过 2000 个字符').default(''),
      link: z.string().trim().max(500).url('链接必须是网址').optional(),
    }),
    reply: AppRequest,
  }),
  /** The company's own requests for apps, newest first. */
  notJointList: call({ method: 'GET', path: `${BASE}/not/joint/list`, reply: z.strictObject({ list: z.array(AppRequest) }) }),
  /** The addresses the platform calls third parties from (HUILIU_EGRESS_IPS), for their allow-lists (*inferred*). */
  ipWhite: call({ method: 'POST', path: `${BASE}/ip/white`, reply: EgressIps }),
  /**
   * spec §7 "Search service": Meilisearch's request and reply (no envelope); a bearer key (HUILIU_SEARCH_KEY)
   * or a company token. Errors in Meilisearch's shape `{ message, code, type, link }`.
   */
  search: call({ method: 'POST', path: '/indexes/apps/search', public: true, raw: true, body: SearchRequest, reply: SearchReply }),
};
