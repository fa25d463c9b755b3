import { makeAutoObservable, runInAction } from 'mobx';
import { ALIAS_PATTERN } from '../../../contracts/adminArticles';
import {
  ADMIN_SECTION_ERRORS,
  SECTION_LIMITS,
  type AdminSection,
  type SectionKind,
  type SectionText,
  type SubsectionInput,
} from '../../../contracts/adminSections';
import { LOCALES, type Locale } from '../../../contracts/common';
import {
  createAdminSection,
  deleteAdminSection,
  listAdminSections,
  orderAdminSections,
  saveAdminSection,
} from '../../api/adminSections';
import { ApiFailure } from '../../api/client';
import { CreateKey } from './CreateKey';
import type { DeskDeps } from './deskDeps';

export type SectionTexts = Record<Locale, SectionText>;
export type SectionFieldName = 'name' | 'alias';
/** A field of the section form: `data.zh-cn.alias`. */
export type SectionField = `data.${Locale}.${SectionFieldName}`;

export type SectionProblem =
  | { readonly field: SectionField; readonly kind: 'required' }
  | { readonly field: SectionField; readonly kind: 'tooLong'; readonly max: number }
  | { readonly field: SectionField; readonly kind: 'aliasPattern' }
  | { readonly field: SectionField; readonly kind: 'aliasTaken' };

/**
 * What the form edits: a new section, a section's names, a new subsection of a section, or a subsection's names.
 * `kind` is asked only of a new section.
 */
export type SectionTarget =
  | { readonly mode: 'createSection' }
  | { readonly mode: 'renameSection'; readonly sectionId: string }
  | { readonly mode: 'addSubsection'; readonly sectionId: string }
  | { readonly mode: 'renameSubsection'; readonly sectionId: string; readonly subId: string };

export interface SectionForm {
  readonly target: SectionTarget;
  readonly kind: SectionKind;
  readonly values: SectionTexts;
  /** Set once a submit was tried: the "fill this in" messages show from then on. */
  readonly attempted: boolean;
  /** What the server refused, under its field, until that field changes. */
  readonly refused: SectionProblem | null;
}

/** SPEC §3 admin state, as the sections page says it: what went wrong, by kind. */
export type SectionsError =
  | { readonly kind: 'invalid' | 'offline' | 'sessionExpired' | 'conflict' | 'orderStale' | 'notFound' | 'failed' }
  | { readonly kind: 'inUse'; readonly name: string };

export type SectionsSuccess =
  | { readonly kind: 'created' | 'renamed' | 'subsectionAdded' | 'deleted'; readonly name: string }
  | { readonly kind: 'moved'; readonly name: string; readonly position: number; readonly count: number };

/** Asking before a delete: the section (or subsection) and what still uses it. */
export interface PendingDelete {
  readonly sectionId: string;
  readonly subId: string | null;
  readonly name: string;
  /** Articles, posts, videos, galleries and sponsors filed under it: the delete is refused while any are. */
  readonly uses: number;
}

const blankTexts = (): SectionTexts => ({
  en: { name: '', alias: '' },
  'zh-cn': { name: '', alias: '' },
  'zh-tw': { name: '', alias: '' },
});

const usesCount = (uses: AdminSection['uses']) => uses.articles + uses.posts + uses.media + uses.sponsors;

const aliasesOf = (data: SectionTexts) => new Set(LOCALES.map((locale) => data[locale].alias));

const sameTexts = (a: SectionTexts, b: SectionTexts) =>
  LOCALES.every((locale) => a[locale].alias === b[locale].alias && a[locale].name.trim() === b[locale].name.trim());

const subsectionInputs = (section: AdminSection): SubsectionInput[] => section.subcategories.map(({ _id, data }) => ({ _id, data }));

