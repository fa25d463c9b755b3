/**
 * The seed's sixty articles: each section's briefs (mocks/seed/articles/*.ts) woven into full HTML bodies with
 * passages from the section's bank, so every article reads differently but the three languages say the same.
 */
import { readingMinutes } from '../../src/rules/documents';
import { LOCALES, renditionPath, RENDITION_FORMATS, type ImageRef, type Locale } from '../../contracts/common';
import type { ArticleBrief, Section } from './articles/brief';
import { business } from './articles/business';
import { culture } from './articles/culture';
import { lifestyle } from './articles/lifestyle';
import { technology } from './articles/technology';
import { travel } from './articles/travel';
import { world } from './articles/world';
import { categories } from './categories';
import { ARTICLE_IMAGES, articleImageAlt } from './media';
import { mulberry32 } from './random';
import { topicIdsOf } from './topics';
import type { FullSeedArticle } from './types';

export const SECTIONS: readonly Section[] = [world, culture, travel, technology, business, lifestyle];

/**
 * Editors' HTML is not trusted by the client: this article's body carries markup a sanitizer must strip (a
 * script, an inline handler, a javascript: link), so the reading screen's tests can prove it does.
 */
export const UNSAFE_ARTICLE_ID = 'art_013';
const UNSAFE_MARKUP =
  '<script>window.__huanyuInjected = true</script>' +
  '<p><img src="/media/missing.png" alt="" onerror="window.__huanyuInjected = true">' +
  '<a href="javascript:window.__huanyuInjected = true">…</a></p>';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** A picture in a story's text is as wide as the text column: the screen's up to 1023 px, then 42.5rem. */
const BODY_PICTURE_SIZES = '(max-width: 1023px) 100vw, 680px';

/** A picture in the text, marked up as the site's <Picture> draws one: AVIF and WebP renditions, then the original. */
function bodyPicture(picture: ImageRef, alt: string): string {
  const sources = RENDITION_FORMATS.map((format) => {
    const srcset = (picture.widths ?? []).map((width) => `${renditionPath(picture.path, width, format)} ${width}w`).join(', ');
    return `<source type="image/${format}" srcset="${srcset}" sizes="${BODY_PICTURE_SIZES}">`;
  });
  return (
    `<picture>${sources.join('')}` +
    `<img src="${picture.path}" width="${picture.width}" height="${picture.height}" alt="${escapeAttribute(alt)}" ` +
    `sizes="${BODY_PICTURE_SIZES}" loading="lazy" decoding="async"></picture>`
  );
}

function categoryIds(section: Section, brief: ArticleBrief): { category: string; subcategory: string | null } {
  const category = categories.find((candidate) => candidate.data.en.alias === section.alias);
  if (!category) throw new Error(`seed: no category for section ${section.alias}`);
  if (brief.sub === null) return { category: category._id, subcategory: null };
  const subcategory = category.subcategories.find((candidate) => candidate.data.en.alias === brief.sub);
  if (!subcategory) throw new Error(`seed: ${brief.id} names unknown subcategory ${brief.sub}`);
  return { category: category._id, subcategory: subcategory._id };
}

function body(section: Section, brief: ArticleBrief, index: number, locale: Locale, picks: readonly number[]): string {
  const text = brief[locale];
  const bank = section.bank;
  const passages = picks.map((pick) => bank.passages[locale][pick]).filter((passage) => passage !== undefined);
  const images = ARTICLE_IMAGES[section.alias] ?? [];
  const figure = images[(index + 2) % images.length];
  const closing = bank.closings[locale][index % bank.closings[locale].length] ?? '';
  const parts = [`<p>${text.lede}</p>`, `<p>${text.detail}</p>`, `<blockquote><p>${text.quote}</p></blockquote>`];
  passages.forEach((passage, at) => {
    parts.push(`<h2>${passage.heading}</h2>`, `<p>${passage.text}</p>`);
    if (at === 0 && figure) {
      // The picture in the text says what it shows and, like the lead picture, who made it.
      parts.push(
        `<figure>${bodyPicture(figure, articleImageAlt(figure, locale))}<figcaption>${text.description}${locale === 'en' ? ' ' : ''}${PICTURE_CREDIT[locale]}</figcaption></figure>`,
      );
    }
  });
  if (index % 3 === 0) {
    const checklist = bank.checklist[locale];
    parts.push(`<h2>${checklist.heading}</h2>`, `<ul>${checklist.items.map((item) => `<li>${item}</li>`).join('')}</ul>`);
  }
  if (brief.id === UNSAFE_ARTICLE_ID) parts.push(UNSAFE_MARKUP);
  parts.push(`<p>${closing}</p>`);
  return parts.join('\n');
}

