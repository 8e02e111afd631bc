import type { SessionStores } from './auth/session';
import { memoryStore, type KeyValueStore } from './auth/storage';

/** Web Storage may throw (private mode, disabled storage); fall back to memory so the app still works. */
function safeStorage(get: () => Storage): KeyValueStore {
  try {
    const storage = get();
    const probe = '__huiliu_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return memoryStore();
  }
}

export const localStore: KeyValueStore = safeStorage(() => window.localStorage);
export const sessionStore: KeyValueStore = safeStorage(() => window.sessionStorage);

export const sessionStores: SessionStores = {
  local: localStore,
  cookies: {
    read: () => document.cookie,
    write: (cookie) => {
      document.cookie = cookie;
    },
  },
};

/** The current in-app path with its query, as remembered for returns (spec §2, §4). */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}
