import { AppError, lookupAppId, type AppAction, type AppField, type AppManifest, isOpenPlatformAppId } from '@huiliu/core';
import type { AccountInfo, BodyOf, QueryOf, openPlatform } from '@huiliu/contract';
import { toAccountInfos } from '../../apps/account-info';
import type { AccountStore } from '../../apps/accounts';
import type { Catalogue } from '../../apps/catalogue';
import { validateOpenDefinition } from '../../apps/open/validate';
import type { Db } from '../../db/open';
import type { GuardedHttpClient } from '../../http/guarded-client';
import { toActionInfo, toAppInfo, toFieldInfo } from '../../apps/app-info';
import * as accountService from '../app-accounts/service';
import { connectTest, fieldOptions, sampleValues } from '../app-run/service';
import { flatten } from '../process-app/step-test';
import type { Auth } from '../user/sessions';
import { draftManifest, ownApp, ownVersion, type DeveloperDeps } from './developer';

/** Everything the spec's open-platform calls reuse: issue 11's stores and services, the directory's catalogue. */
export interface OpenPlatformDeps extends DeveloperDeps {
  db: Db;
  catalogue: Catalogue;
  accounts: AccountStore;
  http: GuardedHttpClient;
}

/** A published open app the company may use; anything else — unknown, private to another company — is unknown. */
export function openApp(deps: OpenPlatformDeps, companyId: string, appId: string): AppManifest {
  const app = isOpenPlatformAppId(appId) ? deps.catalogue.get(appId, companyId) : undefined;
  if (!app) throw new AppError('OPEN_APP_NOT_FOUND');
  return app;
}

export function openAction(app: AppManifest, actionId: string): AppAction {
  const action = app.actions.find((a) => a.action_id === actionId);
  if (!action) throw new AppError('OPEN_APP_ACTION_NOT_FOUND');
  return action;
}

/** The published app, or with `version` one of the caller's own versions (drafts are their developers' only). */
export async function appForVersion(deps: OpenPlatformDeps, auth: Auth, appId: string, version: string | undefined): Promise<AppManifest> {
  if (version === undefined) return openApp(deps, auth.companyId, appId);
  if (!auth.permissions.has('developer')) throw new AppError('OPEN_APP_DRAFT_FORBIDDEN');
  const row = await ownVersion(deps, auth, appId, version);
  return draftManifest(row, (await ownApp(deps.db, auth.companyId, appId)).state);
}

/** An account of the company that belongs to an open app it may still use. */
async function openAccount(deps: OpenPlatformDeps, auth: Auth, accountId: string, appId?: string) {
  const row = await deps.accounts.get(auth.companyId, accountId);
  if (!isOpenPlatformAppId(row.appId) || (appId !== undefined && lookupAppId(appId) !== lookupAppId(row.appId))) {
    throw new AppError('NOT_FOUND', '账户不存在或已删除');
  }
  return { row, app: openApp(deps, auth.companyId, row.appId) };
}

async function infos(deps: OpenPlatformDeps, rows: Parameters<typeof toAccountInfos>[2]): Promise<AccountInfo[]> {
  return toAccountInfos(deps.db, deps.accounts, rows);
}

export function alllist(deps: OpenPlatformDeps, auth: Auth, accountOn: number | undefined) {
  const list = deps.catalogue
    .listed(auth.companyId)
    .filter((a) => isOpenPlatformAppId(a.app_id))
    .filter((a) => accountOn !== 1 || a.auth.some((m) => m.type !== 'none'))
    .map(toAppInfo);
  return { list, total: list.length };
}

export function actionsByApp(deps: OpenPlatformDeps, auth: Auth, q: QueryOf<typeof openPlatform.getActionsByApp>) {
  const app = openApp(deps, auth.companyId, q.app_id);
  const list = app.actions.filter((a) => q.hidden === 1 || !a.hidden).map((a) => ({ ...toActionInfo(a, app.en), hidden: a.hidden === true }));
  return { list };
}

export async function accountsByApp(deps: OpenPlatformDeps, auth: Auth, appId: string) {
  const app = openApp(deps, auth.companyId, appId);
  return { list: await infos(deps, await deps.accounts.ofApps(auth.companyId, [app.app_id])) };
}

