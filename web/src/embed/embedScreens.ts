import type { SdkScreen } from '@huiliu/core';
import { matchRoutes } from 'react-router';
import { ROUTES, type RouteEntry, type ScreenKey } from '../routing/routeTable';
import type { FrameKind } from './resize';

/**
 * issue 14: the screens a page configuration may offer (sdk_page_configs.screens), each with the routes it
 * brings. A route of no offered screen does not exist in that embedded app (it falls back to the landing path).
 */
export const EMBED_SCREENS = {
  pipelines: ['/data-pipeline'],
  editor: ['/data-pipeline/create', '/data-pipeline/:id', '/pipeline-edit'],
  logs: [
    '/data-log',
    '/data-log/statistics',
    '/data-log/:id',
    '/data-log/branch-log/:id',
    '/data-log/webhook-accepts',
    '/data-log/webhook-accepts/:acceptId',
  ],
  accounts: ['/app-manage', '/app-manage/auth', '/app-auth-redirect/:appId', '/app-auth-callback/success', '/app-auth-callback/fail'],
  templates: ['/pipeline-template', '/data-pipeline/create-from-template', '/data-pipeline/template-auto'],
  variables: ['/tag-management'],
} as const satisfies Record<SdkScreen, readonly string[]>;

export type EmbedScreen = keyof typeof EMBED_SCREENS;
export const EMBED_SCREEN_KEYS = Object.keys(EMBED_SCREENS) as EmbedScreen[];

/** The route entries one page configuration offers, in the product's own order; an empty list offers every screen. */
export function embedRoutes(screens: readonly string[]): RouteEntry[] {
  const offered = screens.length === 0 ? EMBED_SCREEN_KEYS : EMBED_SCREEN_KEYS.filter((key) => screens.includes(key));
  const paths = new Set<string>(offered.flatMap((key) => EMBED_SCREENS[key]));
  return ROUTES.filter((route) => paths.has(route.path));
}

/**
 * Where the embedded app opens: the configuration's landing path when it is one of its routes' paths (a path
 * with parameters counts by its pattern), else the first offered screen that is in the nav.
 */
export function landingPathOf(landing: string | null | undefined, routes: readonly RouteEntry[]): string {
  const wanted = landing?.split(/[?#]/)[0];
  if (wanted && routes.some((route) => matchesPattern(route.path, wanted))) return landing!;
  // a screen's name as a path (`/pipelines`, `/logs`): that screen's first route, when offered
  const screen = EMBED_SCREENS[wanted?.slice(1) as EmbedScreen] as readonly string[] | undefined;
  const first = screen?.find((path) => routes.some((route) => route.path === path));
  if (first) return first;
  return (routes.find((route) => route.nav) ?? routes[0])?.path ?? '/data-pipeline';
}

function matchesPattern(pattern: string, path: string): boolean {
  const a = pattern.split('/');
  const b = path.split('/');
  return a.length === b.length && a.every((part, i) => (part.startsWith(':') ? b[i] !== '' : part === b[i]));
}

/** The screens with a canvas: they fill the iframe's viewport rather than flow at their content's height. */
const EDITOR_SCREENS: ReadonlySet<ScreenKey> = new Set(['pipelineCreate', 'pipelineDetail']);

/**
 * How the screen at `pathname` sits in the iframe (docs/embedding.md §4): the editor fills it, every other screen
 * flows. Matched as the router matches (`/data-pipeline/create` before `/data-pipeline/:id`).
 */
export function frameKindOf(routes: readonly RouteEntry[], pathname: string): FrameKind {
  const matched = matchRoutes(
    routes.map((route) => ({ path: route.path })),
    pathname,
  )?.at(-1)?.route;
  const entry = matched && routes.find((route) => route.path === matched.path);
  return entry && EDITOR_SCREENS.has(entry.screen) ? 'editor' : 'flow';
}
