import { KEPT_ALIVE_PATH } from '../routing/routeTable';

export function isKeptAlivePath(pathname: string): boolean {
  return pathname === KEPT_ALIVE_PATH || pathname === `${KEPT_ALIVE_PATH}/`;
}
