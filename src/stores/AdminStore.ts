import { makeAutoObservable, runInAction } from 'mobx';
import { object, string } from 'superstruct';
import { Admin } from '../../contracts/admin';
import { roleAllows, type DeskRole } from '../../contracts/common';
import { adminRecovery, adminSignIn, adminSignOut } from '../api/admin';
import { catalogueEntry, unreachableOrFailed } from '../api/errorCatalogue';
import { localizedError } from '../i18n/formErrors';
import { readStored, writeStored } from '../lib/storage';
import { validateAdminSignIn, validateRestore, type AdminSignInValues, type RestoreValues } from '../lib/validation';
import type { Refusal } from '../lib/refusal';
import type { Services } from './services';

const StoredAdmin = object({ admin: Admin, token: string() });

/** What AdminStore uses: the shared services. */
export type AdminDeps = Services;

/**
 * SPEC §3 application state of the admin side: authenticated, updating, error, success; data holds the admin
 * and the token. Kept apart from the reader's session: an editor can be signed in to both.
 */
export class AdminStore {
  authenticated = false;
  updating = false;
  error: string | null = null;
  success = false;
  data: { admin: Admin; token: string } | null = null;
  /** The session ended under the editor (an admin call answered 401): the sign-in says so, and that work is kept. */
  expired = false;

  constructor(private readonly deps: AdminDeps) {
    const stored = readStored(deps.storage, deps.keys.adminToken, StoredAdmin);
    if (stored) {
      this.data = stored;
      this.authenticated = true;
    }
    makeAutoObservable<this, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  signIn = async (values: AdminSignInValues): Promise<Refusal<AdminSignInValues> | undefined> => {
    const invalid = validateAdminSignIn(values);
    if (invalid) return invalid;
    this.begin();
    try {
      const answer = await adminSignIn(this.deps.api, { email: (values.email ?? '').trim(), password: values.password ?? '' });
      runInAction(() => {
        this.data = answer;
        this.authenticated = true;
        this.expired = false;
        this.success = true;
        this.updating = false;
        writeStored(this.deps.storage, this.deps.keys.adminToken, answer);
      });
      return undefined;
    } catch (error) {
      const entry = catalogueEntry('adminSignIn', error);
      const message = entry?.message ?? unreachableOrFailed(error);
      runInAction(() => {
        this.updating = false;
        this.error = message;
      });
      return { form: localizedError(message) };
    }
  };

  /** Sends the recovery link; success is shown in place of the form. */
  recover = async (values: RestoreValues): Promise<Refusal<RestoreValues> | undefined> => {
    const invalid = validateRestore(values);
    if (invalid) return invalid;
    this.begin();
    try {
      await adminRecovery(this.deps.api, (values.email ?? '').trim());
      runInAction(() => {
        this.success = true;
        this.updating = false;
      });
      return undefined;
    } catch (error) {
      const message = unreachableOrFailed(error);
      runInAction(() => {
        this.updating = false;
        this.error = message;
      });
      return { form: localizedError(message) };
    }
  };

  /**
   * The editor signs out: the session ends on the server too (a desk on a shared computer), in the background; the
   * desk is signed out at once whatever the server answers.
   */
  signOut(): void {
    if (this.data) void adminSignOut(this.deps.api).catch(() => undefined);
    this.forget();
  }

  /** Signed out here only: the session is over already (expired, refused). */
  private forget(): void {
    this.data = null;
    this.authenticated = false;
    this.success = false;
    this.deps.storage.removeItem(this.deps.keys.adminToken);
  }

  /**
   * An admin call was refused for an ended session: back to the sign-in (the desk keeps the work locally). `token`
   * names the session the call belonged to: a late refusal of an earlier one (a call still out when the editor
   * signed out and in again) leaves the session that is open now alone.
   */
  expireSession(token?: string): void {
    if (token !== undefined && token !== this.data?.token) return;
    this.forget();
    this.expired = true;
  }

  /** The signed-in editor's desk role (null signed out): what the desk shows; the API decides what it allows. */
  get role(): DeskRole | null {
    return this.data?.admin.role ?? null;
  }

  /** Whether the signed-in editor's role may do what needs `least` (an endpoint's `role`, contracts/common.ts). */
  may(least: DeskRole): boolean {
    return this.role !== null && roleAllows(this.role, least);
  }

  /** An administrator changed the signed-in editor's own role (the Team screen): the desk follows at once. */
  takeRole(role: DeskRole): void {
    if (!this.data) return;
    this.data = { ...this.data, admin: { ...this.data.admin, role } };
    writeStored(this.deps.storage, this.deps.keys.adminToken, this.data);
  }

  /** Leaving a form: its success or error does not follow the editor to the next one. */
  resetStatus(): void {
    this.error = null;
    this.success = false;
  }

  private begin(): void {
    this.updating = true;
    this.error = null;
    this.success = false;
  }
}
