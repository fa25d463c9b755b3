/**
 * Ours: the editors' desk's commercial setup (issue 14 part 5, SPEC §2). For each page type, the sponsors' blocks
 * shown there, in the editors' order, each switched on or off, shown between two dates and in the languages
 * chosen. The reader's `content.getCommercial` reads the same rows (docs/decisions/042 says what shows when).
 */
import { array, boolean, enums, integer, min, nullable, object, size, string, type Infer } from 'superstruct';
import { Acknowledged, defineEndpoint, Id, ImageRef, IsoDate, isWebLink, Locale, perLocale, queryInteger } from './common';
import { PageType } from './content';

/** The longest texts a block takes, in UTF-16 code units; the desk checks the same numbers as one types. */
export const COMMERCIAL_LIMITS = {
  title: 80,
  text: 280,
  cta: 40,
  href: 2000,
} as const;

/** The page types whose blocks may be tied to one section (the reader's listing asks with its category). */
export const SECTION_PAGE_TYPES: readonly PageType[] = ['categoryPage', 'subCategoryPage'];

export const COMMERCIAL_POSITIONS = ['top', 'inline', 'side'] as const;

/** A sponsor's link: a web page a reader's browser opens (isWebLink). The desk checks it as one types, the server on every save. */
export function isSponsorLink(href: string): boolean {
  return isWebLink(href);
}

export const ADMIN_COMMERCIAL_ERRORS = {
  notFound: 'Sponsor block not found',
  /** 409: the version sent is not the latest. */
  versionConflict: 'Someone else has saved this block since you opened it',
  /** field: 'data.{locale}.{title|text|cta}', the first one missing in a language the block shows in. */
  textMissing: 'Fill in the title, text and button of every language the block shows in',
  /** field: 'locales' */
  noLocale: 'Choose at least one language',
  /** field: 'href' */
  linkInvalid: 'The link must be a full web address starting with https://',
  /** field: 'endAt' */
  endBeforeStart: 'The end date must come after the start date',
  /** field: 'categoryId': no such section, or a section on a page type that has none. */
  unknownSection: 'Unknown section',
  /** 409, field 'ids': the order sent does not name exactly the page type's blocks (one was added or removed since). */
  orderChanged: 'The list has changed since you loaded it',
} as const;

export const CommercialText = object({
  title: size(string(), 0, COMMERCIAL_LIMITS.title),
  text: size(string(), 0, COMMERCIAL_LIMITS.text),
  /** The button's words ("Book a tasting"). */
  cta: size(string(), 0, COMMERCIAL_LIMITS.cta),
});
export type CommercialText = Infer<typeof CommercialText>;

/** What an editor sends when adding or editing a block. */
export const CommercialInput = object({
  pageType: PageType,
  /** Category and subcategory pages: the section it shows in, or null for every section. Null elsewhere. */
  categoryId: nullable(Id),
  position: enums(COMMERCIAL_POSITIONS),
  href: size(string(), 1, COMMERCIAL_LIMITS.href),
  image: ImageRef,
  /**
   * The languages of the site it shows in; its texts are needed there only (the others may stay empty). None is
   * refused by the server with `noLocale`, in words, rather than by the shape.
   */
  locales: size(array(Locale), 0, 3),
  data: perLocale(CommercialText),
  /** Shown from this moment (inclusive); null: from now on. */
  startAt: nullable(IsoDate),
  /** Shown until this moment (exclusive); null: with no end. Must come after startAt. */
  endAt: nullable(IsoDate),
});
export type CommercialInput = Infer<typeof CommercialInput>;

