/**
 * The front page by editors (contracts/adminFrontPage.ts, docs/decisions/085): an edition's places as an editor
 * chose and ordered them, and the rule that fills what was left empty. Readers' getMainSections asks `frontOf`;
 * a place whose story has since left the edition (unpublished, deleted) is simply filled by the rule again.
 */
import {
  ADMIN_FRONT_ERRORS,
  fillPlaces,
  FRONT_LIMITS,
  getAdminFrontPage,
  saveAdminFrontPage,
  type AdminFrontPage,
  type FrontCandidate,
  type FrontFill,
  type FrontPlace,
} from '../../contracts/adminFrontPage';
import type { Locale } from '../../contracts/common';
import type { ArticleSummary, Category, FrontStory } from '../../contracts/content';
import { textIn } from '../../contracts/editions';
import { publicArticles } from './articleRows';
import { docOf } from './documents';
import { fail, ok, type Failure } from './outcome';
import { pictureImage, uploadedPicture } from './pictures';
import { isUniqueViolation, type Ports, type Reader } from './ports';
import { rule } from './rule';
import type { Row } from './schema';
import { articleSummariesOf } from './views';

type FrontRow = Row<'frontPage'>;

/** The home page's front of an edition, or a section's (docs/decisions/102): one row each, as schema.ts names them. */
const frontId = (edition: Locale, section?: string) => (section ? `section:${section}:${edition}` : `home:${edition}`);

/** The places of a row, always FRONT_LIMITS.places of them; no row: all empty. */
function placesOf(row: FrontRow | null): (FrontPlace | null)[] {
  const stored = row ? (JSON.parse(row.places) as (FrontPlace | null)[]) : [];
  return Array.from({ length: FRONT_LIMITS.places }, (_, index) => stored[index] ?? null);
}

function fillOf(row: FrontRow | null): FrontFill {
  return row?.fill === 'mostLiked' ? 'mostLiked' : 'newest';
}

function adminFrontOf(edition: Locale, row: FrontRow | null): AdminFrontPage {
  return {
    edition,
    version: row?.version ?? 0,
    updatedAt: row?.updatedAt || null,
    updatedBy: row?.updatedBy ?? '',
    fill: fillOf(row),
    places: placesOf(row),
  };
}

export function frontRow(store: Reader, edition: Locale, section?: string): Promise<FrontRow | null> {
  return store.get('frontPage', frontId(edition, section));
}

/**
 * The front: each place an editor filled with a story still in the edition, in the editor's order; every other
 * place filled by the rule from the stories not yet on it. `articles` are the edition's public stories, newest
 * first; with no row (or no edition asked for) the front is the rule's alone, as it was before editors had one.
 */
export function frontOf(row: FrontRow | null, articles: readonly ArticleSummary[]): FrontStory[] {
  const places = placesOf(row);
  return fillPlaces(places, articles, fillOf(row)).map(({ story, placed }): FrontStory => {
    const place = placed ? places.find((candidate) => candidate?.articleId === story._id) : null;
    const headline = place?.headline?.trim();
    return { article: story, ...(headline ? { headline } : {}), ...(place?.image ? { image: place.image } : {}) };
  });
}

/**
 * A section's stories in the order its page lists them (docs/decisions/102): its front's places first (the first of
 * them the page's lead), a place's own headline and picture standing in for the story's, then every other story,
 * newest first. `articles` are the section's public stories in the edition, newest first.
 */
export function sectionOrder(row: FrontRow, articles: readonly ArticleSummary[], edition: Locale): ArticleSummary[] {
  const front = frontOf(row, articles).map(({ article, headline, image }): ArticleSummary => {
    const text = article.data[edition];
    return { ...article, ...(image ? { image } : {}), ...(headline && text ? { data: { ...article.data, [edition]: { ...text, title: headline } } } : {}) };
  });
  const onFront = new Set(front.map((article) => article._id));
  return [...front, ...articles.filter((article) => !onFront.has(article._id))];
}

