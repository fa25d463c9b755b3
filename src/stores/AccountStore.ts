import { makeAutoObservable, runInAction } from 'mobx';
import type { AccountActivity } from '../../contracts/account';
import type { Locale } from '../../contracts/common';
import type { User } from '../../contracts/user';
import { changePassword, deleteAccount, exportAccount, getAccountActivity, signOutEverywhere, updateProfile } from '../api/account';
import { catalogueEntry, unreachableOrFailed } from '../api/errorCatalogue';
import { localizedError, type LocalizedError } from '../i18n/formErrors';
import { payloadPhone, phoneDigits } from '../lib/phone';
import type { Refusal } from '../lib/refusal';
import type { SaveFile } from '../lib/saveFile';
import { Resource } from '../lib/Resource';
import {
  validateChangePassword,
  validateDeleteAccount,
  validateProfile,
  type ChangePasswordValues,
  type DeleteAccountValues,
  type ProfileValues,
} from '../lib/validation';
import type { PopupsStore } from './PopupsStore';
import type { Services } from './services';
import type { SessionStore } from './SessionStore';

/** What AccountStore uses: the shared services, and by name the stores it works with. */
export type AccountDeps = Services & { readonly session: SessionStore; readonly popups: PopupsStore; readonly saveFile: SaveFile };

/**
 * The profile form's values for a reader as the server has them: the phone split back into dial code and digits.
 * A reader without a phone gets no dial code here: the form shows their country's (ProfileForm), since the country
 * list and its calling codes load with the form, not with every page.
 */
export function profileValues(user: User): ProfileValues {
  const phone = user.phone ?? '';
  const dial = /^(\+\d+)\s(.*)$/.exec(phone);
  const birthdate = user.birthdate === undefined ? undefined : new Date(user.birthdate).toISOString().slice(0, 10);
  return {
    lastName: user.lastName,
    firstName: user.firstName,
    userName: user.userName,
    ...(user.country ? { country: user.country } : {}),
    ...(dial?.[1] ? { dialCode: dial[1] } : {}),
    ...(user.city ? { city: user.city } : {}),
    ...(phone ? { phone: phoneDigits(dial?.[2] ?? phone) } : {}),
    ...(user.gender ? { gender: user.gender } : {}),
    ...(birthdate ? { birthdate } : {}),
    ...(user.hobby ? { hobby: user.hobby } : {}),
  };
}

type Saved = 'profile' | 'password' | null;

/**
 * The reader's account page (issue 28 item 4): what they liked and wrote, the profile and password forms, sign-out
 * of every device, the download of their data and the deletion of the account. Signed out, the page asks them to
 * sign in, and the sign-in's reload brings them back here.
 */
export class AccountStore {
  /** Which form's change the server confirmed last: said beside it until the next edit. */
  saved: Saved = null;
  /** A failed action that has no form (sign out everywhere, the download): the catalogue's text. */
  actionError: LocalizedError | null = null;
  busy: 'signOutEverywhere' | 'download' | null = null;
  /** The delete confirmation dialog. */
  deleteOpen = false;
  private readonly activities = new Map<Locale, Resource<AccountActivity>>();

  constructor(private readonly deps: AccountDeps) {
    makeAutoObservable<this, 'deps' | 'activities'>(this, { deps: false, activities: false }, { autoBind: true });
  }

  /** What the reader liked and wrote, with the stories' titles in the page's language. */
  get activity(): Resource<AccountActivity> {
    const locale = this.deps.locale;
    let resource = this.activities.get(locale);
    if (!resource) {
      resource = new Resource(() => getAccountActivity(this.deps.api, locale));
      this.activities.set(locale, resource);
    }
    return resource;
  }

  /** The page opened: signed in, its lists load; signed out (once the profile check has answered), sign-in opens. */
  async open(): Promise<void> {
    const { session, popups } = this.deps;
    if (!session.authorised) {
      if (!session.profileChecked) return;
      if (!popups.current) popups.open('signIn');
      return;
    }
    await this.activity.load(true);
    runInAction(() => this.sessionEndedBy(this.activity.error));
  }

  get initialProfile(): ProfileValues | null {
    const user = this.deps.session.user;
    return user ? profileValues(user) : null;
  }

  /** A form was edited: its "saved" line and a failed action's message go. */
  edited = (): void => {
    this.saved = null;
    this.actionError = null;
  };

