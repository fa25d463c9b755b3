import { makeAutoObservable, runInAction } from 'mobx';
import { ADMIN_SECTION_ERRORS, type AdminSection, type SectionKind, type SubsectionInput } from '../../../contracts/adminSections';
import type { Locale } from '../../../contracts/common';
import { createAdminSection, deleteAdminSection, listAdminSections, orderAdminSections, saveAdminSection } from '../../api/adminSections';
import { ApiFailure } from '../../api/client';
import { CreateKey } from './CreateKey';
import type { DeskDeps } from './deskDeps';
import { deskFailure } from './EditSession';
import { blankTexts, formField, sameTexts, sectionProblems, subsectionInputs, usesCount } from './sectionValues';
import type { PendingDelete, SectionField, SectionFieldName, SectionForm, SectionProblem, SectionsError, SectionsSuccess, SectionTarget, SectionTexts } from './sectionValues';

/**
 * The desk's sections (/admin/sections): the tree of sections and subsections, the form that adds or renames one,
 * moving them up and down, deleting with a question first. Every change is one call; the list then shows what the
 * server answered, and `onChange` tells the rest of the desk (the articles' section pickers) to read it again.
 */
export class SectionsStore {
  loadStatus: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  sections: AdminSection[] = [];
  form: SectionForm | null = null;
  pendingDelete: PendingDelete | null = null;
  // SPEC §3 admin state.
  updating = false;
  error: SectionsError | null = null;
  success: SectionsSuccess | null = null;
  /** The section or subsection last moved, so the screen keeps focus on its button. */
  lastMoved: { readonly id: string; readonly direction: 'up' | 'down' } | null = null;
  /** The language whose names the messages quote: the desk's, set by the screen. */
  nameLocale: Locale = 'en';
  /**
   * The last change got no readable answer (no connection, no answer in time, a garbled one): it may have been
   * made all the same. The next change reads the list first, so it starts from what the server has.
   */
  private uncertain = false;
  /** The open "new section" form's idempotency key: one per form, kept while a try's answer is unknown. */
  private createKey: CreateKey<Parameters<typeof createAdminSection>[1]>;

  constructor(
    private readonly deps: DeskDeps,
    private readonly onChange: () => void = () => {},
  ) {
    this.createKey = new CreateKey(deps.newId ?? (() => crypto.randomUUID()));
    makeAutoObservable<this, 'deps' | 'onChange' | 'uncertain' | 'createKey'>(this, { deps: false, onChange: false, uncertain: false, createKey: false }, { autoBind: true });
  }

  section(id: string): AdminSection | undefined { return this.sections.find((section) => section._id === id); }

  /** Loads the list (again with `force`). */
  async load(force = false): Promise<void> {
    if (!force && (this.loadStatus === 'ready' || this.loadStatus === 'loading')) return;
    this.loadStatus = 'loading';
    try {
      const { sections } = await listAdminSections(this.deps.api);
      runInAction(() => {
        this.sections = sections;
        this.loadStatus = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.loadStatus = 'error';
        this.fail(error);
      });
    }
  }

  // ---- the form ------------------------------------------------------------------------------------------

  startCreate(): void {
    // Another new section: whatever became of an earlier form's create, this one is not it.
    this.createKey.answered();
    this.openForm({ mode: 'createSection' }, 'articles', blankTexts());
  }

  startRename(sectionId: string): void {
    const section = this.section(sectionId);
    if (section) this.openForm({ mode: 'renameSection', sectionId }, section.kind, section.data);
  }

  startAddSubsection(sectionId: string): void {
    const section = this.section(sectionId);
    if (section) this.openForm({ mode: 'addSubsection', sectionId }, section.kind, blankTexts());
  }

  startRenameSubsection(sectionId: string, subId: string): void {
    const section = this.section(sectionId);
    const sub = section?.subcategories.find((item) => item._id === subId);
    if (section && sub) this.openForm({ mode: 'renameSubsection', sectionId, subId }, section.kind, sub.data);
  }

  private openForm(target: SectionTarget, kind: SectionKind, values: SectionTexts): void {
    this.form = { target, kind, values, attempted: false, refused: null };
    this.error = this.success = null;
  }

  cancelForm(): void {
    this.form = null;
    if (this.error?.kind === 'invalid' || this.error?.kind === 'conflict') this.error = null;
  }

  setKind(kind: SectionKind): void { if (this.form?.target.mode === 'createSection') this.form = { ...this.form, kind }; }

  setText(locale: Locale, field: SectionFieldName, value: string): void {
    const form = this.form;
    if (!form) return;
    const path: SectionField = `data.${locale}.${field}`;
    const values = { ...form.values, [locale]: { ...form.values[locale], [field]: value } };
    this.form = { ...form, values, refused: form.refused?.field === path ? null : form.refused };
    if (this.error?.kind === 'invalid' && this.problems.length === 0) this.error = null;
  }

