/** Local storage, injected: the browser's in the app, a Map-backed one in tests and stories. */
import { create, type Struct } from 'superstruct';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** SPEC §4: local-storage keys named from the product slug. */
export function storageKeys(slug: string) {
  return {
    clientToken: `${slug}:client-token`,
    userToken: `${slug}:user-token`,
    location: `${slug}:location`,
    weather: `${slug}:weather`,
    /** The locale the stored weather's texts (condition, city) are written in. */
    weatherLocale: `${slug}:weather-locale`,
    temperatureUnit: `${slug}:temperature-unit`,
    drafts: `${slug}:drafts`,
    /** The idempotency keys of the drafted comments (kept beside the draft: the draft's shape is the API's). */
    draftKeys: `${slug}:draft-keys`,
    adminToken: `${slug}:admin-token`,
    /** The editors' desk: an article's local copy is `${deskArticle}:${id or 'new'}`. */
    deskArticle: `${slug}:desk-article`,
    /** The desk's poll editor: what was typed when the session ended, `${deskPoll}:${id or 'new'}`. */
    deskPoll: `${slug}:desk-poll`,
    /** The editors' desk: the "Header & home" work kept when the admin session ended under it. */
    deskHome: `${slug}:desk-header-home`,
    /** Session storage: where the reader was when they signed in, for the page the sign-in reloads (once). */
    place: `${slug}:place`,
  } as const;
}
export type StorageKeys = ReturnType<typeof storageKeys>;

/** A stored JSON value that keeps its shape, or undefined (and the bad entry is dropped). */
export function readStored<T, S>(storage: KeyValueStorage, key: string, struct: Struct<T, S>): T | undefined {
  const raw = storage.getItem(key);
  if (raw === null) return undefined;
  try {
    return create(JSON.parse(raw), struct);
  } catch {
    storage.removeItem(key);
    return undefined;
  }
}

export function writeStored(storage: KeyValueStorage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled (private mode): the app keeps working from memory.
  }
}

export class MemoryStorage implements KeyValueStorage {
  private readonly values = new Map<string, string>();

  getItem(key: string): string | null {
    return this.values.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.values.set(key, value);
  }

  removeItem(key: string): void {
    this.values.delete(key);
  }
}
