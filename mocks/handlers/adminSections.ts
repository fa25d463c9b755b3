/**
 * Ours: the editors' desk's sections (contracts/adminSections.ts, docs/decisions/044). The desk writes the
 * `category` rows that getCategories, the section pages, the menus, the feeds and the sitemaps read: a rename
 * shows everywhere at once.
 */
import { ALIAS_PATTERN } from '../../contracts/adminArticles';
import {
  ADMIN_SECTION_ERRORS,
  createAdminSection,
  deleteAdminSection,
  listAdminSections,
  orderAdminSections,
  saveAdminSection,
  type AdminSection,
  type SectionKind,
  type SectionText,
  type SectionUses,
  type SubsectionInput,
} from '../../contracts/adminSections';
import { GENERIC_ERRORS, LOCALES, type Locale } from '../../contracts/common';
import type { Category, Subcategory } from '../../contracts/content';
import { mockNow } from '../clock';
import { db, docOf, newId } from '../db';
import { fail, handle, ok, type Outcome } from '../respond';

type Row = NonNullable<ReturnType<typeof db.category.findFirst>>;
type Texts = Record<Locale, SectionText>;
type Failure = Outcome<never>;

const now = () => new Date(mockNow()).toISOString();

function rowsInOrder(): Row[] {
  return db.category.getAll().sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}

function findRow(id: string): Row | null {
  return db.category.findFirst({ where: { id: { equals: id } } });
}

/** What is filed under a section (or, with `subId`, one of its subsections): drafts and scheduled articles count too. */
function usesOf(categoryId: string, subId?: string): SectionUses {
  const under = (row: { categoryId: string; subcategoryId: string }) =>
    row.categoryId === categoryId && (subId === undefined || row.subcategoryId === subId);
  return {
    articles: db.article.getAll().filter(under).length,
    posts: db.post.getAll().filter(under).length,
    media: db.media.getAll().filter(under).length,
    // Sponsors are placed on a section's pages, and a subsection's page shows its section's.
    sponsors: subId === undefined ? db.commercialBlock.getAll().filter((row) => row.categoryId === categoryId).length : 0,
  };
}

const unused = (uses: SectionUses) => uses.articles + uses.posts + uses.media + uses.sponsors === 0;

export function adminSectionOf(row: Row): AdminSection {
  const category = docOf<Category>(row);
  return {
    _id: category._id,
    kind: category.kind,
    version: row.version,
    data: category.data,
    subcategories: category.subcategories.map((sub) => ({ _id: sub._id, data: sub.data, uses: usesOf(category._id, sub._id) })),
    uses: usesOf(category._id),
  };
}

/** Names as kept: without the spaces around them (an alias has none: its pattern refuses them). */
function tidy(data: Texts): Texts {
  return Object.fromEntries(LOCALES.map((locale) => [locale, { name: data[locale].name.trim(), alias: data[locale].alias }])) as Texts;
}

/** Every language's name, then its alias's pattern; the first failure, or null. */
function checkTexts(data: Texts, prefix: string): Failure | null {
  for (const locale of LOCALES) {
    if (data[locale].name.trim() === '') return fail(400, ADMIN_SECTION_ERRORS.nameRequired, `${prefix}data.${locale}.name`);
    if (!ALIAS_PATTERN.test(data[locale].alias)) return fail(400, ADMIN_SECTION_ERRORS.aliasInvalid, `${prefix}data.${locale}.alias`);
  }
  return null;
}

const aliasesOf = (data: Texts) => new Set(LOCALES.map((locale) => data[locale].alias));

/**
 * A section page is found by its alias in any language (a link survives a language switch), so an alias may
 * repeat within one section's languages but not name two sections: not among sections, nor among one section's
 * subsections. 409, as an article's alias in use: the request is sound, the state refuses it.
 */
function checkSection(id: string | null, data: Texts, subcategories: readonly SubsectionInput[]): Failure | null {
  const own = checkTexts(data, '');
  if (own) return own;
  const others = db.category.getAll().filter((row) => row.id !== id);
  const taken = new Set(others.flatMap((row) => [...aliasesOf(docOf<Category>(row).data)]));
  for (const locale of LOCALES) {
    if (taken.has(data[locale].alias)) return fail(409, ADMIN_SECTION_ERRORS.aliasTaken, `data.${locale}.alias`);
  }
  for (const [index, sub] of subcategories.entries()) {
    const refused = checkTexts(sub.data, `subcategories.${index}.`);
    if (refused) return refused;
  }
  for (const [index, sub] of subcategories.entries()) {
    // Said on the later of the two: the one that repeats an alias above it.
    const siblings = new Set(subcategories.slice(0, index).flatMap((other) => [...aliasesOf(other.data)]));
    for (const locale of LOCALES) {
      if (siblings.has(sub.data[locale].alias)) return fail(409, ADMIN_SECTION_ERRORS.aliasTaken, `subcategories.${index}.data.${locale}.alias`);
    }
  }
  return null;
}

