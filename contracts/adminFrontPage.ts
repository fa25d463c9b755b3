/**
 * Ours: the front page by editors (issue 25 item 1, docs/decisions/085). Each edition's home page opens with a
 * lead and the stories under it, in places an editor fills and orders; a place may say the story in its own
 * headline and show its own picture. Places left empty are filled by the edition's automatic rule. Saved with the
 * version it started from, per edition, so two editors never overwrite each other's front.
 */
import { array, enums, integer, min, nullable, object, optional, size, string, type Infer } from 'superstruct';
import { defineEndpoint, Id, ImageRef, IsoDate, Locale } from './common';

export const FRONT_LIMITS = {
  /** The lead (place 1) and six under it: a desktop shows the lead and four more above the fold, a phone two. */
  places: 7,
  headline: 160,
  /** The newest public stories of an edition the desk offers to choose from. */
  candidates: 60,
  /** "Most liked" looks among this many of the newest, so a front is never frozen by last year's favourites. */
  mostLikedAmong: 30,
} as const;

/** How an edition fills the places an editor left empty. */
export const FRONT_FILLS = ['newest', 'mostLiked'] as const;
export type FrontFill = (typeof FRONT_FILLS)[number];

/**
 * What stands in each place: the editor's story where a place has one still in the edition, else the next story of
 * the rule's from those not already on the front (`stories` newest first). The rule written once, for the API's
 * answer to readers and the desk's preview of it.
 */
export function fillPlaces<T extends { readonly _id: string; readonly likes: number }>(
  places: readonly ({ readonly articleId: string } | null)[],
  stories: readonly T[],
  fill: FrontFill,
): { readonly story: T; readonly placed: boolean }[] {
  const byId = new Map(stories.map((story) => [story._id, story]));
  const taken = new Set(places.flatMap((place) => (place && byId.has(place.articleId) ? [place.articleId] : [])));
  const pool = stories.filter((story) => !taken.has(story._id));
  // Most liked among the newest only: a front that follows the readers, never one frozen by old favourites.
  const ranked = fill === 'mostLiked' ? [...pool.slice(0, FRONT_LIMITS.mostLikedAmong)].sort((a, b) => b.likes - a.likes) : pool;
  const next = ranked.values();
  return places.flatMap((place): { story: T; placed: boolean }[] => {
    const story = place ? byId.get(place.articleId) : undefined;
    if (story) return [{ story, placed: true }];
    const filled = next.next();
    return filled.done ? [] : [{ story: filled.value, placed: false }];
  });
}

export const ADMIN_FRONT_ERRORS = {
  /** 409: the edition's front was saved since the version sent; fetch it to compare. */
  versionConflict: 'Someone else has saved this front page since you opened it',
  /** field: 'places.{n}.articleId' — a draft, an unpublished story, or one not written in this edition. */
  notInEdition: 'Choose a story published in this edition',
  /** field: 'places.{n}.articleId' */
  duplicate: 'A story can stand in one place only',
  /** field: 'places.{n}.image' */
  unknownPicture: 'Choose a picture uploaded on the desk',
  /** 404, field: 'section' — no section of articles has this id. */
  unknownSection: 'This section does not exist',
  /** field: 'places.{n}.articleId' — on a section's front, a story of another section. */
  notInSection: 'Choose a story published in this section',
} as const;

/** One place an editor filled: the story, and what the front says and shows of it instead of its own. */
export const FrontPlace = object({
  articleId: Id,
  /** '' or missing: the story's own title. */
  headline: optional(size(string(), 0, FRONT_LIMITS.headline)),
  /** Missing: the story's own cover picture. */
  image: optional(ImageRef),
});
export type FrontPlace = Infer<typeof FrontPlace>;

/** An edition's front as the desk sends it: the places in order (null: left to the rule), and the rule. */
export const FrontPageInput = object({
  fill: enums(FRONT_FILLS),
  places: size(array(nullable(FrontPlace)), FRONT_LIMITS.places, FRONT_LIMITS.places),
});
export type FrontPageInput = Infer<typeof FrontPageInput>;

export const AdminFrontPage = object({
  edition: Locale,
  /** 0 until first saved; goes up by one with every save. */
  version: min(integer(), 0),
  updatedAt: nullable(IsoDate),
  /** The editor who saved it last; '' before. */
  updatedBy: string(),
  fill: enums(FRONT_FILLS),
  places: size(array(nullable(FrontPlace)), FRONT_LIMITS.places, FRONT_LIMITS.places),
});
export type AdminFrontPage = Infer<typeof AdminFrontPage>;

/** A story the desk may place: what an editor recognises it by. */
export const FrontCandidate = object({
  _id: Id,
  title: string(),
  publishedAt: IsoDate,
  likes: min(integer(), 0),
  image: ImageRef,
});
export type FrontCandidate = Infer<typeof FrontCandidate>;

/**
 * A section's front (its page's first stories, the first of them its lead) is laid out as the home page's is, per
 * edition; `section` names it, none is the home page (docs/decisions/102).
 */
export const FrontSection = optional(Id);

export const getAdminFrontPage = defineEndpoint({
  method: 'GET',
  path: '/api/admin/front-page',
  query: object({ edition: Locale, section: FrontSection }),
  auth: 'admin',
  role: 'editor',
  /** The front, and the edition's (the section's) newest public stories, newest first (with any placed story older). */
  response: object({ front: AdminFrontPage, candidates: array(FrontCandidate) }),
  errors: [ADMIN_FRONT_ERRORS.unknownSection],
});

/** Saves an edition's front; readers' getMainSections (a section's: listArticles of the section) answers it at once. */
export const saveAdminFrontPage = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/front-page',
  body: object({ edition: Locale, section: FrontSection, version: min(integer(), 0), fill: enums(FRONT_FILLS), places: FrontPageInput.schema.places }),
  auth: 'admin',
  role: 'editor',
  response: object({ front: AdminFrontPage }),
  errors: [
    ADMIN_FRONT_ERRORS.versionConflict,
    ADMIN_FRONT_ERRORS.notInEdition,
    ADMIN_FRONT_ERRORS.duplicate,
    ADMIN_FRONT_ERRORS.unknownPicture,
    ADMIN_FRONT_ERRORS.unknownSection,
    ADMIN_FRONT_ERRORS.notInSection,
  ],
});
