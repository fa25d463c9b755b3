import type { Locale } from '../contracts/common';
import { db, docOf } from '../mocks/db';
import { ARTICLE_IMAGES } from '../mocks/seed/media';
import { imageAttributes, type BodyImage } from '../src/lib/storyBlocks';
import { readerColumns } from '../src/rules/articleRows';

/**
 * A story body with every block of issue 25 item 2 (docs/decisions/097), as the desk stores it, on the seed's
 * pictures (which have their renditions): for the reader's page and the editor's stories.
 */
const [first, second, third, fourth] = ARTICLE_IMAGES.culture!;

function img(image: typeof first, alt: string): string {
  const attributes = imageAttributes({ src: image!.path, alt, width: image!.width, height: image!.height, widths: image!.widths ?? [] } satisfies BodyImage);
  return `<img ${Object.entries(attributes)
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ')}>`;
}

interface BlockTexts {
  readonly lead: string;
  readonly alt: readonly [string, string, string, string];
  readonly caption: string;
  readonly credit: string;
  readonly pull: string;
  readonly quote: string;
  readonly gallery: string;
}

const TEXTS: Record<Locale, BlockTexts> = {
  en: {
    lead: 'The night market opens as the offices close, and the street changes its trade in an hour.',
    alt: ['Lanterns strung over a crowded lane', 'A cook turning skewers over charcoal', 'Steam rising from a row of pots', 'A child choosing sweets at a stall'],
    caption: 'Raohe Street at seven in the evening.',
    credit: 'Photo: Wen Li',
    pull: 'By nine the lane is a dining room a kilometre long.',
    quote: 'We cook what the neighbourhood ate when we were children.',
    gallery: 'Four stalls, one evening.',
  },
  'zh-cn': {
    lead: '写字楼下班的时候，夜市开张，一条街在一小时里换了营生。',
    alt: ['拥挤的巷子上空挂着一串灯笼', '厨师在炭火上翻动肉串', '一排锅冒着热气', '孩子在摊位前挑糖果'],
    caption: '晚上七点的饶河街。',
    credit: '摄影：李文',
    pull: '到了九点，这条巷子成了一公里长的饭厅。',
    quote: '我们做的，是这一带人小时候吃的东西。',
    gallery: '四个摊位，一个晚上。',
  },
  'zh-tw': {
    lead: '辦公大樓下班的時候，夜市開張，一條街在一小時裡換了營生。',
    alt: ['擁擠的巷子上方掛著一串燈籠', '廚師在炭火上翻動肉串', '一排鍋冒著熱氣', '孩子在攤位前挑糖果'],
    caption: '晚上七點的饒河街。',
    credit: '攝影：李文',
    pull: '到了九點，這條巷子成了一公里長的飯廳。',
    quote: '我們做的，是這一帶人小時候吃的東西。',
    gallery: '四個攤位，一個晚上。',
  },
};

export function blocksBody(locale: Locale): string {
  const text = TEXTS[locale];
  const caption = (words: string, credit = '') =>
    `<figcaption><span data-part="caption">${words}</span>${credit ? `<span data-part="credit">${credit}</span>` : ''}</figcaption>`;
  return [
    `<p>${text.lead}</p>`,
    `<figure data-block="picture" data-size="inline">${img(first, text.alt[0])}${caption(text.caption, text.credit)}</figure>`,
    `<blockquote data-block="pullquote"><p>${text.pull}</p></blockquote>`,
    `<p>${text.lead}</p>`,
    `<figure data-block="picture" data-size="wide">${img(second, text.alt[1])}${caption(text.caption, text.credit)}</figure>`,
    `<blockquote><p>${text.quote}</p></blockquote>`,
    `<figure data-block="gallery">${img(first, text.alt[0])}${img(second, text.alt[1])}${img(third, text.alt[2])}${img(fourth, text.alt[3])}${caption(text.gallery)}</figure>`,
    `<figure data-block="embed" data-provider="youtube"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">https://www.youtube.com/watch?v=dQw4w9WgXcQ</a></figure>`,
    `<figure data-block="embed" data-provider="x"><a href="https://x.com/NASA/status/1234567890">https://x.com/NASA/status/1234567890</a></figure>`,
    `<figure data-block="picture" data-size="full">${img(third, text.alt[2])}${caption(text.caption, text.credit)}</figure>`,
    `<p>${text.lead}</p>`,
  ].join('');
}

type Localized<T> = Record<Locale, T>;

/** The article's body in every language becomes the blocks' body. */
export function putBlocksInArticle(id: string): void {
  const row = db.article.findFirst({ where: { id: { equals: id } }, strict: true });
  const doc = docOf<{ data: Localized<{ content: string }> }>(row);
  for (const locale of ['en', 'zh-cn', 'zh-tw'] as const) doc.data[locale] = { ...doc.data[locale], content: blocksBody(locale) };
  db.article.update({ where: { id: { equals: id } }, data: readerColumns(JSON.stringify(doc)) });
}
