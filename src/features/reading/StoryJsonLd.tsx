import { observer } from 'mobx-react-lite';
import { useLocation } from 'wouter';
import type { ImageRef } from '../../../contracts/common';
import { config } from '../../config';
import { useStores } from '../../hooks/StoresContext';
import { HTML_LANG } from '../../i18n/locales';
import { shareImage } from '../../lib/storySharing';

export interface StoryJsonLdProps {
  readonly headline: string;
  readonly description: string;
  readonly image?: ImageRef | undefined;
  /** The picture chosen for share cards, when there is one: listed first, in its 1200x630 crop where it has one. */
  readonly socialImage?: ImageRef | undefined;
  readonly publishedAt: string;
  /** Only when later than publication (laterUpdate). */
  readonly updatedAt?: string | undefined;
  /**
   * The writer (an article's author, a post's reader); unknown while the authors load. `url`: their page, for a
   * writer of the magazine (a reader has none).
   */
  readonly author?: { readonly name: string; readonly url?: string } | undefined;
  /** The story's section, for the breadcrumb: its name and its address within the locale. */
  readonly section?: { readonly name: string; readonly path: string } | undefined;
  /** What the story is about (an article's topics): `keywords` by name and `about`, each topic's page. */
  readonly topics?: readonly { readonly name: string; readonly url: string }[] | undefined;
}

/**
 * JSON for inside a <script>: `<` as \u003c, so no text can end the element or open a comment, and the two line
 * separators older parsers took for line ends. Still the same JSON to any parser.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * A story's structured data (schema.org NewsArticle and its breadcrumb), for search engines. React 19 hoists
 * only <script async src> into <head>; an inline script stays where it is rendered, which is valid for JSON-LD,
 * so it is rendered with the page and is right after a client-side navigation too.
 */
export const StoryJsonLd = observer(function StoryJsonLd({ headline, description, image, socialImage, publishedAt, updatedAt, author, section, topics = [] }: StoryJsonLdProps) {
  const { domain, locale } = useStores();
  const [location] = useLocation();
  const absolute = (src: string) => (/^https?:\/\//.test(src) ? src : `${domain}${src}`);
  const home = `${domain}/${locale}/`;
  const url = `${domain}/${locale}${location}`;
  const product = config.product.name[locale];
  // Google takes several pictures of a story, each in its own proportions: the share picture first, then the cover.
  const images = [...(socialImage ? [absolute(shareImage(socialImage).path)] : []), ...(image ? [absolute(image.path)] : [])];
  const trail = [{ name: product, item: home }, ...(section ? [{ name: section.name, item: `${domain}/${locale}${section.path}` }] : []), { name: headline, item: url }];
  const data = [
    {
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline,
      description,
      ...(images.length > 0 ? { image: images } : {}),
      datePublished: publishedAt,
      ...(updatedAt ? { dateModified: updatedAt } : {}),
      ...(author ? { author: [{ '@type': 'Person', name: author.name, ...(author.url ? { url: author.url } : {}) }] } : {}),
      ...(topics.length > 0
        ? {
            keywords: topics.map((topic) => topic.name),
            about: topics.map((topic) => ({ '@type': 'Thing', name: topic.name, url: topic.url })),
          }
        : {}),
      publisher: { '@type': 'Organization', name: product, url: home },
      inLanguage: HTML_LANG[locale],
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: trail.map((step, index) => ({ '@type': 'ListItem', position: index + 1, ...step })),
    },
  ];
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />;
});