/** Newest first; the id decides between two of the same moment. */
function newestFirst<T extends { publishedAt: string; id: string }>(rows: T[]): T[] {
  return rows.sort((a, b) => (a.publishedAt < b.publishedAt ? 1 : a.publishedAt > b.publishedAt ? -1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

function candidateOf(article: ArticleSummary, edition: Locale): FrontCandidate {
  return { _id: article._id, title: textIn(article.data, edition).title, publishedAt: article.publishedAt, likes: article.likes, image: article.image };
}

/** Whether `section` names a section of articles (null: it does not); none asked for is the home page. */
async function sectionFound(store: Reader, section: string | undefined): Promise<boolean> {
  if (section === undefined) return true;
  const row = await store.get('category', section);
  return row !== null && docOf<Category>(row).kind === 'articles';
}

const unknownSection = () => fail(404, ADMIN_FRONT_ERRORS.unknownSection, 'section');

/** The first refusal, in the screen's order: place by place, the story, then its picture. */
async function check(ports: Ports, edition: Locale, section: string | undefined, places: readonly (FrontPlace | null)[]): Promise<Failure | null> {
  const inEdition = new Set((await publicArticles(ports, edition)).map((row) => row.id));
  const inSection = section === undefined ? inEdition : new Set((await publicArticles(ports, edition, { categoryId: section })).map((row) => row.id));
  const seen = new Set<string>();
  for (const [index, place] of places.entries()) {
    if (!place) continue;
    if (!inEdition.has(place.articleId)) return fail(400, ADMIN_FRONT_ERRORS.notInEdition, `places.${index}.articleId`);
    if (!inSection.has(place.articleId)) return fail(400, ADMIN_FRONT_ERRORS.notInSection, `places.${index}.articleId`);
    if (seen.has(place.articleId)) return fail(400, ADMIN_FRONT_ERRORS.duplicate, `places.${index}.articleId`);
    seen.add(place.articleId);
    if (place.image && !(await uploadedPicture(ports.store, place.image.path))) return fail(400, ADMIN_FRONT_ERRORS.unknownPicture, `places.${index}.image`);
  }
  return null;
}

/** What is kept of a place: a headline trimmed ('' dropped), a picture as the server knows it (size, renditions). */
async function keptPlace(store: Reader, place: FrontPlace | null): Promise<FrontPlace | null> {
  if (!place) return null;
  const headline = place.headline?.trim();
  const picture = place.image ? await uploadedPicture(store, place.image.path) : null;
  return {
    articleId: place.articleId,
    ...(headline ? { headline } : {}),
    ...(picture ? { image: pictureImage(picture) } : {}),
  };
}

export const frontPageRules = [
  rule(getAdminFrontPage, async ({ query }, ports) => {
    if (!(await sectionFound(ports.store, query.section))) return unknownSection();
    const [row, rows] = await Promise.all([
      frontRow(ports.store, query.edition, query.section),
      publicArticles(ports, query.edition, query.section ? { categoryId: query.section } : {}),
    ]);
    const front = adminFrontOf(query.edition, row);
    const placed = new Set(front.places.flatMap((place) => (place ? [place.articleId] : [])));
    // The newest, and any placed story older than those: the desk always knows what it shows.
    const offered = newestFirst(rows).filter((article, index) => index < FRONT_LIMITS.candidates || placed.has(article.id));
    const summaries = await articleSummariesOf(ports, offered);
    return ok({ front, candidates: summaries.map((article) => candidateOf(article, query.edition)) });
  }),

  rule(saveAdminFrontPage, async ({ body, admin }, ports) => {
    if (!(await sectionFound(ports.store, body.section))) return unknownSection();
    const row = await frontRow(ports.store, body.edition, body.section);
    if (body.version !== (row?.version ?? 0)) return fail(409, ADMIN_FRONT_ERRORS.versionConflict, 'version');
    const refused = await check(ports, body.edition, body.section, body.places);
    if (refused) return refused;
    const places = await Promise.all(body.places.map((place) => keptPlace(ports.store, place)));
    const patch = { fill: body.fill, places: JSON.stringify(places), version: body.version + 1, updatedAt: new Date(ports.clock.now()).toISOString(), updatedBy: admin?.name ?? '' };
    let saved: FrontRow | null;
    if (row) {
      // Only while it is still at the version the editor saw: of two saves from it, one wins, the other is a conflict.
      saved = await ports.store.update('frontPage', row.id, patch, { version: row.version });
    } else {
      try {
        saved = await ports.store.insert('frontPage', { id: frontId(body.edition, body.section), edition: body.edition, ...patch });
      } catch (error) {
        if (!isUniqueViolation(error, 'frontPage')) throw error;
        saved = null;
      }
    }
    if (!saved) return fail(409, ADMIN_FRONT_ERRORS.versionConflict, 'version');
    return ok({ front: adminFrontOf(body.edition, saved) });
  }),
];
