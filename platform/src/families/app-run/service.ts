import { AppError, readReplyPath, secretMasker, type AppAction, type AppField, type AppManifest } from '@huiliu/core';
import type { AccountTestResult } from '@huiliu/contract';
import type { Db } from '../../db/open';
import type { GuardedHttpClient } from '../../http/guarded-client';
import { toAccountInfos } from '../../apps/account-info';
import type { AccountStore } from '../../apps/accounts';
import type { Catalogue } from '../../apps/catalogue';
import { APP_CONNECTION_TESTERS } from '../../apps/handlers';
import { accountFor, authFailureMessage } from '../../apps/run/account';
import { callApp, type CallOutcome, type CallParts } from '../../apps/run/call';
import { authWithDefaults, coerceInput } from '../../apps/run/input';
import { listPolled } from '../../apps/polling/listers';
import { flatten } from '../process-app/step-test';

export interface AppRunDeps {
  db: Db;
  catalogue: Catalogue;
  accounts: AccountStore;
  http: GuardedHttpClient;
}

/** How many items a sample shows: enough to pick fields from, little enough to read. */
const SAMPLE_ITEMS = 10;

const NO_TEST = '该应用无法在不实际发送的情况下测试连接，账户状态保持不变；在流程中运行一次步骤即可检验';

/** An app and one of its actions, or the same 4004 for unknown ids, ids of other apps, and the open platform's. */
export function appAction(catalogue: Catalogue, appId: string, actionId: string, companyId: string): { app: AppManifest; action: AppAction } {
  const app = catalogue.get(appId, companyId);
  if (!app) throw new AppError('NOT_FOUND', '应用不存在');
  const action = app.actions.find((a) => a.action_id === actionId);
  if (!action) throw new AppError('NOT_FOUND', '动作不存在');
  return { app, action };
}

