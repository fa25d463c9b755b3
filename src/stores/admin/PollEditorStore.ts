import { makeAutoObservable, runInAction } from 'mobx';
import {
  ADMIN_POLL_ERRORS,
  POLL_LIMITS,
  type AdminPoll,
  type PollInput,
  type PollStory,
} from '../../../contracts/adminPolls';
import { LOCALES, type Locale } from '../../../contracts/common';
import {
  closeAdminPoll,
  createAdminPoll,
  deleteAdminPoll,
  getAdminPoll,
  saveAdminPoll,
  searchPollStories,
  setAdminPollStory,
} from '../../api/adminPolls';
import { ApiFailure } from '../../api/client';
import { Resource } from '../../lib/Resource';
import { CreateKey } from './CreateKey';
import type { DeskDeps } from './deskDeps';
import { isVersionConflict } from './versionConflict';

type PerLocale<T> = Record<Locale, T>;

export interface VariantValue {
  /** Stable across moves, for React's keys and focus (a new option has no server id yet). */
  readonly key: string;
  /** The server's id: an option readers may have voted for. */
  readonly _id?: string | undefined;
  readonly votes: number;
  readonly data: PerLocale<{ readonly text: string }>;
}

export interface PollValues {
  readonly data: PerLocale<{ readonly question: string }>;
  readonly variants: readonly VariantValue[];
  /** As a `datetime-local` control holds it: the editor's own time zone, to the minute. */
  readonly endsAt: string;
  readonly story: PollStory | null;
}

/** Where a message belongs: a question, an option's text, the options as a whole, the end time, the story. */
export type PollField = `data.${Locale}.question` | `variants.${number}.data.${Locale}.text` | 'variants' | 'endsAt' | 'story';

export type PollProblem =
  | { readonly kind: 'required' }
  | { readonly kind: 'tooLong'; readonly max: number }
  | { readonly kind: 'tooFewVariants' }
  | { readonly kind: 'endMissing' }
  | { readonly kind: 'endInPast' };

export type PollError =
  | { readonly kind: 'invalid' }
  | { readonly kind: 'offline' }
  | { readonly kind: 'sessionExpired' }
  | { readonly kind: 'notFound' }
  | { readonly kind: 'server'; readonly message: string; readonly field?: string | undefined };

export type PollSuccess = 'created' | 'saved' | 'closed' | 'restoredAfterSignIn';

/** One thing that differs between their saved poll and the form: a text, the end time (ISO) or the story. */
export type PollDifference =
  | { readonly field: 'question'; readonly locale: Locale; readonly theirs: string; readonly mine: string }
  | { readonly field: 'option'; readonly index: number; readonly locale: Locale; readonly theirs: string; readonly mine: string }
  | { readonly field: 'endsAt'; readonly theirs: string; readonly mine: string }
  | { readonly field: 'story'; readonly theirs: PollStory | null; readonly mine: PollStory | null };

/** What a kept copy must look like to be put back in the form (storage may hold anything). */
function isPollValues(value: unknown): value is PollValues {
  if (typeof value !== 'object' || value === null) return false;
  const { data, variants, endsAt } = value as Partial<PollValues>;
  const texts = (item: unknown, key: string) =>
    typeof item === 'object' && item !== null && LOCALES.every((locale) => typeof (item as Record<string, Record<string, unknown> | undefined>)[locale]?.[key] === 'string');
  return (
    texts(data, 'question') &&
    Array.isArray(variants) &&
    variants.every((variant: Partial<VariantValue>) => typeof variant.key === 'string' && typeof variant.votes === 'number' && texts(variant.data, 'text')) &&
    typeof endsAt === 'string'
  );
}

const EMPTY_TEXTS = { en: { text: '' }, 'zh-cn': { text: '' }, 'zh-tw': { text: '' } } as const;

