import { makeAutoObservable, runInAction } from 'mobx';
import { boolean, number, object, optional, type Struct } from 'superstruct';
import { ADMIN_ARTICLE_ERRORS } from '../../../contracts/adminArticles';
import { GENERIC_ERRORS } from '../../../contracts/common';
import { ApiFailure } from '../../api/client';
import type { Resource } from '../../lib/Resource';
import { readStored, writeStored } from '../../lib/storage';
import type { DeskDeps } from './deskDeps';
import { isVersionConflict } from './versionConflict';

/** A file refused before it was sent (or by the server, for the same reason): a picture, a banner, an audio file. */
export type UploadRefusal = 'imageType' | 'imageTooLarge' | 'bannerType' | 'bannerTooLarge' | 'audioType' | 'audioTooLarge';

/** What went wrong last in a desk editor (SPEC §3 error): one type for every editor, said by one set of messages. */
export type DeskError =
  | { readonly kind: 'invalid' | 'offline' | 'sessionExpired' | 'notFound' | 'notAllowed' | 'conversionUnavailable' | UploadRefusal }
  | { readonly kind: 'server'; readonly message: string; readonly field?: string | undefined };

/** The status line's word for the work (EditSession.saveState). */
export type SaveState = 'saved' | 'saving' | 'unsaved' | 'offline' | 'conflict';

/** What the session itself reports as done: the copy put back, or their version kept in a conflict. */
export type SessionSuccess = 'restored' | 'restoredAfterSignIn' | 'keptTheirs';

/**
 * A failed desk call in the desk's words: no answer is "offline", a 401 the end of the session, a 404 "not found"
 * (only with the endpoint's own `notFound` text when it has other 404s, such as a story that is gone), anything
 * else the server's message under its field.
 */
export function deskFailure(error: unknown, notFound?: string): DeskError {
  const failure = error instanceof ApiFailure ? error : null;
  const message = failure?.serverMessage;
  if (failure?.status === 401) return { kind: 'sessionExpired' };
  if (failure?.status === 0) return { kind: 'offline' };
  if (failure?.status === 404 && (notFound === undefined || message === notFound)) return { kind: 'notFound' };
  // The role changed under the editor (an administrator gave another), or a contributor's story went out meanwhile.
  if (failure?.status === 403 && (message === GENERIC_ERRORS.roleRefused || message === ADMIN_ARTICLE_ERRORS.ownDraftsOnly)) return { kind: 'notAllowed' };
  if (message === ADMIN_ARTICLE_ERRORS.imageType) return { kind: 'imageType' };
  if (message === ADMIN_ARTICLE_ERRORS.imageTooLarge) return { kind: 'imageTooLarge' };
  return { kind: 'server', message: message ?? 'Request failed', field: failure?.serverField };
}

/** A failed desk call beside an editor (its history, its preview links): said in the desk's words; a 401 ends the session. */
export function deskCallFailed(deps: Pick<DeskDeps, 'sessionExpired'>, error: unknown): DeskError {
  const failure = deskFailure(error);
  if (failure.kind === 'sessionExpired') deps.sessionExpired();
  return failure;
}

/** Reads `resource` anew: null when the server answered, else its failure as deskCallFailed says it. */
export async function reloadDesk(deps: Pick<DeskDeps, 'sessionExpired'>, resource: Resource<unknown>): Promise<DeskError | null> {
  await resource.load(true);
  return resource.status === 'error' ? deskCallFailed(deps, resource.error) : null;
}

/** Two values compared as the JSON a save would send, whatever order their keys came in. */
export function sameValue(a: unknown, b: unknown): boolean {
  const sorted = (value: unknown) =>
    JSON.stringify(value, (_key, item: unknown) =>
      item !== null && typeof item === 'object' && !Array.isArray(item) ? Object.fromEntries(Object.entries(item).sort(([x], [y]) => (x < y ? -1 : 1))) : item,
    );
  return sorted(a) === sorted(b);
}