function categoryOf(id: string, kind: SectionKind, data: Texts, subcategories: readonly SubsectionInput[]): Category {
  return {
    _id: id,
    kind,
    data: tidy(data),
    subcategories: subcategories.map((sub): Subcategory => ({ _id: sub._id ?? newId('sub'), data: tidy(sub.data) })),
  };
}

export const adminSectionHandlers = [
  handle(listAdminSections, () => ok({ sections: rowsInOrder().map(adminSectionOf) })),

  handle(createAdminSection, ({ body, admin }) => {
    // A new section has no subsections yet that anything could name: their ids are made here.
    if (body.subcategories.some((sub) => sub._id !== undefined)) return fail(400, GENERIC_ERRORS.badRequest, 'subcategories');
    const refused = checkSection(null, body.data, body.subcategories);
    if (refused) return refused;
    const id = newId('cat');
    const last = rowsInOrder().at(-1)?.order ?? -1;
    const row = db.category.create({
      id,
      kind: body.kind,
      order: last + 1,
      version: 1,
      updatedAt: now(),
      updatedBy: admin?.name ?? '',
      doc: JSON.stringify(categoryOf(id, body.kind, body.data, body.subcategories)),
    });
    return ok({ section: adminSectionOf(row) }, 201);
  }),

  handle(saveAdminSection, ({ query, body, admin }) => {
    const row = findRow(query.id);
    if (!row) return fail(404, ADMIN_SECTION_ERRORS.notFound, 'id');
    if (body.version !== row.version) return fail(409, ADMIN_SECTION_ERRORS.versionConflict, 'version');
    const current = docOf<Category>(row);
    const known = new Set(current.subcategories.map((sub) => sub._id));
    const sent = body.subcategories.flatMap((sub) => (sub._id === undefined ? [] : [sub._id]));
    if (new Set(sent).size !== sent.length) return fail(400, GENERIC_ERRORS.badRequest, 'subcategories');
    const unknown = body.subcategories.findIndex((sub) => sub._id !== undefined && !known.has(sub._id));
    if (unknown >= 0) return fail(404, ADMIN_SECTION_ERRORS.notFound, `subcategories.${unknown}`);
    const refused = checkSection(row.id, body.data, body.subcategories);
    if (refused) return refused;
    // A subsection left out is deleted: never one that articles, posts or media are filed under.
    const kept = new Set(sent);
    const removedInUse = current.subcategories.find((sub) => !kept.has(sub._id) && !unused(usesOf(row.id, sub._id)));
    if (removedInUse) return fail(409, ADMIN_SECTION_ERRORS.inUse, removedInUse._id);
    const updated = db.category.update({
      where: { id: { equals: row.id } },
      data: {
        version: row.version + 1,
        updatedAt: now(),
        updatedBy: admin?.name ?? '',
        doc: JSON.stringify(categoryOf(row.id, current.kind, body.data, body.subcategories)),
      },
    });
    if (!updated) throw new Error(`section ${row.id} vanished while it was saved`);
    return ok({ section: adminSectionOf(updated) });
  }),

  handle(orderAdminSections, ({ body }) => {
    const rows = db.category.getAll();
    const ids = new Set(body.ids);
    // Every section, each once: an order made before a section was added or deleted is refused, not guessed at.
    if (ids.size !== body.ids.length || ids.size !== rows.length || !rows.every((row) => ids.has(row.id))) {
      return fail(409, ADMIN_SECTION_ERRORS.orderStale, 'ids');
    }
    body.ids.forEach((id, order) => db.category.update({ where: { id: { equals: id } }, data: { order } }));
    return ok({ sections: rowsInOrder().map(adminSectionOf) });
  }),

  handle(deleteAdminSection, ({ query }) => {
    const row = findRow(query.id);
    if (!row) return fail(404, ADMIN_SECTION_ERRORS.notFound, 'id');
    if (query.version !== row.version) return fail(409, ADMIN_SECTION_ERRORS.versionConflict, 'version');
    // Whatever is filed under it would lose its place (and its page): the editor moves it first.
    if (!unused(usesOf(row.id))) return fail(409, ADMIN_SECTION_ERRORS.inUse, 'id');
    db.category.delete({ where: { id: { equals: row.id } } });
    return ok({ status: 'deleted' });
  }),
];
