import { action, computed, makeObservable, observableRef, reaction, runInAction } from 'mobx';
import { SUBMIT_LIMITS } from '../../contracts/contactLimits';
import type { Locale } from '../../contracts/common';
import { ApiFailure } from '../api/client';
import type { UploadOptions, UploadProgress } from '../api/contact';
import { localizedError, type LocalizedError } from '../i18n/formErrors';
import {
  honeypot,
  validateContact,
  validateSubmitArticle,
  type ContactFormValues,
  type SubmitArticleValues,
} from '../lib/validation';
import type { Refusal } from '../lib/refusal';
import type { Services } from './services';
import type { OutboxStore } from './OutboxStore';
import type { PopupsStore } from './PopupsStore';

/** The contact form's and the contribution's requests and contracts, fetched with the first send (docs/decisions/114). */
const contactCalls = () => import('../api/contact');

function contactBody(values: ContactFormValues, locale: Locale) {
  const phone = values.phone?.trim();
  return {
    locale,
    email: (values.email ?? '').trim(),
    firstName: (values.firstName ?? '').trim(),
    lastName: (values.lastName ?? '').trim(),
    ...(phone ? { phone } : {}),
    comment: (values.comment ?? '').trim(),
    ...honeypot(values),
  };
}

const MB = 1024 * 1024;
const ALLOWED_EXTENSIONS: readonly string[] = SUBMIT_LIMITS.extensions;

/** The `accept` of a file input: the extensions the server takes. */
export const ATTACHMENT_ACCEPT = ALLOWED_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** The same, for people: ['PDF', 'DOC', …] — joined by the reader's language (Intl.ListFormat) where shown. */
export const ATTACHMENT_TYPES: readonly string[] = ALLOWED_EXTENSIONS.map((extension) => extension.toUpperCase());

/** The limits in the units a reader is told them in. */
export const ATTACHMENT_LIMITS = {
  maxFiles: SUBMIT_LIMITS.maxFiles,
  fileMb: SUBMIT_LIMITS.maxFileBytes / MB,
  totalMb: SUBMIT_LIMITS.maxTotalBytes / MB,
} as const;

function extensionOf(name: string): string {
  return name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '';
}

/**
 * The first attachment that breaks a limit the server applies (contracts/contact.ts SUBMIT_LIMITS), as a
 * message naming it. Files are taken in order, so the one named is the one that tipped the list over.
 */
export function attachmentProblem(files: readonly File[]): LocalizedError | undefined {
  let total = 0;
  for (const [index, file] of files.entries()) {
    const name = file.name;
    if (!ALLOWED_EXTENSIONS.includes(extensionOf(name))) {
      return localizedError('fileType', { name, types: ATTACHMENT_TYPES });
    }
    if (index >= SUBMIT_LIMITS.maxFiles) return localizedError('tooManyFiles', { name, max: SUBMIT_LIMITS.maxFiles });
    if (file.size === 0) return localizedError('fileEmpty', { name });
    if (file.size > SUBMIT_LIMITS.maxFileBytes) {
      return localizedError('fileTooLarge', { name, limit: ATTACHMENT_LIMITS.fileMb });
    }
    total += file.size;
    if (total > SUBMIT_LIMITS.maxTotalBytes) {
      return localizedError('totalTooLarge', { name, limit: ATTACHMENT_LIMITS.totalMb });
    }
  }
  return undefined;
}

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * Files picked or dropped onto a list: each one that keeps the list within the limits is added (a file already
 * there is not added twice); `rejected` names the first one that did not fit.
 */
export function addAttachments(
  current: readonly File[],
  incoming: readonly File[],
): { readonly files: readonly File[]; readonly rejected: LocalizedError | undefined } {
  const files = [...current];
  let rejected: LocalizedError | undefined;
  for (const file of incoming) {
    if (files.some((kept) => sameFile(kept, file))) continue;
    const problem = attachmentProblem([...files, file]);
    if (problem) rejected ??= problem;
    else files.push(file);
  }
  return { files, rejected };
}

