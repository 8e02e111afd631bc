import { describe, expect, it } from 'vitest';
import { matchesAction, type ActionFilter } from './actionFilter';

const send = {
  appId: '2002',
  actionId: 'send_text',
  kind: 'action',
  words: ['发送文本消息', 'Send a text message', '钉钉群机器人', 'DingTalk group bot'],
};
const poll = { appId: '2006', actionId: 'new_issue', kind: 'polling', words: ['新议题', 'New issue', 'GitHub'] };
const all: ActionFilter = { appId: undefined, kind: 'all', query: '' };

describe('matchesAction', () => {
  it('filters by app and by trigger or action', () => {
    expect(matchesAction(send, { ...all, appId: '2006' })).toBe(false);
    expect(matchesAction(poll, { ...all, appId: '2006' })).toBe(true);
    expect(matchesAction(send, { ...all, kind: 'trigger' })).toBe(false);
    expect(matchesAction(poll, { ...all, kind: 'trigger' })).toBe(true);
    expect(matchesAction(poll, { ...all, kind: 'action' })).toBe(false);
  });

  it('finds by a substring in either language, case-insensitively', () => {
    expect(matchesAction(send, { ...all, query: '文本' })).toBe(true);
    expect(matchesAction(send, { ...all, query: 'dingtalk' })).toBe(true);
    expect(matchesAction(poll, { ...all, query: '文本' })).toBe(false);
  });

  it('finds what only the search service knows (pinyin) through its hits', () => {
    expect(matchesAction(send, { ...all, query: 'dd' })).toBe(false);
    expect(matchesAction(send, { ...all, query: 'dd', hits: new Set(['2002']) })).toBe(true);
    expect(matchesAction(poll, { ...all, query: 'xin', hits: new Set(['2006/new_issue']) })).toBe(true);
  });
});
