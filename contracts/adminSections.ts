/**
 * Ours: the editors' desk's sections (issue 14 part 7). A section is the reader's `content.Category`: the desk
 * edits the same rows `getCategories` and the section pages read, so a rename shows in every menu at once.
 * A category carries its subsections, and one version covers both: adding, renaming, reordering or deleting a
 * subsection is a save of its category. docs/decisions/044 says why.
 */
import { array, enums, integer, min, object, optional, size, string, type Infer } from 'superstruct';
import { Acknowledged, defineEndpoint, Id, perLocale, queryInteger } from './common';

/** The longest values the desk accepts, in UTF-16 code units; the screen checks the same numbers as one types. */
export const SECTION_LIMITS = {
  name: 60,
  alias: 60,
} as const;

export const ADMIN_SECTION_ERRORS = {
  notFound: 'Section not found',
  /** 409: the version sent is not the latest (someone else saved this section or one of its subsections). */
  versionConflict: 'Someone else has changed this section since you opened it',
  /** 409, field: the alias, as 'data.zh-cn.alias' or 'subcategories.2.data.en.alias'. */
  aliasTaken: 'Another section already uses this alias',
  /** field: the alias. The articles' rule (adminArticles.ALIAS_PATTERN). */
  aliasInvalid: 'An alias uses lowercase letters, digits and single hyphens',
  /** field: the name, as 'data.zh-cn.name'. */
  nameRequired: 'Give the section a name in every language',
  /** 409, field: 'id' or 'subcategories.N' (the subsection that would go). */
  inUse: 'Articles, posts, videos or sponsors still use this section',
  /** 409 on reorder: the ids sent are not the sections there are now (one was added or deleted since). */
  orderStale: 'The sections have changed since you opened them',
} as const;

/** A name and an alias in one language, as editors type them (the server checks them: empty is refused). */
export const SectionText = object({
  name: size(string(), 0, SECTION_LIMITS.name),
  alias: size(string(), 0, SECTION_LIMITS.alias),
});
export type SectionText = Infer<typeof SectionText>;

/** A subsection as a save sends it: `_id` for one that exists, none for a new one. */
export const SubsectionInput = object({ _id: optional(Id), data: perLocale(SectionText) });
export type SubsectionInput = Infer<typeof SubsectionInput>;

export const SectionKind = enums(['articles', 'multimedia']);
export type SectionKind = Infer<typeof SectionKind>;

/** How many things are filed under a section: it can be deleted only while all are 0. */
export const SectionUses = object({
  articles: min(integer(), 0),
  posts: min(integer(), 0),
  media: min(integer(), 0),
  sponsors: min(integer(), 0),
});
export type SectionUses = Infer<typeof SectionUses>;

export const AdminSubsection = object({ _id: Id, data: perLocale(SectionText), uses: SectionUses });
export type AdminSubsection = Infer<typeof AdminSubsection>;

/** The desk's section: the reader's category, with its version and what uses it and each subsection. */
export const AdminSection = object({
  _id: Id,
  kind: SectionKind,
  /** Goes up by one with every save of the section or its subsections; a save names the one it started from. */
  version: min(integer(), 1),
  data: perLocale(SectionText),
  subcategories: array(AdminSubsection),
  uses: SectionUses,
});
export type AdminSection = Infer<typeof AdminSection>;

/** Every section, in the menus' order (articles' and multimedia's sections in one order). */
export const listAdminSections = defineEndpoint({
  method: 'GET',
  path: '/api/admin/sections',
  auth: 'admin',
  role: 'administrator',
  response: object({ sections: array(AdminSection) }),
  errors: [],
});

/** A new section, last in the order, with its subsections (if any). */
export const createAdminSection = defineEndpoint({
  /** A create retried after a lost answer makes one section (docs/decisions/048). */
  idempotent: true,
  method: 'POST',
  path: '/api/admin/sections',
  body: object({ kind: SectionKind, data: perLocale(SectionText), subcategories: array(SubsectionInput) }),
  auth: 'admin',
  role: 'administrator',
  response: object({ section: AdminSection }),
  errors: [ADMIN_SECTION_ERRORS.aliasTaken, ADMIN_SECTION_ERRORS.aliasInvalid, ADMIN_SECTION_ERRORS.nameRequired],
});

/**
 * Saves a section: its names and aliases, and its subsections in the order sent — one without `_id` is added,
 * one left out is deleted (refused while anything uses it).
 */
export const saveAdminSection = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/section',
  query: object({ id: Id }),
  body: object({ version: min(integer(), 1), data: perLocale(SectionText), subcategories: array(SubsectionInput) }),
  auth: 'admin',
  role: 'administrator',
  response: object({ section: AdminSection }),
  errors: [
    ADMIN_SECTION_ERRORS.notFound,
    ADMIN_SECTION_ERRORS.versionConflict,
    ADMIN_SECTION_ERRORS.aliasTaken,
    ADMIN_SECTION_ERRORS.aliasInvalid,
    ADMIN_SECTION_ERRORS.nameRequired,
    ADMIN_SECTION_ERRORS.inUse,
  ],
});

/** The sections' order: every section's id, each once. */
export const orderAdminSections = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/sections/order',
  body: object({ ids: size(array(Id), 1, 200) }),
  auth: 'admin',
  role: 'administrator',
  response: object({ sections: array(AdminSection) }),
  errors: [ADMIN_SECTION_ERRORS.orderStale],
});

/** Deletes a section and its subsections; refused while articles, posts, videos, galleries or sponsors use it. */
export const deleteAdminSection = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/section',
  query: object({ id: Id, version: queryInteger(1, Number.MAX_SAFE_INTEGER) }),
  auth: 'admin',
  role: 'administrator',
  response: Acknowledged,
  errors: [ADMIN_SECTION_ERRORS.notFound, ADMIN_SECTION_ERRORS.versionConflict, ADMIN_SECTION_ERRORS.inUse],
});
