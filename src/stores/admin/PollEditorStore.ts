import { makeAutoObservable, runInAction } from 'mobx';
import { integer, nullable } from 'superstruct';
import { ADMIN_POLL_ERRORS, POLL_LIMITS, type AdminPoll, type PollInput, type PollStory } from '../../../contracts/adminPolls';
import { mapLocales, type Locale } from '../../../contracts/common';
import { closeAdminPoll, createAdminPoll, deleteAdminPoll, getAdminPoll, saveAdminPoll, searchPollStories, setAdminPollStory } from '../../api/adminPolls';
import { Resource } from '../../lib/Resource';
import { CreateKey } from './CreateKey';
import type { DeskDeps } from './deskDeps';
import { EditSession } from './EditSession';
import { fromLocalInput, pollFields, pollProblems, PollValuesShape, sameSnapshot, toLocalInput, valuesOf, type DifferenceAt, type PollDifference, type PollField, type PollProblem, type PollValues, type VariantValue } from './pollValues';

export { fromLocalInput, toLocalInput };

export type PollSuccess = 'created' | 'saved' | 'closed';

/**
 * One poll in the desk's editor (/admin/polls/new, /admin/polls/:id): the question and options in every
 * language, the end time and the story it shows on. Checks what the server checks, as one types (limits) and on
 * saving (what is missing); once readers have voted, options can be neither added nor removed
 * (docs/decisions/045). Keeping the work through a failure, an ended session or someone else's save is its
 * EditSession's.
 */
export class PollEditorStore {
  readonly session: EditSession<PollValues, number | null, DifferenceAt, AdminPoll, PollSuccess>;
  /** The story search's words, and what it found (null until the first search). */
  storyQuery = '';
  stories: Resource<readonly PollStory[]> | null = null;
  private nextKey = 1;
  private readonly createKey: CreateKey<Parameters<typeof createAdminPoll>[1]>;

  constructor(
    private readonly deps: DeskDeps,
    readonly id: string | null,
  ) {
    const blank: PollValues = {
      data: mapLocales(() => ({ question: '' })),
      variants: [this.newVariant(), this.newVariant()],
      // A week from now, on the hour: a poll runs about as long as a story is read.
      endsAt: toLocalInput(new Date(Math.ceil((deps.clock() + 7 * 24 * 3_600_000) / 3_600_000) * 3_600_000).toISOString()),
      story: null,
    };
    this.session = new EditSession(
      deps,
      {
        key: () => deps.copyKey('poll', id),
        values: PollValuesShape,
        baseVersion: nullable(integer()),
        valuesOf,
        versionOf: (poll) => poll.version,
        conflict: { message: ADMIN_POLL_ERRORS.versionConflict, latest: async () => (await getAdminPoll(deps.api, this.poll?._id ?? '')).poll },
        notFound: ADMIN_POLL_ERRORS.notFound,
        keep: 'sessionEnd',
        same: sameSnapshot,
        fields: pollFields,
        valid: () => this.problems.size === 0,
        // New options get keys of this form's own, so they never meet the loaded ones.
        restored: (values) => ({ ...values, variants: values.variants.map((variant) => (variant._id ? { ...variant, key: variant._id } : { ...this.newVariant(), data: variant.data })) }),
      },
      { values: blank, baseVersion: null, loadStatus: id === null ? 'ready' : 'loading' },
    );
    this.createKey = new CreateKey(deps.newId ?? (() => crypto.randomUUID()));
    makeAutoObservable<this, 'deps' | 'nextKey' | 'createKey'>(this, { deps: false, nextKey: false, createKey: false, session: false }, { autoBind: true });
  }

  /** Loads the poll, then puts back what was typed when the session ended (once: the copy goes). */
  load(): Promise<void> {
    return this.session.openById(this.id, async (id) => (await getAdminPoll(this.deps.api, id)).poll);
  }

