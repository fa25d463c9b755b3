import { describe, expect, it } from 'vitest';
import { seed } from '../../mocks/seed/data';
import type { Category } from '../../contracts/content';
import { canonicalSectionPath, categoryPath, galleryInHash, galleryPath, sectionNavigation } from '../../src/lib/paths';

const articles = seed.categories.find((category) => category.kind !== 'multimedia' && category.subcategories.length > 0)!;
const multimedia = seed.categories.find((category) => category.kind === 'multimedia')!;

describe('section paths (SPEC §2 routes)', () => {
  it('an article section lives under /categories, a multimedia one under /multimedia', () => {
    expect(categoryPath(articles, 'en')).toBe(`/categories/${articles.data.en.alias}`);
    expect(categoryPath(multimedia, 'en')).toBe(`/multimedia/${multimedia.data.en.alias}`);
    const sub = multimedia.subcategories[0]!;
    expect(categoryPath(multimedia, 'en', sub)).toBe(`/multimedia/${multimedia.data.en.alias}/${sub.data.en.alias}`);
  });

  // Editors give each language its own alias (docs/decisions/044).
  const renamed: Category = {
    ...articles,
    data: { ...articles.data, 'zh-cn': { name: '世界', alias: 'shijie' } },
    subcategories: articles.subcategories.map((sub, index) => (index === 0 ? { ...sub, data: { ...sub.data, 'zh-cn': { name: '亚', alias: 'yazhou' } } } : sub)),
  };

  it("a section's path in a locale uses that locale's aliases", () => {
    expect(categoryPath(renamed, 'zh-cn')).toBe('/categories/shijie');
    expect(categoryPath(renamed, 'zh-cn', renamed.subcategories[0])).toBe('/categories/shijie/yazhou');
    expect(categoryPath(renamed, 'en', renamed.subcategories[0])).toBe(`/categories/${articles.data.en.alias}/${articles.subcategories[0]!.data.en.alias}`);
  });

  it("an address named by another language's alias belongs at the locale's own; the locale's own stays", () => {
    const sub = renamed.subcategories[0]!;
    expect(canonicalSectionPath(renamed, null, 'zh-cn', { slug: articles.data.en.alias })).toBe('/categories/shijie');
    expect(canonicalSectionPath(renamed, sub, 'zh-cn', { slug: 'shijie', subcategory: articles.subcategories[0]!.data.en.alias })).toBe('/categories/shijie/yazhou');
    expect(canonicalSectionPath(renamed, sub, 'zh-cn', { slug: 'shijie', subcategory: 'yazhou' })).toBeNull();
    expect(canonicalSectionPath(renamed, null, 'en', { slug: articles.data.en.alias })).toBeNull();
  });

  it('a subsection page: the trail runs through its section, and its link is the current one', () => {
    const sub = articles.subcategories[0]!;
    const place = sectionNavigation(articles, sub, 'zh-tw');
    expect(place.title).toBe(sub.data['zh-tw'].name);
    expect(place.crumbs.map((crumb) => crumb.label)).toEqual([articles.data['zh-tw'].name, sub.data['zh-tw'].name]);
    expect(place.all).toEqual({ href: categoryPath(articles, 'zh-tw'), current: false });
    expect(place.links.filter((link) => link.current).map((link) => link.label)).toEqual([sub.data['zh-tw'].name]);
    expect(place.href).toBe(categoryPath(articles, 'zh-tw', sub));
  });
});

describe('a link to one gallery', () => {
  it('is its multimedia page with the gallery named in the fragment, which reads back to the gallery', () => {
    const path = galleryPath(multimedia, 'en', 'gal_007');
    expect(path).toBe(`/multimedia/${multimedia.data.en.alias}#gallery-gal_007`);
    expect(galleryInHash(new URL(path, 'https://example.test').hash)).toBe('gal_007');
  });

  it('names no gallery when the fragment is empty or about something else', () => {
    expect(galleryInHash('')).toBeNull();
    expect(galleryInHash('#main')).toBeNull();
    expect(galleryInHash('#gallery-')).toBeNull();
  });
});