/**
 * A send the server refused (a 4xx: it would fail again as it is): shown on the field the server named, if the
 * form has it, else above the form. Nothing is kept for a retry.
 */
function refusal<Values>(error: unknown): Refusal<Values> {
  // The server names a nested field by its path ('files.0'): the form shows it on the field itself.
  const named = error instanceof ApiFailure ? error.serverField?.split('.')[0] : undefined;
  const field = named && CONTACT_FIELDS.includes(named) ? named : 'form';
  return { [field]: localizedError('notAccepted') } as Refusal<Values>;
}

const CONTACT_FIELDS: readonly string[] = ['email', 'firstName', 'lastName', 'phone', 'comment', 'files'];


/** What ContactStore uses: the shared services, and by name the stores it works with. */
export type ContactDeps = Services & { readonly outbox: OutboxStore; readonly popups: PopupsStore };

/**
 * Writing to the editors (SPEC §4, §8): success and a failed send alike reset, close and show the generic success
 * — and what failed waits in the outbox (OutboxStore) until it is delivered.
 */
export class ContactStore {
  /** The contribution's upload while it is sent, else null. */
  upload: UploadProgress | null = null;

  /**
   * @param transport how the upload is sent (tests hand in a request stand-in that reports progress).
   */
  constructor(
    private readonly deps: ContactDeps,
    private readonly transport: Pick<UploadOptions, 'createRequest'> = {},
  ) {
    makeObservable<this, 'setUpload'>(this, {
      upload: observableRef,
      uploadPercent: computed,
      setUpload: action,
    });
  }

  /** Whole percent of the upload sent, or null while the size is unknown (an indeterminate bar). */
  get uploadPercent(): number | null {
    const upload = this.upload;
    if (!upload || upload.total === null || upload.total === 0) return null;
    return Math.min(100, Math.floor((upload.loaded / upload.total) * 100));
  }

  private setUpload(progress: UploadProgress | null): void {
    this.upload = progress;
  }

  contact = async (values: ContactFormValues): Promise<Refusal<ContactFormValues> | undefined> => {
    const invalid = validateContact(values);
    if (invalid) return invalid;
    const body = contactBody(values, this.deps.locale);
    const sent = await this.deps.outbox.send('contact', body, [], { attempt: async (key) => (await contactCalls()).sendContact(this.deps.api, body, key) });
    if (sent.result === 'refused') return refusal<ContactFormValues>(sent.error);
    // SPEC §8: a failure still shows success; the outbox now keeps what failed and sends it later.
    runInAction(() => this.deps.popups.openInPlaceOf('contact', 'success'));
    return undefined;
  };

  /**
   * The contribution, uploaded with progress. Closing the popup while it uploads cancels the upload, and nothing
   * opens in its place (the reader has moved on).
   */
  submit = async (values: SubmitArticleValues): Promise<Refusal<SubmitArticleValues> | undefined> => {
    const invalid = validateSubmitArticle(values);
    if (invalid) return invalid;
    const files = values.files ?? [];
    const problem = attachmentProblem(files);
    if (problem) return { files: problem };
    const cancel = new AbortController();
    const stopWatching = reaction(
      () => this.deps.popups.isOpen('submitArticle'),
      (open) => {
        if (!open) cancel.abort();
      },
    );
    this.setUpload({ loaded: 0, total: files.reduce((sum, file) => sum + file.size, 0) || null });
    const body = contactBody(values, this.deps.locale);
    let sent;
    try {
      sent = await this.deps.outbox.send('submit', body, files, {
        attempt: async (key) =>
          (await contactCalls()).submitArticle(this.deps.api, body, files, {
            ...this.transport,
            signal: cancel.signal,
            idempotencyKey: key,
            onProgress: (progress) => this.setUpload(progress),
          }),
      });
    } finally {
      stopWatching();
      this.setUpload(null);
    }
    if (sent.result === 'refused') return refusal<SubmitArticleValues>(sent.error);
    runInAction(() => this.deps.popups.openInPlaceOf('submitArticle', 'success'));
    return undefined;
  };
}
