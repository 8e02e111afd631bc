import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppShell } from '../layout/AppShell';
import { RootLayout } from '../layout/RootLayout';
import { RequireAuth } from './RequireAuth';
import { RouteError } from './RouteError';
import { FALLBACK_PATH, ROUTES, type RouteEntry } from './routeTable';
import { LazyScreen } from './LazyScreen';

/** The list route renders nothing itself: AppShell keeps the list mounted (spec §2 kept alive). */
function KeptAlivePlaceholder() {
  return null;
}

export function toRouteObject(entry: RouteEntry): RouteObject {
  const base = { path: entry.path, handle: { titleKey: entry.titleKey }, errorElement: <RouteError /> };
  if (entry.screen === 'pipelineList') return { ...base, Component: KeptAlivePlaceholder };
  // keyed by path: two routes showing the same screen must not share a failed boundary's state
  return { ...base, element: <LazyScreen key={entry.path} screen={entry.screen} /> };
}

/**
 * The ordinary app's router, made when the app first renders (not on import): an embedded page (issue 14) imports
 * this module too, and must not have a second router listening to its history.
 */
export function createAppRouter() {
  return createBrowserRouter([
    {
      Component: RootLayout,
      errorElement: <RouteError />,
      children: [
        ...ROUTES.filter((r) => r.public).map(toRouteObject),
        {
          element: (
            <RequireAuth>
              <AppShell />
            </RequireAuth>
          ),
          children: ROUTES.filter((r) => !r.public).map(toRouteObject),
        },
        // spec §2: any other path redirects to the template gallery
        { path: '*', element: <Navigate to={FALLBACK_PATH} replace /> },
      ],
    },
  ]);
}
