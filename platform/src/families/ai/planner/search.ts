import { findBuiltinApp, type AppManifest } from '@huiliu/core';
import { searchDocuments } from '../../../search/documents';
import { embeddedSearch } from '../../../search/service';
import { words } from '../../../search/terms';
import type { ActionMatch } from './actions';

/** The apps the planner may use: the platform's catalogue (built-ins, the catalogue, HUILIU_APPS_DIR). */
export interface PlannerCatalogue {
  get(appId: string): AppManifest | undefined;
  listed(): AppManifest[];
}

/** Words that say what to do, not with which app: searching them would find every app's description. */
const STOP = new Set([
  '发送',
  '通知',
  '提醒',
  '同步',
  '数据',
  '客户',
  '消息',
  '信息',
  '新的',
  '创建',
  '推送',
  '记录',
  '添加',
  '自动',
  '然后',
  '调用',
]);

/**
 * The catalogue search behind the keyword rules (issue 12 "app/action search over the catalogue"): a clause that asks
 * for something no rule names is searched word by word in the apps index, Chinese, English or pinyin ('dingding',
 * 'dd'), always the embedded index (the planner needs no service). The first word whose best hit names an app by
 * its name gives that app and its first action. Built-ins are the rules' own.
 */
export function catalogueSearch(catalogue: PlannerCatalogue): (clause: string) => Promise<ActionMatch[]> {
  let index: ReturnType<typeof embeddedSearch> | undefined;
  return async (clause) => {
    index ??= embeddedSearch(searchDocuments(catalogue.listed()));
    const terms = [...new Set([...clause.matchAll(/[A-Za-z][A-Za-z0-9]+/g)].map((m) => m[0].toLowerCase()).concat(words(clause)))].filter(
      (term) => term.length >= 2 && !STOP.has(term),
    );
    for (const term of terms) {
      const reply = await index.search({ q: term, type: 'app', highlight: ['name'], hitsPerPage: 3, page: 1 });
      for (const hit of reply.hits) {
        // a hit in the description only ('通知' in a bot's) names no app
        const named = typeof hit._formatted?.name === 'string' && hit._formatted.name.includes('<em>');
        if (!named || findBuiltinApp(hit.app_id)) continue;
        const action = catalogue.get(hit.app_id)?.actions.find((a) => a.kind === 'action');
        if (action) return [{ app_id: hit.app_id, action_id: action.action_id, at: Math.max(0, clause.toLowerCase().indexOf(term)) }];
      }
    }
    return [];
  };
}
