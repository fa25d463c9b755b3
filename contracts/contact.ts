/** Writing to the editors: the contact form and contributions with attachments (SPEC §7). */
import { enums, integer, min, object, optional, size, string, type Infer } from 'superstruct';
import { defineEndpoint, Email, FIELD_LIMITS, Honeypot, Locale } from './common';

export const CONTACT_ERRORS = {
  noFiles: 'No files attached',
  fileTooLarge: 'A file is larger than the limit',
  totalTooLarge: 'The files are larger in total than the limit',
  tooManyFiles: 'Too many files',
  fileType: 'File type not allowed',
  /** A file of no bytes: nothing an editor could read. */
  fileEmpty: 'A file is empty',
} as const;

export { SUBMIT_LIMITS } from './contactLimits';

export const ContactValues = object({
  email: Email,
  firstName: size(string(), 1, FIELD_LIMITS.name),
  lastName: size(string(), 1, FIELD_LIMITS.name),
  phone: optional(size(string(), 0, FIELD_LIMITS.phone)),
  comment: size(string(), 1, FIELD_LIMITS.contactComment),
  /** Ours: the site's language the reader wrote from, so an editor's reply comes in it (English if not said). */
  locale: optional(Locale),
  website: Honeypot,
});
export type ContactValues = Infer<typeof ContactValues>;

export const contact = defineEndpoint({
  method: 'POST',
  path: '/api/client/user/contact',
  body: ContactValues,
  auth: 'none',
  response: object({ status: enums(['received']) }),
  errors: [],
  idempotent: true,
});

/** Multipart: a `values` field with the JSON of the body, then one field per file. */
export const submitArticle = defineEndpoint({
  method: 'POST',
  path: '/api/client/user/submit',
  body: ContactValues,
  encoding: 'multipart',
  auth: 'none',
  response: object({ status: enums(['received']), files: min(integer(), 1) }),
  errors: [
    CONTACT_ERRORS.noFiles,
    CONTACT_ERRORS.fileTooLarge,
    CONTACT_ERRORS.totalTooLarge,
    CONTACT_ERRORS.tooManyFiles,
    CONTACT_ERRORS.fileType,
    CONTACT_ERRORS.fileEmpty,
  ],
  idempotent: true,
});