  /** The messages under the form's fields (sectionValues.ts's sectionProblems). */
  get problems(): SectionProblem[] { return this.form ? sectionProblems(this.form, this.sections) : []; }

  problemFor(field: SectionField): SectionProblem | undefined { return this.problems.find((problem) => problem.field === field); }

  /** Sends the form: creates or saves. Problems found here keep the form open with every value as typed. */
  async submit(): Promise<boolean> {
    const form = this.form;
    if (!form || this.updating) return false;
    this.form = { ...form, attempted: true };
    if (this.problems.length > 0) return this.refused({ kind: 'invalid' });
    const { target, values } = form;
    const name = values[this.nameLocale].name.trim();
    const sent = await this.change(async () => {
      // A new section whose first try had no answer but went through: it is there, with these very names.
      if (target.mode === 'createSection' && this.sections.some((section) => sameTexts(section.data, values))) return { kind: 'created', name };
      if (target.mode === 'createSection') {
        const body = { kind: form.kind, data: values, subcategories: [] };
        // Under the form's key: a try whose answer was lost is answered with the section it made, not a second;
        // when the form has changed since, its names go over the first try's.
        const { section } = await this.createKey.create(body, (key, first) => createAdminSection(this.deps.api, first, key), async (made) => {
          runInAction(() => (this.sections = [...this.sections, made.section]));
          return sameTexts(made.section.data, values) ? made : { section: await this.save(made.section, values, []) };
        });
        runInAction(() => (this.sections = [...this.sections.filter((item) => item._id !== section._id), section]));
        return { kind: 'created', name };
      }
      const section = this.section(target.sectionId);
      const subcategories = section ? subsectionInputs(section) : [];
      const at = target.mode === 'renameSubsection' ? subcategories.findIndex((sub) => sub._id === target.subId) : 0;
      if (!section || at < 0) throw new ApiFailure(404, { message: ADMIN_SECTION_ERRORS.notFound });
      if (target.mode === 'addSubsection') subcategories.push({ data: values });
      if (target.mode === 'renameSubsection') subcategories[at] = { _id: target.subId, data: values };
      await this.save(section, target.mode === 'renameSection' ? values : section.data, subcategories);
      return { kind: target.mode === 'addSubsection' ? 'subsectionAdded' : 'renamed', name };
    }, { target });
    if (sent) runInAction(() => (this.form = null));
    return sent;
  }

  setNameLocale(locale: Locale): void { this.nameLocale = locale; }

  // ---- order ---------------------------------------------------------------------------------------------

  /** Moves a section one place up or down among all sections (the menus' order). */
  async move(sectionId: string, direction: 'up' | 'down'): Promise<void> {
    const from = this.sections.findIndex((section) => section._id === sectionId);
    const to = direction === 'up' ? from - 1 : from + 1;
    const moving = this.sections[from];
    if (this.updating || !moving || to < 0 || to >= this.sections.length) return;
    await this.change(async () => {
      // Its place now (the list may have been read again).
      const now = this.sections.findIndex((section) => section._id === sectionId);
      const ids = this.sections.map((section) => section._id).filter((id) => id !== sectionId);
      const at = Math.max(0, Math.min(ids.length, direction === 'up' ? now - 1 : now + 1));
      ids.splice(at, 0, sectionId);
      runInAction(() => (this.lastMoved = { id: sectionId, direction }));
      const { sections } = await orderAdminSections(this.deps.api, ids);
      runInAction(() => (this.sections = sections));
      return { kind: 'moved', name: moving.data[this.nameLocale].name, position: at + 1, count: ids.length };
    });
  }

  /** Moves a subsection one place up or down within its section: a save of the section. */
  async moveSubsection(sectionId: string, subId: string, direction: 'up' | 'down'): Promise<void> {
    const section = this.section(sectionId);
    if (!section || this.updating) return;
    const subcategories = subsectionInputs(section);
    const from = subcategories.findIndex((sub) => sub._id === subId);
    const to = direction === 'up' ? from - 1 : from + 1;
    const [moving] = from < 0 ? [] : subcategories.splice(from, 1);
    if (!moving || to < 0 || to > subcategories.length) return;
    subcategories.splice(to, 0, moving);
    this.lastMoved = { id: subId, direction };
    await this.change(async () => {
      await this.save(section, section.data, subcategories);
      return { kind: 'moved', name: moving.data[this.nameLocale].name, position: to + 1, count: subcategories.length };
    }, { catchUp: false });
  }

  // ---- delete --------------------------------------------------------------------------------------------

