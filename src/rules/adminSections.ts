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
import { docOf } from './documents';
import { fail, ok, type Failure } from './outcome';
import type { Ids, Reader } from './ports';
import { rule } from './rule';
import type { Row } from './schema';

type SectionRow = Row<'category'>;
type Texts = Record<Locale, SectionText>;

const IN_ORDER = { orderBy: [['order', 'asc'], ['id', 'asc']] } as const;

function rowsInOrder(store: Reader): Promise<SectionRow[]> {
  return store.find('category', {}, IN_ORDER);
}

/** What is filed under sections and their subsections: drafts and scheduled articles count too. */
interface Uses {
  of(categoryId: string, subId?: string): SectionUses;
}

/**
 * The uses of the sections `categoryIds` and of their subsections, read in one query per kind of thing. A
 * subsection's things are counted by its id, which names one subsection of one section (made by `ids.id`, or the
 * seed's `sub_{section}_…`), and the desk files an article only under its own section's subsections.
 */
async function usesOf(store: Reader, categoryIds: readonly string[]): Promise<Uses> {
  if (categoryIds.length === 0) return { of: () => ({ articles: 0, posts: 0, media: 0, sponsors: 0 }) };
  const inSections = { categoryId: { in: categoryIds } };
  const [articles, posts, media, articlesBySub, postsBySub, mediaBySub, sponsors] = await Promise.all([
    store.countBy('article', 'categoryId', inSections),
    store.countBy('post', 'categoryId', inSections),
    store.countBy('media', 'categoryId', inSections),
    store.countBy('article', 'subcategoryId', inSections),
    store.countBy('post', 'subcategoryId', inSections),
    store.countBy('media', 'subcategoryId', inSections),
    store.countBy('commercialBlock', 'categoryId', inSections),
  ]);
  return {
    of(categoryId, subId) {
      const [key, counts] = subId === undefined ? [categoryId, [articles, posts, media]] : [subId, [articlesBySub, postsBySub, mediaBySub]];
      return {
        articles: counts[0]?.get(key) ?? 0,
        posts: counts[1]?.get(key) ?? 0,
        media: counts[2]?.get(key) ?? 0,
        // Sponsors are placed on a section's pages, and a subsection's page shows its section's.
        sponsors: subId === undefined ? (sponsors.get(categoryId) ?? 0) : 0,
      };
    },
  };
}

const unused = (uses: SectionUses) => uses.articles + uses.posts + uses.media + uses.sponsors === 0;

function adminSectionOf(row: SectionRow, uses: Uses): AdminSection {
  const category = docOf<Category>(row);
  return {
    _id: category._id,
    kind: category.kind,
    version: row.version,
    data: category.data,
    subcategories: category.subcategories.map((sub) => ({ _id: sub._id, data: sub.data, uses: uses.of(category._id, sub._id) })),
    uses: uses.of(category._id),
  };
}

