import { makeAutoObservable, observable, runInAction } from 'mobx';
import { ADMIN_COMMERCIAL_ERRORS, type AdminCommercialBlock } from '../../../contracts/adminCommercial';
import { PAGE_TYPES, type PageType } from '../../../contracts/content';
import { deleteAdminCommercial, listAdminCommercial, orderAdminCommercial, switchAdminCommercial } from '../../api/adminCommercial';
import { ApiFailure } from '../../api/client';
import { CommercialFormStore, readKeptForm } from './CommercialFormStore';
import { scheduleOf } from './commercialValues';
import type { DeskDeps } from './deskDeps';
import { deskFailure, type DeskError } from './EditSession';

/** What happened last on the list (SPEC §3 success), for the status message. */
export type CommercialSuccess = 'created' | 'saved' | 'switchedOn' | 'switchedOff' | 'moved' | 'deleted' | 'restoredAfterSignIn';

/** What went wrong last on the list (SPEC §3 error). */
export type CommercialError = DeskError | { readonly kind: 'orderChanged' } | { readonly kind: 'conflict' };

export type ListStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The page type shown when the address names none or an unknown one. */
export function pageTypeFrom(name: string | undefined): PageType {
  return (PAGE_TYPES as readonly string[]).includes(name ?? '') ? (name as PageType) : 'mainPage';
}

/**
 * The commercial setup (SPEC §2): for each page type its sponsor blocks in the site's order. Moves, switches and
 * deletes go to the server one at a time and show at once; a move that the server refuses is put back.
 */
export class CommercialDeskStore {
  pageType: PageType = 'mainPage';
  readonly blocks = observable.map<PageType, AdminCommercialBlock[]>();
  readonly status = observable.map<PageType, ListStatus>();
  // SPEC §3 admin state.
  updating = false;
  error: CommercialError | null = null;
  success: CommercialSuccess | null = null;
  /** The block open in the add / edit dialog. */
  form: CommercialFormStore | null = null;
  /** The block the delete confirmation asks about. */
  deleting: AdminCommercialBlock | null = null;
  /** The block just moved and which way, so the screen can keep focus on the control that moved it. */
  lastMove: { readonly id: string; readonly direction: 'up' | 'down' } | null = null;

  constructor(private readonly deps: DeskDeps) {
    makeAutoObservable<this, 'deps'>(this, { deps: false, blocks: false, status: false }, { autoBind: true });
  }

  get current(): readonly AdminCommercialBlock[] {
    return this.blocks.get(this.pageType) ?? [];
  }

  /** Whether readers see a block now: switched off, waiting for its first day, past its last, or shown. */
  stateOf(block: AdminCommercialBlock): 'shown' | 'off' | 'upcoming' | 'ended' {
    if (!block.enabled) return 'off';
    const schedule = scheduleOf(block, this.deps.clock());
    return schedule === 'current' ? 'shown' : schedule;
  }

  get currentStatus(): ListStatus {
    return this.status.get(this.pageType) ?? 'idle';
  }

  /** Shows a page type's list, loading it the first time (or again with `force`). */
  async show(pageType: PageType, force = false): Promise<void> {
    this.pageType = pageType;
    if (!force && this.status.get(pageType) === 'ready') return;
    this.status.set(pageType, 'loading');
    try {
      const { blocks } = await listAdminCommercial(this.deps.api, pageType);
      runInAction(() => {
        this.blocks.set(pageType, blocks);
        this.status.set(pageType, 'ready');
        this.reopenKept(pageType);
      });
    } catch (error) {
      runInAction(() => {
        this.status.set(pageType, 'error');
        this.fail(error);
      });
    }
  }

  retry(): Promise<void> {
    return this.show(this.pageType, true);
  }

  openNew(): void {
    this.success = null;
    this.form = new CommercialFormStore(this.deps, { pageType: this.pageType }, (block, created) => this.took(block, created));
  }

  openEdit(id: string): void {
    const block = this.current.find((candidate) => candidate._id === id);
    if (!block) return;
    this.success = null;
    this.form = new CommercialFormStore(this.deps, block, (saved, created) => this.took(saved, created));
  }

  /** The editor closed the dialog: what it held is dropped, here and on this device. */
  closeForm(): void {
    this.form = null;
    this.deps.storage.removeItem(this.deps.copyKey('commercial'));
  }

  /** The dialog's work kept when the session ended under it, opened again without asking once its list is in. */
  private reopenKept(pageType: PageType): void {
    const kept = readKeptForm(this.deps);
    const { block: blockId, origin } = kept?.baseVersion ?? {};
    if (!kept || this.form || origin !== pageType) return;
    const block = blockId ? this.listOf(pageType).find((candidate) => candidate._id === blockId) : null;
    if (blockId && !block) return;
    this.form = new CommercialFormStore(this.deps, block ?? { pageType }, (saved, created) => this.took(saved, created), kept);
    this.success = 'restoredAfterSignIn';
  }

