/**
 * Ours: the desk's writers (issue 25 item 7). A writer is the reader's `content.Author`: their name, bio and
 * portrait's text alternative per language, the portrait, and the slug of their page (`/{locale}/authors/{slug}`).
 * The desk also keeps what readers never see: the writer's address and whether they still write for the magazine.
 * A name is given in parts and shown as contracts/personName.ts orders it. A writer with articles is never deleted,
 * only made inactive; a changed slug keeps every old one, which answers with a permanent redirect
 * (docs/decisions/099).
 */
import { array, boolean, integer, min, object, optional, size, string, type Infer } from 'superstruct';
import { Acknowledged, defineEndpoint, Id, ImageRef, paginated, perLocale, queryInteger, Slug } from './common';

export const WRITER_LIMITS = { name: 60, bio: 600, alt: 200, slug: 60, email: 254 } as const;

export const ADMIN_WRITER_ERRORS = {
  notFound: 'Writer not found',
  /** 409: the version sent is not the latest (someone else saved this writer since). */
  versionConflict: 'Someone else has changed this writer since you opened them',
  /** field: 'data.{locale}.lastName' — a byline needs a name in every language. */
  nameRequired: 'Give the writer a name in every language',
  /** field: slug. The articles' alias rule (adminArticles.ALIAS_PATTERN). */
  slugInvalid: 'A slug uses lowercase letters, digits and single hyphens',
  /** 409, field: slug. Another writer's page has (or had) this address. */
  slugTaken: 'Another writer already uses this slug',
  /** field: email. */
  emailInvalid: 'This is not an e-mail address',
  /** field: avatar. A portrait is a picture the desk uploaded (or the one the writer already has). */
  unknownPicture: 'Upload the portrait through the desk',
  /** 409, field: id. Their articles would lose their byline: the writer is made inactive instead. */
  hasArticles: 'This writer has articles: make them inactive instead',
} as const;

/** One language of a writer as the desk edits it: the name in parts, the bio, the portrait's text alternative. */
export const WriterText = object({
  /** The given name (Emma, 小明); a name of one part goes here alone. */
  firstName: size(string(), 0, WRITER_LIMITS.name),
  /** The family name (Clarke, 王). */
  lastName: size(string(), 0, WRITER_LIMITS.name),
  bio: size(string(), 0, WRITER_LIMITS.bio),
  /** What the portrait shows, for readers who do not see it ('' without a portrait). */
  portraitAlt: size(string(), 0, WRITER_LIMITS.alt),
});
export type WriterText = Infer<typeof WriterText>;

/** What a create or a save sends. */
export const WriterInput = object({
  slug: size(string(), 0, WRITER_LIMITS.slug),
  data: perLocale(WriterText),
  avatar: optional(ImageRef),
  /** Where the desk writes to them; '' for none. Never shown to readers. */
  email: size(string(), 0, WRITER_LIMITS.email),
  /** False: no longer writes for the magazine; their page and bylines stay, the article editor no longer offers them. */
  active: boolean(),
});
export type WriterInput = Infer<typeof WriterInput>;

export const AdminWriter = object({
  _id: Id,
  slug: Slug,
  /** Goes up by one with every save; a save names the one it started from. */
  version: min(integer(), 1),
  data: perLocale(WriterText),
  avatar: optional(ImageRef),
  email: string(),
  active: boolean(),
  /** Their articles, drafts and scheduled ones included: the writer cannot be deleted while there is one. */
  articles: min(integer(), 0),
  /** Earlier slugs, newest first: each still leads to the writer's page (a permanent redirect). */
  oldSlugs: array(Slug),
});
export type AdminWriter = Infer<typeof AdminWriter>;

/** Every writer in the newsroom's order, searched by name (any language, either script), slug or address. */
export const listAdminWriters = defineEndpoint({
  method: 'GET',
  path: '/api/admin/writers',
  query: object({
    query: optional(size(string(), 0, 200)),
    page: optional(queryInteger(1, 10_000)),
    pageSize: optional(queryInteger(1, 100)),
  }),
  auth: 'admin',
  role: 'editor',
  response: paginated(AdminWriter),
  errors: [],
});

export const getAdminWriter = defineEndpoint({
  method: 'GET',
  path: '/api/admin/writer',
  query: object({ id: Id }),
  auth: 'admin',
  role: 'editor',
  response: object({ writer: AdminWriter }),
  errors: [ADMIN_WRITER_ERRORS.notFound],
});

const WRITE_ERRORS = [
  ADMIN_WRITER_ERRORS.nameRequired,
  ADMIN_WRITER_ERRORS.slugInvalid,
  ADMIN_WRITER_ERRORS.slugTaken,
  ADMIN_WRITER_ERRORS.emailInvalid,
  ADMIN_WRITER_ERRORS.unknownPicture,
] as const;

/** A new writer, last in the order. */
export const createAdminWriter = defineEndpoint({
  /** A create retried after a lost answer makes one writer (docs/decisions/048). */
  idempotent: true,
  method: 'POST',
  path: '/api/admin/writers',
  body: WriterInput,
  auth: 'admin',
  role: 'editor',
  response: object({ writer: AdminWriter }),
  errors: [...WRITE_ERRORS],
});

/** Saves a writer; a new slug keeps the old one as a redirect. */
export const saveAdminWriter = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/writer',
  query: object({ id: Id }),
  body: object({ version: min(integer(), 1), writer: WriterInput }),
  auth: 'admin',
  role: 'editor',
  response: object({ writer: AdminWriter }),
  errors: [ADMIN_WRITER_ERRORS.notFound, ADMIN_WRITER_ERRORS.versionConflict, ...WRITE_ERRORS],
});

/** Deletes a writer without articles (their old slugs go with them). */
export const deleteAdminWriter = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/writer',
  query: object({ id: Id }),
  auth: 'admin',
  role: 'editor',
  response: Acknowledged,
  errors: [ADMIN_WRITER_ERRORS.notFound, ADMIN_WRITER_ERRORS.hasArticles],
});