  saveProfile = async (values: ProfileValues): Promise<Refusal<ProfileValues> | undefined> => {
    this.edited();
    const invalid = validateProfile(values);
    if (invalid) return invalid;
    const optional = <K extends string, V>(key: K, value: V | undefined | '') => (value === undefined || value === '' ? {} : { [key]: value });
    const birthdate = values.birthdate ? Date.parse(`${values.birthdate}T00:00:00Z`) : undefined;
    try {
      const { user } = await updateProfile(this.deps.api, {
        firstName: (values.firstName ?? '').trim(),
        lastName: (values.lastName ?? '').trim(),
        userName: (values.userName ?? '').trim(),
        ...optional('city', values.city?.trim()),
        ...optional('country', values.country),
        ...optional('phone', payloadPhone(values.phone, values.dialCode)),
        ...optional('gender', values.gender),
        ...optional('birthdate', Number.isNaN(birthdate) ? undefined : birthdate),
        ...optional('hobby', values.hobby?.trim()),
        locale: this.deps.session.user?.locale ?? this.deps.locale,
      });
      runInAction(() => {
        this.deps.session.replaceUser(user);
        this.saved = 'profile';
      });
      return undefined;
    } catch (error) {
      return runInAction(() => this.refused('profile', error));
    }
  };

  changePassword = async (values: ChangePasswordValues): Promise<Refusal<ChangePasswordValues> | undefined> => {
    this.edited();
    const invalid = validateChangePassword(values);
    if (invalid) return invalid;
    try {
      await changePassword(this.deps.api, { currentPassword: values.currentPassword ?? '', password: values.password ?? '' });
      runInAction(() => (this.saved = 'password'));
      return undefined;
    } catch (error) {
      return runInAction(() => this.refused('changePassword', error));
    }
  };

  /** Every device signed out, this one too: then the home page, signed out. */
  async signOutEverywhere(): Promise<void> {
    this.edited();
    this.busy = 'signOutEverywhere';
    try {
      await signOutEverywhere(this.deps.api);
      runInAction(() => this.deps.session.endedOnServer());
    } catch (error) {
      runInAction(() => this.failed(error));
    } finally {
      runInAction(() => (this.busy = null));
    }
  }

  /** Everything the magazine keeps about the reader, as a JSON file. */
  async download(): Promise<void> {
    this.edited();
    this.busy = 'download';
    try {
      const data = await exportAccount(this.deps.api);
      const day = data.exportedAt.slice(0, 10);
      this.deps.saveFile(`huanyu-account-${day}.json`, 'application/json', `${JSON.stringify(data, null, 2)}\n`);
    } catch (error) {
      runInAction(() => this.failed(error));
    } finally {
      runInAction(() => (this.busy = null));
    }
  }

  openDelete = (): void => {
    this.edited();
    this.deleteOpen = true;
  };

  closeDelete = (): void => {
    this.deleteOpen = false;
  };

  /** The password confirms it; the comments are kept as "deleted reader" or removed, as chosen. */
  deleteAccount = async (values: DeleteAccountValues): Promise<Refusal<DeleteAccountValues> | undefined> => {
    const invalid = validateDeleteAccount(values);
    if (invalid) return invalid;
    try {
      await deleteAccount(this.deps.api, { password: values.password ?? '', comments: values.comments ?? 'keep' });
    } catch (error) {
      return runInAction(() => this.refused('deleteAccount', error));
    }
    runInAction(() => {
      this.deleteOpen = false;
      this.deps.session.endedOnServer();
    });
    return undefined;
  };

  /**
   * A form's failure on this page: the catalogue's text on its field, else above the form. An ended session signs
   * out. The e-mail and newsletter stores use it too.
   */
  refused<V>(context: 'profile' | 'changePassword' | 'changeEmail' | 'deleteAccount', error: unknown): Refusal<V> {
    if (this.sessionEndedBy(error)) return { form: localizedError('sessionEnded') } as Refusal<V>;
    const entry = catalogueEntry(context, error);
    if (entry?.field) return { [entry.field]: localizedError(entry.message, entry.values) } as Refusal<V>;
    if (entry) return { form: localizedError(entry.message, entry.values) } as Refusal<V>;
    return { form: localizedError(unreachableOrFailed(error)) } as Refusal<V>;
  }

  private failed(error: unknown): void {
    if (this.sessionEndedBy(error)) return;
    this.actionError = localizedError(unreachableOrFailed(error));
  }

  /** A 401: the session is over (another device signed everything out); the page then asks to sign in again. */
  sessionEndedBy(error: unknown): boolean {
    if (!this.deps.session.endedBy(error)) return false;
    this.deleteOpen = false;
    this.deps.popups.open('signIn');
    return true;
  }
}
