import { AppError, needsAccount, type AppManifest, type AuthMethod } from '@huiliu/core';
import type { AccountInfo, appAccounts, BodyOf, processAppAccounts, QueryOf, ReplyOf } from '@huiliu/contract';
import type { Db } from '../../db/open';
import { accountUsage, toAccountInfos } from '../../apps/account-info';
import { shownAuth, type AccountStore } from '../../apps/accounts';
import type { Auth } from '../user/sessions';
import { checkAuthData } from './auth-data';
import { accountForm, addedVia } from './auth-form';

export interface AccountDeps {
  db: Db;
  accounts: AccountStore;
}

/** An app of the catalogue, or 4004 (unknown ids and open-platform ids alike, until issue 14). */
export function appOf(deps: AccountDeps, appId: string, companyId: string): AppManifest {
  const app = deps.accounts.catalogue.get(appId, companyId);
  if (!app) throw new AppError('NOT_FOUND', '应用不存在');
  return app;
}

/**
 * The auth method an account form names (the app's first one that needs an account when it names none),
 * refused with a Chinese message when the app has no such method or needs no account at all.
 */
export function methodOf(app: AppManifest, accountType: string | undefined): AuthMethod {
  if (!needsAccount(app)) throw new AppError('BAD_REQUEST', `应用「${app.name}」不需要添加账户`);
  const method = accountType ? app.auth.find((m) => m.type === accountType) : app.auth.find((m) => m.type !== 'none');
  if (!method || method.type === 'none') throw new AppError('BAD_REQUEST', `应用「${app.name}」不支持授权方式「${accountType}」`);
  return method;
}

/** Accounts added or changed here are form accounts: OAuth 2 authorises and confirmed methods confirm. */
function refuseNonForm(app: AppManifest, method: AuthMethod): void {
  const via = addedVia(method);
  if (via === 'oauth2')
    throw new AppError('BAD_REQUEST', `「${app.name}」的 OAuth 2 账户请通过授权页面添加或重新授权（/app-auth-redirect/${app.app_id}）`);
  if (via === 'confirm') throw new AppError('BAD_REQUEST', `「${app.name}」的账户需要先通过确认接口校验后才能保存`);
}

async function infoOf(deps: AccountDeps, companyId: string, accountId: string): Promise<AccountInfo> {
  const [info] = await toAccountInfos(deps.db, deps.accounts, [await deps.accounts.get(companyId, accountId)]);
  return info!;
}

export async function addAccount(deps: AccountDeps, auth: Auth, body: BodyOf<typeof processAppAccounts.addAccount>): Promise<AccountInfo> {
  const app = appOf(deps, body.app_id, auth.companyId);
  const method = methodOf(app, body.account_type);
  refuseNonForm(app, method);
  const data = checkAuthData(method, body.auth_data ?? body.fields ?? {});
  const row = await deps.accounts.create({
    companyId: auth.companyId,
    userId: auth.userId,
    app,
    accountType: method.type,
    accountName: body.account_name ?? `${app.name}账户`,
    data,
  });
  return infoOf(deps, auth.companyId, row.id);
}

/** New auth data for a form account: masked or absent values keep what was saved; the status starts over. */
export async function updateAuth(deps: AccountDeps, auth: Auth, accountId: string, values: Record<string, unknown>): Promise<void> {
  const row = await deps.accounts.get(auth.companyId, accountId);
  const app = appOf(deps, row.appId, auth.companyId);
  const method = methodOf(app, row.accountType);
  refuseNonForm(app, method);
  const data = checkAuthData(method, values, deps.accounts.open(row));
  await deps.accounts.replaceAuth(auth.companyId, accountId, data);
}

export async function updateAccount(deps: AccountDeps, auth: Auth, body: BodyOf<typeof processAppAccounts.updateAccount>): Promise<AccountInfo> {
  const values = body.auth_data ?? body.fields;
  // check everything before writing anything: a bad form must not leave a renamed account behind
  await deps.accounts.get(auth.companyId, body.account_id);
  if (values) await updateAuth(deps, auth, body.account_id, values);
  if (body.account_name) await deps.accounts.rename(auth.companyId, body.account_id, body.account_name);
  return infoOf(deps, auth.companyId, body.account_id);
}

export async function renameAccount(deps: AccountDeps, auth: Auth, body: BodyOf<typeof appAccounts.updatename>): Promise<AccountInfo> {
  await deps.accounts.rename(auth.companyId, body.account_id, body.account_name);
  return infoOf(deps, auth.companyId, body.account_id);
}

/** spec §7 app/delete: refused while pipelines use the account unless confirmed; the refusal names them. */
export async function deleteAccount(deps: AccountDeps, auth: Auth, q: QueryOf<typeof appAccounts.delete>): Promise<{ account_id: string }> {
  const row = await deps.accounts.get(auth.companyId, q.account_id);
  if (q.account_type && q.account_type !== row.accountType) throw new AppError('NOT_FOUND', '账户不存在或已删除');
  const users = (await accountUsage(deps.db, auth.companyId)).get(row.id) ?? [];
  if (users.length > 0 && q.confirm !== 1) {
    const titles = users.map((u) => `「${u.title}」`).join('、');
    throw new AppError('ACCOUNT_IN_USE', `该账户正被 ${users.length} 个流程使用（${titles}），删除后这些流程将无法运行，请确认后再删除`, {
      pipelines: users,
    });
  }
  await deps.accounts.remove(auth.companyId, row.id);
  return { account_id: row.id };
}

export async function accountAddForms(
  deps: AccountDeps,
  companyId: string,
  q: QueryOf<typeof appAccounts.accountAdd>,
): Promise<ReplyOf<typeof appAccounts.accountAdd>> {
  const app = appOf(deps, q.app_id, companyId);
  const methods = q.account_type ? [methodOf(app, q.account_type)] : app.auth.filter((m) => m.type !== 'none');
  return { app_id: app.app_id, app_name: app.name, needs_account: needsAccount(app), methods: methods.map((m) => accountForm(app, m)) };
}

export async function accountAuth(deps: AccountDeps, auth: Auth, accountId: string) {
  const row = await deps.accounts.get(auth.companyId, accountId);
  return {
    account_id: row.id,
    app_id: row.appId,
    account_type: row.accountType,
    account_name: row.accountName,
    auth_data: shownAuth(deps.accounts.methodOf(row), deps.accounts.open(row)),
  };
}

export function needAccount(deps: AccountDeps, companyId: string, q: QueryOf<typeof processAppAccounts.needAccount>) {
  const app = appOf(deps, q.app_id, companyId);
  if (!app.actions.some((a) => a.action_id === q.action_id)) throw new AppError('NOT_FOUND', '动作不存在');
  const types = app.auth.filter((m) => m.type !== 'none').map((m) => m.type);
  return { need: types.length > 0 ? (1 as const) : (0 as const), auth_types: types };
}

export async function accountsOn(deps: AccountDeps, auth: Auth) {
  const counts = await deps.accounts.countsByApp(auth.companyId);
  return {
    list: counts.map((c) => ({ app_id: c.appId, app_name: deps.accounts.catalogue.get(c.appId, auth.companyId)?.name ?? c.appId, count: c.count })),
  };
}