function findField(fields: readonly AppField[], key: string): AppField | undefined {
  for (const f of fields) {
    if (f.key === key) return f;
    const inner = f.children ? findField(f.children, key) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

/** A call made for a person (options, samples): the account's refusal shows in its status, the secrets never in the reply. */
async function callFor(
  deps: AppRunDeps,
  companyId: string,
  app: AppManifest,
  accountId: string | undefined,
  parts: Omit<CallParts, 'app' | 'auth'>,
): Promise<CallOutcome & { mask: <T>(v: T) => T }> {
  const access = deps.accounts.access();
  const account = await accountFor(access, companyId, app, accountId);
  if (!account.ok) throw new AppError(account.error === '未选择账户' ? 'BAD_REQUEST' : 'NOT_FOUND', account.error);
  const now = new Date();
  const outcome = await callApp(
    { http: deps.http, companyId, idempotencyKey: `preview:${now.getTime()}`, now, accounts: access },
    { ...parts, app, auth: account.auth },
  );
  const mask = secretMasker([...(account.auth?.secrets ?? []), ...(outcome.auth?.secrets ?? [])]);
  if (!outcome.ok && outcome.authFailed && outcome.auth) {
    await access.markUsed(companyId, outcome.auth.accountId, { ok: false, message: mask(outcome.error) });
    return { ...outcome, error: authFailureMessage(outcome.auth, outcome.error), mask };
  }
  return { ...outcome, mask };
}

/** spec §7 app/option, process/app model/data: a field's options, static or fetched through the account. */
export async function fieldOptions(
  deps: AppRunDeps,
  companyId: string,
  q: { app_id: string; action_id: string; field_key: string; account_id?: string | undefined; input?: Record<string, unknown> | undefined },
) {
  const { app, action } = appAction(deps.catalogue, q.app_id, q.action_id, companyId);
  const field = findField(action.fields, q.field_key);
  if (!field) throw new AppError('NOT_FOUND', '字段不存在');
  const dynamic = field.dynamic_options;
  if (!dynamic)
    return {
      list: (field.options ?? []).map((o) => ({
        value: o.value,
        label: o.label,
        ...(app.en.options?.[o.value] ? { label_en: app.en.options[o.value] } : {}),
      })),
    };
  const outcome = await callFor(deps, companyId, app, q.account_id, {
    request: dynamic.request,
    success: dynamic.success,
    input: coerceInput(action.fields, q.input ?? {}),
  });
  if (!outcome.ok) throw new AppError('OUTBOUND_FAILED', outcome.mask(`获取选项失败：${outcome.error}`));
  const items = readReplyPath(outcome.reply, dynamic.items);
  if (!Array.isArray(items)) throw new AppError('OUTBOUND_FAILED', '获取选项失败：对方返回的不是列表');
  const text = (v: unknown) => (v === undefined || v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));
  return {
    list: outcome.mask(
      items
        .map((item) => ({ value: text(readReplyPath(item, dynamic.value)), label: text(readReplyPath(item, dynamic.label)) }))
        .filter((o) => o.value !== ''),
    ),
  };
}

/** Dotted keys of an item per the action's flatten rules (root, hidden keys). */
function flattenItem(action: AppAction, item: unknown): Record<string, unknown> {
  const root = action.flatten?.root ? readReplyPath(item, action.flatten.root) : item;
  const flat = flatten(root);
  const exclude = action.flatten?.exclude ?? [];
  return Object.fromEntries(Object.entries(flat).filter(([k]) => !exclude.some((x) => k === x || k.startsWith(`${x}.`))));
}

/** spec §7 process/app model/value: a polling trigger's newest items through the account, else the output sample. */
export async function sampleValues(
  deps: AppRunDeps,
  companyId: string,
  q: {
    app_id: string;
    action_id: string;
    account_id?: string | undefined;
    input?: Record<string, unknown> | undefined;
    no_flatten?: 0 | 1 | undefined;
  },
) {
  const { app, action } = appAction(deps.catalogue, q.app_id, q.action_id, companyId);
  let list: unknown[];
  if (action.polling) {
    const access = deps.accounts.access();
    const account = await accountFor(access, companyId, app, q.account_id);
    if (!account.ok) throw new AppError(account.error === '未选择账户' ? 'BAD_REQUEST' : 'NOT_FOUND', account.error);
    const now = new Date();
    const listed = await listPolled(
      { http: deps.http, companyId, idempotencyKey: `preview:${now.getTime()}`, now, accounts: access },
      { app, action, rule: action.polling, input: coerceInput(action.fields, q.input ?? {}), cursor: {}, auth: account.auth, purpose: 'sample' },
    );
    const mask = secretMasker([...(account.auth?.secrets ?? []), ...(listed.auth?.secrets ?? [])]);
    if (!listed.ok) {
      if (listed.authFailed && listed.auth) await access.markUsed(companyId, listed.auth.accountId, { ok: false, message: mask(listed.error) });
      const error = listed.authFailed && listed.auth ? authFailureMessage(listed.auth, listed.error) : listed.error;
      throw new AppError('OUTBOUND_FAILED', mask(`获取样本数据失败：${error}`));
    }
    list = mask(listed.items.slice(0, SAMPLE_ITEMS));
  } else {
    list = action.output_sample === undefined ? [] : [action.output_sample];
  }
  return q.no_flatten === 1 ? { list } : { list, flatten_data: list.map((item) => flattenItem(action, item)) };
}

/** spec §7 app/connect_test: the app's connection test through the account; the outcome is kept in the account's status. */
export async function connectTest(deps: AppRunDeps, companyId: string, accountId: string): Promise<AccountTestResult> {
  const row = await deps.accounts.get(companyId, accountId);
  const app = deps.catalogue.get(row.appId, companyId);
  if (!app) throw new AppError('NOT_FOUND', '应用不存在');
  const reply = async (ok: boolean, message: string | null, tested: boolean): Promise<AccountTestResult> => {
    const [account] = await toAccountInfos(deps.db, deps.accounts, [await deps.accounts.get(companyId, accountId)]);
    return { ok, message, tested, account: account! };
  };
  const tester = APP_CONNECTION_TESTERS[app.app_id];
  if (tester) {
    const data = deps.accounts.open(row);
    const mask = secretMasker((await deps.accounts.access().authFor(companyId, accountId))?.secrets ?? []);
    const outcome = await tester(deps.http, authWithDefaults(deps.accounts.methodOf(row), data));
    const message = outcome.ok ? null : mask(outcome.message);
    await deps.accounts.setStatus(companyId, accountId, outcome.ok ? { ok: true } : { ok: false, message: message! });
    return reply(outcome.ok, outcome.ok ? '连接成功' : `连接失败：${message}`, true);
  }
  if (!app.connection_test) return reply(false, NO_TEST, false);
  const now = new Date();
  const access = deps.accounts.access();
  const auth = await access.authFor(companyId, accountId);
  if (!auth) throw new AppError('NOT_FOUND', '账户不存在或已删除');
  const outcome = await callApp(
    { http: deps.http, companyId, idempotencyKey: `connect-test:${accountId}:${now.getTime()}`, now, accounts: access },
    { app, request: app.connection_test.request, success: app.connection_test.success, auth },
  );
  const mask = secretMasker([...auth.secrets, ...(outcome.auth?.secrets ?? [])]);
  const message = outcome.ok ? null : mask(outcome.error);
  await deps.accounts.setStatus(companyId, accountId, outcome.ok ? { ok: true } : { ok: false, message: message! });
  return reply(outcome.ok, outcome.ok ? '连接成功' : `连接失败：${message}`, true);
}
