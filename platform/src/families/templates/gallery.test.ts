import type { Template } from '@huiliu/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { drivers, usePlatform, type SignedUp } from '../../test/harness';
import { STARTER_TEMPLATES } from '../../templates/starters/index';
import { T, TEST_STARTERS, dingtalkContent, filterContent, sharedTemplate } from './fixtures';

const STARTERS = TEST_STARTERS.map((s) => s.template_id);
const ids = (list: Template[]) => list.map((t) => t.template_id);

describe.each(drivers())('the template gallery on %s', (kind) => {
  const t = usePlatform(kind, { starters: TEST_STARTERS });
  let sharer: SignedUp;
  let stranger: SignedUp;
  let pub: Template;
  let company: Template;
  let link: Template;
  let stopped: Template;

  const list = async (who: SignedUp, query: Record<string, string | number> = {}) => {
    const reply = await t.call('GET', `${T}/list`, { token: who.token, query: { limit: 100, ...query } });
    expect(reply.code, reply.raw).toBe(0);
    return reply.data as { list: Template[]; total: number };
  };
  const get = (who: SignedUp, id: string, query: Record<string, string> = {}) => t.call('GET', `${T}/get/${id}`, { token: who.token, query });

  beforeAll(async () => {
    sharer = await t.signUp({ company_name: '分享公司' });
    stranger = await t.signUp({ company_name: '别家公司' });
    pub = await sharedTemplate(t, sharer, dingtalkContent(), { title: '订单通知', category: 'notify', visible: 2, keywords: ['订单'] });
    company = await sharedTemplate(t, sharer, filterContent(), { title: '大额订单转发', category: 'orders', visible: 1 });
    link = await sharedTemplate(t, sharer, filterContent(), { title: '链接分享的流程', category: 'orders', visible: 0 });
    stopped = await sharedTemplate(t, sharer, dingtalkContent(), { title: '已停止的公开模板', category: 'notify', visible: 2 });
    const unshared = await t.call('PUT', `${T}/update/${stopped.template_id}`, { token: sharer.token, body: { active: 0 } });
    expect(unshared.code, unshared.raw).toBe(0);
  });

  it('shows another company the starters, featured first, then only the active public templates', async () => {
    const { list: seen, total } = await list(stranger);
    expect(ids(seen)).toEqual([...STARTERS, pub.template_id]);
    expect(total).toBe(3);
    expect(seen[0]).toMatchObject({ source: 'starter', featured: 1, active: 1, visible: 2, process_id: null, share_token: null });
    // another company's template never shows its pipeline, link or sharer
    expect(seen[2]).toMatchObject({ source: 'shared', process_id: null, share_token: null, creator_id: null, title: '订单通知' });
  });

  it('shows the sharing company its own active templates of every visibility', async () => {
    const { list: seen, total } = await list(sharer);
    expect(ids(seen).slice(0, 2)).toEqual(STARTERS);
    expect(new Set(ids(seen).slice(2))).toEqual(new Set([pub, company, link].map((x) => x.template_id)));
    expect(total).toBe(5);
    expect(seen.find((x) => x.template_id === link.template_id)).toMatchObject({ process_id: expect.any(String), share_token: expect.any(String) });
  });

  it('lists every template of the company with mine=1, stopped ones too, and no starter', async () => {
    const { list: seen } = await list(sharer, { mine: 1 });
    expect(new Set(ids(seen))).toEqual(new Set([pub, company, link, stopped].map((x) => x.template_id)));
    expect(seen.find((x) => x.template_id === stopped.template_id)!.active).toBe(0);
    expect((await list(stranger, { mine: 1 })).list).toEqual([]);
  });

  it.each([
    ['a category', { category: 'notify' }, () => [STARTERS[0]!, pub.template_id]],
    ['a keyword of a starter’s title', { keyword: '钉钉' }, () => [STARTERS[0]!, pub.template_id]],
    ['an English keyword (a starter’s twin, an app’s English name)', { keyword: 'dingtalk' }, () => [STARTERS[0]!, pub.template_id]],
    ['a template’s own keywords', { keyword: '订单' }, () => [pub.template_id]],
    ['the trigger app', { trigger_app_id: '1001' }, () => [...STARTERS, pub.template_id]],
    ['an action app', { action_app_id: '2002' }, () => [STARTERS[0]!, pub.template_id]],
    ['an action app only another company’s hidden templates use besides a starter', { action_app_id: '1003' }, () => [STARTERS[1]!]],
    ['starters only', { source: 'starter' }, () => STARTERS],
    ['shared only', { source: 'shared' }, () => [pub.template_id]],
    ['a keyword nothing has', { keyword: '没有这个词' }, () => []],
  ])('filters by %s', async (_name, query, expected) => {
    const { list: seen, total } = await list(stranger, query);
    expect(ids(seen)).toEqual(expected());
    expect(total).toBe(expected().length);
  });

  it('pages over starters and shared templates as one list', async () => {
    const whole = ids((await list(sharer)).list);
    const paged: string[] = [];
    for (let offset = 0; offset < whole.length + 1; offset += 2) {
      const page = await list(sharer, { limit: 2, offset });
      expect(page.total).toBe(whole.length);
      paged.push(...ids(page.list));
    }
    expect(paged).toEqual(whole);
  });

  it('counts per category for the filter, its own category aside, empty ones left out', async () => {
    const reply = await t.call('GET', `${T}/categories`, { token: stranger.token, query: { category: 'data' } });
    expect(reply.data.list).toEqual([
      { category: 'notify', count: 2 },
      { category: 'data', count: 1 },
    ]);
    const mine = await t.call('GET', `${T}/categories`, { token: sharer.token, query: { mine: 1 } });
    expect(mine.data.list).toEqual([
      { category: 'notify', count: 2 },
      { category: 'orders', count: 2 },
    ]);
  });

  describe('one template by id', () => {
    it('opens a starter and another company’s public template to anyone', async () => {
      expect((await get(stranger, STARTERS[0]!)).data).toMatchObject({ source: 'starter', title_en: expect.any(String) });
      expect((await get(stranger, pub.template_id)).data).toMatchObject({ title: '订单通知', process_id: null, share_token: null });
    });

    it('opens a link or company template to another company only with its share token', async () => {
      const token = (await get(sharer, link.template_id)).data.share_token as string;
      expect(token).toMatch(/^[\w-]{20,}$/);
      for (const query of [{}, { share_token: 'wrong-token-000000000000' }, { share_token: '' }] as Record<string, string>[]) {
        const refused = await get(stranger, link.template_id, query);
        expect([refused.status, refused.code, refused.msg]).toEqual([404, 4004, '模板不存在、已停止分享或无权查看']);
      }
      expect((await get(stranger, link.template_id, { share_token: token })).data).toMatchObject({ title: '链接分享的流程', share_token: null });
      const companyToken = (await get(sharer, company.template_id)).data.share_token as string;
      expect((await get(stranger, company.template_id, { share_token: companyToken })).code).toBe(0);
      // one template's token opens no other
      expect((await get(stranger, company.template_id, { share_token: token })).code).toBe(4004);
    });

    it('hides a stopped template from others, even with its token, and shows it to its company', async () => {
      const token = (await get(sharer, stopped.template_id)).data.share_token as string;
      expect((await get(stranger, stopped.template_id, { share_token: token })).code).toBe(4004);
      expect((await get(sharer, stopped.template_id)).data.active).toBe(0);
    });

    it.each([
      ['unknown', '1234567890123456789'],
      ['not an id', 'abc'],
      ['too large for an id', '99999999999999999999'],
      ['a 9-digit non-starter', '900000999'],
    ])('answers 404 for an id that is %s', async (_name, id) => {
      const reply = await get(stranger, id);
      expect([reply.status, reply.code]).toEqual([404, 4004]);
    });
  });

  it.each([
    ['an unknown category', { category: 'nope' }],
    ['an unknown source', { source: 'mine' }],
    ['mine neither 0 nor 1', { mine: 2 }],
    ['an app id that is not digits', { trigger_app_id: 'webhook' }],
    ['a limit of 0', { limit: 0 }],
  ])('refuses %s with 400 / 4000', async (_name, query) => {
    const reply = await t.call('GET', `${T}/list`, { token: stranger.token, query });
    expect([reply.status, reply.code]).toEqual([400, 4000]);
  });

  it('needs a session', async () => {
    expect((await t.call('GET', `${T}/list`)).code).toBe(2101);
  });
});

describe('the starter catalogue', () => {
  const t = usePlatform('pglite');

  it('is served to every company by default, each starter a template the contract accepts', async () => {
    const me = await t.signUp();
    const reply = await t.call('GET', `${T}/list`, { token: me.token, query: { source: 'starter', limit: 100 } });
    expect(reply.code, reply.raw).toBe(0);
    expect(ids(reply.data.list).sort()).toEqual(STARTER_TEMPLATES.map((s) => s.template_id).sort());
  });
});