/** The problem to show under `field`, of those the form shows now. */
export function problemFor<P extends { readonly field: unknown }>(problems: readonly P[], field: P['field']): P | undefined {
  return problems.find((problem) => problem.field === field);
}

/** The copy kept on this device: the values, the version(s) they were written on, when, and whether a 401 wrote it. */
export interface LocalCopy<V, B> {
  readonly values: V;
  readonly baseVersion: B;
  readonly savedAt: number;
  readonly sessionExpired?: boolean | undefined;
}

/** One field a conflict compares: what it is (the difference carries it), how it is read, and how two compare. */
export interface DeskField<V, F> {
  readonly at: F;
  readonly read: (values: V) => unknown;
  readonly key?: (value: unknown) => string;
}

export type Difference<F> = F & { readonly theirs: unknown; readonly mine: unknown };

/** What an editor tells its session about the document it edits. */
export interface SessionDocument<V, B, F, D> {
  /** The form's values and the version(s) they are based on, made from the server's copy. */
  readonly valuesOf: (server: D) => V;
  readonly versionOf: (server: D) => B;
  /** A save refused with this text (409) means someone saved first: `latest` reads their copy. */
  readonly conflict?: { readonly message: string; readonly latest: () => Promise<D> };
  /** The endpoint's "not found" text, when it has other 404s (deskFailure). */
  readonly notFound?: string;
  /** Where the copy lives (DeskDeps.copyKey: one scheme for every editor). */
  readonly key: () => string;
  /** The copy's shape (V's and B's): storage may hold anything, and a copy that has lost its shape is dropped. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a struct of V may describe it with mutable arrays
  readonly values: Struct<any, any>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- likewise for B
  readonly baseVersion: Struct<any, any>;
  /** 'always': every change is kept on this device at once; 'sessionEnd': only the work a 401 would lose. */
  readonly keep: 'always' | 'sessionEnd';
  /** Whether two values say the same to the server (default: their JSON). */
  readonly same?: (a: V, b: V) => boolean;
  /** The fields a conflict shows side by side, in the form's order. */
  readonly fields: (theirs: V, mine: V) => readonly DeskField<V, F>[];
  /** Whether the values pass the desk's checks now: a change clears an "invalid" error once they do. */
  readonly valid: () => boolean;
  /** Values put back from a copy, made fit for this form (new ids for what the server has not seen). */
  readonly restored?: (values: V) => V;
  /** While unsaved, the server gets the work every `ms` (a new document waits for its first save by hand). */
  readonly autosave?: { readonly ms: number; readonly when: () => boolean; readonly run: () => Promise<void> };
}

/**
 * One desk document being edited (docs/decisions/057): its values with the version they are based on, the copy
 * on this device under the desk's one key scheme (kept at every change or only when the session ends, put back
 * after the sign-in or offered after a reload), the autosave, the conflict with someone else's save (theirs,
 * mine and what differs, field by field) and the status the screen says (busy, error, success). Each editor
 * store composes one and keeps only what is its own: its fields, checks and calls.
 */
