import type { Locale } from '../../contracts/common';
import type { Author, Category, Subcategory, Topic } from '../../contracts/content';

/** The section's path: articles under /categories, multimedia under /multimedia (SPEC §2 routes). */
export function categoryPath(category: Category, subcategoryAlias?: string): string {
  const base = category.kind === 'multimedia' ? '/multimedia' : '/categories';
  return `${base}/${category.data.en.alias}${subcategoryAlias ? `/${subcategoryAlias}` : ''}`;
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
export function galleryPath(category: Category, galleryId: string): string {
  return `${categoryPath(category)}#${galleryAnchor(galleryId)}`;
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
  const sectionHref = categoryPath(category);
  const href = categoryPath(category, subcategory?.data[locale].alias);
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
      href: categoryPath(category, sub.data[locale].alias),
      label: sub.data[locale].name,
      current: sub._id === subcategory?._id,
    })),
  };
}