/** The desk's sections for these rows, their uses read together. */
async function adminSectionsOf(store: Reader, rows: readonly SectionRow[]): Promise<AdminSection[]> {
  const uses = await usesOf(store, rows.map((row) => row.id));
  return rows.map((row) => adminSectionOf(row, uses));
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
async function checkSection(store: Reader, id: string | null, data: Texts, subcategories: readonly SubsectionInput[]): Promise<Failure | null> {
  const own = checkTexts(data, '');
  if (own) return own;
  const others = (await store.find('category')).filter((row) => row.id !== id);
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

function categoryOf(ids: Ids, id: string, kind: SectionKind, data: Texts, subcategories: readonly SubsectionInput[]): Category {
  return {
    _id: id,
    kind,
    data: tidy(data),
    subcategories: subcategories.map((sub): Subcategory => ({ _id: sub._id ?? ids.id('sub'), data: tidy(sub.data) })),
  };
}

export const adminSectionRules = [
  rule(listAdminSections, async (_context, ports) => ok({ sections: await adminSectionsOf(ports.store, await rowsInOrder(ports.store)) })),

  rule(createAdminSection, async ({ body, admin }, ports) => {
    // A new section has no subsections yet that anything could name: their ids are made here.
    if (body.subcategories.some((sub) => sub._id !== undefined)) return fail(400, GENERIC_ERRORS.badRequest, 'subcategories');
    // The alias check and the place at the end are read in the same transaction as the row is written.
    const made = await ports.store.transaction(async (tx) => {
      const refused = await checkSection(tx, null, body.data, body.subcategories);
      if (refused) return refused;
      const id = ports.ids.id('cat');
      const last = (await tx.first('category', {}, { orderBy: [['order', 'desc'], ['id', 'desc']] }))?.order ?? -1;
      const row = await tx.insert('category', {
        id,
        kind: body.kind,
        order: last + 1,
        version: 1,
        updatedAt: new Date(ports.clock.now()).toISOString(),
        updatedBy: admin?.name ?? '',
        doc: JSON.stringify(categoryOf(ports.ids, id, body.kind, body.data, body.subcategories)),
      });
      return { row };
    });
    if (!('row' in made)) return made;
    return ok({ section: adminSectionOf(made.row, await usesOf(ports.store, [made.row.id])) }, 201);
  }),

  rule(saveAdminSection, async ({ query, body, admin }, ports) => {
    // The section and its subsections are one row: the checks (a subsection left out must be unused) and the
    // write that counts the version up happen in one transaction.
    const saved = await ports.store.transaction(async (tx): Promise<{ row: SectionRow } | Failure> => {
      const row = await tx.get('category', query.id);
      if (!row) return fail(404, ADMIN_SECTION_ERRORS.notFound, 'id');
      if (body.version !== row.version) return fail(409, ADMIN_SECTION_ERRORS.versionConflict, 'version');
      const current = docOf<Category>(row);
      const known = new Set(current.subcategories.map((sub) => sub._id));
      const sent = body.subcategories.flatMap((sub) => (sub._id === undefined ? [] : [sub._id]));
      if (new Set(sent).size !== sent.length) return fail(400, GENERIC_ERRORS.badRequest, 'subcategories');
      const unknown = body.subcategories.findIndex((sub) => sub._id !== undefined && !known.has(sub._id));
      if (unknown >= 0) return fail(404, ADMIN_SECTION_ERRORS.notFound, `subcategories.${unknown}`);
      const refused = await checkSection(tx, row.id, body.data, body.subcategories);
      if (refused) return refused;
      // A subsection left out is deleted: never one that articles, posts or media are filed under.
      const kept = new Set(sent);
      const removed = current.subcategories.filter((sub) => !kept.has(sub._id));
      if (removed.length > 0) {
        const uses = await usesOf(tx, [row.id]);
        const removedInUse = removed.find((sub) => !unused(uses.of(row.id, sub._id)));
        if (removedInUse) return fail(409, ADMIN_SECTION_ERRORS.inUse, removedInUse._id);
      }
      const patch = {
        version: row.version + 1,
        updatedAt: new Date(ports.clock.now()).toISOString(),
        updatedBy: admin?.name ?? '',
        doc: JSON.stringify(categoryOf(ports.ids, row.id, current.kind, body.data, body.subcategories)),
      };
      // Only while it is still the version the editor saw: of two saves from one version, one is kept.
      const updated = await tx.update('category', row.id, patch, { version: row.version });
      return updated ? { row: updated } : fail(409, ADMIN_SECTION_ERRORS.versionConflict, 'version');
    });
    if (!('row' in saved)) return saved;
    return ok({ section: adminSectionOf(saved.row, await usesOf(ports.store, [saved.row.id])) });
  }),

  rule(orderAdminSections, async ({ body }, ports) => {
    // Every row's place changes together, or none does.
    const refused = await ports.store.transaction(async (tx) => {
      const rows = await tx.find('category');
      const ids = new Set(body.ids);
      // Every section, each once: an order made before a section was added or deleted is refused, not guessed at.
      if (ids.size !== body.ids.length || ids.size !== rows.length || !rows.every((row) => ids.has(row.id))) {
        return fail(409, ADMIN_SECTION_ERRORS.orderStale, 'ids');
      }
      for (const [order, id] of body.ids.entries()) await tx.update('category', id, { order });
      return null;
    });
    if (refused) return refused;
    return ok({ sections: await adminSectionsOf(ports.store, await rowsInOrder(ports.store)) });
  }),

  rule(deleteAdminSection, async ({ query }, ports) => {
    const refused = await ports.store.transaction(async (tx) => {
      const row = await tx.get('category', query.id);
      if (!row) return fail(404, ADMIN_SECTION_ERRORS.notFound, 'id');
      if (query.version !== row.version) return fail(409, ADMIN_SECTION_ERRORS.versionConflict, 'version');
      // Whatever is filed under it would lose its place (and its page): the editor moves it first.
      if (!unused((await usesOf(tx, [row.id])).of(row.id))) return fail(409, ADMIN_SECTION_ERRORS.inUse, 'id');
      // Only the version the editor saw: a save that came in between wins, and this delete is a conflict.
      const deleted = await tx.deleteWhere('category', { id: row.id, version: query.version });
      return deleted === 0 ? fail(409, ADMIN_SECTION_ERRORS.versionConflict, 'version') : null;
    });
    return refused ?? ok({ status: 'deleted' });
  }),
];