export class EditSession<V, B, F, D, S extends string> {
  loadStatus: 'idle' | 'loading' | 'ready' | 'error';
  /** The server's copy as last seen; null until loaded, and for a new document. */
  server: D | null = null;
  values: V;
  /** The server's values as last seen (or a new document's blank ones): what "unsaved" is measured against. */
  saved: V;
  baseVersion: B;
  savedBase: B;
  updating = false;
  autosaving = false;
  /** The last call got no answer; cleared by the next answer. */
  offline = false;
  error: DeskError | null = null;
  success: S | SessionSuccess | null = null;
  /** A save (or a publish) was tried: what is missing is said from now on. */
  attempted: false | 'save' | 'publish' = false;
  /** Someone else saved first: their copy, until the editor chooses. */
  conflict: { readonly theirs: D } | null = null;
  /** A copy newer than the server's, waiting for the editor to restore or discard it (keep 'always' only). */
  restoreOffer: LocalCopy<V, B> | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly deps: DeskDeps,
    private readonly document: SessionDocument<V, B, F, D>,
    start: { readonly values: V; readonly baseVersion: B; readonly loadStatus: EditSession<V, B, F, D, S>['loadStatus'] },
  ) {
    this.values = start.values;
    this.saved = start.values;
    this.baseVersion = start.baseVersion;
    this.savedBase = start.baseVersion;
    this.loadStatus = start.loadStatus;
    makeAutoObservable<this, 'deps' | 'document' | 'timer'>(this, { deps: false, document: false, timer: false }, { autoBind: true });
  }

  same(a: V, b: V): boolean {
    return (this.document.same ?? sameValue)(a, b);
  }

  get dirty(): boolean {
    return !this.same(this.values, this.saved) || !sameValue(this.baseVersion, this.savedBase);
  }

  /** The status line's word; "offline" only where the work is kept on this device all along. */
  get saveState(): SaveState {
    if (this.conflict) return 'conflict';
    if (this.updating || this.autosaving) return 'saving';
    if (this.offline && this.document.keep === 'always') return 'offline';
    return this.dirty ? 'unsaved' : 'saved';
  }

  /** Their copy, while someone else's save waits for the editor's choice; null without a conflict. */
  get theirs(): D | null {
    return this.conflict?.theirs ?? null;
  }

  /** The field the server refused (named with its message), or null. */
  get refusedField(): string | null {
    const error = this.error;
    return error?.kind === 'server' && error.field ? error.field : null;
  }

  get differences(): Difference<F>[] {
    const conflict = this.conflict;
    if (!conflict) return [];
    const values = this.document.valuesOf(conflict.theirs);
    const key = (field: DeskField<V, F>, value: unknown) => (field.key ? field.key(value) : typeof value === 'string' ? value : JSON.stringify(value));
    return this.document.fields(values, this.values).flatMap((field) => {
      const [theirs, mine] = [field.read(values), field.read(this.values)];
      return key(field, theirs) === key(field, mine) ? [] : [{ ...field.at, theirs, mine }];
    });
  }

  /** Loads the document (`read` takes it in), then puts back or offers a copy kept on this device. */
  async load(read: () => Promise<number>): Promise<void> {
    this.loadStatus = 'loading';
    try {
      const serverTime = await read();
      runInAction(() => {
        this.loadStatus = 'ready';
        // An answer came: what an earlier try reported (offline, a server error) is over.
        this.error = null;
        this.recall(serverTime);
      });
    } catch (error) {
      runInAction(() => {
        this.loadStatus = 'error';
        this.fail(error);
      });
    }
  }

  /**
   * Opens the document: `fetch` reads the server's copy (null for a new one: nothing to read; `blank` then gives its
   * values, when the editor knows them only now), `timeOf` says when it was saved (a copy kept on this device that is
   * newer is offered). A copy kept when the session ended comes back at once.
   */
  open(fetch: (() => Promise<D>) | null, timeOf: (server: D) => number = () => 0, blank?: V): Promise<void> {
    if (fetch === null) {
      // A new document: its blank values (when the editor gives them only now), then a copy kept of it.
      if (blank) this.take(null, false, blank);
      this.loadStatus = 'ready';
      this.recall(0);
      return Promise.resolve();
    }
    return this.load(async () => {
      const server = await fetch();
      runInAction(() => this.take(server));
      return timeOf(server);
    });
  }

  /** Opens a document kept by its id (null: a new one, nothing to read), `read` reading it. */
  openById(id: string | null, read: (id: string) => Promise<D>): Promise<void> {
    return this.open(id === null ? null : () => read(id));
  }

  /**
   * The server's copy becomes what the values are measured against, and the values too (`keepTyped`: what was
   * typed while a save was on its way stays, and stays unsaved). `values` for a new document's blank ones.
   */
  take(server: D | null, keepTyped = false, values: V | null = server && this.document.valuesOf(server)): void {
    this.server = server;
    if (values === null) return;
    if (!keepTyped) this.values = values;
    this.saved = values;
    if (server) this.baseVersion = this.savedBase = this.document.versionOf(server);
    this.conflict = null;
  }

  /**
   * One part of a document kept in parts saved (a page of "Header & home", an edition's front page): the server's
   * copy of that part and its version. The other parts keep the versions their values were based on, and what was
   * typed in them stays; in this part too with `keepTyped` (typed while its save was on its way).
   */
  takePart<K extends keyof D & keyof B & keyof V>(part: K, saved: D[K], version: B[K], keepTyped: boolean): void {
    const server = this.server;
    if (!server) return;
    const base = { ...this.baseVersion, [part]: version };
    const savedBase = { ...this.savedBase, [part]: version };
    const typed = this.values;
    this.take({ ...server, [part]: saved }, true);
    this.baseVersion = base;
    this.savedBase = savedBase;
    if (!keepTyped) this.values = { ...typed, [part]: this.saved[part] };
  }

  /**
   * One call the screen waits for: busy meanwhile, its failure said. A refusal because someone saved first meets
   * their version; `again` (a save) is then sent again from it when nothing differs — once.
   */
  async run(call: () => Promise<void>, again?: () => Promise<boolean>): Promise<boolean> {
    this.begin();
    try {
      await call();
      return true;
    } catch (error) {
      return (await this.met(error, again === undefined)) && again ? await again() : false;
    } finally {
      runInAction(() => (this.updating = false));
    }
  }

  /**
   * Saves the values by hand: `write` makes the document (given null) or saves it (given the server's copy). Refused
   * here while they fail the desk's checks (or the editor's own `valid`); sent (send), the success is said ('created'
   * or `saved`) and `told` hears of it.
   */
  async save(write: (server: D | null) => Promise<D>, told: (server: D, created: boolean) => void, saved: S | (() => S), created: S, valid = this.document.valid): Promise<boolean> {
    // A publish that was tried stays said: what it lacks is shown on.
    this.attempted = this.attempted || 'save';
    if (!valid()) return this.refuse({ kind: 'invalid' }, 'save');
    const creating = this.server === null;
    this.begin();
    const stored = await this.send(write);
    runInAction(() => {
      this.updating = false;
      if (!stored) return;
      this.success = creating ? created : typeof saved === 'function' ? saved() : saved;
      this.attempted = false;
      told(stored, creating);
    });
    return stored !== null;
  }

  /**
   * Sends the values, by hand or by the autosave (busy and success are the caller's); the server's copy, or null when
   * it did not take them. Saved, that copy is the new base (what was typed while it was on its way stays, and stays
   * unsaved) and the copy on this device follows it. Someone's save since is met as a conflict; when theirs says
   * what mine says, mine goes again from their version — once (`rebased`).
   */
  async send(write: (server: D | null) => Promise<D>, rebased = false): Promise<D | null> {
    const server = this.server;
    const sent = this.values;
    try {
      const stored = await write(server);
      runInAction(() => {
        // A new document's copy may be kept under its id from now on: the one kept while it was new goes.
        if (server === null) this.dropCopy();
        this.answered();
        this.take(stored, !this.same(this.values, sent));
        if (this.document.keep === 'always') this.keep();
        else this.dropCopy();
      });
      return stored;
    } catch (error) {
      return (await this.met(error, rebased)) ? this.send(write, true) : null;
    }
  }

  /**
   * Saves a document kept in parts (the pages of "Header & home", the editions of a front page): each part that
   * changed, `write` sending it with the version it was opened at. A conflict on any is met once all were tried.
   */
  saveParts<K extends keyof D & keyof B & keyof V>(parts: readonly K[], write: (part: K, version: B[K], sent: V) => Promise<{ readonly saved: D[K]; readonly version: B[K] }>, saved: S, rebased = false): Promise<boolean> {
    if (this.server === null) return Promise.resolve(false);
    if (!this.document.valid()) return Promise.resolve(this.refuse({ kind: 'invalid' }, 'save'));
    this.attempted = 'save';
    const sent = this.values;
    return this.run(
      async () => {
        let conflict: ApiFailure | null = null;
        for (const part of parts) {
          if (!this.partDirty(part)) continue;
          try {
            const answer = await write(part, this.baseVersion[part], sent);
            runInAction(() => this.takePart(part, answer.saved, answer.version, this.values[part] !== sent[part]));
          } catch (error) {
            if (!isVersionConflict(error, this.document.conflict?.message ?? '')) throw error;
            conflict = error;
          }
        }
        if (conflict) throw conflict;
        runInAction(() => {
          this.attempted = false;
          this.success = saved;
        });
      },
      rebased ? undefined : () => this.saveParts(parts, write, saved, true),
    );
  }

  /** Whether one part of a document kept in parts has changed since it was saved (or is based on another version). */
  partDirty(part: keyof B & keyof V): boolean {
    return this.server !== null && (JSON.stringify(this.values[part]) !== JSON.stringify(this.saved[part]) || this.baseVersion[part] !== this.savedBase[part]);
  }

  /**
   * A call beside the save that the screen shows on its own (an upload): the last error and success are cleared,
   * its failure is said, and `done` follows it either way. True when it went through.
   */
  async aside(call: () => Promise<void>, done: () => void): Promise<boolean> {
    this.error = this.success = null;
    try {
      await call();
      return true;
    } catch (error) {
      runInAction(() => this.fail(error));
      return false;
    } finally {
      runInAction(done);
    }
  }

  /** A call beside the form (a list to choose from, a preview) whose 401 ends the session as the session's own do. */
  async guard<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof ApiFailure && error.status === 401) runInAction(() => this.endSession());
      throw error;
    }
  }

  /** A failed call: someone else's save is loaded and met (true: send mine again), anything else said. */
  async met(error: unknown, rebased: boolean): Promise<boolean> {
    const conflict = this.document.conflict;
    if (!conflict || !isVersionConflict(error, conflict.message)) {
      runInAction(() => this.fail(error));
      return false;
    }
    try {
      const theirs = await conflict.latest();
      return runInAction(() => this.meet(theirs, rebased));
    } catch (failure) {
      runInAction(() => this.fail(failure));
      return false;
    }
  }

  change(next: V): void {
    this.values = next;
    this.success = null;
    if (this.error?.kind === 'invalid' && this.document.valid()) this.error = null;
    if (this.document.keep === 'always') this.keep();
    this.scheduleAutosave();
  }

  begin(): void {
    this.updating = true;
    this.error = null;
    this.success = null;
  }

  /** A call answered: whatever "offline" or server error an earlier one reported is over. */
  answered(): void {
    this.offline = false;
    if (this.error?.kind === 'offline' || this.error?.kind === 'server') this.error = null;
  }

  /** Refused here, before anything was sent (`attempted`: from now on the missing fields are said too). */
  refuse(error: DeskError, attempted?: 'save' | 'publish'): false {
    if (attempted) this.attempted = attempted;
    this.error = error;
    this.success = null;
    return false;
  }

  fail(error: unknown): void {
    const failure = deskFailure(error, this.document.notFound);
    if (failure.kind === 'offline') this.offline = true;
    if (failure.kind === 'sessionExpired') this.endSession();
    else this.error = failure;
  }

  /**
   * The admin session ended: the work is kept on this device, marked to come back after the sign-in, and the desk
   * shows the sign-in. A load that failed has no work of the editor's in the form: the copy is left as it was.
   */
  endSession(): void {
    if (this.loadStatus === 'ready' && this.dirty) this.keep(true);
    this.cancelAutosave();
    this.error = { kind: 'sessionExpired' };
    this.deps.sessionExpired();
  }

  // ---- the copy on this device ----------------------------------------------------------------------------

  private get copyStruct() {
    return object({ values: this.document.values, baseVersion: this.document.baseVersion, savedAt: number(), sessionExpired: optional(boolean()) });
  }

  readCopy(): LocalCopy<V, B> | undefined {
    return readStored(this.deps.storage, this.document.key(), this.copyStruct) as LocalCopy<V, B> | undefined;
  }

  /** Written at once (keep 'always') or when the session ends: a crash, a reload or a lost session loses nothing. */
  keep(sessionExpired = false): void {
    if (!this.dirty && !sessionExpired) return this.dropCopy();
    const copy: LocalCopy<V, B> = { values: this.values, baseVersion: this.baseVersion, savedAt: this.deps.clock() };
    writeStored(this.deps.storage, this.document.key(), sessionExpired ? { ...copy, sessionExpired: true } : copy);
  }

  dropCopy(): void {
    this.deps.storage.removeItem(this.document.key());
  }

  /**
   * A copy written when the session ended comes back at once; one written as the editor typed is offered when it
   * is newer than the server's (`serverTime`), dropped when the server has been saved since.
   */
  recall(serverTime: number, copy: LocalCopy<V, B> | undefined = this.readCopy()): void {
    if (!copy) return;
    if (this.same(copy.values, this.values)) return this.dropCopy();
    if (copy.sessionExpired) {
      this.apply(copy);
      this.success = 'restoredAfterSignIn';
    } else if (this.document.keep === 'always' && copy.savedAt > serverTime) this.restoreOffer = copy;
    else this.dropCopy();
  }

  private apply(copy: LocalCopy<V, B>): void {
    this.values = this.document.restored ? this.document.restored(copy.values) : copy.values;
    // With the version it was written on: a save must meet a change saved meanwhile as a conflict, not pass it.
    if (copy.baseVersion !== null) this.baseVersion = copy.baseVersion;
    this.restoreOffer = null;
    if (this.document.keep === 'always') this.keep();
    else this.dropCopy();
    this.scheduleAutosave();
  }

  restore(): void {
    if (!this.restoreOffer) return;
    this.apply(this.restoreOffer);
    this.success = 'restored';
  }

  discard(): void {
    this.restoreOffer = null;
    this.dropCopy();
  }

  // ---- someone else saved first ---------------------------------------------------------------------------

  /**
   * Their version is shown beside mine; the work stays in the values (and on this device). Returns true when
   * theirs says what mine says in every field compared (often my own save, landed after its answer was lost):
   * their version is then the base, and the caller sends mine again — once (`rebased`).
   */
  meet(theirs: D, rebased: boolean): boolean {
    this.conflict = { theirs };
    this.error = null;
    this.offline = false;
    this.cancelAutosave();
    if (rebased || this.differences.length > 0) return false;
    this.adoptTheirs();
    return true;
  }

  /** "Save mine over theirs": their copy becomes what the next save is based on. False without a conflict. */
  adoptTheirs(): boolean {
    const conflict = this.conflict;
    if (conflict) this.take(conflict.theirs, true);
    return conflict !== null;
  }

  /** "Keep their version": theirs becomes the values; mine is dropped, here and on this device. */
  keepTheirs(): void {
    const conflict = this.conflict;
    if (!conflict) return;
    this.take(conflict.theirs);
    this.dropCopy();
    this.attempted = false;
    this.error = null;
    this.success = 'keptTheirs';
  }

  // ---- autosave --------------------------------------------------------------------------------------------

  /** While unsaved, the server gets the work every `ms` (not after a pause: one who types on is saved too). */
  scheduleAutosave(): void {
    const autosave = this.document.autosave;
    if (!autosave?.when() || this.timer !== null || this.conflict || this.error?.kind === 'sessionExpired') return;
    this.timer = this.deps.setTimer(() => {
      this.timer = null;
      void this.autosave(autosave);
    }, autosave.ms);
  }

  private async autosave(autosave: { readonly when: () => boolean; readonly run: () => Promise<void> }): Promise<void> {
    if (!this.dirty || this.updating || this.autosaving || this.conflict || !autosave.when()) return;
    this.autosaving = true;
    await autosave.run();
    runInAction(() => {
      this.autosaving = false;
      // Changed while it was sent, or it failed offline: the next one follows (not with an ended session).
      if (this.dirty) this.scheduleAutosave();
    });
  }

  cancelAutosave(): void {
    if (this.timer !== null) this.deps.clearTimer(this.timer);
    this.timer = null;
  }
}
