import { makeAutoObservable, observable, runInAction } from 'mobx';
import { User, type Draft, type SignUpRequest } from '../../contracts/user';
import { ApiFailure } from '../api/client';
import { catalogueEntry, unreachableOrFailed } from '../api/errorCatalogue';
import { endSession, forgotPassword, getProfile, resetPassword, signIn, signUp } from '../api/user';
import { localizedError } from '../i18n/formErrors';
import { payloadPhone } from '../lib/phone';
import { readStored, writeStored } from '../lib/storage';
import { safeRedirect, withSafeRedirect } from '../lib/safeRedirect';
import { draftControl, draftKinds } from './PlaceStore';
import {
  validateResetPassword,
  validateRestore,
  validateSignIn,
  validateSignUp,
  type ResetPasswordValues,
  type RestoreValues,
  type SignInValues,
  type SignUpValues,
} from '../lib/validation';
import type { Refusal } from '../lib/refusal';
import type { Services } from './services';
import type { DraftsStore } from './DraftsStore';
import type { LikesStore } from './LikesStore';
import type { OutboxStore } from './OutboxStore';
import type { PlaceStore } from './PlaceStore';
import type { PopupId, PopupsStore } from './PopupsStore';

/** SPEC §3 sign-up payload, built from the form's values. */
export function signUpPayload(values: SignUpValues, locale: SignUpRequest['locale'], draft: Draft | undefined): SignUpRequest {
  const optional = <K extends keyof SignUpRequest>(key: K, value: SignUpRequest[K] | undefined | '') =>
    value === undefined || value === '' ? {} : { [key]: value };
  const birthdate = values.birthdate ? Date.parse(`${values.birthdate}T00:00:00Z`) : undefined;
  return {
    email: (values.email ?? '').trim(),
    password: values.password ?? '',
    firstName: (values.firstName ?? '').trim(),
    lastName: (values.lastName ?? '').trim(),
    userName: (values.userName ?? '').trim(),
    ...optional('city', values.city?.trim()),
    ...optional('country', values.country),
    ...optional('phone', payloadPhone(values.phone, values.dialCode)),
    ...optional('gender', values.gender),
    ...optional('birthdate', Number.isNaN(birthdate) ? undefined : birthdate),
    ...optional('hobby', values.hobby?.trim()),
    locale,
    ...(draft ? { draft: withSafeRedirect(draft) } : {}),
  };
}

/** The signed-in reader: start-up profile, sign-in (which has DraftsStore replay the draft), sign-up, restore, reset, sign-out. */

/** What SessionStore uses: the shared services, and by name the stores it works with. */
export type SessionDeps = Services & { readonly drafts: DraftsStore; readonly likes: LikesStore; readonly outbox: OutboxStore; readonly place: PlaceStore; readonly popups: PopupsStore };

export class SessionStore {
  user: User | null = null;
  token: string | null = null;
  authorised = false;
  /** The start-up profile check has answered (either way). */
  profileChecked = false;
  /**
   * The profile could not be loaded for a reason other than an ended session (issue 29): 'kept' when the reader is
   * still shown signed in from their last profile, 'unknown' when there was none to show. Said on the page.
   */
  profileProblem: 'kept' | 'unknown' | null = null;
  /** SPEC §4: a sign-in that failed without a catalogue message; the popup's title becomes 'Login error'. */
  loginFailed = false;
  /** Which sign-in fields the server's last answer was about; editing the field clears its flag. */
  serverErrorFields = observable.set<'email' | 'password'>();

  constructor(private readonly deps: SessionDeps) {
    makeAutoObservable<this, 'deps'>(this, { deps: false }, { autoBind: true });
    deps.tabs.listen(() => this.syncWithOtherTabs());
    deps.popups.whenClosed((id) => this.popupClosed(id));
  }

  /**
   * SPEC §4: closing the sign-up success popup clears all drafts (the account they waited for is made); a sign-in
   * popup opened again starts fresh, not in the 'Login error' state of the last attempt.
   */
  private popupClosed(id: PopupId): void {
    if (id === 'signUpSuccess') this.deps.drafts.clear();
    if (id === 'signIn') this.clearSignInErrors();
  }