function methodFields(app: AppManifest, type: string) {
  const method = app.auth.find((m) => m.type === type);
  return method && method.type !== 'none' ? method.fields.map((f) => toFieldInfo(f, app.en)) : [];
}

export async function accountAuth(deps: OpenPlatformDeps, auth: Auth, accountId: string, appId?: string) {
  const { app } = await openAccount(deps, auth, accountId, appId);
  const shown = await accountService.accountAuth(deps, auth, accountId);
  return { ...shown, fields: methodFields(app, shown.account_type) };
}

/** spec add_account: saved, then its connection test when the app has one — a failing test removes it again. */
export async function addAccount(deps: OpenPlatformDeps, auth: Auth, body: BodyOf<typeof openPlatform.addAccount>) {
  const app = openApp(deps, auth.companyId, body.app_id);
  const account = await accountService.addAccount(deps, auth, {
    app_id: app.app_id,
    account_type: body.account_type,
    account_name: body.account_name,
    auth_data: body.auth_data,
  });
  if (!app.connection_test) return { account, tested: false };
  const result = await connectTest(deps, auth.companyId, account.accountId);
  if (!result.ok) {
    await deps.accounts.remove(auth.companyId, account.accountId);
    throw new AppError('OPEN_APP_ACCOUNT_TEST_FAILED', `账户连接测试失败：${result.message ?? '未知原因'}`);
  }
  return { account: result.account, tested: true };
}

/** spec get_field_definitions: the fields, each dynamic one with its options fetched through the account. */
export async function fieldDefinitions(deps: OpenPlatformDeps, auth: Auth, data: BodyOf<typeof openPlatform.getFieldDefinitions>['data']) {
  const app = openApp(deps, auth.companyId, data.app_id);
  const action = openAction(app, data.action_id);
  const fields = await Promise.all(
    action.fields.map(async (f) => {
      const info = toFieldInfo(f, app.en);
      if (!f.dynamic_options || !data.account_id) return info;
      const { list } = await fieldOptions(deps, auth.companyId, {
        app_id: app.app_id,
        action_id: action.action_id,
        field_key: f.key,
        account_id: data.account_id,
        input: data.fields,
      });
      return { ...info, options: list };
    }),
  );
  return { app_id: app.app_id, action_id: action.action_id, fields };
}

export function flattenSample(deps: OpenPlatformDeps, auth: Auth, body: BodyOf<typeof openPlatform.flatten>) {
  const app = openApp(deps, auth.companyId, body.app_id);
  const action = openAction(app, body.action_id);
  const sample = body.sample_data !== undefined ? body.sample_data : (action.output_sample ?? {});
  const needle = body.keyword?.toLowerCase();
  const all = Object.entries(flatten(sample))
    .filter(([key]) => !needle || key.toLowerCase().includes(needle))
    .map(([key, value]) => ({ key, value }));
  const start = (body.page - 1) * body.limit;
  return { list: all.slice(start, start + body.limit), total: all.length, page: body.page };
}

export async function modelValue(deps: OpenPlatformDeps, auth: Auth, body: BodyOf<typeof openPlatform.modelValue>) {
  const app = openApp(deps, auth.companyId, body.app_id);
  openAction(app, body.action_id);
  return sampleValues(deps, auth.companyId, {
    app_id: app.app_id,
    action_id: body.action_id,
    account_id: body.account_id,
    input: body.fields,
    no_flatten: body.no_flatten,
  });
}

export async function modelData(deps: OpenPlatformDeps, auth: Auth, body: BodyOf<typeof openPlatform.modelData>) {
  const app = openApp(deps, auth.companyId, body.app_id);
  openAction(app, body.action_id);
  return fieldOptions(deps, auth.companyId, { ...body, app_id: app.app_id, input: body.fields });
}

function requiredKeys(fields: readonly AppField[], prefix = ''): string[] {
  return fields.flatMap((f) => [...(f.required ? [`${prefix}${f.key}`] : []), ...requiredKeys(f.children ?? [], `${prefix}${f.key}.`)]);
}

