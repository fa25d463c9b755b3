import type { ApiClient } from '../../api/client';
import type { KeyValueStorage } from '../../lib/storage';

/** What the desk's stores need from the app, handed in (tests and stories pass their own timers and clock). */
export interface DeskDeps {
  readonly api: ApiClient;
  readonly storage: KeyValueStorage;
  /** Prefix of the articles' local copies (storageKeys().deskArticle). */
  readonly storagePrefix: string;
  /** Where "Header & home" keeps its work across an ended session (storageKeys().deskHome). */
  readonly homeStorageKey: string;
  readonly clock: () => number;
  readonly setTimer: (run: () => void, ms: number) => ReturnType<typeof setTimeout>;
  readonly clearTimer: (timer: ReturnType<typeof setTimeout>) => void;
  /** An admin call answered 401: the session ended (the desk shows the sign-in; the work is kept). */
  readonly sessionExpired: () => void;
  /** Unique ids (the creates' idempotency keys); the browser's crypto.randomUUID by default. */
  readonly newId?: () => string;
  /** The upload's request (tests hand in a stand-in that reports progress). */
  readonly createRequest?: () => XMLHttpRequest;
}
