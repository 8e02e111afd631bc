import type { QueryOf, Template, templates } from '@huiliu/contract';
import { AppError, TEMPLATE_CATEGORIES, TEMPLATE_VISIBILITY, lookupAppId, type StarterTemplate, type TemplateCategory } from '@huiliu/core';
import { catalogueValidation } from '../../apps/validation';
import { appIdsNamed } from '../app-catalogue/views';
import type { Auth } from '../user/sessions';
import { openShareToken, shareTokenMatches, type TemplatesDeps } from './deps';
import { countRowsByCategory, findReadableRow, listRows, useCounts, type RowFilter } from './repository';
import { appColumns, sharedTemplate, starterTemplate, type TemplateRow } from './shape';

type ListQuery = QueryOf<typeof templates.list>;
type Filter = Omit<ListQuery, 'limit' | 'offset'>;

/** Unknown, hidden, stopped (for others) and wrong-token templates read alike: nothing tells a stranger it exists. */
export const templateNotFound = () => new AppError('NOT_FOUND', '模板不存在、已停止分享或无权查看');

export function validationOf(deps: TemplatesDeps) {
  return catalogueValidation(deps.catalogue);
}

/** A shared row as the caller's company sees it (the link's token opened only for the sharer). */
export function viewRow(deps: TemplatesDeps, auth: Auth, row: TemplateRow): Template {
  return sharedTemplate(row, auth.companyId, validationOf(deps), () => openShareToken(deps.secretKey, row.shareTokenSealed));
}

function rowFilter(deps: TemplatesDeps, f: Filter): RowFilter {
  return {
    keyword: f.keyword,
    appIdsNamed: f.keyword ? appIdsNamed(deps.catalogue, f.keyword).map(lookupAppId) : [],
    category: f.category,
    mine: f.mine === 1,
    triggerAppId: f.trigger_app_id && lookupAppId(f.trigger_app_id),
    actionAppId: f.action_app_id && lookupAppId(f.action_app_id),
  };
}

/** The same filter over the starters, in memory: title, description and keywords in both languages, or an app's name. */
function starterMatches(starter: StarterTemplate, f: RowFilter): boolean {
  const apps = appColumns(starter.content);
  if (f.category && starter.category !== f.category) return false;
  if (f.triggerAppId && apps.triggerAppId !== f.triggerAppId) return false;
  if (f.actionAppId && !apps.actionAppIds.includes(f.actionAppId)) return false;
  if (!f.keyword) return true;
  const needle = f.keyword.toLowerCase();
  const text = [starter.title, starter.title_en, starter.description, starter.description_en, ...starter.keywords].join('\n').toLowerCase();
  return text.includes(needle) || apps.appIds.some((id) => f.appIdsNamed?.includes(id));
}

/** Starters the filter keeps: none for `mine` (a starter is nobody's) or `source: shared`. */
function keptStarters(deps: TemplatesDeps, f: Filter, rows: RowFilter): StarterTemplate[] {
  return f.mine === 1 || f.source === 'shared' ? [] : deps.starters.filter((s) => starterMatches(s, rows));
}

/** The kept starters as templates, featured first, then the most used, then in catalogue order. */
async function rankedStarters(deps: TemplatesDeps, kept: readonly StarterTemplate[]): Promise<Template[]> {
  const uses = await useCounts(
    deps.db,
    kept.map((s) => s.template_id),
  );
  const validation = validationOf(deps);
  const order = new Map(deps.starters.map((s, i) => [s.template_id, i]));
  return kept
    .map((s) => starterTemplate(s, uses.get(s.template_id) ?? 0, validation))
    .sort((a, b) => b.featured - a.featured || b.use_count - a.use_count || order.get(a.template_id)! - order.get(b.template_id)!);
}

/**
 * GET /list: the starters, then the shared templates the company may see (its own, others' public ones), so a page
 * is a window over both; `total` counts both.
 */
export async function listTemplates(deps: TemplatesDeps, auth: Auth, q: ListQuery): Promise<{ list: Template[]; total: number }> {
  const { limit, offset, ...filter } = q;
  const rows = rowFilter(deps, filter);
  const starters = await rankedStarters(deps, keptStarters(deps, filter, rows));
  const fromStarters = starters.slice(offset, offset + limit);
  if (filter.source === 'starter') return { list: fromStarters, total: starters.length };
  const shared = await listRows(deps.db, auth.companyId, rows, limit - fromStarters.length, Math.max(0, offset - starters.length));
  return { list: [...fromStarters, ...shared.rows.map((row) => viewRow(deps, auth, row))], total: starters.length + shared.total };
}

/** GET /categories: the list's filter without its category, counted per category; empty categories left out. */
export async function templateCategories(
  deps: TemplatesDeps,
  auth: Auth,
  filter: Filter,
): Promise<Array<{ category: TemplateCategory; count: number }>> {
  const rows = rowFilter(deps, { ...filter, category: undefined });
  const counts = filter.source === 'starter' ? new Map<string, number>() : await countRowsByCategory(deps.db, auth.companyId, rows);
  for (const starter of keptStarters(deps, filter, rows)) counts.set(starter.category, (counts.get(starter.category) ?? 0) + 1);
  return TEMPLATE_CATEGORIES.filter((c) => (counts.get(c) ?? 0) > 0).map((category) => ({ category, count: counts.get(category)! }));
}

/** A template by id: a starter, the company's own, or another company's active public one, or one its token opens. */
export async function findTemplate(
  deps: TemplatesDeps,
  auth: Auth,
  templateId: string,
  shareToken?: string,
): Promise<{ template: Template; row: TemplateRow | null }> {
  const starter = deps.starters.find((s) => s.template_id === templateId);
  if (starter) {
    const uses = await useCounts(deps.db, [templateId]);
    return { template: starterTemplate(starter, uses.get(templateId) ?? 0, validationOf(deps)), row: null };
  }
  const row = await findReadableRow(deps.db, auth.companyId, templateId, shareToken !== undefined);
  if (!row) throw templateNotFound();
  const opened =
    row.companyId === auth.companyId ||
    row.visible === TEMPLATE_VISIBILITY.PUBLIC ||
    shareTokenMatches(deps.secretKey, row.shareTokenSealed, shareToken ?? '');
  if (!opened) throw templateNotFound();
  return { template: viewRow(deps, auth, row), row };
}
