import { makeAutoObservable, runInAction } from 'mobx';
import { ADMIN_TEAM_ERRORS, type TeamMember } from '../../../contracts/adminTeam';
import { GENERIC_ERRORS, type DeskRole } from '../../../contracts/common';
import { ApiFailure } from '../../api/client';
import { listDeskTeam, setDeskRole } from '../../api/adminTeam';
import type { AdminStore } from '../AdminStore';
import type { DeskDeps } from './deskDeps';

export type TeamError =
  | { readonly kind: 'offline' | 'sessionExpired' | 'notAllowed' | 'lastAdministrator' | 'memberNotFound' }
  | { readonly kind: 'server'; readonly message: string };

/** What the last change did, said in the screen's status line. */
export type TeamOutcome =
  | { readonly success: { readonly name: string; readonly role: DeskRole }; readonly error?: undefined }
  | { readonly error: TeamError; readonly success?: undefined };

/**
 * The desk's team (/admin/team, administrators only): everyone with a desk account and their role, and the change
 * of one. The desk always keeps an administrator: the last one's role is not offered for change (the API refuses it
 * too, should two administrators race). Giving oneself a lesser role asks first, since the Team screen then goes.
 */
export class TeamStore {
  loadStatus: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  members: TeamMember[] = [];
  /** The member whose role is being changed now. */
  changing: string | null = null;
  outcome: TeamOutcome | null = null;
  /** The signed-in administrator's own lesser role, waiting for their yes. */
  pendingOwnRole: DeskRole | null = null;

  constructor(
    private readonly deps: DeskDeps,
    private readonly session: AdminStore,
  ) {
    makeAutoObservable<this, 'deps' | 'session'>(this, { deps: false, session: false }, { autoBind: true });
  }

  async load(force = false): Promise<void> {
    if (!force && (this.loadStatus === 'ready' || this.loadStatus === 'loading')) return;
    this.loadStatus = 'loading';
    try {
      const { members } = await listDeskTeam(this.deps.api);
      runInAction(() => {
        this.members = members;
        this.loadStatus = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.loadStatus = 'error';
        this.outcome = { error: this.failure(error) };
      });
    }
  }

  get administrators(): number {
    return this.members.filter((member) => member.role === 'administrator').length;
  }

  /** The desk's only administrator: their role is not for changing until someone else has it too. */
  isLastAdministrator(member: TeamMember): boolean {
    return member.role === 'administrator' && this.administrators <= 1;
  }

  isMe(member: TeamMember): boolean {
    return member._id === this.session.data?.admin._id;
  }

  /** Gives `member` the role chosen; one's own lesser role waits for confirmOwnRole. */
  choose(member: TeamMember, role: DeskRole): Promise<void> {
    if (role === member.role || this.changing !== null) return Promise.resolve();
    if (this.isMe(member)) {
      this.pendingOwnRole = role;
      return Promise.resolve();
    }
    return this.change(member, role);
  }

  confirmOwnRole(): Promise<void> {
    const role = this.pendingOwnRole;
    const me = this.members.find((member) => this.isMe(member));
    this.pendingOwnRole = null;
    return role && me ? this.change(me, role) : Promise.resolve();
  }

  cancelOwnRole(): void {
    this.pendingOwnRole = null;
  }

  private async change(member: TeamMember, role: DeskRole): Promise<void> {
    this.changing = member._id;
    this.outcome = null;
    try {
      const { member: changed } = await setDeskRole(this.deps.api, member._id, role);
      runInAction(() => {
        this.members = this.members.map((candidate) => (candidate._id === changed._id ? changed : candidate));
        this.outcome = { success: { name: changed.name, role: changed.role } };
        this.changing = null;
      });
      // The desk follows the signed-in editor's own new role at once (the API holds them to it from now on).
      if (this.isMe(changed)) this.session.takeRole(changed.role);
    } catch (error) {
      const failure = this.failure(error);
      runInAction(() => {
        this.outcome = { error: failure };
        this.changing = null;
      });
      // What the server has now: another administrator's change may be why this one was refused.
      if (failure.kind !== 'offline' && failure.kind !== 'sessionExpired') await this.load(true);
    }
  }

  private failure(error: unknown): TeamError {
    const failure = error instanceof ApiFailure ? error : null;
    if (failure?.status === 401) {
      this.deps.sessionExpired();
      return { kind: 'sessionExpired' };
    }
    if (failure?.status === 0) return { kind: 'offline' };
    const message = failure?.serverMessage;
    if (message === GENERIC_ERRORS.roleRefused) return { kind: 'notAllowed' };
    if (message === ADMIN_TEAM_ERRORS.lastAdministrator) return { kind: 'lastAdministrator' };
    if (message === ADMIN_TEAM_ERRORS.memberNotFound) return { kind: 'memberNotFound' };
    return { kind: 'server', message: message ?? 'Request failed' };
  }
}
