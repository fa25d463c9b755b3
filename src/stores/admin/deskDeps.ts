import type { ApiClient } from '../../api/client';
import type { DeskDocument, KeyValueStorage } from '../../lib/storage';

/** What the desk's stores need from the app, handed in (tests and stories pass their own timers and clock). */
export interface DeskDeps {
  readonly api: ApiClient;
  readonly storage: KeyValueStorage;
  /** Where an editor's copy of its work lives on this device: one key scheme for every editor (deskCopyKey). */
  readonly copyKey: (document: DeskDocument, id?: string | null) => string;
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