  // What the screen and the tests read of the session; `conflict` is their poll, shown beside mine.
  get poll() { return this.session.server; }
  get values() { return this.session.values; }
  get loadStatus() { return this.session.loadStatus; }
  get error() { return this.session.error; }
  get success() { return this.session.success; }
  get updating() { return this.session.updating; }
  get attempted() { return this.session.attempted !== false; }
  get dirty() { return this.session.dirty; }
  get conflict() { return this.session.theirs; }
  get differences() { return this.session.differences as PollDifference[]; }

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
    return pollProblems(this.values, this.deps.clock(), this.endUnchanged);
  }

  /** The problem to show under a field: limits and a past end time at once, what is missing after a save was tried. */
  problemOf(field: PollField): PollProblem | undefined {
    const problem = this.problems.get(field);
    if (!problem) return undefined;
    return this.attempted || problem.kind === 'tooLong' || problem.kind === 'endInPast' ? problem : undefined;
  }

  /** The server named a field: its message shows there as well as in the status line. */
  serverErrorOf(field: PollField): string | undefined {
    const error = this.error;
    return error?.kind === 'server' && error.field === field ? error.message : undefined;
  }

  setQuestion(locale: Locale, question: string): void {
    this.session.change({ ...this.values, data: { ...this.values.data, [locale]: { question } } });
  }

  setVariantText(index: number, locale: Locale, text: string): void {
    const variants = this.values.variants.map((variant, at) => (at === index ? { ...variant, data: { ...variant.data, [locale]: { text } } } : variant));
    this.session.change({ ...this.values, variants });
  }

  addVariant(): void {
    if (this.canAddVariant) this.session.change({ ...this.values, variants: [...this.values.variants, this.newVariant()] });
  }

  removeVariant(index: number): void {
    if (this.canRemoveVariant) this.session.change({ ...this.values, variants: this.values.variants.filter((_variant, at) => at !== index) });
  }

  /** Moves an option up (-1) or down (+1); its votes go with it. */
  moveVariant(index: number, by: -1 | 1): void {
    const target = index + by;
    const variants = [...this.values.variants];
    const [moving] = variants.splice(index, 1);
    if (!moving || target < 0 || target > variants.length) return;
    variants.splice(target, 0, moving);
    this.session.change({ ...this.values, variants });
  }

  setEndsAt(endsAt: string): void {
    this.session.change({ ...this.values, endsAt });
  }

  setStoryQuery(query: string): void {
    this.storyQuery = query.slice(0, POLL_LIMITS.query);
  }

  /** Looks for stories by the words of their titles (every language, both Chinese scripts). */
  searchStories(): Promise<void> {
    const { api } = this.deps;
    const query = this.storyQuery.trim();
    this.stories = new Resource(() => this.session.guard(async () => (await searchPollStories(api, query)).stories));
    return this.stories.load();
  }

  /** The story the poll will show on, once saved. */
  chooseStory(story: PollStory | null): void {
    this.session.change({ ...this.values, story });
  }

  /** Creates or saves the poll, then attaches or detaches it if the story changed; true when all went through. */
  save(): Promise<boolean> {
    return this.send(false);
  }

  /** `rebased`: this is the second try, from their version, after a conflict in which nothing differed. */
  private async send(rebased: boolean): Promise<boolean> {
    const session = this.session;
    session.attempted = 'save';
    if (this.problems.size > 0) return session.refuse({ kind: 'invalid' });
    session.begin();
    const creating = this.poll === null;
    try {
      const input = this.inputOf();
      let poll = this.poll ? (await saveAdminPoll(this.deps.api, this.poll._id, session.baseVersion ?? this.poll.version, input)).poll : await this.create(input);
      // Saved: from here a failure leaves the poll stored, only its story unchanged.
      runInAction(() => session.take(poll, true));
      const story = this.values.story;
      if ((story?.id ?? null) !== (poll.story?.id ?? null) || story?.kind !== poll.story?.kind) {
        poll = (await setAdminPollStory(this.deps.api, poll._id, story ? { kind: story.kind, id: story.id } : null)).poll;
      }
      runInAction(() => {
        session.take(poll);
        session.success = creating ? 'created' : 'saved';
      });
      return true;
    } catch (error) {
      return (await session.met(error, rebased)) ? await this.send(true) : false;
    } finally {
      runInAction(() => (session.updating = false));
    }
  }

  /**
   * The create under its idempotency key: a retry after a lost answer gets the poll the first try made. When the
   * form changed between the tries, that answer may hold the first try's texts, so the form is saved over it.
   */
  private async create(input: PollInput): Promise<AdminPoll> {
    const { api } = this.deps;
    const { poll } = await this.createKey.create(input, (key, first) => createAdminPoll(api, first, key), ({ poll: made }) => saveAdminPoll(api, made._id, made.version, input));
    return poll;
  }

  /** The conflict: drop what I typed, take their poll into the form. */
  keepTheirs(): void {
    this.session.keepTheirs();
  }

  /** The conflict: save mine over theirs, having seen them (as a save from their version). */
  saveMine(): Promise<boolean> {
    return this.session.adoptTheirs() ? this.save() : Promise.resolve(false);
  }

  /** Ends voting now: readers see the results. Unsaved changes stay in the form. */
  closeNow(): Promise<void> {
    return this.call(async (id) => {
      const { poll } = await closeAdminPoll(this.deps.api, id);
      runInAction(() => {
        const session = this.session;
        // An unchanged end time follows the server's (now); an edited one is the editor's to keep or drop.
        const wasDirty = this.dirty;
        const follow = this.endUnchanged;
        // Closing an open poll is one more version: the form follows it only when nobody else saved in between
        // (a later save then meets their change as a conflict, never overwrites it).
        const wasOpen = this.poll !== null && !this.poll.closed;
        if (wasOpen && session.baseVersion !== null && poll.version === session.baseVersion + 1) session.baseVersion = session.savedBase = poll.version;
        session.server = poll;
        if (follow) session.values = { ...this.values, endsAt: toLocalInput(poll.endsAt) };
        if (!wasDirty) session.saved = this.values;
        session.success = 'closed';
      });
    }).then(() => undefined);
  }

  /** Deletes the poll (after the screen asked); true when it is gone. */
  remove(): Promise<boolean> {
    return this.call((id) => deleteAdminPoll(this.deps.api, id).then(() => undefined));
  }

  private call(run: (id: string) => Promise<void>): Promise<boolean> {
    const poll = this.poll;
    return poll ? this.session.run(() => run(poll._id)) : Promise.resolve(false);
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

  private newVariant(): VariantValue {
    const key = `new-${this.nextKey}`;
    this.nextKey += 1;
    return { key, votes: 0, data: mapLocales(() => ({ text: '' })) };
  }
}
