import { existsSync, readFileSync, statSync } from 'node:fs';
import { imageSize } from 'image-size';
import { resolve } from 'node:path';
import { assert } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { LOCALES, renditionPath, RENDITION_FORMATS, SOCIAL_CROP, type ImageRef } from '../contracts/common';
import { Author, Category, CommercialBlock, Gallery, GeneralPage, getArticle, getPost, MainPage, PAGE_TYPES, Topic, Video } from '../contracts/content';
import { User } from '../contracts/user';
import { Poll } from '../contracts/community';
import { SEED_EPOCH } from '../mocks/clock';
import { UNSAFE_ARTICLE_ID } from '../mocks/seed/articles';
import { seed } from '../mocks/seed/data';
import { callEndpoint } from './contracts/http';

const BASE = 'http://127.0.0.1';

const MEDIA_ROOT = resolve(__dirname, '../mocks/public');
/**
 * Characters only one of the two scripts uses: Simplified pages must not hold the Traditional ones, and back.
 * (Not 里 or 后: Traditional writes them too, in 公里, 里斯本, 皇后.)
 */
const TRADITIONAL_ONLY = /[這國們個說時會來對麼後裡為與點應過還嗎讓]/;
const SIMPLIFIED_ONLY = /[这国们个说时会来对么为与点应过还吗让]/;

const unique = (values: readonly string[]) => new Set(values).size === values.length;

function chineseTexts(value: unknown, locale: 'zh-cn' | 'zh-tw', found: string[] = []): string[] {
  if (typeof value !== 'object' || value === null) return found;
  for (const [key, inner] of Object.entries(value)) {
    if (key === locale) found.push(JSON.stringify(inner));
    else chineseTexts(inner, locale, found);
  }
  return found;
}

