import { makeAutoObservable, runInAction } from 'mobx';
import { ALIAS_PATTERN } from '../../../contracts/adminArticles';
import { ADMIN_TOPIC_ERRORS, TOPIC_LIMITS, type AdminTopic, type TopicInput } from '../../../contracts/adminTopics';
import { LOCALES, mapLocales, type Locale } from '../../../contracts/common';
import { createAdminTopic, deleteAdminTopic, listAdminTopics, mergeAdminTopic, orderAdminTopics, saveAdminTopic } from '../../api/adminTopics';
import { ApiFailure } from '../../api/client';
import { slugIn } from './aliasSuggestion';
import { CreateKey } from './CreateKey';
import type { DeskDeps } from './deskDeps';
import { deskListError, type DeskListError } from './deskList';

/** A field of the topic form: `slug`, `data.zh-tw.name`. */
export type TopicField = 'slug' | `data.${Locale}.name`;

export type TopicProblem =
  | { readonly field: TopicField; readonly kind: 'required' | 'slugPattern' | 'slugTaken' }
  | { readonly field: TopicField; readonly kind: 'tooLong'; readonly max: number };

export interface TopicForm {
  /** The topic renamed, or null for a new one. */
  readonly topicId: string | null;
  readonly values: TopicInput;
  readonly attempted: boolean;
  /** A new topic's slug follows the English name until the editor types one. */
  readonly slugTyped: boolean;
}

/** Asking before a topic goes: deleted when no article has it, else merged into `into` (chosen in the dialog). */
export interface TopicRemoval {
  readonly topic: AdminTopic;
  readonly into: string;
  readonly intoMissing: boolean;
}

export type TopicsError = DeskListError | { readonly kind: 'conflict' | 'orderStale' | 'inUse' | 'invalid' };

export type TopicsSuccess =
  | { readonly kind: 'created' | 'saved' | 'deleted'; readonly name: string }
  | { readonly kind: 'merged'; readonly name: string; readonly into: string; readonly moved: number }
  | { readonly kind: 'moved'; readonly name: string; readonly position: number; readonly count: number };

const blankTopic = (): TopicInput => ({ slug: '', data: mapLocales(() => ({ name: '' })) });

/** The form's problems: limits and the slug's pattern as one types, empty fields once a save was tried. */
export function topicProblems(form: TopicForm, topics: readonly AdminTopic[]): TopicProblem[] {
  const found: TopicProblem[] = [];
  for (const locale of LOCALES) {
    const name = form.values.data[locale].name;
    if (name.length > TOPIC_LIMITS.name) found.push({ field: `data.${locale}.name`, kind: 'tooLong', max: TOPIC_LIMITS.name });
    else if (form.attempted && !name.trim()) found.push({ field: `data.${locale}.name`, kind: 'required' });
  }
  const { slug } = form.values;
  if (slug.length > TOPIC_LIMITS.slug) found.push({ field: 'slug', kind: 'tooLong', max: TOPIC_LIMITS.slug });
  else if (!slug) {
    if (form.attempted) found.push({ field: 'slug', kind: 'required' });
  } else if (!ALIAS_PATTERN.test(slug)) found.push({ field: 'slug', kind: 'slugPattern' });
  else if (topics.some((topic) => topic._id !== form.topicId && topic.slug === slug)) found.push({ field: 'slug', kind: 'slugTaken' });
  return found;
}

/**
 * The desk's topics (/admin/topics): the vocabulary in the newsroom's order (moved up and down by buttons, so by
 * keyboard too), the form that adds or renames one, and its removal — a delete while no article has it, else a
 * merge into another topic, its articles moving there. `onChange` tells the article editor's TopicPicker.
 */
export class TopicsStore {
  loadStatus: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  topics: AdminTopic[] = [];
  form: TopicForm | null = null;
  removal: TopicRemoval | null = null;
  updating = false;
  error: TopicsError | null = null;
  success: TopicsSuccess | null = null;
  /** The topic last moved, so the screen keeps focus on its button. */
  lastMoved: { readonly id: string; readonly direction: 'up' | 'down' } | null = null;
  nameLocale: Locale = 'en';
  private readonly createKey: CreateKey<TopicInput>;