  /**
   * Sign-in and sign-out in one tab reach the others: a token stored by another tab is this tab's too (its
   * profile is loaded, any pending draft replayed), and a token removed there signs this tab out.
   */
  /**
   * What the site already knows of a signed-in reader that the contact, contribution and subscription forms ask
   * for: their name and email, filled in so they are not asked again (still editable). Nothing when signed out.
   */
  get contactDetails(): { readonly firstName?: string; readonly lastName?: string; readonly email?: string } {
    const user = this.authorised ? this.user : null;
    return user ? { firstName: user.firstName, lastName: user.lastName, email: user.email } : {};
  }

  syncWithOtherTabs(): void {
    const stored = this.deps.storage.getItem(this.deps.keys.userToken);
    if (stored === this.token) return;
    if (stored === null) {
      this.markSignedOut();
      return;
    }
    void this.loadProfile().then(() => {
      const { popups } = this.deps;
      if (this.authorised && (popups.isOpen('signIn') || popups.isOpen('signUp'))) popups.close();
    });
  }

  /**
   * Whether `error` says the session is over (a bearer call answered 401: the token expired or was revoked). If
   * so the token is forgotten here and in the other tabs, and the caller keeps the reader's action as a draft.
   */
  endedBy(error: unknown): boolean {
    if (!(error instanceof ApiFailure) || error.status !== 401 || !this.token) return false;
    this.forgetToken();
    this.markSignedOut();
    return true;
  }

  /** SPEC §4 at start: the profile is loaded with the stored token. */
  async loadProfile(): Promise<void> {
    const stored = this.deps.storage.getItem(this.deps.keys.userToken);
    if (!stored) {
      this.markSignedOut();
      this.profileChecked = true;
      return;
    }
    this.token = stored;
    try {
      const { user } = await getProfile(this.deps.api);
      if (this.deps.storage.getItem(this.deps.keys.userToken) !== stored) return;
      this.signedIn(user, stored);
      await this.deps.likes.load();
      runInAction(() => {
        this.profileChecked = true;
        this.profileProblem = null;
      });
      // A draft not yet confirmed (the page was reloaded during sign-in, or a replay step failed) goes now; the
      // profile check does not wait for it.
      await this.deps.drafts.replay();
    } catch (error) {
      const expired = error instanceof ApiFailure && error.status === 401;
      // SPEC §4: a failure marks the reader unauthorised — for an expired or unknown token (401), which is forgotten.
      // A server that failed or could not be reached says nothing about the session (issues 16, 29): the token
      // stays, the reader stays signed in as their last profile shows them, and the page says what happened.
      const kept = expired ? undefined : readStored(this.deps.storage, this.deps.keys.userProfile, User);
      runInAction(() => {
        if (expired) this.forgetToken();
        if (kept) {
          this.user = kept;
          this.authorised = true;
        } else this.markSignedOut();
        this.profileProblem = expired ? null : kept ? 'kept' : 'unknown';
      });
      if (!expired && typeof window !== 'undefined') {
        window.addEventListener('online', () => void this.loadProfile(), { once: true });
      }
    } finally {
      runInAction(() => {
        this.profileChecked = true;
      });
    }
  }

  /** Editing a sign-in field clears the server's flag on it, and the 'Login error' state. */
  editSignInField(field: 'email' | 'password'): void {
    this.serverErrorFields.delete(field);
    this.loginFailed = false;
  }

  clearSignInErrors(): void {
    this.serverErrorFields.clear();
    this.loginFailed = false;
  }

