import type { Locale } from '../../contracts/common';
import type { Author, Category, Subcategory, Topic } from '../../contracts/content';

/**
 * The section's path in a locale: articles under /categories, multimedia under /multimedia (SPEC §2 routes),
 * named by the locale's aliases (editors give each language its own, docs/decisions/044).
 */
export function categoryPath(category: Category, locale: Locale, subcategory?: Subcategory | null): string {
  const base = category.kind === 'multimedia' ? '/multimedia' : '/categories';
  return `${base}/${category.data[locale].alias}${subcategory ? `/${subcategory.data[locale].alias}` : ''}`;
}

const namedBy = (data: Category['data'], alias: string | undefined) => Object.values(data).some((text) => text.alias === alias);

/**
 * Where a section page named by another language's alias (a link from another edition, or an alias from before
 * a rename that another language still has) belongs in this locale. Null when the address is already the
 * locale's own, or does not name this section at all (a view still showing the page before a navigation).
 */
export function canonicalSectionPath(
  category: Category,
  subcategory: Subcategory | null,
  locale: Locale,
  given: { readonly slug: string; readonly subcategory?: string | undefined },
): string | null {
  if (!namedBy(category.data, given.slug) || (subcategory !== null && !namedBy(subcategory.data, given.subcategory))) return null;
  if ((subcategory === null) !== (given.subcategory === undefined)) return null;
  const own = category.data[locale].alias === given.slug && (subcategory === null || subcategory.data[locale].alias === given.subcategory);
  return own ? null : categoryPath(category, locale, subcategory);
}

/** A writer's page: one address per writer, the same in every edition (their slug, not their name). */
export function authorPath(author: Pick<Author, 'slug'>): string {
  return `/authors/${author.slug}`;
}

/** A topic's page: one address per topic, the same in every edition (its slug, not its name). */
export function topicPath(topic: Pick<Topic, 'slug'>): string {
  return `/topics/${topic.slug}`;
}

/** The id of a gallery's panel on its multimedia page. */
export function galleryAnchor(galleryId: string): string {
  return `gallery-${galleryId}`;
}

/** A link to one gallery: its multimedia page, which opens that gallery when the address names it. */
export function galleryPath(category: Category, locale: Locale, galleryId: string): string {
  return `${categoryPath(category, locale)}#${galleryAnchor(galleryId)}`;
}

/** The gallery an address's #fragment names (galleryPath), if any. */
export function galleryInHash(hash: string): string | null {
  const match = /^#gallery-(.+)$/.exec(hash);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/**
 * Where a section page sits, in the reader's language: its title, the trail down to it, and the links to the
 * section's subsections (the one shown marked current). Category and multimedia pages share it.
 */
export function sectionNavigation(category: Category, subcategory: Subcategory | null, locale: Locale) {
  const sectionHref = categoryPath(category, locale);
  const href = categoryPath(category, locale, subcategory);
  return {
    href,
    title: (subcategory ?? category).data[locale].name,
    sectionName: category.data[locale].name,
    crumbs: [
      { href: sectionHref, label: category.data[locale].name },
      ...(subcategory ? [{ href, label: subcategory.data[locale].name }] : []),
    ],
    all: { href: sectionHref, current: subcategory === null },
    links: category.subcategories.map((sub) => ({
      href: categoryPath(category, locale, sub),
      label: sub.data[locale].name,
      current: sub._id === subcategory?._id,
    })),
  };
}