  constructor(
    private readonly deps: DeskDeps,
    private readonly onChange: () => void = () => {},
  ) {
    this.createKey = new CreateKey(deps.newId ?? (() => crypto.randomUUID()));
    makeAutoObservable<this, 'deps' | 'onChange' | 'createKey'>(this, { deps: false, onChange: false, createKey: false }, { autoBind: true });
  }

  topic(id: string): AdminTopic | undefined {
    return this.topics.find((topic) => topic._id === id);
  }

  nameOf(topic: { readonly data: TopicInput['data'] }): string {
    return topic.data[this.nameLocale].name;
  }

  setNameLocale(locale: Locale): void {
    this.nameLocale = locale;
  }

  async load(force = false): Promise<void> {
    if (!force && (this.loadStatus === 'ready' || this.loadStatus === 'loading')) return;
    this.loadStatus = 'loading';
    try {
      const { topics } = await listAdminTopics(this.deps.api);
      runInAction(() => {
        this.topics = topics;
        this.loadStatus = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.loadStatus = 'error';
        this.error = deskListError(this.deps, error);
      });
    }
  }

  // ---- the form ------------------------------------------------------------------------------------------

  startCreate(): void {
    this.createKey.answered();
    this.form = { topicId: null, values: blankTopic(), attempted: false, slugTyped: false };
    this.error = this.success = null;
  }

  startEdit(id: string): void {
    const topic = this.topic(id);
    if (!topic) return;
    this.form = { topicId: id, values: { slug: topic.slug, data: topic.data }, attempted: false, slugTyped: true };
    this.error = this.success = null;
  }

  cancelForm(): void {
    this.form = null;
    if (this.error?.kind === 'invalid') this.error = null;
  }

  setName(locale: Locale, name: string): void {
    const form = this.form;
    if (!form) return;
    const values = { ...form.values, data: { ...form.values.data, [locale]: { name } } };
    this.form = { ...form, values };
    if (!form.slugTyped && locale === 'en') void this.suggestSlug();
  }

  setSlug(slug: string): void {
    if (this.form) this.form = { ...this.form, values: { ...this.form.values, slug }, slugTyped: true };
  }

  /** The slug from the English name (else the first language's, in pinyin): the same address in every edition. */
  async suggestSlug(): Promise<void> {
    const form = this.form;
    const locale = form && (form.values.data.en.name.trim() ? 'en' : LOCALES.find((one) => form.values.data[one].name.trim()));
    if (!form || !locale) return;
    const slug = await slugIn(locale, form.values.data[locale].name);
    runInAction(() => {
      if (this.form && slug) this.form = { ...this.form, values: { ...this.form.values, slug } };
    });
  }

  get problems(): TopicProblem[] {
    return this.form ? topicProblems(this.form, this.topics) : [];
  }

  problemFor(field: TopicField): TopicProblem | undefined {
    return this.problems.find((problem) => problem.field === field);
  }

  async submit(): Promise<boolean> {
    const form = this.form;
    if (!form || this.updating) return false;
    this.form = { ...form, attempted: true };
    if (this.problems.length > 0) {
      this.error = { kind: 'invalid' };
      return false;
    }
    const values = { ...form.values, data: mapLocales((locale) => ({ name: form.values.data[locale].name.trim() })) };
    const name = values.data[this.nameLocale].name;
    const done = await this.change(async () => {
      const existing = form.topicId ? this.topic(form.topicId) : undefined;
      if (existing) {
        const { topic } = await saveAdminTopic(this.deps.api, existing._id, existing.version, values);
        runInAction(() => (this.topics = this.topics.map((one) => (one._id === topic._id ? topic : one))));
        return { kind: 'saved', name };
      }
      const { topic } = await this.createKey.create(values, (key, first) => createAdminTopic(this.deps.api, first, key), async ({ topic: made }) => saveAdminTopic(this.deps.api, made._id, made.version, values));
      runInAction(() => (this.topics = [...this.topics.filter((one) => one._id !== topic._id), topic]));
      return { kind: 'created', name };
    });
    if (done) runInAction(() => (this.form = null));
    return done;
  }

