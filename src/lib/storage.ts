/** Local storage, injected: the browser's in the app, a Map-backed one in tests and stories. */
import { create, type Struct } from 'superstruct';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** SPEC §4: local-storage keys named from the product slug. */
export function storageKeys(slug: string) {
  return {
    clientToken: `${slug}:client-token`,
    userToken: `${slug}:user-token`,
    /** The signed-in reader's last profile: shown while it cannot be loaded again (issue 29). */
    userProfile: `${slug}:user-profile`,
    location: `${slug}:location`,
    weather: `${slug}:weather`,
    /** The locale the stored weather's texts (condition, city) are written in. */
    weatherLocale: `${slug}:weather-locale`,
    temperatureUnit: `${slug}:temperature-unit`,
    drafts: `${slug}:drafts`,
    /** The idempotency keys of the drafted comments (kept beside the draft: the draft's shape is the API's). */
    draftKeys: `${slug}:draft-keys`,
    adminToken: `${slug}:admin-token`,
    /** The editors' desk: each editor's copy of its work (deskCopyKey). */
    deskArticle: `${slug}:desk-article`,
    deskPoll: `${slug}:desk-poll`,
    deskHome: `${slug}:desk-header-home`,
    deskCommercial: `${slug}:desk-commercial-block`,
    deskFront: `${slug}:desk-front-page`,
    deskIssue: `${slug}:desk-newsletter-issue`,
    deskWriter: `${slug}:desk-writer`,
    deskVideo: `${slug}:desk-video`,
    deskGallery: `${slug}:desk-gallery`,
    /** Session storage: where the reader was when they signed in, for the page the sign-in reloads (once). */
    place: `${slug}:place`,
  } as const;
}
export type StorageKeys = ReturnType<typeof storageKeys>;

/**
 * What a desk editor edits: an article, a poll, a newsletter issue, a writer, a video or a gallery (by id), the header
 * and home pages, a sponsor block's dialog, the front page.
 */
export type DeskDocument = 'article' | 'poll' | 'home' | 'commercial' | 'front' | 'issue' | 'writer' | 'video' | 'gallery';

/**
 * The desk's one key scheme for an editor's copy on this device: `<slug>:desk-<document>`, and `:<id or 'new'>`
 * for a document that has ids (the pages and the one open sponsor dialog have none).
 */
export function deskCopyKey(keys: StorageKeys, document: DeskDocument, id?: string | null): string {
  const prefix = { article: keys.deskArticle, poll: keys.deskPoll, home: keys.deskHome, commercial: keys.deskCommercial, front: keys.deskFront, issue: keys.deskIssue, writer: keys.deskWriter, video: keys.deskVideo, gallery: keys.deskGallery }[document];
  return id === undefined ? prefix : `${prefix}:${id ?? 'new'}`;
}

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
