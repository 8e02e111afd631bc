import type { SdkAction } from '@huiliu/contract';
import {
  AppError,
  ERRORS,
  newId,
  type ErrorName,
  type AppAction,
  type AppField,
  type AppManifest,
  type SDK_ACTION_FIELD_TYPES,
  type SDK_ACTION_METHODS,
} from '@huiliu/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { Catalogue, OpenAppDirectory } from '../../apps/catalogue';
import { callApp } from '../../apps/run/call';
import { coerceInput } from '../../apps/run/input';
import type { Db } from '../../db/open';
import { openAppVersions } from '../../db/schema-open-api';
import { sdkPartners } from '../../db/schema-sdk';
import type { GuardedHttpClient } from '../../http/guarded-client';
import { createApp, publishVersion, saveVersion, type Developer } from '../open-platform/developer';
import { compareVersions } from '../open-platform/starter';
import type { Partner } from './gate';
import { companyOf, queryUser } from './people';

type Method = (typeof SDK_ACTION_METHODS)[number];
type FieldType = (typeof SDK_ACTION_FIELD_TYPES)[number];
type Field = { key: string; label: string; type: FieldType; required: 0 | 1 };
type ActionInput = { name: string; request_url: string; request_type: Method; fields: Field[] };

/**
 * A partner's own actions (spec §3 Action, §7 SDK action add / update / get / run). They are actions of the partner's
 * own private open-platform app (issue 14): made on the first add, every add / update publishes a new version, so the
 * actions appear in the editor of the partner's companies and run through the same executor as any open app.
 */
export interface PartnerActions {
  add(partner: Partner, input: ActionInput): Promise<SdkAction>;
  update(partner: Partner, actionId: string, changes: Partial<ActionInput>): Promise<SdkAction>;
  list(partner: Partner, actionId?: string): Promise<SdkAction[]>;
}

export interface PartnerActionDeps {
  db: Db;
  directory: OpenAppDirectory;
  catalogue: Catalogue;
}

