import { describe, expect, it } from 'vitest';
import { categoryTabs, galleryReducer, initialGalleryState, newcomerPicks, toGalleryVariables } from './galleryState';

describe('gallery state', () => {
  it('starts at page 1 again when the category or the search changes, and keeps the page otherwise', () => {
    const onPage3 = galleryReducer(initialGalleryState, { type: 'page', page: 3 });
    expect(onPage3.page).toBe(3);
    expect(galleryReducer(onPage3, { type: 'category', category: 'NOTIFY' })).toEqual({ category: 'NOTIFY', keyword: '', page: 1 });
    expect(galleryReducer(onPage3, { type: 'keyword', keyword: ' 钉钉 ' })).toEqual({ category: null, keyword: '钉钉', page: 1 });
    expect(galleryReducer(onPage3, { type: 'keyword', keyword: '  ' })).toBe(onPage3);
    expect(galleryReducer(onPage3, { type: 'category', category: null })).toBe(onPage3);
  });

  it('never goes below page 1', () => {
    expect(galleryReducer(initialGalleryState, { type: 'page', page: 0 }).page).toBe(1);
  });

  it('asks one page of 15 with the category, and counts the tabs for the same search without it', () => {
    expect(toGalleryVariables({ category: 'ORDERS', keyword: '订单', page: 2 })).toEqual({
      filter: { keyword: '订单', category: 'ORDERS' },
      countFilter: { keyword: '订单' },
      limit: 15,
      offset: 15,
    });
    expect(toGalleryVariables(initialGalleryState)).toEqual({ filter: {}, countFilter: {}, limit: 15, offset: 0 });
  });

  it("orders the tabs as core's categories after 全部 with the sum, leaving out empty ones but the chosen", () => {
    const counts = [
      { category: 'ORDERS' as const, count: 2 },
      { category: 'NOTIFY' as const, count: 5 },
      { category: 'DATA' as const, count: 0 },
    ];
    expect(categoryTabs(counts, null)).toEqual([
      { category: null, count: 7 },
      { category: 'NOTIFY', count: 5 },
      { category: 'ORDERS', count: 2 },
    ]);
    expect(categoryTabs(counts, 'DEVOPS').map((t) => t.category)).toEqual([null, 'NOTIFY', 'ORDERS', 'DEVOPS']);
  });

  it('offers newcomers the featured starters, else the first three', () => {
    const t = (id: string, featured = false) => ({ id, featured });
    expect(newcomerPicks([t('a'), t('b', true), t('c'), t('d', true)]).map((x) => x.id)).toEqual(['b', 'd']);
    expect(newcomerPicks([t('a'), t('b'), t('c'), t('d')]).map((x) => x.id)).toEqual(['a', 'b', 'c']);
  });
});
