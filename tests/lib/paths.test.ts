import { describe, expect, it } from 'vitest';
import { seed } from '../../mocks/seed/data';
import { categoryPath, galleryInHash, galleryPath, sectionNavigation } from '../../src/lib/paths';

const articles = seed.categories.find((category) => category.kind !== 'multimedia' && category.subcategories.length > 0)!;
const multimedia = seed.categories.find((category) => category.kind === 'multimedia')!;

describe('section paths (SPEC §2 routes)', () => {
  it('an article section lives under /categories, a multimedia one under /multimedia', () => {
    expect(categoryPath(articles)).toBe(`/categories/${articles.data.en.alias}`);
    expect(categoryPath(multimedia)).toBe(`/multimedia/${multimedia.data.en.alias}`);
    expect(categoryPath(multimedia, 'x')).toBe(`/multimedia/${multimedia.data.en.alias}/x`);
  });

  it('a subsection page: the trail runs through its section, and its link is the current one', () => {
    const sub = articles.subcategories[0]!;
    const place = sectionNavigation(articles, sub, 'zh-tw');
    expect(place.title).toBe(sub.data['zh-tw'].name);
    expect(place.crumbs.map((crumb) => crumb.label)).toEqual([articles.data['zh-tw'].name, sub.data['zh-tw'].name]);
    expect(place.all).toEqual({ href: categoryPath(articles), current: false });
    expect(place.links.filter((link) => link.current).map((link) => link.label)).toEqual([sub.data['zh-tw'].name]);
    expect(place.href).toBe(categoryPath(articles, sub.data['zh-tw'].alias));
  });
});

describe('a link to one gallery', () => {
  it('is its multimedia page with the gallery named in the fragment, which reads back to the gallery', () => {
    const path = galleryPath(multimedia, 'gal_007');
    expect(path).toBe(`/multimedia/${multimedia.data.en.alias}#gallery-gal_007`);
    expect(galleryInHash(new URL(path, 'https://example.test').hash)).toBe('gal_007');
  });

  it('names no gallery when the fragment is empty or about something else', () => {
    expect(galleryInHash('')).toBeNull();
    expect(galleryInHash('#main')).toBeNull();
    expect(galleryInHash('#gallery-')).toBeNull();
  });
});
