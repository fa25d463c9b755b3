import type { ImageRef, Locale } from '../../contracts/common';
import { config } from '../config';
import { HTML_LANG, SUPPORTED_LOCALES } from '../i18n/locales';
import { switchLocalePath } from '../i18n/localePath';

export interface DocumentHeadProps {
  /** The site's origin (the store's domain): canonical and share links are absolute. */
  readonly domain: string;
  readonly locale: Locale;
  /** The page's own title ('' for the home page: the product name alone). */
  readonly title: string;
  readonly description: string;
  /** The page's path with its locale (/en/…). */
  readonly path: string;
  /** Stories only: what a share card shows (Open Graph, Twitter). */
  readonly story?: {
    readonly image?: ImageRef | undefined;
    readonly publishedAt: string;
    readonly section?: string | undefined;
  };
}

/**
 * The head of a page, as React 19 document metadata: rendered with the page, hoisted into <head> on the server
 * and in the browser, so it is in the HTML crawlers and share robots read and stays right after a client-side
 * navigation.
 */
export function DocumentHead({ domain, locale, title, description, path, story }: DocumentHeadProps) {
  const product = config.product.name[locale];
  const fullTitle = title ? `${title} · ${product}` : product;
  const url = `${domain}${path}`;
  const absolute = (src: string) => (/^https?:\/\//.test(src) ? src : `${domain}${src}`);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {SUPPORTED_LOCALES.map((other) => (
        <link key={other} rel="alternate" hrefLang={HTML_LANG[other]} href={`${domain}${switchLocalePath(path, other)}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${domain}${switchLocalePath(path, 'en')}`} />
      {story && (
        <>
          <meta property="og:type" content="article" />
          <meta property="og:site_name" content={product} />
          <meta property="og:title" content={title} />
          <meta property="og:description" content={description} />
          <meta property="og:url" content={url} />
          <meta property="og:locale" content={HTML_LANG[locale].replace('-', '_')} />
          {story.image && <meta property="og:image" content={absolute(story.image.path)} />}
          {story.image && <meta property="og:image:width" content={String(story.image.width)} />}
          {story.image && <meta property="og:image:height" content={String(story.image.height)} />}
          <meta property="article:published_time" content={story.publishedAt} />
          {story.section && <meta property="article:section" content={story.section} />}
          <meta name="twitter:card" content={story.image ? 'summary_large_image' : 'summary'} />
          <meta name="twitter:title" content={title} />
          <meta name="twitter:description" content={description} />
          {story.image && <meta name="twitter:image" content={absolute(story.image.path)} />}
        </>
      )}
    </>
  );
}