describe('the seed', () => {
  it('holds what the site needs: sections, writers, sixty articles, twenty posts, polls, media, sponsors', () => {
    expect(seed.categories.filter((category) => category.kind === 'articles').length).toBeGreaterThanOrEqual(6);
    expect(seed.categories.filter((category) => category.kind === 'multimedia')).toHaveLength(2);
    expect(seed.authors.length).toBeGreaterThanOrEqual(8);
    expect(seed.articles).toHaveLength(60);
    expect(seed.posts).toHaveLength(20);
    expect(seed.comments.length).toBeGreaterThanOrEqual(120);
    expect(seed.videos.length).toBeGreaterThanOrEqual(6);
    expect(seed.galleries.length).toBeGreaterThanOrEqual(4);
    for (const pageType of PAGE_TYPES) {
      expect(seed.commercialBlocks.filter((block) => block.pageType === pageType).length, pageType).toBeGreaterThanOrEqual(2);
    }
  });

  it('matches the contracts, entity by entity', () => {
    seed.categories.forEach((category) => assert(category, Category));
    seed.authors.forEach((author) => assert(author, Author));
    seed.videos.forEach((video) => assert(video, Video));
    seed.galleries.forEach((gallery) => assert(gallery, Gallery));
    seed.commercialBlocks.forEach((block) => assert(block, CommercialBlock));
    assert(seed.pages.general, GeneralPage);
    assert(seed.pages.main, MainPage);
    seed.users.forEach(({ password: _password, ...user }) => assert(user, User));
  });

  it('keeps ids and slugs unique, and category aliases the same in every locale', () => {
    expect(unique(seed.articles.map((article) => article._id))).toBe(true);
    expect(unique([...seed.articles, ...seed.posts].map((item) => item.slug))).toBe(true);
    expect(unique(seed.posts.map((post) => post._id))).toBe(true);
    expect(unique(seed.comments.map((comment) => comment._id))).toBe(true);
    expect(unique(seed.users.flatMap((user) => [user.email, user.userName]))).toBe(true);
    for (const category of seed.categories) {
      expect(new Set(LOCALES.map((locale) => category.data[locale].alias)).size).toBe(1);
    }
  });

  it('points only at things that exist: authors, categories, polls, comment targets', () => {
    const authorIds = new Set(seed.authors.map((author) => author._id));
    const categoryIds = new Set(seed.categories.flatMap((category) => [category._id, ...category.subcategories.map((sub) => sub._id)]));
    const pollIds = new Set(seed.polls.map((poll) => poll._id));
    const targets = new Set([...seed.articles, ...seed.posts].map((item) => item._id));
    for (const article of seed.articles) {
      expect(authorIds.has(article.authorId), article._id).toBe(true);
      expect(categoryIds.has(article.data.en.category)).toBe(true);
    }
    for (const item of [...seed.articles, ...seed.posts]) if (item.pollId) expect(pollIds.has(item.pollId)).toBe(true);
    for (const comment of seed.comments) expect(targets.has(comment.target.id), comment._id).toBe(true);
  });

  it('gives every article one to three topics of the vocabulary, and every topic at least one article', () => {
    seed.topics.forEach((topic) => assert(topic, Topic));
    expect(seed.topics.length).toBeGreaterThanOrEqual(12);
    expect(seed.topics.length).toBeLessThanOrEqual(20);
    expect(unique(seed.topics.map((topic) => topic.slug))).toBe(true);
    const topicIds = new Set(seed.topics.map((topic) => topic._id));
    for (const article of seed.articles) {
      expect(article.topics?.length, article.slug).toBeGreaterThanOrEqual(1);
      expect(article.topics?.length, article.slug).toBeLessThanOrEqual(3);
      expect(unique(article.topics ?? []), article.slug).toBe(true);
      for (const id of article.topics ?? []) expect(topicIds.has(id), `${article.slug}: ${id}`).toBe(true);
    }
    for (const topic of seed.topics) expect(seed.articles.some((article) => article.topics?.includes(topic._id)), topic.slug).toBe(true);
  });

  it('has open and closed polls on the seed day', () => {
    const ends = seed.polls.map((poll) => Date.parse(poll.endsAt));
    expect(ends.filter((end) => end > SEED_EPOCH + 7 * 86_400_000).length).toBeGreaterThanOrEqual(2);
    expect(ends.filter((end) => end < SEED_EPOCH - 86_400_000).length).toBeGreaterThanOrEqual(2);
  });

  it('signs in three kinds of reader: verified in English, verified in Chinese, not yet verified', () => {
    const byEmail = (email: string) => seed.users.find((user) => user.email === email);
    expect(byEmail('reader@example.com')).toMatchObject({ _id: 'usr_reader', verified: true });
    expect(byEmail('xiaoming@example.com')).toMatchObject({ verified: true, locale: 'zh-cn' });
    expect(byEmail('unverified@example.com')).toMatchObject({ verified: false });
  });

  it('writes Chinese in the right script: no Traditional characters in zh-cn, no Simplified in zh-tw', () => {
    const { users: _users, cities, ...content } = seed;
    for (const text of chineseTexts({ ...content, cities }, 'zh-cn')) expect(text).not.toMatch(TRADITIONAL_ONLY);
    for (const text of chineseTexts({ ...content, cities }, 'zh-tw')) expect(text).not.toMatch(SIMPLIFIED_ONLY);
  });

  it('says what every post’s and gallery’s picture shows and who made it, in every language (issue 15 item 7)', () => {
    // What the picture shows, not the title again (issue 28: a share card's og:image:alt read the title twice).
    for (const story of [...seed.articles, ...seed.posts].filter((item) => item.image)) {
      for (const locale of LOCALES) {
        expect(story.data[locale]?.imageAlt, `${story._id} ${locale}`).toMatch(/\S/);
        expect(story.data[locale]?.imageAlt, `${story._id} ${locale}`).not.toBe(story.data[locale]?.title);
      }
    }
    for (const post of seed.posts.filter((item) => item.image)) {
      for (const locale of LOCALES) {
        expect(post.data[locale].imageCredit, `${post._id} ${locale}`).toMatch(/\S/);
      }
    }
    for (const gallery of seed.galleries) {
      for (const picture of gallery.pictures) {
        for (const locale of LOCALES) {
          expect(picture.data[locale].caption, `${gallery._id} ${locale}`).toMatch(/\S/);
          expect(picture.data[locale].credit, `${gallery._id} ${locale}`).toMatch(/\S/);
        }
      }
    }
  });

  it('serves only media files that exist', () => {
    const paths = JSON.stringify(seed).match(/\/media\/[\w/.-]+\.(?:jpg|webp|mp4|mp3)/g) ?? [];
    expect(paths.length).toBeGreaterThan(100);
    for (const path of new Set(paths)) {
      if (path === '/media/missing.png') continue;
      expect(existsSync(`${MEDIA_ROOT}${path}`), path).toBe(true);
      expect(statSync(`${MEDIA_ROOT}${path}`).size).toBeGreaterThan(0);
    }
  });

  it('has every picture at each of its rendition widths in AVIF and WebP, and a 1200x630 share crop for each story', () => {
    const pictures = new Map<string, ImageRef>();
    const collect = (value: unknown): void => {
      if (typeof value !== 'object' || value === null) return;
      const candidate = value as Partial<ImageRef>;
      if (typeof candidate.path === 'string' && typeof candidate.width === 'number') pictures.set(candidate.path, candidate as ImageRef);
      else Object.values(value).forEach(collect);
    };
    collect(seed);
    const measure = (path: string) => imageSize(new Uint8Array(readFileSync(`${MEDIA_ROOT}${path}`)));
    expect(pictures.size).toBeGreaterThan(50);
    for (const picture of pictures.values()) {
      // Every seed picture has renditions, the original's own width the largest (never enlarged).
      expect(picture.widths?.at(-1), picture.path).toBe(picture.width);
      for (const width of picture.widths ?? []) {
        for (const format of RENDITION_FORMATS) {
          const size = measure(renditionPath(picture.path, width, format));
          expect([size.type, size.width, size.height], `${picture.path} ${width} ${format}`).toEqual([
            format,
            width,
            Math.round((picture.height * width) / picture.width),
          ]);
        }
      }
    }
    for (const story of [...seed.articles, ...seed.posts].filter((item) => item.image)) {
      const social = story.image?.social ?? `${story._id}: no share crop`;
      const size = measure(social);
      expect([size.type, size.width, size.height], social).toEqual(['jpg', SOCIAL_CROP.width, SOCIAL_CROP.height]);
    }
  });

  it('answers every article and post through its contract, with its comments and poll', async () => {
    for (const article of seed.articles) {
      const answer = await callEndpoint(BASE, getArticle, { query: { slug: article.slug } });
      expect(answer.status, article.slug).toBe(200);
    }
    for (const post of seed.posts) {
      const answer = await callEndpoint(BASE, getPost, { query: { slug: post.slug } });
      expect(answer.status, post.slug).toBe(200);
      if (post.pollId) assert((answer.json as { poll: unknown }).poll, Poll);
    }
  });

  it('has a few articles updated after publication, each before the seed’s now; the rest never updated', () => {
    const updated = seed.articles.filter((article) => article.updatedAt !== undefined);
    expect(updated.length).toBeGreaterThanOrEqual(3);
    expect(updated.length).toBeLessThan(seed.articles.length / 2);
    for (const article of updated) {
      expect(Date.parse(article.updatedAt!), article.slug).toBeGreaterThan(Date.parse(article.publishedAt));
      expect(Date.parse(article.updatedAt!), article.slug).toBeLessThan(SEED_EPOCH);
    }
  });

  it(`carries unsafe markup in ${UNSAFE_ARTICLE_ID}, for the sanitizer to remove`, () => {
    const article = seed.articles.find((candidate) => candidate._id === UNSAFE_ARTICLE_ID);
    expect(article?.data.en.content).toContain('<script>');
    expect(article?.data.en.content).toContain('onerror=');
  });
});
