import { APP_STATES, type AppManifest } from '@huiliu/core';
import { validateManifest } from '../validate';

/** One problem of a definition, as the developer's editor shows it beside the field. */
export interface DefinitionProblem {
  path: string;
  message: string;
}

export type OpenDefinitionCheck = { ok: true; manifest: AppManifest } | { ok: false; problems: DefinitionProblem[] };

/** The catalogue validator refuses open-platform ids; the definition is checked under a stand-in and given its own after. */
const STAND_IN_ID = '1';
/** An icon the web knows by key (appIcons.ts), or a small picture inline. */
const ICON_KEY = /^[a-z][a-z0-9-]{0,39}$/;
const ICON_DATA_URL = /^data:image\/(png|jpeg|webp|svg\+xml);base64,[A-Za-z0-9+/]+=*$/;
const ICON_MAX_CHARS = 16_384;

function problem(text: string): DefinitionProblem {
  const at = text.indexOf('：');
  return at > 0 ? { path: text.slice(0, at), message: text.slice(at + 1) } : { path: '', message: text };
}

/**
 * An open-platform definition (issue 14): issue 11's format (validateManifest) plus what a company's code may not do on
 * the platform's servers — no named `handler` (only `request` templates run in the guarded client), no vendor
 * `confirm` flows, no paid flag, not the built-in class — with the platform's app id, version and state put in
 * (the developer never chooses them). Nothing is saved unless this passes.
 */
export function validateOpenDefinition(input: unknown, fixed: { appId: string; version: string; state: number }): OpenDefinitionCheck {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, problems: [{ path: '', message: '应用定义必须是一个 JSON 对象' }] };
  }
  const draft = { ...(input as Record<string, unknown>), app_id: STAND_IN_ID, version: fixed.version, state: APP_STATES.BETA };
  const check = validateManifest(draft);
  if (!check.ok) return { ok: false, problems: check.problems.map(problem) };
  const m = check.manifest;
  const problems: DefinitionProblem[] = [];
  const icon = m.icon;
  if (!(ICON_KEY.test(icon) || (icon.length <= ICON_MAX_CHARS && ICON_DATA_URL.test(icon)))) {
    problems.push({ path: 'icon', message: '图标必须是已知的图标名称，或不超过 16 KB 的 data:image 图片' });
  }
  if (m.class_type === 'builtin') problems.push({ path: 'class_type', message: '开放平台应用不能使用 builtin 分类' });
  if (m.paid) problems.push({ path: 'paid', message: '开放平台应用不能标记为付费应用' });
  for (const [i, method] of m.auth.entries()) {
    if (method.type === 'custom' && method.confirm) {
      problems.push({ path: `auth.${i}.confirm`, message: '开放平台应用不能使用自定义确认流程（confirm）' });
    }
  }
  for (const [i, action] of m.actions.entries()) {
    if (action.handler) {
      problems.push({ path: `actions.${i}.handler`, message: '开放平台应用不能使用平台处理程序（handler），请用 request 模板' });
    }
    if (action.polling?.handler) {
      problems.push({ path: `actions.${i}.polling.handler`, message: '开放平台应用不能使用平台处理程序（handler），请用 request 模板' });
    }
    if (action.kind === 'action' && !action.request) {
      problems.push({ path: `actions.${i}.request`, message: '动作必须写明 request 模板' });
    }
  }
  if (problems.length) return { ok: false, problems };
  return { ok: true, manifest: { ...m, app_id: fixed.appId, version: fixed.version, state: fixed.state as AppManifest['state'] } };
}
