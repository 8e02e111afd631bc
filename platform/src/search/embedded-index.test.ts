import { BUILTIN_MANIFESTS } from '@huiliu/core';
import { describe, expect, it } from 'vitest';
import { dingtalkBot, githubApp } from '../families/app-catalogue/fixtures';
import { searchDocuments, type SearchDocument } from './documents';
import { EmbeddedIndex, type IndexQuery } from './embedded-index';

const bot = (app_id: string, name: string, name_en: string): SearchDocument => ({
  id: `app-${app_id}`,
  type: 'app',
  app_id,
  action_id: null,
  app_name: name,
  app_name_en: name_en,
  name,
  name_en,
  description: '',
  description_en: '',
  class_type: 'message',
});

const index = new EmbeddedIndex([
  ...searchDocuments([...BUILTIN_MANIFESTS, dingtalkBot, githubApp]),
  bot('2001', '企业微信群机器人', 'WeCom group bot'),
  bot('2003', '飞书群机器人', 'Feishu group bot'),
  bot('2010', '订单助手', 'Order helper'),
  bot('2011', '查询订单详情', 'Order details'),
  bot('2012', '接收到带请求头的数据时', 'On data with headers'),
]);
const search = (q: string, extra: Partial<IndexQuery> = {}) => index.search({ q, highlight: [], hitsPerPage: 300, page: 1, ...extra });
const ids = (q: string, extra: Partial<IndexQuery> = {}) => search(q, extra).hits.map((h) => h.id);

describe('the embedded apps index', () => {
  it.each(['ding', 'dingding', 'dd', '钉', '钉钉', 'DingTalk', 'ＤＩＮＧ'])('finds 钉钉群机器人 first by %s', (q) => {
    expect(ids(q)[0]).toBe('app-2002');
  });

  it('finds every group bot by 群机器人 and by a query the segmenter splits', () => {
    expect(ids('群机器人', { type: 'app' })).toEqual(['app-2001', 'app-2002', 'app-2003']);
    // '钉钉机器人' is no substring of any name; its words 钉钉 + 机器人 both are
    expect(ids('钉钉机器人', { type: 'app' })).toEqual(['app-2002']);
  });

  it('needs every term to match (matching strategy all) and ranks a whole name above a part of one', () => {
    expect(ids('github issue').sort()).toEqual(['action-2006-create_issue', 'action-2006-new_issue', 'app-2006']);
    expect(ids('github xyz')).toEqual([]);
    expect(ids('github')[0]).toBe('app-2006');
  });

  it('matches pinyin at syllable starts only and initials from two letters', () => {
    // 'ingd' is inside 'dingding', not at a syllable start; 'd' alone is too short for initials
    expect(ids('ingd', { type: 'app' })).toEqual([]);
    expect(ids('dingdan', { type: 'app' })).toEqual(['app-2010', 'app-2011']);
    // initials count from the name's start or as one whole word (订单), never across words mid-name (到带)
    expect(ids('dd', { type: 'app' })).toEqual(['app-2002', 'app-2010', 'app-2011']);
  });

  it('highlights matched characters, pinyin matches on the Chinese name included', () => {
    const [viaPinyin] = search('dingding', { highlight: ['name'] }).hits;
    expect(viaPinyin?._formatted).toEqual({ name: '<em>钉钉</em>群机器人' });
    const [viaText] = search('群机器人', { highlight: ['*'], type: 'app' }).hits;
    expect(viaText?._formatted?.name).toBe('企业微信<em>群机器人</em>');
    expect(viaText?._formatted).toHaveProperty('description_en', '');
    expect(search('dd').hits[0]).not.toHaveProperty('_formatted');
  });

  it('filters by type and pages 300 at a time', () => {
    expect(search('', { type: 'action' }).hits.every((h) => h.type === 'action')).toBe(true);
    const all = search('');
    expect(all.totalHits).toBe(all.hits.length);
    const paged = search('', { hitsPerPage: 5, page: 2 });
    expect([paged.hits.length, paged.page, paged.totalPages, paged.totalHits]).toEqual([5, 2, Math.ceil(all.totalHits / 5), all.totalHits]);
    expect(paged.hits.map((h) => h.id)).toEqual(all.hits.slice(5, 10).map((h) => h.id));
  });
});
