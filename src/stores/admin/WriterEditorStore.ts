import { makeAutoObservable, runInAction } from 'mobx';
import { ADMIN_WRITER_ERRORS, WriterInput, type AdminWriter, type WriterText } from '../../../contracts/adminWriters';
import type { Locale } from '../../../contracts/common';
import { createAdminWriter, getAdminWriter, saveAdminWriter } from '../../api/adminWriters';
import { CreateKey } from './CreateKey';
import type { DeskDeps } from './deskDeps';
import { EditSession, problemFor } from './EditSession';
import { PictureUpload } from './pictureUpload';
import { blankWriter, suggestWriterSlug, WRITER_FIELDS, WriterBase, writerProblems, writerValuesOf, type WriterDifference, type WriterField, type WriterProblem } from './writerValues';

/**
 * One writer in the desk's editor (/admin/writers/{id}, or new): the name in parts, bio and portrait's text
 * alternative per language, the portrait (the desk's one upload), the slug (suggested from the name, pinyin for a
 * Chinese one), the address and whether they still write. Keeping the work across an ended session and meeting
 * someone else's save is its EditSession's.
 */
export class WriterEditorStore {
  readonly session: EditSession<WriterInput, WriterBase, WriterDifference, AdminWriter, 'saved' | 'created'>;
  readonly picture: PictureUpload;
  /** A new writer's slug follows the name until the editor types one. */
  slugTyped = false;
  private readonly createKey: CreateKey<WriterInput>;
  /** How many slug suggestions were asked for: only the latest one's answer is used. */
  private suggestions = 0;

  constructor(
    private readonly deps: DeskDeps,
    readonly id: string | null,
    /** Told of the saved writer (the list reads itself again; a new one's page opens). */
    private readonly onSaved: (writer: AdminWriter, created: boolean) => void = () => {},
  ) {
    this.session = new EditSession<WriterInput, WriterBase, WriterDifference, AdminWriter, 'saved' | 'created'>(
      deps,
      {
        key: () => deps.copyKey('writer', this.id),
        values: WriterInput,
        baseVersion: WriterBase,
        valuesOf: writerValuesOf,
        versionOf: (writer) => ({ writer: writer._id, version: writer.version }),
        conflict: { message: ADMIN_WRITER_ERRORS.versionConflict, latest: async () => (await getAdminWriter(deps.api, this.id ?? '')).writer },
        notFound: ADMIN_WRITER_ERRORS.notFound,
        keep: 'sessionEnd',
        fields: () => WRITER_FIELDS,
        valid: () => this.problems.length === 0,
      },
      { values: blankWriter(), baseVersion: { writer: null, version: null }, loadStatus: id === null ? 'ready' : 'idle' },
    );
    this.picture = new PictureUpload(deps, this.session);
    this.createKey = new CreateKey(deps.newId ?? (() => crypto.randomUUID()));
    makeAutoObservable<this, 'deps' | 'onSaved' | 'createKey' | 'suggestions'>(
      this,
      { deps: false, onSaved: false, createKey: false, suggestions: false, session: false, picture: false, id: false },
      { autoBind: true },
    );
  }

  get writer() { return this.session.server; }
  get values() { return this.session.values; }
  get error() { return this.session.error; }
  get dirty() { return this.session.dirty; }
  get conflict() { return this.session.theirs; }
  get differences() { return this.session.differences; }

  /** Loads the writer; a copy kept when the session ended comes back at once. A new writer has nothing to load. */
  load(): Promise<void> {
    return this.session.openById(this.id, async (id) => (await getAdminWriter(this.deps.api, id)).writer);
  }

  /** The problems shown now (those that wait for a save once one was tried). */
  get problems(): WriterProblem[] {
    return writerProblems(this.values, this.session.attempted !== false);
  }

  problemFor(field: WriterField): WriterProblem | undefined {
    return problemFor(this.problems, field);
  }

  /** The field the server refused (a slug another writer has or had, a portrait it does not know), or null. */
  get refusedField(): WriterField | null {
    return this.session.refusedField as WriterField | null;
  }

  setText(locale: Locale, field: keyof WriterText, value: string): void {
    const values = this.values;
    const next = { ...values, data: { ...values.data, [locale]: { ...values.data[locale], [field]: value } } };
    this.session.change(next);
    if (this.id === null && !this.slugTyped && (field === 'firstName' || field === 'lastName')) void this.suggestSlug(true);
  }

  setSlug(slug: string): void {
    this.slugTyped = true;
    this.session.change({ ...this.values, slug });
  }

  set<K extends 'email' | 'active'>(key: K, value: WriterInput[K]): void {
    this.session.change({ ...this.values, [key]: value });
  }

  /** Fills the slug from the name (pinyin for a Chinese one). False when there is no name to make one of. */
  async suggestSlug(following = false): Promise<boolean> {
    const ticket = ++this.suggestions;
    const slug = await suggestWriterSlug(this.values);
    // A later suggestion (the name typed on) wins, whichever answer comes first: pinyin is loaded on first use.
    if (ticket !== this.suggestions) return slug !== '';
    // Following the name: a slug typed meanwhile stays.
    if (slug && !(following && this.slugTyped)) runInAction(() => this.session.change({ ...this.values, slug }));
    return slug !== '';
  }

  uploadPortrait(file: File): Promise<boolean> {
    return this.picture.send(file, (avatar) => this.session.change({ ...this.values, avatar }));
  }

  removePortrait(): void {
    const { avatar: _dropped, ...rest } = this.values;
    this.session.change(rest);
  }

  /** Adds or saves the writer; false (the reason shown) when it was not. */
  save(): Promise<boolean> {
    const { api } = this.deps;
    const calls = {
      create: async (key: string, input: WriterInput) => (await createAdminWriter(api, input, key)).writer,
      save: async (id: string, version: number, input: WriterInput) => (await saveAdminWriter(api, id, version, input)).writer,
    };
    const write = (writer: AdminWriter | null) => this.createKey.write(writer, this.session.baseVersion.version, { ...this.values, email: this.values.email.trim() }, calls);
    return this.session.save(write, this.onSaved, 'saved', 'created');
  }

  keepTheirs(): void {
    this.session.keepTheirs();
  }

  saveMineOverTheirs(): Promise<boolean> {
    return this.session.adoptTheirs() ? this.save() : Promise.resolve(false);
  }
}
