import { makeAutoObservable, runInAction } from 'mobx';
import { ADMIN_READER_ERRORS, READER_LIMITS, type AdminReader } from '../../../contracts/adminReaders';
import { blockAdminReader, unblockAdminReader } from '../../api/adminReaders';
import { ApiFailure } from '../../api/client';
import type { DeskDeps } from './deskDeps';
import { deskListError, type DeskListError } from './deskList';

/** Whom a block is about: the account's id and the name the desk's messages call them by. */
export interface BlockTarget {
  readonly readerId: string;
  readonly name: string;
}

/** The block or lift being written: whom, the reason typed so far, and what is wrong with it. */
export interface BlockDraft extends BlockTarget {
  readonly action: 'block' | 'unblock';
  readonly reason: string;
  readonly invalid: 'reasonRequired' | 'reasonTooLong' | null;
}

/** What a screen does once a block or lift is written, or when it was not. */
export interface BlockListener {
  readonly done: (reader: AdminReader, action: BlockDraft['action']) => void;
  readonly failed: (error: DeskListError) => void;
}

/**
 * Blocking a reader with a reason, or lifting the block, asked in one dialog (features/admin/desk/BlockReaderDialog):
 * the readers desk and the comments queue ask the same question the same way. What the editor typed stays whatever
 * goes wrong; the dialog closes only when the server has written it.
 */
export class ReaderBlockStore {
  draft: BlockDraft | null = null;
  busy = false;

  constructor(
    private readonly deps: DeskDeps,
    private readonly listener: BlockListener,
  ) {
    makeAutoObservable<this, 'deps' | 'listener'>(this, { deps: false, listener: false }, { autoBind: true });
  }

  /** Opens the dialog that asks why (a block) or confirms (a lift). */
  ask(target: BlockTarget, action: BlockDraft['action']): void {
    this.draft = { readerId: target.readerId, name: target.name, action, reason: '', invalid: null };
  }

  type(reason: string): void {
    if (this.draft) this.draft = { ...this.draft, reason, invalid: null };
  }

  cancel(): void {
    if (!this.busy) this.draft = null;
  }

  /** Sends the block or lift; a block without a reason is refused here, as the server would. */
  async confirm(): Promise<boolean> {
    const draft = this.draft;
    if (!draft || this.busy) return false;
    const reason = draft.reason.trim();
    if (draft.action === 'block' && !reason) {
      this.draft = { ...draft, invalid: 'reasonRequired' };
      return false;
    }
    if (reason.length > READER_LIMITS.reason) {
      this.draft = { ...draft, invalid: 'reasonTooLong' };
      return false;
    }
    this.busy = true;
    try {
      const send = draft.action === 'block' ? blockAdminReader : unblockAdminReader;
      const answer = await send(this.deps.api, draft.readerId, reason);
      runInAction(() => {
        this.draft = null;
      });
      this.listener.done(answer.reader, draft.action);
      return true;
    } catch (error) {
      const refused = error instanceof ApiFailure && error.serverMessage === ADMIN_READER_ERRORS.reasonRequired;
      if (refused) runInAction(() => this.draft && (this.draft = { ...this.draft, invalid: 'reasonRequired' }));
      else this.listener.failed(deskListError(this.deps, error));
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }
}
