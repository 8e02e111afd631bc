/** The slice of the Web Storage API the session helpers need, so tests can pass a plain map. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** `document.cookie` as an interface: reading gives every cookie, writing sets one. */
export interface CookieJar {
  read(): string;
  write(cookie: string): void;
}

/** An in-memory KeyValueStore, for tests and for browsers that refuse storage. */
export function memoryStore(): KeyValueStore {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}
