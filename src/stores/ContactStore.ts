import { runInAction } from 'mobx';
import { SUBMIT_LIMITS } from '../../contracts/contact';
import { sendContact, submitArticle } from '../api/contact';
import { localizedError } from '../i18n/formErrors';
import type { RootStore } from './RootStore';
import {
  validateContact,
  validateSubmitArticle,
  type ContactFormValues,
  type SubmissionErrors,
  type SubmitArticleValues,
} from './validation';

function contactBody(values: ContactFormValues) {
  const phone = values.phone?.trim();
  return {
    email: (values.email ?? '').trim(),
    firstName: (values.firstName ?? '').trim(),
    lastName: (values.lastName ?? '').trim(),
    ...(phone ? { phone } : {}),
    comment: (values.comment ?? '').trim(),
  };
}

/** Attachments beyond the limits the server applies (contracts/contact.ts SUBMIT_LIMITS). */
export function attachmentProblem(files: readonly File[]): 'tooManyFiles' | 'fileTooLarge' | 'totalTooLarge' | undefined {
  if (files.length > SUBMIT_LIMITS.maxFiles) return 'tooManyFiles';
  if (files.some((file) => file.size > SUBMIT_LIMITS.maxFileBytes)) return 'fileTooLarge';
  if (files.reduce((sum, file) => sum + file.size, 0) > SUBMIT_LIMITS.maxTotalBytes) return 'totalTooLarge';
  return undefined;
}

/** Writing to the editors (SPEC §4, §8): success and failure alike reset, close and show the generic success. */
export class ContactStore {
  constructor(private readonly root: RootStore) {}

  contact = async (values: ContactFormValues): Promise<SubmissionErrors<ContactFormValues> | undefined> => {
    const invalid = validateContact(values);
    if (invalid) return invalid;
    try {
      await sendContact(this.root.api, contactBody(values));
    } catch {
      // SPEC §8: contact failures are swallowed.
    }
    runInAction(() => this.root.popups.open('success'));
    return undefined;
  };

  submit = async (values: SubmitArticleValues): Promise<SubmissionErrors<SubmitArticleValues> | undefined> => {
    const invalid = validateSubmitArticle(values);
    if (invalid) return invalid;
    const files = values.files ?? [];
    const problem = attachmentProblem(files);
    if (problem) return { files: localizedError(problem) };
    try {
      await submitArticle(this.root.api, contactBody(values), files);
    } catch {
      // SPEC §8: submit failures are swallowed.
    }
    runInAction(() => this.root.popups.open('success'));
    return undefined;
  };
}

