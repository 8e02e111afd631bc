import { useMatches } from 'react-router';

interface RouteHandle {
  titleKey: string;
}

function hasTitle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).titleKey === 'string';
}

/** The i18n title key of the deepest matched route, or null outside the route table. */
export function usePageTitleKey(): string | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (hasTitle(handle)) return handle.titleKey;
  }
  return null;
}
