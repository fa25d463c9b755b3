import type { ImageRef, Locale } from '../../contracts/common';
import { config } from '../config';
import { PAGE_QUERY_PARAMS } from '../lib/pageQuery';
import { shareImage } from '../lib/storySharing';
import { useLocation, useSearch } from 'wouter';
import { DEFAULT_LOCALE, HTML_LANG, OG_LOCALE, SUPPORTED_LOCALES } from '../i18n/locales';

/** Only what names another page of results: any other parameter (a tracking tag, a mailed token) is dropped. */
function canonicalSearch(search: string): string {
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of PAGE_QUERY_PARAMS) {
    const value = given.get(name);
    if (value) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/** A feed a reader's tools can find from the page (`<link rel="alternate" type=…>`). */
export interface FeedLink {
  /** The feed's path on the site's origin ('/feeds/en.xml'). */
  readonly path: string;
  readonly type: 'application/rss+xml' | 'application/atom+xml';
  readonly title: string;
}

export interface DocumentHeadProps {
  /** The site's origin (the store's domain): canonical and share links are absolute. */
  readonly domain: string;
  readonly locale: Locale;
  /** The page's own title ('' for the home page: the product name alone). */
  readonly title: string;
  /**
   * The whole <title>, when the newsroom wrote one for search results (a story's search title): as written, without
   * the product's name, so what the desk's counter counts is what a search result shows.
   */
  readonly headTitle?: string | undefined;
  readonly description: string;
  /**
   * The page's address in each locale, when it differs by language (a section's aliases, docs/decisions/044);
   * otherwise the same page in another locale is this address with the other locale's prefix.
   */
  readonly pathIn?: ((locale: Locale) => string) | undefined;
  /** The editions the page exists in (an article may lack some): the alternates name only those. All by default. */
  readonly editions?: readonly Locale[];
  /** Whether the page is one to index: false for the not-found page (no canonical, no alternates). */
  readonly indexable?: boolean;
  /** The feeds this page offers: the locale's, and a section's on its page. */
  readonly feeds?: readonly FeedLink[];
  /** Stories only: what a share card shows (Open Graph, Twitter). */
  readonly story?: {
    readonly image?: ImageRef | undefined;
    /** The picture's text alternative, for the share card's image. */
    readonly imageAlt?: string | undefined;
    readonly publishedAt: string;
    /** Only when later than publication (laterUpdate). */
    readonly updatedAt?: string | undefined;
    readonly section?: string | undefined;
  };
  /** A writer's page: a share card of type `profile` (Open Graph), with their portrait when they have one. */
  readonly profile?: {
    readonly image?: ImageRef | undefined;
  };
}

/**
 * The head of a page, as React 19 document metadata: rendered with the page, hoisted into <head> on the server
 * and in the browser, so it is in the HTML crawlers and share robots read and stays right after a client-side
 * navigation. The canonical and alternate links are the page's own address (within the locale route).
 */
export function DocumentHead({
  domain,
  locale,
  title,
  headTitle,
  description,
  story,
  profile,
  feeds = [],
  indexable = true,
  pathIn,
  editions = SUPPORTED_LOCALES,
}: DocumentHeadProps) {
  const [location] = useLocation();
  const search = useSearch();
  const product = config.product.name[locale];
  const fullTitle = headTitle || (title ? `${title} · ${product}` : product);
  // The same page in any locale: only the first segment differs (the home page keeps its trailing slash).
  const urlIn = (other: Locale) => `${domain}/${other}${pathIn ? pathIn(other) : location || '/'}${canonicalSearch(search)}`;
  const url = urlIn(locale);
  const absolute = (src: string) => (/^https?:\/\//.test(src) ? src : `${domain}${src}`);
  const storyImage = story?.image && shareImage(story.image);
  // The share card's language, and the other editions the page exists in (a share robot may pick one of those).
  const shareLocales = (
    <>
      <meta property="og:locale" content={OG_LOCALE[locale]} />
      {editions
        .filter((other) => other !== locale)
        .map((other) => (
          <meta key={other} property="og:locale:alternate" content={OG_LOCALE[other]} />
        ))}
    </>
  );
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {indexable && <link rel="canonical" href={url} />}
      {indexable &&
        editions.map((other) => <link key={other} rel="alternate" hrefLang={HTML_LANG[other]} href={urlIn(other)} />)}
      {/* The default edition when the page has one, else the first it has. */}
      {indexable && <link rel="alternate" hrefLang="x-default" href={urlIn(editions.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : (editions[0] ?? locale))} />}
      {feeds.map((feed) => (
        <link key={feed.path} rel="alternate" type={feed.type} title={feed.title} href={`${domain}${feed.path}`} />
      ))}
      {story && (
        <>
          <meta property="og:type" content="article" />
          <meta property="og:site_name" content={product} />
          <meta property="og:title" content={title} />
          <meta property="og:description" content={description} />
          <meta property="og:url" content={url} />
          {shareLocales}
          {storyImage && <meta property="og:image" content={absolute(storyImage.path)} />}
          {storyImage && <meta property="og:image:width" content={String(storyImage.width)} />}
          {storyImage && <meta property="og:image:height" content={String(storyImage.height)} />}
          {storyImage && story.imageAlt && <meta property="og:image:alt" content={story.imageAlt} />}
          <meta property="article:published_time" content={story.publishedAt} />
          {story.updatedAt && <meta property="article:modified_time" content={story.updatedAt} />}
          {story.section && <meta property="article:section" content={story.section} />}
          <meta name="twitter:card" content={story.image ? 'summary_large_image' : 'summary'} />
          <meta name="twitter:title" content={title} />
          <meta name="twitter:description" content={description} />
          {storyImage && <meta name="twitter:image" content={absolute(storyImage.path)} />}
          {story.image && story.imageAlt && <meta name="twitter:image:alt" content={story.imageAlt} />}
        </>
      )}
      {profile && (
        <>
          <meta property="og:type" content="profile" />
          <meta property="og:site_name" content={product} />
          <meta property="og:title" content={title} />
          <meta property="og:description" content={description} />
          <meta property="og:url" content={url} />
          {shareLocales}
          {profile.image && <meta property="og:image" content={absolute(profile.image.path)} />}
          {profile.image && <meta property="og:image:width" content={String(profile.image.width)} />}
          {profile.image && <meta property="og:image:height" content={String(profile.image.height)} />}
          <meta name="twitter:card" content="summary" />
          <meta name="twitter:title" content={title} />
          <meta name="twitter:description" content={description} />
          {profile.image && <meta name="twitter:image" content={absolute(profile.image.path)} />}
        </>
      )}
      {/* Any other page a reader may share (the home page, a section): the site's card, in the page's language. */}
      {!story && !profile && indexable && (
        <>
          <meta property="og:type" content="website" />
          <meta property="og:site_name" content={product} />
          <meta property="og:title" content={fullTitle} />
          <meta property="og:description" content={description} />
          <meta property="og:url" content={url} />
          {shareLocales}
        </>
      )}
    </>
  );
}