  /**
   * The sign-in and what follows it, step by step (SPEC §4, docs/decisions/032, issue 15): 1. the server's answer;
   * 2. the draft it hands back is adopted (stored before anything else: a reload from here on still replays it);
   * 3. the reader is signed in, here and in the other tabs; 4. the draft is replayed (each step leaves it once
   * the server confirmed it); 5. the popup closes; 6. the place is remembered, with what went through; 7. the page
   * reloads, or goes to the draft's page.
   */
  signIn = async (values: SignInValues): Promise<Refusal<SignInValues> | undefined> => {
    const invalid = validateSignIn(values);
    if (invalid) return invalid;
    const { popups, navigation } = this.deps;
    this.clearSignInErrors();
    const email = (values.email ?? '').trim();
    // 1.
    let answer: Awaited<ReturnType<typeof signIn>>;
    try {
      answer = await signIn(this.deps.api, { email, password: values.password ?? '', locale: this.deps.locale });
    } catch (error) {
      return runInAction(() => this.signInFailed(error, email));
    }
    if (!answer.user || !answer.token) {
      runInAction(() => (this.loginFailed = true));
      return { form: localizedError('loginError') };
    }
    const redirect = await this.enter(answer.user, answer.token, () => {
      if (popups.isOpen('signIn')) popups.close();
    });
    // 7.
    if (redirect) navigation.load(redirect);
    else navigation.reload();
    return undefined;
  };

  /**
   * Steps 2-6 of a sign-in, shared by the verification link (which signs in too, issue 28): the draft handed back
   * is adopted, the reader signed in here and in the other tabs, the draft replayed, and the place remembered.
   * Returns the path the draft asked to go back to, or null.
   */
  private async enter(user: User, token: string, afterReplay: () => void = () => undefined): Promise<string | null> {
    const { drafts, place, navigation } = this.deps;
    // 2.
    drafts.adopt(user.draft);
    const { redirectUrl } = drafts.draft;
    const [control, drafted] = [draftControl(drafts.draft), draftKinds(drafts.draft)];
    // 3, 4, 5.
    this.signedIn(user, token);
    await drafts.replay();
    runInAction(afterReplay);
    // 6. The way back is checked again before it is followed: only a path on this site (issue 17). What failed
    // to replay is the replay notice's to say.
    const redirect = safeRedirect(redirectUrl);
    const failed = new Set(drafts.failures.map((failure) => failure.kind));
    const here = navigation.current();
    place.remember(redirect ?? here, control, drafted.filter((kind) => !failed.has(kind)), !redirect || redirect === here);
    return redirect ?? null;
  }

  /**
   * The verification link's answer signed the reader in (issue 28): as after a sign-in, a draft saved at sign-up
   * replays and its page opens; else the reader lands on their new account page, which greets them.
   */
  async enterVerified(user: User, token: string): Promise<void> {
    const redirect = await this.enter(user, token);
    runInAction(() => {
      if (redirect) this.deps.navigation.load(redirect);
      else {
        this.justVerified = true;
        this.deps.navigation.go(`/${this.deps.locale}/account`);
      }
    });
  }

  /** Signed in by opening the verification link, this visit: the account page says so. */
  justVerified = false;

  /** The account page saved the profile: the header and the stored profile show it at once. */
  replaceUser(user: User): void {
    if (!this.authorised) return;
    writeStored(this.deps.storage, this.deps.keys.userProfile, user);
    this.user = user;
  }

  /**
   * The session ended on the server already (sign out everywhere, a deleted account): forgotten here and in the
   * other tabs, then the home page, as at sign-out.
   */
  endedOnServer(): void {
    this.forgetToken();
    this.markSignedOut();
    this.deps.navigation.go(`/${this.deps.locale}/`);
  }

  private signInFailed(error: unknown, email: string): Refusal<SignInValues> {
    const entry = catalogueEntry('signIn', error);
    if (entry) {
      const field = entry.field === 'email' || entry.field === 'password' ? entry.field : undefined;
      if (field) this.serverErrorFields.add(field);
      const message = localizedError(entry.message, entry.values ?? (entry.message === 'userNotVerified' ? { email } : undefined));
      return field ? { [field]: message } : { form: message };
    }
    // SPEC §8: any other sign-in failure shows the generic login error state.
    this.loginFailed = true;
    const offline = error instanceof ApiFailure && error.status === 0;
    return { form: localizedError(offline ? 'offline' : 'loginError') };
  }