  askDelete(sectionId: string, subId: string | null = null): void {
    const section = this.section(sectionId);
    const sub = subId === null ? undefined : section?.subcategories.find((item) => item._id === subId);
    const item = sub ?? (subId === null ? section : undefined);
    if (item) this.pendingDelete = { sectionId, subId, name: item.data[this.nameLocale].name, uses: usesCount(item.uses) };
    if (item) this.error = this.success = null;
  }

  cancelDelete(): void { this.pendingDelete = null; }

  async confirmDelete(): Promise<void> {
    const pending = this.pendingDelete;
    if (!pending || this.updating) return;
    await this.change(async () => {
      const section = this.section(pending.sectionId);
      // Gone already: the first try went through after all.
      if (!section || (pending.subId !== null && !section.subcategories.some((sub) => sub._id === pending.subId))) return { kind: 'deleted', name: pending.name };
      if (pending.subId === null) {
        await deleteAdminSection(this.deps.api, section._id, section.version);
        runInAction(() => (this.sections = this.sections.filter((item) => item._id !== section._id)));
      } else {
        await this.save(section, section.data, subsectionInputs(section).filter((sub) => sub._id !== pending.subId));
      }
      return { kind: 'deleted', name: pending.name };
    }, { name: pending.name });
    runInAction(() => (this.pendingDelete = null));
  }

  // ---- outcomes ------------------------------------------------------------------------------------------

  private async save(section: AdminSection, data: SectionTexts, subcategories: SubsectionInput[]): Promise<AdminSection> {
    const { section: saved } = await saveAdminSection(this.deps.api, section._id, { version: section.version, data, subcategories });
    runInAction(() => (this.sections = this.sections.map((item) => (item._id === saved._id ? saved : item))));
    return saved;
  }

  /**
   * One change, the editor waiting: the list read first when the last change's answer was lost (`catchUp`), then
   * the call; its success said and the desk told, or its refusal said (`name`: what a delete was about).
   */
  private async change(run: () => Promise<SectionsSuccess>, { catchUp = true, target = null, name = '' }: { catchUp?: boolean; target?: SectionTarget | null; name?: string } = {}): Promise<boolean> {
    this.begin();
    try {
      if (catchUp && this.uncertain) {
        this.uncertain = false;
        await this.load(true);
      }
      this.done(await run());
      return true;
    } catch (error) {
      runInAction(() => this.refuse(error, target, name));
      return false;
    } finally {
      runInAction(() => (this.updating = false));
    }
  }

  private begin(): void {
    this.updating = true;
    this.error = this.success = null;
  }

  private refused(error: SectionsError): false {
    this.error = error;
    this.success = null;
    return false;
  }

  private done(success: SectionsSuccess): void {
    runInAction(() => {
      this.success = success;
      this.error = null;
    });
    this.onChange();
  }

  /** A refusal in words; a conflict or a stale order also reads the list again, so the editor sees what changed. */
  private refuse(error: unknown, target: SectionTarget | null, name = ''): void {
    const failure = error instanceof ApiFailure ? error : null;
    // No readable answer (none, a server error, a garbled one): the change may have been made all the same.
    if (!failure || failure.status === 0 || failure.status >= 500) this.uncertain = true;
    const message = failure?.serverMessage;
    const stale = { [ADMIN_SECTION_ERRORS.versionConflict]: 'conflict', [ADMIN_SECTION_ERRORS.orderStale]: 'orderStale', [ADMIN_SECTION_ERRORS.notFound]: 'notFound' } as const;
    const form = this.form;
    const field = form && target ? formField(failure?.serverField, target, 'sectionId' in target ? this.section(target.sectionId) : undefined) : null;
    const refused = { [ADMIN_SECTION_ERRORS.aliasTaken]: 'aliasTaken', [ADMIN_SECTION_ERRORS.aliasInvalid]: 'aliasPattern', [ADMIN_SECTION_ERRORS.nameRequired]: 'required' } as const;
    if (!failure || failure.status === 0 || failure.status === 401) this.fail(error);
    else if (message !== undefined && message in stale) {
      this.error = { kind: stale[message as keyof typeof stale] };
      void this.load(true);
    } else if (message === ADMIN_SECTION_ERRORS.inUse) {
      this.error = { kind: 'inUse', name };
      void this.load(true);
    } else {
      const kind = message !== undefined && message in refused ? refused[message as keyof typeof refused] : null;
      if (form && field && kind) this.form = { ...form, refused: { field, kind } };
      this.error = field ? { kind: 'invalid' } : { kind: 'failed' };
    }
  }

  private fail(error: unknown): void {
    const failure = deskFailure(error);
    if (failure.kind === 'sessionExpired') this.deps.sessionExpired();
    this.error = { kind: failure.kind === 'sessionExpired' || failure.kind === 'offline' ? failure.kind : 'failed' };
  }
}
