import { PAGE_SIZE, TEMPLATE_CATEGORIES } from '@huiliu/core';
import type { TemplateCategory, TemplateFilter } from '../../../gql/graphql';

/** The gallery's choices: a category tab (null = all), the search words, the page (1-based). */
export interface GalleryState {
  category: TemplateCategory | null;
  keyword: string;
  page: number;
}

export type GalleryAction =
  { type: 'category'; category: TemplateCategory | null } | { type: 'keyword'; keyword: string } | { type: 'page'; page: number };

export const initialGalleryState: GalleryState = { category: null, keyword: '', page: 1 };

/** A new category or search starts again at page 1: the old page may not exist in the new result. */
export function galleryReducer(state: GalleryState, action: GalleryAction): GalleryState {
  switch (action.type) {
    case 'category':
      return action.category === state.category ? state : { ...state, category: action.category, page: 1 };
    case 'keyword': {
      const keyword = action.keyword.trim();
      return keyword === state.keyword ? state : { ...state, keyword, page: 1 };
    }
    case 'page':
      return action.page === state.page ? state : { ...state, page: Math.max(1, Math.floor(action.page)) };
  }
}

/**
 * The TemplateGallery variables: the page's filter, and the tabs' counts for the same search without its category
 * (so every tab says how many it would show), page size 15 (spec §9).
 */
export function toGalleryVariables(state: GalleryState): { filter: TemplateFilter; countFilter: TemplateFilter; limit: number; offset: number } {
  const countFilter: TemplateFilter = state.keyword ? { keyword: state.keyword } : {};
  const filter: TemplateFilter = state.category ? { ...countFilter, category: state.category } : countFilter;
  return { filter, countFilter, limit: PAGE_SIZE, offset: (state.page - 1) * PAGE_SIZE };
}

export interface CategoryTab {
  category: TemplateCategory | null;
  count: number;
}

/**
 * The tabs: 全部 with the sum, then the categories in core's gallery order. Empty categories are left out, except
 * the one chosen (its tab must stay to be seen and left).
 */
export function categoryTabs(counts: readonly { category: TemplateCategory; count: number }[], chosen: TemplateCategory | null): CategoryTab[] {
  const byCategory = new Map(counts.map((c) => [c.category, c.count]));
  const tabs: CategoryTab[] = [{ category: null, count: counts.reduce((sum, c) => sum + c.count, 0) }];
  for (const name of TEMPLATE_CATEGORIES) {
    const category = name.toUpperCase() as TemplateCategory;
    const count = byCategory.get(category) ?? 0;
    if (count > 0 || category === chosen) tabs.push({ category, count });
  }
  return tabs;
}

/** The first card's templates for someone who never built a pipeline: the featured starters, else the first ones, at most 3. */
export function newcomerPicks<T extends { featured: boolean }>(starters: readonly T[], max = 3): T[] {
  const featured = starters.filter((s) => s.featured);
  return (featured.length > 0 ? featured : starters).slice(0, max);
}