  private signedIn(user: User, token: string): void {
    // SPEC §4: the token is stored twice, under the client key and the user key.
    this.deps.storage.setItem(this.deps.keys.clientToken, token);
    this.deps.storage.setItem(this.deps.keys.userToken, token);
    writeStored(this.deps.storage, this.deps.keys.userProfile, user);
    this.user = user;
    this.token = token;
    this.authorised = true;
    this.deps.tabs.announce();
  }

  signUp = async (values: SignUpValues): Promise<Refusal<SignUpValues> | undefined> => {
    const invalid = validateSignUp(values);
    if (invalid) return invalid;
    const drafts = this.deps.drafts;
    try {
      await signUp(this.deps.api, signUpPayload(values, this.deps.locale, drafts.pending ? drafts.draft : undefined));
    } catch (error) {
      const entry = catalogueEntry('signUp', error);
      if (entry?.field) return { [entry.field]: localizedError(entry.message) };
      // Unknown sign-up errors have no catalogue message (SPEC §8); docs/decisions/004.
      return { form: localizedError(unreachableOrFailed(error)) };
    }
    runInAction(() => this.deps.popups.openInPlaceOf('signUp', 'signUpSuccess', { email: (values.email ?? '').trim() }));
    return undefined;
  };

  /** 'Forgot password': sends the reset link. */
  restore = async (values: RestoreValues): Promise<Refusal<RestoreValues> | undefined> => {
    const invalid = validateRestore(values);
    if (invalid) return invalid;
    const email = (values.email ?? '').trim();
    try {
      await forgotPassword(this.deps.api, { email, locale: this.deps.locale });
    } catch (error) {
      const entry = catalogueEntry('restore', error);
      if (entry?.field) return { [entry.field]: localizedError(entry.message, entry.values) };
      return { form: localizedError(unreachableOrFailed(error)) };
    }
    runInAction(() => this.deps.popups.openInPlaceOf('restorePassword', 'restorePasswordSuccess', { email, stage: 'linkSent' }));
    return undefined;
  };

  /**
   * The new password, with the token of the mailed link (restore-token). SPEC §4/§8: success — and a failure
   * too — goes to '/' and opens the restore-success popup.
   */
  resetPassword = async (
    values: ResetPasswordValues,
    token: string,
  ): Promise<Refusal<ResetPasswordValues> | undefined> => {
    const invalid = validateResetPassword(values);
    if (invalid) return invalid;
    const body = { token, password: values.password ?? '' };
    // SPEC §8 swallows a failed reset and proceeds as success: one that failed for want of a connection or a
    // working server waits in the outbox and goes later (same key, so once). A link the server calls invalid or
    // used is said honestly (issue 16): success would be a lie the reader finds out at their next sign-in.
    const sent = await this.deps.outbox.send('resetPassword', body, [], {
      attempt: (key) => resetPassword(this.deps.api, body, key),
    });
    if (sent.result === 'refused') {
      const entry = catalogueEntry('resetPassword', sent.error);
      if (entry) return { form: localizedError(entry.message) };
    }
    runInAction(() => {
      this.deps.navigation.go(`/${this.deps.locale}/`);
      this.deps.popups.open('restorePasswordSuccess', { stage: 'passwordChanged' });
    });
    return undefined;
  };

  /** SPEC §4: sign-out clears authorised, user and token, removes the stored token and goes to '/'. */
  signOut(): void {
    // The server ends the session too (fire and forget): the reader is signed out here even if that call fails.
    if (this.token) endSession(this.deps.api).catch(() => undefined);
    this.forgetToken();
    this.markSignedOut();
    this.deps.navigation.go(`/${this.deps.locale}/`);
  }

  private forgetToken(): void {
    this.deps.storage.removeItem(this.deps.keys.userToken);
    this.deps.storage.removeItem(this.deps.keys.clientToken);
    this.deps.storage.removeItem(this.deps.keys.userProfile);
    this.profileProblem = null;
    this.token = null;
    this.deps.tabs.announce();
  }

  private markSignedOut(): void {
    this.user = null;
    this.token = null;
    this.authorised = false;
  }
}