/**
 * What the seed's lead pictures are: illustrations drawn for each section's stories (abstract shapes in the
 * section's colours), so the caption says so, and the credit names who drew them. Alt text: what the picture
 * shows (articleImageAlt), not the title the reader has just read.
 */
const PICTURE_CAPTIONS: Readonly<Record<string, Readonly<Record<Locale, string>>>> = {
  world: { en: 'From our World desk’s illustrated series', 'zh-cn': '国际版插画系列', 'zh-tw': '國際版插畫系列' },
  culture: { en: 'From our Culture desk’s illustrated series', 'zh-cn': '文化版插画系列', 'zh-tw': '文化版插畫系列' },
  travel: { en: 'From our Travel desk’s illustrated series', 'zh-cn': '旅行版插画系列', 'zh-tw': '旅遊版插畫系列' },
  technology: { en: 'From our Technology desk’s illustrated series', 'zh-cn': '科技版插画系列', 'zh-tw': '科技版插畫系列' },
  business: { en: 'From our Business desk’s illustrated series', 'zh-cn': '商业版插画系列', 'zh-tw': '商業版插畫系列' },
  lifestyle: { en: 'From our Lifestyle desk’s illustrated series', 'zh-cn': '生活版插画系列', 'zh-tw': '生活版插畫系列' },
};
const PICTURE_CREDIT: Readonly<Record<Locale, string>> = {
  en: 'Illustration: Huanyu studio',
  'zh-cn': '插画：寰宇工作室',
  'zh-tw': '插畫：寰宇工作室',
};

/** An update the day after publication (before the seed's now: the newest article is from two days earlier). */
const UPDATED_AFTER_MS = 26 * 3_600_000;

/** A few articles were updated after publication: one in ten (art_001, art_011, … art_021 is the reading stories' own). */
function updatedOnTheNextDay(id: string): boolean {
  return Number(id.replace(/\D/g, '')) % 10 === 1;
}

function article(section: Section, brief: ArticleBrief, index: number): FullSeedArticle {
  const random = mulberry32(Number(brief.id.replace(/\D/g, '')) * 7919);
  const passageCount = section.bank.passages.en.length;
  const picks = random.sample(
    Array.from({ length: passageCount }, (_, at) => at),
    2 + (index % 2),
  );
  const images = ARTICLE_IMAGES[section.alias] ?? [];
  const image = images[index % images.length];
  if (!image) throw new Error(`seed: no images for section ${section.alias}`);
  const ids = categoryIds(section, brief);
  const data = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      {
        title: brief[locale].title,
        description: brief[locale].description,
        content: body(section, brief, index, locale, picks),
        ...ids,
        imageAlt: articleImageAlt(image, locale),
        imageCaption: PICTURE_CAPTIONS[section.alias]?.[locale] ?? '',
        imageCredit: PICTURE_CREDIT[locale],
      },
    ]),
  ) as FullSeedArticle['data'];
  // Morning publication times in UTC, a different minute for each article.
  const publishedAt = `${brief.date}T${String(6 + (index % 5)).padStart(2, '0')}:${String((index * 7) % 60).padStart(2, '0')}:00.000Z`;
  return {
    _id: brief.id,
    slug: brief.slug,
    authorId: brief.authorId,
    publishedAt,
    ...(updatedOnTheNextDay(brief.id) ? { updatedAt: new Date(Date.parse(publishedAt) + UPDATED_AFTER_MS).toISOString() } : {}),
    topics: topicIdsOf(brief.slug),
    image,
    readingMinutes: readingMinutes(data.en.content),
    baseLikes: random.int(3, 180),
    data,
    ...(brief.pollId ? { pollId: brief.pollId } : {}),
  };
}

export const articles: readonly FullSeedArticle[] = SECTIONS.flatMap((section) =>
  section.briefs.map((brief, index) => article(section, brief, index)),
);
