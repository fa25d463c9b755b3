import { makeAutoObservable } from 'mobx';
import type { AdminPoll } from '../../../contracts/adminPolls';
import { listAdminPolls } from '../../api/adminPolls';
import { ApiFailure } from '../../api/client';
import { Resource } from '../../lib/Resource';
import type { DeskDeps } from './deskDeps';
import { PollEditorStore } from './PollEditorStore';

/**
 * The desk's polls (/admin/polls): the list with each poll's state, end time, votes and story, and the poll open
 * in the editor. What the editor saves, closes or deletes shows in the list the next time it is shown.
 */
export class AdminPollsStore {
  readonly results: Resource<readonly AdminPoll[]>;
  editor: PollEditorStore | null = null;

  constructor(private readonly deps: DeskDeps) {
    this.results = new Resource(async () => {
      try {
        return (await listAdminPolls(deps.api)).polls;
      } catch (error) {
        // An ended session ends the desk's session: a retry could only be refused again.
        if (error instanceof ApiFailure && error.status === 401) deps.sessionExpired();
        throw error;
      }
    });
    makeAutoObservable<this, 'deps'>(this, { deps: false, results: false }, { autoBind: true });
  }

  /** The list as the server has it now (every visit: votes keep coming in). */
  show(): Promise<void> {
    return this.results.load(true);
  }

  /** Opens a poll (or a new one, id null) in the editor. */
  async open(id: string | null): Promise<PollEditorStore> {
    const editor = new PollEditorStore(this.deps, id);
    this.editor = editor;
    await editor.load();
    return editor;
  }

  /** A page that takes over an open editor (a new poll's first save moves it to its own address). */
  adopt(editor: PollEditorStore): void {
    this.editor = editor;
  }

  close(editor: PollEditorStore): void {
    if (this.editor === editor) this.editor = null;
  }
}