/** A server's field ('data.en.alias', 'subcategories.2.data.en.alias') as the form's, if it is one of the form's. */
function formField(field: string | undefined, target: SectionTarget, section: AdminSection | undefined): SectionField | null {
  if (!field) return null;
  const match = /^(?:subcategories\.(\d+)\.)?data\.(en|zh-cn|zh-tw)\.(name|alias)$/.exec(field);
  if (!match) return null;
  const [, index, locale, name] = match;
  const own = `data.${locale}.${name}` as SectionField;
  const sectionForm = target.mode === 'createSection' || target.mode === 'renameSection';
  if (index === undefined) return sectionForm ? own : null;
  if (sectionForm) return null;
  // The subsection the form edits is at its place in the list sent; a new one is last.
  const at = target.mode === 'addSubsection' ? (section?.subcategories.length ?? -1) : (section?.subcategories.findIndex((sub) => sub._id === target.subId) ?? -1);
  return Number(index) === at ? own : null;
}

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
  private createKey: CreateKey;

  constructor(
    private readonly deps: DeskDeps,
    private readonly onChange: () => void = () => {},
  ) {
    this.createKey = new CreateKey(deps.newId ?? (() => crypto.randomUUID()));
    makeAutoObservable<this, 'deps' | 'onChange' | 'uncertain' | 'createKey'>(
      this,
      { deps: false, onChange: false, uncertain: false, createKey: false },
      { autoBind: true },
    );
  }

  section(id: string): AdminSection | undefined {
    return this.sections.find((section) => section._id === id);
  }

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
    this.error = null;
    this.success = null;
  }

  cancelForm(): void {
    this.form = null;
    if (this.error?.kind === 'invalid' || this.error?.kind === 'conflict') this.error = null;
  }

  setKind(kind: SectionKind): void {
    if (this.form?.target.mode === 'createSection') this.form = { ...this.form, kind };
  }

  setText(locale: Locale, field: SectionFieldName, value: string): void {
    const form = this.form;
    if (!form) return;
    const path: SectionField = `data.${locale}.${field}`;
    const values = { ...form.values, [locale]: { ...form.values[locale], [field]: value } };
    this.form = { ...form, values, refused: form.refused?.field === path ? null : form.refused };
    if (this.error?.kind === 'invalid' && this.problems.length === 0) this.error = null;
  }

  /** The aliases the form's alias may not take: other sections', or its section's other subsections'. */
  private get takenAliases(): Set<string> {
    const target = this.form?.target;
    if (!target) return new Set();
    if (target.mode === 'createSection' || target.mode === 'renameSection') {
      const own = target.mode === 'renameSection' ? target.sectionId : null;
      return new Set(this.sections.filter((section) => section._id !== own).flatMap((section) => [...aliasesOf(section.data)]));
    }
    const own = target.mode === 'renameSubsection' ? target.subId : null;
    const siblings = this.section(target.sectionId)?.subcategories.filter((sub) => sub._id !== own) ?? [];
    return new Set(siblings.flatMap((sub) => [...aliasesOf(sub.data)]));
  }

  /**
   * The messages under the form's fields: limits, the alias's pattern and an alias in use as one types; empty
   * fields once a submit was tried; what the server refused until that field changes.
   */
  get problems(): SectionProblem[] {
    const form = this.form;
    if (!form) return [];
    const taken = this.takenAliases;
    const found: SectionProblem[] = [];
    for (const locale of LOCALES) {
      const { name, alias } = form.values[locale];
      const nameField: SectionField = `data.${locale}.name`;
      const aliasField: SectionField = `data.${locale}.alias`;
      if (name.length > SECTION_LIMITS.name) found.push({ field: nameField, kind: 'tooLong', max: SECTION_LIMITS.name });
      else if (form.attempted && name.trim() === '') found.push({ field: nameField, kind: 'required' });
      if (alias.length > SECTION_LIMITS.alias) found.push({ field: aliasField, kind: 'tooLong', max: SECTION_LIMITS.alias });
      else if (alias === '') {
        if (form.attempted) found.push({ field: aliasField, kind: 'required' });
      } else if (!ALIAS_PATTERN.test(alias)) found.push({ field: aliasField, kind: 'aliasPattern' });
      else if (taken.has(alias)) found.push({ field: aliasField, kind: 'aliasTaken' });
    }
    const refused = form.refused;
    if (refused && !found.some((problem) => problem.field === refused.field)) found.push(refused);
    return found;
  }

  problemFor(field: SectionField): SectionProblem | undefined {
    return this.problems.find((problem) => problem.field === field);
  }

  /** Sends the form: creates or saves. Problems found here keep the form open with every value as typed. */
  async submit(): Promise<boolean> {
    const form = this.form;
    if (!form || this.updating) return false;
    this.form = { ...form, attempted: true };
    if (this.problems.length > 0) {
      this.error = { kind: 'invalid' };
      this.success = null;
      return false;
    }
    const { target, values } = form;
    const name = values[this.nameLocale].name.trim();
    this.begin();
    try {
      await this.catchUp();
      // A new section whose first try had no answer but went through: it is there, with these very names.
      if (target.mode === 'createSection' && this.sections.some((section) => sameTexts(section.data, values))) {
        this.done({ kind: 'created', name });
      } else if (target.mode === 'createSection') {
        const body = { kind: form.kind, data: values, subcategories: [] };
        // Under the form's key: a try whose answer was lost is answered with the section it made, not a second.
        const { answer, changed } = await this.createKey.send(body, (key) => createAdminSection(this.deps.api, body, key));
        const { section } = answer;
        runInAction(() => {
          this.sections = [...this.sections, section];
        });
        // The first try's names came back, and the form has changed since: its names go over them.
        if (changed && !sameTexts(section.data, values)) await this.save(section, values, []);
        this.done({ kind: 'created', name });
      } else {
        const section = this.section(target.sectionId);
        if (!section) throw new ApiFailure(404, { message: ADMIN_SECTION_ERRORS.notFound });
        const subcategories = subsectionInputs(section);
        let data = section.data;
        if (target.mode === 'renameSection') data = values;
        else if (target.mode === 'addSubsection') subcategories.push({ data: values });
        else {
          const at = subcategories.findIndex((sub) => sub._id === target.subId);
          if (at < 0) throw new ApiFailure(404, { message: ADMIN_SECTION_ERRORS.notFound });
          subcategories[at] = { _id: target.subId, data: values };
        }
        await this.save(section, data, subcategories);
        this.done({ kind: target.mode === 'addSubsection' ? 'subsectionAdded' : 'renamed', name });
      }
      runInAction(() => {
        this.form = null;
      });
      return true;
    } catch (error) {
      runInAction(() => this.refuse(error, target));
      return false;
    } finally {
      runInAction(() => {
        this.updating = false;
      });
    }
  }

  setNameLocale(locale: Locale): void {
    this.nameLocale = locale;
  }

  // ---- order ---------------------------------------------------------------------------------------------

  /** Moves a section one place up or down among all sections (the menus' order). */
  async move(sectionId: string, direction: 'up' | 'down'): Promise<void> {
    if (this.updating) return;
    const from = this.sections.findIndex((section) => section._id === sectionId);
    const to = direction === 'up' ? from - 1 : from + 1;
    const moving = this.sections[from];
    if (!moving || to < 0 || to >= this.sections.length) return;
    this.begin();
    await this.catchUp();
    // Its place now (the list may have been read again).
    const now = this.sections.findIndex((section) => section._id === sectionId);
    const ids = this.sections.map((section) => section._id).filter((id) => id !== sectionId);
    const at = Math.max(0, Math.min(ids.length, direction === 'up' ? now - 1 : now + 1));
    ids.splice(at, 0, sectionId);
    runInAction(() => {
      this.lastMoved = { id: sectionId, direction };
    });
    try {
      const { sections } = await orderAdminSections(this.deps.api, ids);
      runInAction(() => {
        this.sections = sections;
      });
      this.done({ kind: 'moved', name: moving.data[this.nameLocale].name, position: at + 1, count: ids.length });
    } catch (error) {
      runInAction(() => this.refuse(error, null));
    } finally {
      runInAction(() => {
        this.updating = false;
      });
    }
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
    this.begin();
    this.lastMoved = { id: subId, direction };
    try {
      await this.save(section, section.data, subcategories);
      this.done({ kind: 'moved', name: moving.data[this.nameLocale].name, position: to + 1, count: subcategories.length });
    } catch (error) {
      runInAction(() => this.refuse(error, null));
    } finally {
      runInAction(() => {
        this.updating = false;
      });
    }
  }

  // ---- delete --------------------------------------------------------------------------------------------

  askDelete(sectionId: string, subId: string | null = null): void {
    const section = this.section(sectionId);
    const sub = subId === null ? undefined : section?.subcategories.find((item) => item._id === subId);
    const item = sub ?? (subId === null ? section : undefined);
    if (!item) return;
    this.pendingDelete = { sectionId, subId, name: item.data[this.nameLocale].name, uses: usesCount(item.uses) };
    this.error = null;
    this.success = null;
  }

  cancelDelete(): void {
    this.pendingDelete = null;
  }

  async confirmDelete(): Promise<void> {
    const pending = this.pendingDelete;
    if (!pending || this.updating) return;
    this.begin();
    await this.catchUp();
    const section = this.section(pending.sectionId);
    const gone = !section || (pending.subId !== null && !section.subcategories.some((sub) => sub._id === pending.subId));
    if (gone) {
      // The first try went through after all.
      runInAction(() => {
        this.pendingDelete = null;
        this.updating = false;
      });
      this.done({ kind: 'deleted', name: pending.name });
      return;
    }
    try {
      if (pending.subId === null) {
        await deleteAdminSection(this.deps.api, section._id, section.version);
        runInAction(() => {
          this.sections = this.sections.filter((item) => item._id !== section._id);
        });
      } else {
        const subcategories = subsectionInputs(section).filter((sub) => sub._id !== pending.subId);
        await this.save(section, section.data, subcategories);
      }
      runInAction(() => {
        this.pendingDelete = null;
      });
      this.done({ kind: 'deleted', name: pending.name });
    } catch (error) {
      runInAction(() => {
        this.pendingDelete = null;
        this.refuse(error, null, pending.name);
      });
    } finally {
      runInAction(() => {
        this.updating = false;
      });
    }
  }

  // ---- outcomes ------------------------------------------------------------------------------------------

  private async save(section: AdminSection, data: SectionTexts, subcategories: SubsectionInput[]): Promise<void> {
    const { section: saved } = await saveAdminSection(this.deps.api, section._id, { version: section.version, data, subcategories });
    runInAction(() => {
      this.sections = this.sections.map((item) => (item._id === saved._id ? saved : item));
    });
  }

  /** After a change with no readable answer: the list as the server has it now. */
  private async catchUp(): Promise<void> {
    if (!this.uncertain) return;
    this.uncertain = false;
    await this.load(true);
  }

  private begin(): void {
    this.updating = true;
    this.error = null;
    this.success = null;
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
    if (!(error instanceof ApiFailure)) {
      this.uncertain = true;
      this.error = { kind: 'failed' };
      return;
    }
    const { status } = error;
    if (status === 0 || status >= 500) this.uncertain = true;
    const message = error.serverMessage;
    const serverField = error.serverField;
    if (status === 0) this.error = { kind: 'offline' };
    else if (status === 401) this.fail(error);
    else if (message === ADMIN_SECTION_ERRORS.versionConflict || message === ADMIN_SECTION_ERRORS.orderStale || message === ADMIN_SECTION_ERRORS.notFound) {
      this.error = { kind: message === ADMIN_SECTION_ERRORS.versionConflict ? 'conflict' : message === ADMIN_SECTION_ERRORS.orderStale ? 'orderStale' : 'notFound' };
      void this.load(true);
    } else if (message === ADMIN_SECTION_ERRORS.inUse) {
      this.error = { kind: 'inUse', name };
      void this.load(true);
    } else {
      const form = this.form;
      const section = target && 'sectionId' in target ? this.section(target.sectionId) : undefined;
      const field = form && target ? formField(serverField, target, section) : null;
      if (form && field && message === ADMIN_SECTION_ERRORS.aliasTaken) this.form = { ...form, refused: { field, kind: 'aliasTaken' } };
      else if (form && field && message === ADMIN_SECTION_ERRORS.aliasInvalid) this.form = { ...form, refused: { field, kind: 'aliasPattern' } };
      else if (form && field && message === ADMIN_SECTION_ERRORS.nameRequired) this.form = { ...form, refused: { field, kind: 'required' } };
      this.error = field ? { kind: 'invalid' } : { kind: 'failed' };
    }
  }

  private fail(error: unknown): void {
    if (error instanceof ApiFailure && error.status === 401) {
      this.error = { kind: 'sessionExpired' };
      this.deps.sessionExpired();
    } else if (error instanceof ApiFailure && error.status === 0) {
      this.error = { kind: 'offline' };
    } else {
      this.error = { kind: 'failed' };
    }
  }
}
