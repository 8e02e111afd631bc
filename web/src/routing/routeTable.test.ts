import { describe, expect, it } from 'vitest';
import zhCN from '../locales/zh-CN.json';
import { documentTitle, FALLBACK_PATH, NAV_ROUTES, ROUTES } from './routeTable';

/** spec §2's route table, written out again so a dropped route fails here. */
const SPEC_ROUTES = [
  '/pipeline-template',
  '/data-pipeline',
  '/data-pipeline/create-from-template',
  '/data-pipeline/create-cmb-index',
  '/data-pipeline/template-auto',
  '/data-pipeline/create-simple-index',
  '/data-pipeline/create-simple-template',
  '/data-pipeline/create-simple-best',
  '/data-pipeline/create',
  '/data-pipeline/create-ai',
  '/data-pipeline/:id',
  '/template-edit',
  '/pipeline-edit',
  '/data-log',
  '/data-log/:id',
  '/data-log/branch-log/:id',
  '/pipeline-share',
  '/tag-management',
  '/app-manage',
  '/app-manage/auth',
  '/plan',
  '/mautic-api4',
  '/wechat-api4',
  '/app-auth-redirect/:appId',
  '/app-auth-callback/success',
  '/app-auth-callback/fail',
  '/login',
  '/actions',
];

/** Screens of our own beyond spec §2 (issue 13: the company's people, tokens and notices; joining by invite). */
const OWN_ROUTES = [
  '/company',
  '/company/members',
  '/company/tokens',
  '/company/notices',
  '/invite/:token',
  // issue 14 open-web: the open platform's developer centre
  '/developer',
  '/developer/apps/:appId',
  // issue 14 embed: the partner's settings
  '/developer/embed',
  // issue 16: the requests a webhook received, in the run log
  '/data-log/webhook-accepts',
  '/data-log/webhook-accepts/:acceptId',
  // issue 16: the run log's statistics
  '/data-log/statistics',
  // issue 17 datamodel: the data-source area
  '/data-source',
  '/data-source/models',
  '/data-source/models/new',
  '/data-source/models/:dmid',
  '/data-source/models/:dmid/edit',
];

function zhTitle(path: string): string {
  const entry = ROUTES.find((r) => r.path === path);
  const [group, key] = entry!.titleKey.split('.') as [keyof typeof zhCN, string];
  return (zhCN[group] as Record<string, string>)[key]!;
}

describe('route table', () => {
  it('has every route of spec §2 and only our own besides', () => {
    expect(ROUTES.map((r) => r.path).sort()).toEqual([...SPEC_ROUTES, ...OWN_ROUTES].sort());
  });

  it('gives every route a Chinese title', () => {
    for (const route of ROUTES) expect(zhTitle(route.path), route.path).toMatch(/\p{Script=Han}/u);
  });

  it('uses the titles the issue names', () => {
    expect(zhTitle('/data-pipeline')).toBe('数据流程');
    expect(zhTitle('/login')).toBe('登录');
    expect(zhTitle('/data-pipeline/create')).toBe('新建流程');
    expect(zhTitle('/data-pipeline/:id')).toBe('流程详情');
    expect(zhTitle('/pipeline-template')).toBe('流程模板');
    expect(zhTitle('/data-log')).toBe('流程日志');
    expect(zhTitle('/data-log/statistics')).toBe('统计分析');
  });

  it('formats titles as {标题} | 汇流', () => {
    expect(documentTitle('数据流程', '汇流')).toBe('数据流程 | 汇流');
  });

  it('shows the spec §2 nav items in order, with variable management as secondary nav', () => {
    expect(NAV_ROUTES.map((r) => [r.path, r.nav])).toEqual([
      ['/pipeline-template', 'main'],
      ['/data-pipeline', 'main'],
      ['/data-log', 'main'],
      ['/pipeline-share', 'main'],
      ['/tag-management', 'secondary'],
      ['/app-manage', 'main'],
      ['/company', 'secondary'],
      ['/developer', 'secondary'],
      // issue 14 embed: developers only (NavBar hides it from other roles)
      ['/developer/embed', 'secondary'],
      // issue 17 datamodel: people who may read the company's data
      ['/data-source', 'secondary'],
    ]);
  });

  it('offers 开发者中心 in the nav only to people with the developer permission (issue 14)', () => {
    expect(ROUTES.find((r) => r.path === '/developer')?.permission).toBe('developer');
    expect(zhTitle('/developer')).toBe('开发者中心');
  });

  it('sends unknown paths to the template gallery, a real screen (spec §2; issue 10 item 2, issue 12)', () => {
    expect(FALLBACK_PATH).toBe('/pipeline-template');
    const target = ROUTES.find((r) => r.path === FALLBACK_PATH);
    expect(target?.screen).toBe('templateGallery');
    expect(target?.public).toBeFalsy();
  });

  it('shows real screens for the templates, simplified creation and sharing (issue 12)', () => {
    const screens = Object.fromEntries(ROUTES.map((r) => [r.path, r.screen]));
    expect({
      '/pipeline-template': screens['/pipeline-template'],
      '/data-pipeline/create-from-template': screens['/data-pipeline/create-from-template'],
      '/data-pipeline/template-auto': screens['/data-pipeline/template-auto'],
      '/data-pipeline/create-cmb-index': screens['/data-pipeline/create-cmb-index'],
      '/data-pipeline/create-simple-index': screens['/data-pipeline/create-simple-index'],
      '/data-pipeline/create-simple-template': screens['/data-pipeline/create-simple-template'],
      '/data-pipeline/create-simple-best': screens['/data-pipeline/create-simple-best'],
      '/template-edit': screens['/template-edit'],
      '/pipeline-share': screens['/pipeline-share'],
    }).toEqual({
      '/pipeline-template': 'templateGallery',
      // the share link's landing starts the same flow as creating from the gallery
      '/data-pipeline/create-from-template': 'templateCreate',
      '/data-pipeline/template-auto': 'templateCreate',
      '/data-pipeline/create-cmb-index': 'createChooser',
      '/data-pipeline/create-simple-index': 'simpleIndex',
      '/data-pipeline/create-simple-template': 'simpleTemplates',
      '/data-pipeline/create-simple-best': 'simpleForm',
      '/template-edit': 'templateEdit',
      '/pipeline-share': 'myShares',
    });
  });

  it('lets only the login screen and an invite link be seen without signing in', () => {
    expect(
      ROUTES.filter((r) => r.public)
        .map((r) => r.path)
        .sort(),
    ).toEqual(['/invite/:token', '/login']);
  });
});