/** spec check_action_fields: the action's required keys, and the problems the validator finds in its definition. */
export async function checkActionFields(deps: OpenPlatformDeps, auth: Auth, q: QueryOf<typeof openPlatform.checkActionFields>) {
  const app = await appForVersion(deps, auth, q.app_id, q.version);
  const index = app.actions.findIndex((a) => a.action_id === q.action_id);
  if (index < 0) throw new AppError('OPEN_APP_ACTION_NOT_FOUND');
  const check = validateOpenDefinition(app, { appId: app.app_id, version: app.version, state: app.state });
  const mine = (path: string) => path.startsWith(`actions.${index}.`) || path === `actions.${index}` || !path.startsWith('actions.');
  return { required: requiredKeys(app.actions[index]!.fields), problems: check.ok ? [] : check.problems.filter((p) => mine(p.path)) };
}

/** spec account_refresh: an OAuth 2 account's token refreshed now (the failure kept in the account's status). */
export async function refreshAccount(deps: OpenPlatformDeps, auth: Auth, accountId: string): Promise<AccountInfo> {
  const { row } = await openAccount(deps, auth, accountId);
  if (deps.accounts.methodOf(row)?.type !== 'oauth2') throw new AppError('OPEN_APP_REFRESH_UNSUPPORTED');
  try {
    await deps.accounts.refresh(row);
  } catch (err) {
    const message = `刷新授权失败：${(err as Error).message}`;
    await deps.accounts.setStatus(auth.companyId, row.id, { ok: false, message });
    throw new AppError('OUTBOUND_FAILED', message);
  }
  return (await infos(deps, [await deps.accounts.get(auth.companyId, row.id)]))[0]!;
}

export function accountOn(deps: OpenPlatformDeps, auth: Auth, appId: string) {
  const app = openApp(deps, auth.companyId, appId);
  const types = app.auth.filter((m) => m.type !== 'none').map((m) => m.type);
  return { account_on: types.length > 0 ? (1 as const) : (0 as const), auth_types: types };
}

export async function appsWithAccounts(deps: OpenPlatformDeps, auth: Auth, companyId: string | undefined) {
  // the spec sends company_id; only one's own company can be asked about
  if (companyId !== undefined && companyId !== auth.companyId) throw new AppError('NOT_FOUND');
  const counts = await deps.accounts.countsByApp(auth.companyId);
  const list = counts.flatMap((c) => {
    const app = isOpenPlatformAppId(c.appId) ? deps.catalogue.get(c.appId, auth.companyId) : undefined;
    return app ? [{ app: toAppInfo(app), account_count: c.count }] : [];
  });
  return { list };
}

export async function testAccount(deps: OpenPlatformDeps, auth: Auth, accountId: string, appId: string | undefined) {
  await openAccount(deps, auth, accountId, appId);
  return connectTest(deps, auth.companyId, accountId);
}

export async function accountList(deps: OpenPlatformDeps, auth: Auth, q: QueryOf<typeof openPlatform.accountList>) {
  if (q.app_id !== undefined) openApp(deps, auth.companyId, q.app_id);
  const needle = q.keyword?.toLowerCase();
  const rows = (await deps.accounts.list(auth.companyId, q.app_id))
    .filter((r) => isOpenPlatformAppId(r.appId))
    .filter((r) => !needle || r.accountName.toLowerCase().includes(needle));
  return { list: await infos(deps, rows.slice(q.offset, q.offset + q.limit)), total: rows.length };
}

export async function deleteAccount(deps: OpenPlatformDeps, auth: Auth, q: QueryOf<typeof openPlatform.accountDelete>) {
  const row = await deps.accounts.get(auth.companyId, q.account_id);
  if (!isOpenPlatformAppId(row.appId)) throw new AppError('NOT_FOUND', '账户不存在或已删除');
  return accountService.deleteAccount(deps, auth, { account_id: q.account_id, confirm: q.confirm });
}

export async function updateAccount(deps: OpenPlatformDeps, auth: Auth, body: BodyOf<typeof openPlatform.accountUpdate>) {
  await openAccount(deps, auth, body.account_id);
  return accountService.updateAccount(deps, auth, { account_id: body.account_id, account_name: body.account_name, auth_data: body.auth_data });
}