  /** Moves a block one place up (-1) or down (+1) in its page type; the ends do nothing. */
  async move(id: string, direction: 'up' | 'down'): Promise<boolean> {
    const before = [...this.current];
    const from = before.findIndex((block) => block._id === id);
    const to = from + (direction === 'up' ? -1 : 1);
    if (from < 0 || to < 0 || to >= before.length || this.updating) return false;
    const after = [...before];
    const [moved] = after.splice(from, 1);
    if (!moved) return false;
    after.splice(to, 0, moved);
    const pageType = this.pageType;
    // Shown moved at once; the server's answer settles it, a refusal puts it back.
    this.blocks.set(pageType, after);
    this.lastMove = { id, direction };
    this.begin();
    try {
      const { blocks } = await orderAdminCommercial(this.deps.api, pageType, after.map((block) => block._id));
      runInAction(() => {
        this.blocks.set(pageType, blocks);
        this.done('moved');
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.blocks.set(pageType, before);
        this.updating = false;
        this.fail(error);
      });
      // Someone added or deleted a block since: the list is read again, so the next move can work.
      if (error instanceof ApiFailure && error.serverMessage === ADMIN_COMMERCIAL_ERRORS.orderChanged) await this.reload(pageType);
      return false;
    }
  }

  async setEnabled(id: string, enabled: boolean): Promise<boolean> {
    this.begin();
    try {
      const { block } = await switchAdminCommercial(this.deps.api, id, enabled);
      runInAction(() => {
        this.replace(block);
        this.done(enabled ? 'switchedOn' : 'switchedOff');
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.updating = false;
        this.fail(error);
      });
      return false;
    }
  }

  askDelete(id: string): void {
    this.deleting = this.current.find((block) => block._id === id) ?? null;
  }

  cancelDelete(): void {
    this.deleting = null;
  }

  async confirmDelete(): Promise<boolean> {
    const block = this.deleting;
    if (!block) return false;
    this.begin();
    try {
      await deleteAdminCommercial(this.deps.api, block._id, block.version);
      runInAction(() => {
        this.deleting = null;
        this.blocks.set(block.pageType, this.listOf(block.pageType).filter((candidate) => candidate._id !== block._id));
        this.done('deleted');
      });
      void this.reload(block.pageType);
      return true;
    } catch (error) {
      runInAction(() => {
        this.updating = false;
        this.deleting = null;
        this.fail(error);
      });
      if (error instanceof ApiFailure && (error.status === 409 || error.status === 404)) await this.reload(block.pageType);
      return false;
    }
  }

  /** A block the dialog saved (or took from someone else): into its list, where the server put it. */
  private took(block: AdminCommercialBlock, created: boolean): void {
    const elsewhere = PAGE_TYPES.filter((pageType) => pageType !== block.pageType && this.listOf(pageType).some((candidate) => candidate._id === block._id));
    // Moved to another page type: it leaves the old list (read again for the new order) and joins the new one's end.
    elsewhere.forEach((pageType) => {
      this.blocks.set(pageType, this.listOf(pageType).filter((candidate) => candidate._id !== block._id));
      void this.reload(pageType);
    });
    this.replace(block);
    this.error = null;
    this.success = created ? 'created' : 'saved';
  }

  private replace(block: AdminCommercialBlock): void {
    const list = this.listOf(block.pageType);
    const next = list.some((candidate) => candidate._id === block._id)
      ? list.map((candidate) => (candidate._id === block._id ? block : candidate))
      : [...list, block];
    this.blocks.set(block.pageType, [...next].sort((a, b) => a.order - b.order));
  }

  private listOf(pageType: PageType): AdminCommercialBlock[] {
    return this.blocks.get(pageType) ?? [];
  }

  private async reload(pageType: PageType): Promise<void> {
    try {
      const { blocks } = await listAdminCommercial(this.deps.api, pageType);
      runInAction(() => {
        this.blocks.set(pageType, blocks);
        this.status.set(pageType, 'ready');
      });
    } catch {
      // The message already says what failed; the list keeps what it showed.
    }
  }

  private begin(): void {
    this.updating = true;
    this.error = null;
    this.success = null;
  }

  private done(success: CommercialSuccess): void {
    this.updating = false;
    this.success = success;
  }

  private fail(error: unknown): void {
    if (error instanceof ApiFailure && error.serverMessage === ADMIN_COMMERCIAL_ERRORS.orderChanged) {
      this.error = { kind: 'orderChanged' };
      return;
    }
    if (error instanceof ApiFailure && error.status === 409) {
      this.error = { kind: 'conflict' };
      return;
    }
    this.error = deskFailure(error);
    if (this.error.kind === 'sessionExpired') this.deps.sessionExpired();
  }
}
