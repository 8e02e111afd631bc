import type { ActionEditor, FieldDefinition } from '../pipeline/builtinActions';

/**
 * The one declarative format of an app (issue 11 "App definitions"; spec §3 App info, Action, Account).
 * Built-in apps and the catalogue's third-party apps are both written in it: the editor builds its forms
 * from it, the platform validates it at start (platform/src/apps/validate.ts) and the engine runs an
 * action from its `request` template, or from a named `handler` for what is not one HTTP call
 * (the built-in executors, SMTP).
 *
 * Templates inside a definition read `{{input.KEY}}` (the step's rendered fields), `{{auth.KEY}}` (the
 * account's authorisation data, decrypted only in the engine), `{{cursor.KEY}}` (a polling trigger's
 * saved position) and `{{meta.KEY}}` (`timestamp` in s, `timestamp_ms`, `now` ISO, `idempotency_key`).
 */

/** spec §4 "App list": only apps in state 1 (online) or 3 (beta) are shown. */
export const APP_STATES = { ONLINE: 1, OFFLINE: 2, BETA: 3 } as const;
export type AppState = (typeof APP_STATES)[keyof typeof APP_STATES];

/** The classes of the catalogue (spec §7 process/app class, app-class); the web translates by key. */
export const APP_CLASSES = ['builtin', 'message', 'developer', 'email', 'http', 'office', 'ecommerce'] as const;
export type AppClass = (typeof APP_CLASSES)[number];

/** English texts of an app: the English UI shows no Chinese outside users' own data. */
export interface AppTextsEn {
  name: string;
  description?: string;
  /** By action_id. */
  actions?: Record<string, { name: string; description?: string }>;
  /** By field key (the action's and the account form's fields share one table per app). */
  fields?: Record<string, { label: string; help?: string; placeholder?: string }>;
  /** By option value. */
  options?: Record<string, string>;
}