/** The desk's block: the input with what the server keeps about it. */
export const AdminCommercialBlock = object({
  _id: Id,
  /** Goes up with every edit (not with a switch or a move): an edit names the version it started from. */
  version: min(integer(), 1),
  /** Its place in its page type's list, from 0. */
  order: min(integer(), 0),
  enabled: boolean(),
  updatedAt: IsoDate,
  /** The editor who changed it last ('' for the seed's). */
  updatedBy: string(),
  pageType: PageType,
  categoryId: nullable(Id),
  position: enums(COMMERCIAL_POSITIONS),
  href: size(string(), 1, COMMERCIAL_LIMITS.href),
  image: ImageRef,
  locales: size(array(Locale), 1, 3),
  data: perLocale(CommercialText),
  startAt: nullable(IsoDate),
  endAt: nullable(IsoDate),
});
export type AdminCommercialBlock = Infer<typeof AdminCommercialBlock>;

const BlockAnswer = object({ block: AdminCommercialBlock });
const ListAnswer = object({ blocks: array(AdminCommercialBlock) });

/** A page type's blocks, in order, switched off and out-of-date ones included. */
export const listAdminCommercial = defineEndpoint({
  method: 'GET',
  path: '/api/admin/commercial',
  query: object({ pageType: PageType }),
  auth: 'admin',
  role: 'administrator',
  response: ListAnswer,
  errors: [],
});

/** A new block, switched on, last in its page type's list. */
export const createAdminCommercial = defineEndpoint({
  /** A create retried after a lost answer makes one block (docs/decisions/048). */
  idempotent: true,
  method: 'POST',
  path: '/api/admin/commercial',
  body: CommercialInput,
  auth: 'admin',
  role: 'administrator',
  response: BlockAnswer,
  errors: [
    ADMIN_COMMERCIAL_ERRORS.textMissing,
    ADMIN_COMMERCIAL_ERRORS.noLocale,
    ADMIN_COMMERCIAL_ERRORS.linkInvalid,
    ADMIN_COMMERCIAL_ERRORS.endBeforeStart,
    ADMIN_COMMERCIAL_ERRORS.unknownSection,
  ],
});

/** An edit; moved to another page type, the block goes last there. */
export const saveAdminCommercial = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/commercial/block',
  query: object({ id: Id }),
  body: object({ version: min(integer(), 1), block: CommercialInput }),
  auth: 'admin',
  role: 'administrator',
  response: BlockAnswer,
  errors: [
    ADMIN_COMMERCIAL_ERRORS.notFound,
    ADMIN_COMMERCIAL_ERRORS.versionConflict,
    ADMIN_COMMERCIAL_ERRORS.textMissing,
    ADMIN_COMMERCIAL_ERRORS.noLocale,
    ADMIN_COMMERCIAL_ERRORS.linkInvalid,
    ADMIN_COMMERCIAL_ERRORS.endBeforeStart,
    ADMIN_COMMERCIAL_ERRORS.unknownSection,
  ],
});

/** Switches a block on or off. Not versioned: it changes nothing an open edit holds. */
export const switchAdminCommercial = defineEndpoint({
  method: 'POST',
  path: '/api/admin/commercial/enabled',
  query: object({ id: Id }),
  body: object({ enabled: boolean() }),
  auth: 'admin',
  role: 'administrator',
  response: BlockAnswer,
  errors: [ADMIN_COMMERCIAL_ERRORS.notFound],
});

/** The page type's new order: `ids` names each of its blocks once. Answers the list in that order. */
export const orderAdminCommercial = defineEndpoint({
  method: 'POST',
  path: '/api/admin/commercial/order',
  body: object({ pageType: PageType, ids: size(array(Id), 0, 200) }),
  auth: 'admin',
  role: 'administrator',
  response: ListAnswer,
  errors: [ADMIN_COMMERCIAL_ERRORS.orderChanged],
});

export const deleteAdminCommercial = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/commercial/block',
  query: object({ id: Id, version: queryInteger(1, Number.MAX_SAFE_INTEGER) }),
  auth: 'admin',
  role: 'administrator',
  response: Acknowledged,
  errors: [ADMIN_COMMERCIAL_ERRORS.notFound, ADMIN_COMMERCIAL_ERRORS.versionConflict],
});