  // ---- order ---------------------------------------------------------------------------------------------

  /** Moves a topic one place up or down (the readers' order of the topic chips and the picker's). */
  async move(id: string, direction: 'up' | 'down'): Promise<void> {
    const from = this.topics.findIndex((topic) => topic._id === id);
    const to = direction === 'up' ? from - 1 : from + 1;
    const moving = this.topics[from];
    if (this.updating || !moving || to < 0 || to >= this.topics.length) return;
    const ids = this.topics.map((topic) => topic._id).filter((one) => one !== id);
    ids.splice(to, 0, id);
    this.lastMoved = { id, direction };
    await this.change(async () => {
      const { topics } = await orderAdminTopics(this.deps.api, ids);
      runInAction(() => (this.topics = topics));
      return { kind: 'moved', name: this.nameOf(moving), position: to + 1, count: ids.length };
    });
  }

  // ---- delete or merge -----------------------------------------------------------------------------------

  askRemove(id: string): void {
    const topic = this.topic(id);
    if (!topic) return;
    this.removal = { topic, into: '', intoMissing: false };
    this.error = this.success = null;
  }

  chooseInto(into: string): void {
    if (this.removal) this.removal = { ...this.removal, into, intoMissing: false };
  }

  cancelRemove(): void {
    if (!this.updating) this.removal = null;
  }

  /** Deletes the topic (no article has it) or merges it into the topic chosen (its articles move there). */
  async confirmRemove(): Promise<boolean> {
    const removal = this.removal;
    if (!removal || this.updating) return false;
    const { topic, into } = removal;
    const name = this.nameOf(topic);
    if (topic.articles > 0 && !into) {
      this.removal = { ...removal, intoMissing: true };
      return false;
    }
    const done = await this.change(async () => {
      if (!into) {
        await deleteAdminTopic(this.deps.api, topic._id);
        runInAction(() => (this.topics = this.topics.filter((one) => one._id !== topic._id)));
        return { kind: 'deleted', name };
      }
      const { topics, moved } = await mergeAdminTopic(this.deps.api, topic._id, into);
      const target = topics.find((one) => one._id === into);
      runInAction(() => (this.topics = topics));
      return { kind: 'merged', name, into: target ? this.nameOf(target) : '', moved };
    });
    runInAction(() => (this.removal = null));
    return done;
  }

  // ---- outcomes ------------------------------------------------------------------------------------------

  private async change(run: () => Promise<TopicsSuccess>): Promise<boolean> {
    this.updating = true;
    this.error = this.success = null;
    try {
      const success = await run();
      runInAction(() => (this.success = success));
      this.onChange();
      return true;
    } catch (error) {
      runInAction(() => this.refuse(error));
      return false;
    } finally {
      runInAction(() => (this.updating = false));
    }
  }

  /** A refusal in words; a conflict, a stale order or a topic in use reads the list again, to show what changed. */
  private refuse(error: unknown): void {
    const message = error instanceof ApiFailure ? error.serverMessage : undefined;
    const stale = {
      [ADMIN_TOPIC_ERRORS.versionConflict]: 'conflict',
      [ADMIN_TOPIC_ERRORS.orderStale]: 'orderStale',
      [ADMIN_TOPIC_ERRORS.inUse]: 'inUse',
    } as const;
    if (message === ADMIN_TOPIC_ERRORS.slugTaken && this.form) {
      // Another editor took it meanwhile: the list says so under the field once read again.
      this.error = { kind: 'invalid' };
      void this.load(true);
    } else if (message !== undefined && message in stale) {
      this.error = { kind: stale[message as keyof typeof stale] };
      void this.load(true);
    } else this.error = deskListError(this.deps, error);
  }
}
