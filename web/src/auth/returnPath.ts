import type { KeyValueStore } from './storage';

const RETURN_PATH_KEY = 'huiliu_return_path';
export const LOGIN_PATH = '/login';
/** spec §2 / issue 12: people land on the template gallery, where a newcomer's first card is. */
const HOME_AFTER_LOGIN = '/pipeline-template';

/**
 * spec §4 / §8: a 2101 (UNAUTHENTICATED) stores the current path so the user returns
 * to it after login. The login screen itself is never remembered.
 */
export function rememberReturnPath(store: KeyValueStore, path: string): void {
  if (isSafeAppPath(path) && !isLoginPath(path)) store.setItem(RETURN_PATH_KEY, path);
}

/** The remembered path (used once), else the template gallery. */
export function takeReturnPath(store: KeyValueStore): string {
  const path = store.getItem(RETURN_PATH_KEY);
  store.removeItem(RETURN_PATH_KEY);
  return path && isSafeAppPath(path) && !isLoginPath(path) ? path : HOME_AFTER_LOGIN;
}

export function isLoginPath(path: string): boolean {
  return path === LOGIN_PATH || path.startsWith(`${LOGIN_PATH}?`) || path.startsWith(`${LOGIN_PATH}/`);
}

/** Only same-origin absolute paths: '//evil.example' or 'https://…' would leave the app. */
function isSafeAppPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}