/** An HTTP request written as templates (see the header comment for what they read). */
export interface RequestTemplate {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** An absolute http(s) URL template; `{{auth.base_url}}` lets an account choose its server. */
  url: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** A JSON body (templates inside strings; a string that is one whole reference keeps the value's type). */
  body?: unknown;
  body_type?: 'json' | 'form';
  /**
   * A named signer applied after rendering (platform/src/apps/signers.ts): 钉钉's `timestamp` + `sign`
   * query, 飞书's `timestamp` + `sign` body fields, 美团's `sig`, 抖店's `sign`.
   */
  sign?: 'dingtalk' | 'feishu' | 'meituan' | 'doudian';
}

/**
 * When a 2xx reply is still a failure: many Chinese APIs answer 200 with `errcode`. `path` is read from the
 * JSON reply; the call succeeded when it equals one of `equals` (absent path = success when `absent_ok`).
 */
export interface SuccessRule {
  path: string;
  equals: readonly (string | number | boolean)[];
  /** Dotted path of the provider's error text, shown in the run log. */
  message_path?: string;
  /**
   * Values at `path` that mean the account itself is refused (a wrong bot key, a bad signature): the account's
   * status turns failed, like an HTTP 401/403 (issue 11 "a failing account shows in the runs it broke").
   */
  auth_errors?: readonly (string | number | boolean)[];
}

/** A field whose options are fetched through the account (issue 11 "dynamic options"). */
export interface DynamicOptions {
  request: RequestTemplate;
  /** Dotted path of the list in the reply. */
  items: string;
  value: string;
  label: string;
  success?: SuccessRule;
  /** Other fields this one reads through `{{input.KEY}}`: the editor refetches when they change. */
  depends_on?: readonly string[];
}

/** A field of an app definition: the editor's field plus where its options come from. */
export interface AppField extends FieldDefinition {
  dynamic_options?: DynamicOptions;
  /** An account field kept secret: sealed at rest, shown as '******', never sent back in clear. */
  secret?: boolean;
  children?: AppField[];
}

/** How an account of this app authorises (spec §3 Account accountType). */
export type AuthMethod =
  | { type: 'none' }
  | {
      type: 'api_key';
      fields: readonly AppField[];
      /** Where the key goes on every request of the app: header or query, name, optional value template. */
      apply: { in: 'header' | 'query'; name: string; value: string };
    }
  | { type: 'basic'; fields: readonly AppField[]; apply: { username: string; password: string } }
  | {
      type: 'oauth2';
      /** Client id / secret, endpoints and scope may come from the form (templates over `{{auth.KEY}}`). */
      fields: readonly AppField[];
      authorize_url: string;
      token_url: string;
      scope?: string;
      /** Always PKCE S256 (RFC 7636): even a confidential client gains from it. */
      pkce: true;
      /** Extra authorize parameters (e.g. `access_type=offline`). */
      authorize_params?: Record<string, string>;
    }
  | {
      type: 'custom';
      fields: readonly AppField[];
      /** A named confirmation that turns the form into auth data (企业微信自建应用, 美团, 抖店), when one is needed. */
      confirm?: 'corpwechat_selfbuild' | 'meituan' | 'doudian';
      /** Headers / query added to every request of the app, as templates over `{{auth.KEY}}`. */
      apply?: { headers?: Record<string, string>; query?: Record<string, string> };
    };

export type AuthType = AuthMethod['type'];

/** How a polling trigger finds new items: list, dedupe by id, keep a cursor (issue 11). */
export interface PollingRule {
  /** The list request; absent when `handler` lists instead. */
  request?: RequestTemplate;
  /**
   * A named lister of the platform (platform/src/apps/polling/listers.ts) for what one templated call cannot say:
   * 金数据 pages through its entries from a time cursor, and its first poll must start from now, not from the oldest.
   */
  handler?: string;
  /** Dotted path of the items in the reply ('' = the reply is the list). */
  items: string;
  /** Dotted path of an item's unique id: seen ids are never fired twice. */
  id: string;
  /** Dotted path of the item value that advances `{{cursor.since}}` (e.g. created_at). */
  cursor?: string;
  /** Minutes between polls (at least 1). */
  interval_minutes: number;
}

export interface AppAction {
  action_id: string;
  /** zh-CN name and description. */
  name: string;
  description: string;
  /** 'action' runs on a step; the others are triggers (how the run starts). */
  kind: 'action' | 'webhook' | 'polling' | 'schedule' | 'event';
  editor: ActionEditor;
  fields: readonly AppField[];
  sendsData?: boolean;
  /** One HTTP call, or a named handler of the platform for what is not (built-ins, SMTP). */
  request?: RequestTemplate;
  handler?: string;
  polling?: PollingRule;
  success?: SuccessRule;
  /** The step's output before a real run (sample preview), and the shape mappings may read. */
  output_sample?: unknown;
  /** Left out of pickers (an open-platform app's internal action, issue 14); get_actions_by_app `hidden=1` shows it. */
  hidden?: boolean;
  /** Flatten rules of the output: which part to show as dotted keys, and which keys to hide. */
  flatten?: { root?: string; exclude?: readonly string[] };
}

export interface AppManifest {
  app_id: string;
  /** zh-CN name. */
  name: string;
  description: string;
  /** An icon key the web knows (web/src/editor/canvas/appIcons.ts), or a data: URL. */
  icon: string;
  class_type: AppClass;
  version: string;
  state: AppState;
  /** A link to the provider's API documentation (spec §3 App info doc). */
  doc?: string;
  /** Paid apps need a plan that allows them (spec §1). */
  paid?: boolean;
  /** Ways to add an account, first is the default; `[{ type: 'none' }]` needs none. */
  auth: readonly AuthMethod[];
  /** A request that proves an account works (GET /app/connect_test); success = 2xx and `success`. */
  connection_test?: { request: RequestTemplate; success?: SuccessRule };
  actions: readonly AppAction[];
  en: AppTextsEn;
}

/** Whether an app needs an account at all. */
export function needsAccount(app: Pick<AppManifest, 'auth'>): boolean {
  return app.auth.some((m) => m.type !== 'none');
}

/** spec §3 App info `is_trigger`: the app offers at least one trigger. */
export function isTriggerApp(app: Pick<AppManifest, 'actions'>): boolean {
  return app.actions.some((a) => a.kind !== 'action');
}

/** spec §4 "App list": apps in state 1 or 3 are shown. */
export function isListed(app: Pick<AppManifest, 'state'>): boolean {
  return app.state === APP_STATES.ONLINE || app.state === APP_STATES.BETA;
}

/** The account fields of an auth method (none has none). */
export function authFields(method: AuthMethod): readonly AppField[] {
  return method.type === 'none' ? [] : method.fields;
}