/** An ISO time as a `datetime-local` value in the editor's time zone (to the minute). */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value (the editor's time zone) as an ISO time; null when it is not a time. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/**
 * One poll in the desk's editor (/admin/polls/new, /admin/polls/:id): the question and options in three
 * languages, the end time and the story it shows on. Checks what the server checks, as one types (limits) and on
 * saving (what is missing); once readers have voted, options can be neither added nor removed
 * (docs/decisions/045). A failed call keeps every value typed; a 401 ends the desk's session.
 */
export class PollEditorStore {
  poll: AdminPoll | null = null;
  loadStatus: 'loading' | 'ready' | 'error' = 'loading';
  values: PollValues;
  /** A save was tried: what is missing is said from now on (limits are said at once). */
  attempted = false;
  updating = false;
  error: PollError | null = null;
  success: PollSuccess | null = null;
  /** The story search's words, and what it found (null until the first search). */
  storyQuery = '';
  stories: Resource<readonly PollStory[]> | null = null;
  /** The version a save is sent with: the one the form was loaded from, or theirs after "save mine over theirs". */
  baseVersion: number | null = null;
  /** Someone else saved since the form was loaded: their poll, shown beside mine until the editor chooses. */
  conflict: AdminPoll | null = null;
  private nextKey = 1;
  private readonly createKey: CreateKey;
  private pristine = '';

  constructor(
    private readonly deps: DeskDeps,
    readonly id: string | null,
    /** Where the values wait when the session ends under the editor: put back after the sign-in. */
    private readonly keptKey: string,
  ) {
    this.values = {
      data: { en: { question: '' }, 'zh-cn': { question: '' }, 'zh-tw': { question: '' } },
      variants: [this.newVariant(), this.newVariant()],
      // A week from now, on the hour: a poll runs about as long as a story is read.
      endsAt: toLocalInput(new Date(Math.ceil((deps.clock() + 7 * 24 * 3_600_000) / 3_600_000) * 3_600_000).toISOString()),
      story: null,
    };
    this.pristine = this.snapshot;
    if (id === null) this.loadStatus = 'ready';
    this.createKey = new CreateKey(deps.newId ?? (() => crypto.randomUUID()));
    makeAutoObservable<this, 'deps' | 'nextKey' | 'keptKey' | 'createKey'>(
      this,
      { deps: false, nextKey: false, keptKey: false, createKey: false },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    if (this.id === null) {
      this.restoreKept();
      return;
    }
    this.loadStatus = 'loading';
    try {
      const { poll } = await getAdminPoll(this.deps.api, this.id);
      runInAction(() => {
        this.take(poll);
        this.loadStatus = 'ready';
        this.restoreKept();
      });
    } catch (error) {
      runInAction(() => {
        this.loadStatus = 'error';
        this.fail(error);
      });
    }
  }

  /** Readers have voted: the options are fixed (wording, order and the end time are not). */
  get locked(): boolean {
    return (this.poll?.totalVotes ?? 0) > 0;
  }

  get canAddVariant(): boolean {
    return !this.locked && this.values.variants.length < POLL_LIMITS.maxVariants;
  }

  get canRemoveVariant(): boolean {
    return !this.locked && this.values.variants.length > POLL_LIMITS.minVariants;
  }

  get closed(): boolean {
    return this.poll !== null && (this.poll.closed || Date.parse(this.poll.endsAt) <= this.deps.clock());
  }

  /** Every problem of the values now, missing texts included (the screen shows those only once a save was tried). */
  get problems(): ReadonlyMap<PollField, PollProblem> {
    const found = new Map<PollField, PollProblem>();
    const text = (field: PollField, value: string, max: number) => {
      if (value.length > max) found.set(field, { kind: 'tooLong', max });
      else if (!value.trim()) found.set(field, { kind: 'required' });
    };
    for (const locale of LOCALES) text(`data.${locale}.question`, this.values.data[locale].question, POLL_LIMITS.question);
    this.values.variants.forEach((variant, index) => {
      for (const locale of LOCALES) text(`variants.${index}.data.${locale}.text`, variant.data[locale].text, POLL_LIMITS.variant);
    });
    if (this.values.variants.length < POLL_LIMITS.minVariants) found.set('variants', { kind: 'tooFewVariants' });
    const endsAt = fromLocalInput(this.values.endsAt);
    if (endsAt === null) found.set('endsAt', { kind: 'endMissing' });
    else if (Date.parse(endsAt) <= this.deps.clock() && !this.endUnchanged) found.set('endsAt', { kind: 'endInPast' });
    return found;
  }

  /** The problem to show under a field: limits and a past end time at once, what is missing after a save was tried. */
  problemOf(field: PollField): PollProblem | undefined {
    const problem = this.problems.get(field);
    if (!problem) return undefined;
    return this.attempted || problem.kind === 'tooLong' || problem.kind === 'endInPast' ? problem : undefined;
  }

  /** The server named a field: its message shows there as well as in the status line. */
  serverErrorOf(field: PollField): string | undefined {
    return this.error?.kind === 'server' && this.error.field === field ? this.error.message : undefined;
  }

  /** Something typed since the poll was loaded, saved or opened blank. */
  get dirty(): boolean {
    return this.snapshot !== this.pristine;
  }

  setQuestion(locale: Locale, question: string): void {
    this.values = { ...this.values, data: { ...this.values.data, [locale]: { question } } };
    this.touched();
  }

  setVariantText(index: number, locale: Locale, text: string): void {
    this.values = {
      ...this.values,
      variants: this.values.variants.map((variant, at) => (at === index ? { ...variant, data: { ...variant.data, [locale]: { text } } } : variant)),
    };
    this.touched();
  }

  addVariant(): void {
    if (!this.canAddVariant) return;
    this.values = { ...this.values, variants: [...this.values.variants, this.newVariant()] };
    this.touched();
  }

  removeVariant(index: number): void {
    if (!this.canRemoveVariant) return;
    this.values = { ...this.values, variants: this.values.variants.filter((_variant, at) => at !== index) };
    this.touched();
  }

  /** Moves an option up (-1) or down (+1); its votes go with it. */
  moveVariant(index: number, by: -1 | 1): void {
    const target = index + by;
    const variants = [...this.values.variants];
    const [moving] = variants.splice(index, 1);
    if (!moving || target < 0 || target > variants.length) return;
    variants.splice(target, 0, moving);
    this.values = { ...this.values, variants };
    this.touched();
  }

  setEndsAt(endsAt: string): void {
    this.values = { ...this.values, endsAt };
    this.touched();
  }

  setStoryQuery(query: string): void {
    this.storyQuery = query.slice(0, POLL_LIMITS.query);
  }

  /** Looks for stories by the words of their titles (every language, both Chinese scripts). */
  searchStories(): Promise<void> {
    const { api } = this.deps;
    const query = this.storyQuery.trim();
    this.stories = new Resource(async () => {
      try {
        return (await searchPollStories(api, query)).stories;
      } catch (error) {
        if (error instanceof ApiFailure && error.status === 401) this.expire();
        throw error;
      }
    });
    return this.stories.load();
  }

  /** The story the poll will show on, once saved. */
  chooseStory(story: PollStory | null): void {
    this.values = { ...this.values, story };
    this.touched();
  }

  /** Creates or saves the poll, then attaches or detaches it if the story changed; true when all went through. */
  save(): Promise<boolean> {
    return this.send(false);
  }

  /** `rebased`: this is the second try, from their version, after a conflict in which nothing differed. */
  private async send(rebased: boolean): Promise<boolean> {
    this.attempted = true;
    if (this.problems.size > 0) {
      this.error = { kind: 'invalid' };
      this.success = null;
      return false;
    }
    this.begin();
    const creating = this.poll === null;
    try {
      const input = this.inputOf();
      let poll = this.poll ? (await saveAdminPoll(this.deps.api, this.poll._id, this.baseVersion ?? this.poll.version, input)).poll : await this.create(input);
      // Saved: from here a failure leaves the poll stored, only its story unchanged.
      runInAction(() => {
        this.poll = poll;
        this.baseVersion = poll.version;
      });
      const story = this.values.story;
      if ((story?.id ?? null) !== (poll.story?.id ?? null) || story?.kind !== poll.story?.kind) {
        poll = (await setAdminPollStory(this.deps.api, poll._id, story ? { kind: story.kind, id: story.id } : null)).poll;
      }
      runInAction(() => {
        this.take(poll);
        this.success = creating ? 'created' : 'saved';
      });
      return true;
    } catch (error) {
      const theirs = isVersionConflict(error, ADMIN_POLL_ERRORS.versionConflict) && this.poll ? await this.latest(this.poll._id) : null;
      runInAction(() => {
        if (theirs) this.conflict = theirs;
        else this.fail(error);
      });
      // Their version says what mine says in every field (often my own save, which landed after its answer was
      // lost): nothing to choose between, so mine goes again from theirs, once.
      if (theirs && !rebased && this.differences.length === 0) {
        runInAction(() => {
          this.conflict = null;
          this.poll = theirs;
          this.baseVersion = theirs.version;
        });
        return this.send(true);
      }
      return false;
    } finally {
      runInAction(() => {
        this.updating = false;
      });
    }
  }

  /**
   * The create under its idempotency key: a retry after a lost answer gets the poll the first try made. When the
   * form changed between the tries, that answer may hold the first try's texts, so the form is saved over it.
   */
  private async create(input: PollInput): Promise<AdminPoll> {
    const { answer, changed } = await this.createKey.send(input, (key) => createAdminPoll(this.deps.api, input, key));
    const { poll } = answer;
    if (!changed) return poll;
    runInAction(() => {
      this.poll = poll;
      this.baseVersion = poll.version;
    });
    return (await saveAdminPoll(this.deps.api, poll._id, poll.version, input)).poll;
  }

  /** Every field where their saved poll and the form differ (options by place, in every language). */
  get differences(): readonly PollDifference[] {
    const theirs = this.conflict;
    if (!theirs) return [];
    const found: PollDifference[] = [];
    for (const locale of LOCALES) {
      const [a, b] = [theirs.data[locale].question, this.values.data[locale].question];
      if (a !== b) found.push({ field: 'question', locale, theirs: a, mine: b });
    }
    const count = Math.max(theirs.variants.length, this.values.variants.length);
    for (let index = 0; index < count; index += 1) {
      for (const locale of LOCALES) {
        const a = theirs.variants[index]?.data[locale].text ?? '';
        const b = this.values.variants[index]?.data[locale].text ?? '';
        if (a !== b) found.push({ field: 'option', index, locale, theirs: a, mine: b });
      }
    }
    const mineEnd = fromLocalInput(this.values.endsAt) ?? '';
    if (toLocalInput(theirs.endsAt) !== this.values.endsAt) found.push({ field: 'endsAt', theirs: theirs.endsAt, mine: mineEnd });
    const [storyA, storyB] = [theirs.story, this.values.story];
    if (storyA?.kind !== storyB?.kind || storyA?.id !== storyB?.id) found.push({ field: 'story', theirs: storyA, mine: storyB });
    return found;
  }

  /** The conflict: drop what I typed, take their poll into the form. */
  keepTheirs(): void {
    const theirs = this.conflict;
    if (!theirs) return;
    this.take(theirs);
    this.error = null;
    this.success = null;
  }

  /** The conflict: save mine over theirs, having seen them (as a save from their version). */
  saveMine(): Promise<boolean> {
    const theirs = this.conflict;
    if (!theirs) return Promise.resolve(false);
    this.poll = theirs;
    this.baseVersion = theirs.version;
    return this.save();
  }

  /** The poll as the server has it now (null when it is gone or cannot be read). */
  private async latest(id: string): Promise<AdminPoll | null> {
    try {
      return (await getAdminPoll(this.deps.api, id)).poll;
    } catch {
      return null;
    }
  }

  /** Ends voting now: readers see the results. Unsaved changes stay in the form. */
  async closeNow(): Promise<void> {
    if (!this.poll) return;
    this.begin();
    try {
      const { poll } = await closeAdminPoll(this.deps.api, this.poll._id);
      runInAction(() => {
        // An unchanged end time follows the server's (now); an edited one is the editor's to keep or drop.
        const wasDirty = this.dirty;
        const follow = this.endUnchanged;
        // Closing an open poll is one more version: the form follows it only when nobody else saved in between
        // (a later save then meets their change as a conflict, never overwrites it).
        const wasOpen = this.poll !== null && !this.poll.closed;
        if (wasOpen && this.baseVersion !== null && poll.version === this.baseVersion + 1) this.baseVersion = poll.version;
        this.poll = poll;
        if (follow) this.values = { ...this.values, endsAt: toLocalInput(poll.endsAt) };
        if (!wasDirty) this.pristine = this.snapshot;
        this.success = 'closed';
      });
    } catch (error) {
      runInAction(() => this.fail(error));
    } finally {
      runInAction(() => {
        this.updating = false;
      });
    }
  }

  /** Deletes the poll (after the screen asked); true when it is gone. */
  async remove(): Promise<boolean> {
    if (!this.poll) return false;
    this.begin();
    try {
      await deleteAdminPoll(this.deps.api, this.poll._id);
      return true;
    } catch (error) {
      runInAction(() => this.fail(error));
      return false;
    } finally {
      runInAction(() => {
        this.updating = false;
      });
    }
  }

  /** The values as the server takes them (texts trimmed by the server, not here: what was typed stays). */
  inputOf(): PollInput {
    return {
      data: this.values.data,
      variants: this.values.variants.map((variant) => ({ ...(variant._id ? { _id: variant._id } : {}), data: variant.data })),
      // An end left as it was is sent as stored, to the millisecond: the form shows minutes, and a stored end
      // between two minutes would otherwise read as a new (past) end for a closed poll.
      endsAt: this.poll && this.endUnchanged ? this.poll.endsAt : (fromLocalInput(this.values.endsAt) ?? this.values.endsAt),
    };
  }

  /** The end time is the stored one (to the minute): a closed poll's wording can be corrected without moving it. */
  private get endUnchanged(): boolean {
    return this.poll !== null && this.values.endsAt === toLocalInput(this.poll.endsAt);
  }

  private get snapshot(): string {
    const { story } = this.values;
    return JSON.stringify([this.values.data, this.values.variants.map(({ _id, data }) => [_id, data]), this.values.endsAt, story && [story.kind, story.id]]);
  }

  private take(poll: AdminPoll): void {
    this.poll = poll;
    this.baseVersion = poll.version;
    this.conflict = null;
    this.values = {
      data: poll.data,
      variants: poll.variants.map((variant) => ({ key: variant._id, _id: variant._id, votes: variant.votes, data: variant.data })),
      endsAt: toLocalInput(poll.endsAt),
      story: poll.story,
    };
    this.pristine = this.snapshot;
  }

  private newVariant(): VariantValue {
    const key = `new-${this.nextKey}`;
    this.nextKey += 1;
    return { key, votes: 0, data: EMPTY_TEXTS };
  }

  private touched(): void {
    this.success = null;
    if (this.error?.kind === 'invalid' && this.problems.size === 0) this.error = null;
  }

  private begin(): void {
    this.updating = true;
    this.error = null;
    this.success = null;
  }

  private expire(): void {
    // The desk shows the sign-in next and this form goes: what was typed waits on this device. A load that failed
    // has nothing of the editor's in the form.
    if (this.loadStatus === 'ready') {
      try {
        // With the version they started from: a save after signing in again must not pass over a change someone
        // else saved meanwhile (it meets the conflict view instead).
        this.deps.storage.setItem(this.keptKey, JSON.stringify({ ...this.values, baseVersion: this.baseVersion }));
      } catch {
        // Storage full or refused: the sign-in still comes; the form's values are all there is.
      }
    }
    this.error = { kind: 'sessionExpired' };
    this.deps.sessionExpired();
  }

  /** Puts back what was typed when the session ended (once: the copy goes). */
  private restoreKept(): void {
    let kept: unknown;
    try {
      kept = JSON.parse(this.deps.storage.getItem(this.keptKey) ?? 'null');
    } catch {
      kept = null;
    }
    this.deps.storage.removeItem(this.keptKey);
    if (!isPollValues(kept)) return;
    const { baseVersion, ...values } = kept as PollValues & { baseVersion?: unknown };
    // Saved from an older version than the one just loaded: the next save is sent from it, so a change saved in
    // between comes back as a conflict, shown side by side, instead of being overwritten.
    if (this.poll && typeof baseVersion === 'number' && baseVersion < this.poll.version) this.baseVersion = baseVersion;
    // New options get keys of this form's own, so they never meet the loaded ones.
    const variants = values.variants.map((variant) => (variant._id ? { ...variant, key: variant._id } : this.newVariant()));
    this.values = { ...values, variants: variants.map((variant, at) => ({ ...variant, data: values.variants[at]!.data })) };
    this.success = 'restoredAfterSignIn';
  }

  private fail(error: unknown): void {
    if (error instanceof ApiFailure && error.status === 401) {
      this.expire();
    } else if (error instanceof ApiFailure && error.status === 0) {
      this.error = { kind: 'offline' };
    } else if (error instanceof ApiFailure && error.status === 404 && error.serverMessage === ADMIN_POLL_ERRORS.notFound) {
      this.error = { kind: 'notFound' };
    } else {
      const failure = error instanceof ApiFailure ? error : null;
      this.error = { kind: 'server', message: failure?.serverMessage ?? 'Request failed', field: failure?.serverField };
    }
  }
}