/** The platform has one text kind: a partner's long-text field is a text field with this hint, and reads back as `text`. */
const LONG_TEXT_HELP = '可填写多行文本';
const LONG_TEXT_HELP_EN = 'Long text allowed';
const KIND_OF: Record<FieldType, AppField['kind']> = { string: 'text', text: 'text', number: 'number', boolean: 'boolean' };
/** The partner's URL placeholder `{{name}}` is the definition's `{{input.name}}`. */
const PARTNER_REF = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;
const INPUT_REF = /\{\{\s*input\.([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;
/** Reserved for the run's own header: the partner's user the action runs for. */
const USER_KEY = '__sdk_user';

/** The request URL must be http(s); where it may go is the guarded client's to decide when it runs. */
function checkUrl(url: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url.replace(/\{\{[^}]*\}\}/g, 'x'));
  } catch {
    throw new AppError('OUTBOUND_BAD_URL', `请求地址不正确：${url}`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new AppError('OUTBOUND_BAD_URL', '请求地址只能是 http 或 https');
}

function toAppAction(actionId: string, input: ActionInput): AppAction {
  const refs = Object.fromEntries(input.fields.map((f) => [f.key, `{{input.${f.key}}}`]));
  const inQuery = input.request_type === 'GET' || input.request_type === 'DELETE';
  return {
    action_id: actionId,
    name: input.name,
    description: '',
    kind: 'action',
    editor: 'fields',
    fields: input.fields.map((f) => ({
      key: f.key,
      kind: KIND_OF[f.type],
      label: f.label,
      required: f.required === 1,
      mappable: true,
      ...(f.type === 'text' ? { help: LONG_TEXT_HELP } : {}),
    })),
    request: {
      method: input.request_type,
      url: input.request_url.replace(PARTNER_REF, '{{input.$1}}'),
      ...(inQuery ? { query: refs } : { body: refs }),
    },
  };
}

/** The partner's view of an action of its app (any action with a request, also one its developer wrote in the editor). */
function toSdkAction(appId: string, action: AppAction, times: { created: Date; updated: Date }): SdkAction {
  const fieldType = (f: AppField): FieldType =>
    f.kind === 'number' ? 'number' : f.kind === 'boolean' ? 'boolean' : f.help === LONG_TEXT_HELP ? 'text' : 'string';
  return {
    action_id: action.action_id,
    app_id: appId,
    name: action.name,
    request_url: action.request!.url.replace(INPUT_REF, '{{$1}}'),
    request_type: action.request!.method,
    fields: action.fields.map((f) => ({ key: f.key, label: f.label, type: fieldType(f), required: f.required ? 1 : 0 })),
    created_at: times.created.toISOString(),
    updated_at: times.updated.toISOString(),
  };
}

function definition(name: string, actions: AppAction[]): Record<string, unknown> {
  const fieldsEn: Record<string, { label: string; help?: string }> = {};
  for (const f of actions.flatMap((a) => a.fields))
    fieldsEn[f.key] = { label: f.label, ...(f.help === LONG_TEXT_HELP ? { help: LONG_TEXT_HELP_EN } : {}) };
  return {
    name,
    description: '合作伙伴通过 SDK 添加的动作',
    icon: 'http',
    class_type: 'developer',
    auth: [{ type: 'none' }],
    actions,
    // the partner names its actions once; the English UI shows the same words rather than nothing
    en: { name: `${name} (SDK)`, actions: Object.fromEntries(actions.map((a) => [a.action_id, { name: a.name }])), fields: fieldsEn },
  };
}

/** The next version after every one the app has (a developer's own draft above it is never overwritten). */
function nextVersion(versions: string[]): string {
  const top = versions.sort(compareVersions).at(-1);
  if (!top) return '1.0.0';
  const [major, minor] = top.split('.').map(Number);
  return `${major}.${(minor ?? 0) + 1}.0`;
}

export class OpenAppPartnerActions implements PartnerActions {
  /** One change at a time per partner: each publishes a version built on the previous one. */
  private readonly queue = new Map<string, Promise<unknown>>();

  constructor(private readonly deps: PartnerActionDeps) {}

  async add(partner: Partner, input: ActionInput): Promise<SdkAction> {
    checkUrl(input.request_url);
    const actionId = newId();
    await this.change(partner, (actions) => [...actions, toAppAction(actionId, input)]);
    return (await this.list(partner, actionId))[0]!;
  }

  async update(partner: Partner, actionId: string, changes: Partial<ActionInput>): Promise<SdkAction> {
    if (changes.request_url !== undefined) checkUrl(changes.request_url);
    const [current] = await this.list(partner, actionId);
    if (!current) throw new AppError('SDK_ACTION_UNKNOWN');
    await this.change(partner, (actions) => {
      const at = actions.findIndex((a) => a.action_id === actionId);
      if (at < 0) throw new AppError('SDK_ACTION_UNKNOWN');
      const merged = { ...current, ...changes };
      return actions.map((a, i) => (i === at ? { ...toAppAction(actionId, merged), description: a.description } : a));
    });
    return (await this.list(partner, actionId))[0]!;
  }

  async list(partner: Partner, actionId?: string): Promise<SdkAction[]> {
    const appId = await this.appIdOf(partner);
    const app = appId ? this.deps.catalogue.get(appId, partner.companyId) : undefined;
    if (!appId || !app) return [];
    const versions = await this.published(appId);
    return app.actions
      .filter((a) => a.kind === 'action' && a.request && (actionId === undefined || a.action_id === actionId))
      .map((a) => toSdkAction(appId, a, timesOf(a, versions)));
  }

  /** The partner's app, for running one of its actions: the one its companies see. */
  async app(partner: Partner, companyId: string): Promise<AppManifest | undefined> {
    const appId = await this.appIdOf(partner);
    return appId ? this.deps.catalogue.get(appId, companyId) : undefined;
  }

  private async appIdOf(partner: Partner): Promise<string | null> {
    const [row] = await this.deps.db.select({ appId: sdkPartners.appId }).from(sdkPartners).where(eq(sdkPartners.id, partner.id));
    return row?.appId ?? null;
  }

  private async published(appId: string) {
    return this.deps.db
      .select({ definition: openAppVersions.definition, publishedAt: openAppVersions.publishedAt })
      .from(openAppVersions)
      .where(and(eq(openAppVersions.appId, appId)));
  }

  private change(partner: Partner, edit: (actions: AppAction[]) => AppAction[]): Promise<void> {
    const previous = this.queue.get(partner.id) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(() => this.publish(partner, edit));
    this.queue.set(partner.id, next);
    void next.finally(() => this.queue.get(partner.id) === next && this.queue.delete(partner.id)).catch(() => undefined);
    return next;
  }

  /** Builds the next version from the published one (none yet: the app is made), saves and publishes it. */
  private async publish(partner: Partner, edit: (actions: AppAction[]) => AppAction[]): Promise<void> {
    const [row] = await this.deps.db
      .select({ appId: sdkPartners.appId, createdBy: sdkPartners.createdBy, corpId: sdkPartners.corpId })
      .from(sdkPartners)
      .where(eq(sdkPartners.id, partner.id));
    if (!row) throw new AppError('SDK_CORP_UNKNOWN');
    const as: Developer = { companyId: partner.companyId, userId: row.createdBy };
    const name = `${row.corpId} 动作`;
    let appId = row.appId;
    let versions: string[] = [];
    let version: string | undefined;
    if (!appId) {
      // the app is private: the partner's own company and the companies it created see it (directory partners)
      const made = await createApp(this.deps, as, { name, description: '', class_type: 'developer', auth_type: 'none' });
      const linked = await this.deps.db
        .update(sdkPartners)
        .set({ appId: made.app_id })
        .where(and(eq(sdkPartners.id, partner.id), isNull(sdkPartners.appId)))
        .returning({ appId: sdkPartners.appId });
      // another process linked one first: ours stays an unpublished draft of the partner's company
      appId = linked[0]?.appId ?? (await this.appIdFor(partner.id));
      // ours: its starter draft 0.1.0 becomes the first version of the partner's actions
      if (linked[0]) version = '0.1.0';
      else versions = (await this.versionsOf(appId)).map((v) => v.version);
    } else {
      versions = (await this.versionsOf(appId)).map((v) => v.version);
    }
    const current = this.deps.catalogue.get(appId, partner.companyId);
    const actions = edit(current ? current.actions.filter((a) => a.kind === 'action' && a.request) : []);
    version ??= nextVersion(versions);
    await saveVersion(this.deps, as, { app_id: appId, version, definition: definition(current?.name ?? name, actions), note: 'SDK action' });
    await publishVersion(this.deps, as, { app_id: appId, version });
  }

  private async appIdFor(partnerId: string): Promise<string> {
    const [row] = await this.deps.db.select({ appId: sdkPartners.appId }).from(sdkPartners).where(eq(sdkPartners.id, partnerId));
    return row!.appId!;
  }

  private versionsOf(appId: string) {
    return this.deps.db.select({ version: openAppVersions.version }).from(openAppVersions).where(eq(openAppVersions.appId, appId));
  }
}

/** When an action first appeared, and since when it has been as it is now (the published versions, oldest first). */
function timesOf(action: AppAction, versions: Array<{ definition: unknown; publishedAt: Date | null }>): { created: Date; updated: Date } {
  const same = JSON.stringify(action);
  let created: Date | undefined;
  let updated: Date | undefined;
  for (const v of versions.filter((v) => v.publishedAt).sort((a, b) => a.publishedAt!.getTime() - b.publishedAt!.getTime())) {
    const found = (v.definition as AppManifest).actions.find((a) => a.action_id === action.action_id);
    if (found && !created) created = v.publishedAt!;
    if (found && JSON.stringify(found) === same) updated ??= v.publishedAt!;
    else updated = undefined;
  }
  const now = new Date();
  return { created: created ?? now, updated: updated ?? created ?? now };
}

/** An AppError's key for a numeric code from the guarded client; anything else is a failed call. */
function codeName(code: number | undefined): ErrorName {
  const key = (Object.keys(ERRORS) as ErrorName[]).find((k) => ERRORS[k].code === code);
  return key ?? 'OUTBOUND_FAILED';
}

function textOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * Runs a partner action for one of its users: the action of the partner's app as the user's company sees it, required
 * fields checked, then the same call as a pipeline step (rendering, guarded client, time-out, size cap), with the
 * partner's user named in `x-huiliu-user` (percent-encoded).
 */
export async function runAction(
  db: Db,
  actions: OpenAppPartnerActions,
  http: GuardedHttpClient,
  partner: Partner,
  input: { company_identification?: string | undefined; user_identify: string; action_id: string; input: Record<string, unknown> },
) {
  const company = await companyOf(db, partner, input.company_identification);
  const user = await queryUser(db, partner, input.company_identification, input.user_identify);
  if (user.disabled) throw new AppError('USER_DISABLED');
  const app = await actions.app(partner, company.companyId);
  const action = app?.actions.find((a) => a.action_id === input.action_id && a.kind === 'action' && a.request);
  if (!app || !action?.request) throw new AppError('SDK_ACTION_UNKNOWN');
  const missing = action.fields.filter((f) => f.required && textOf(input.input[f.key]) === '').map((f) => f.label);
  if (missing.length > 0) throw new AppError('BAD_REQUEST', `请填写必填字段：${missing.join('、')}`);
  const request = { ...action.request, headers: { ...action.request.headers, 'x-huiliu-user': `{{input.${USER_KEY}}}` } };
  const started = Date.now();
  const now = new Date();
  const outcome = await callApp(
    { http, companyId: company.companyId, idempotencyKey: `sdk:${partner.id}:${newId()}`, now },
    // percent-encoded: a header carries visible ASCII only, and user_identify may be Chinese (Node refuses the request
    // outright, so every run for such a user failed); encodeURIComponent is unambiguous and leaves plain ids as they are
    {
      app,
      request,
      success: action.success,
      input: { ...coerceInput(action.fields, input.input), [USER_KEY]: encodeURIComponent(user.user_identify) },
    },
  );
  const sent = outcome.sent;
  // never reached the partner's API (refused address, time-out, no answer): the guarded client's own code and words
  if (!outcome.ok && outcome.status === undefined) throw new AppError(codeName(outcome.code), outcome.error);
  if (outcome.status === undefined || !sent) throw new AppError('OUTBOUND_FAILED');
  return {
    request: { url: sent.url, method: sent.method, body: sent.body ?? null },
    status: outcome.status,
    headers: outcome.headers ?? {},
    body: outcome.reply,
    duration_ms: Date.now() - started,
  };
}
