import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import type { Category, Subcategory } from '../../../contracts/content';
import { DocumentHead, type DocumentHeadProps, type FeedLink } from '../../components/DocumentHead';
import { config } from '../../config';
import { useStores } from '../../hooks/StoresContext';
import { headMessages } from '../../i18n/headMessages';
import { authorFeedPath, FEED_FORMATS, feedPath } from '../../lib/feedPaths';

export interface PageHeadProps extends Omit<DocumentHeadProps, 'domain' | 'locale' | 'title' | 'description' | 'feeds'> {
  /** The page's title ('' for the product alone); null while the page does not know it yet (nothing changes). */
  readonly title: string | null;
  /** The site's description unless the page has its own, or is a section's (named here). */
  readonly description?: string;
  readonly section?: string | undefined;
}

/**
 * A public page's head (DocumentHead) in the reader's locale, on the site's origin. Every page offers the locale's
 * feeds; a section's page (an articles section: multimedia has no stories to syndicate) its own as well, read from
 * the listing the page shows, and a writer's page theirs.
 */
export const PageHead = observer(function PageHead({ title, description, section, ...rest }: PageHeadProps) {
  const { domain, locale, listing, authorPage } = useStores();
  const [location] = useLocation();
  const intl = useIntl();
  if (title === null) return null;
  const product = config.product.name[locale];
  const fallback = section
    ? intl.formatMessage(headMessages.sectionDescription, { section, product })
    : intl.formatMessage(headMessages.description, { product });
  const feeds: FeedLink[] = [];
  const offer = (feedTitle: string, category?: Category, subcategory?: Subcategory | null) => {
    for (const format of ['rss', 'atom'] as const) {
      feeds.push({ path: feedPath(locale, format, category, subcategory), type: FEED_FORMATS[format].contentType, title: feedTitle });
    }
  };
  offer(intl.formatMessage(headMessages.feedTitle, { product }));
  const shown = listing.current?.data;
  if (section && shown && location.startsWith('/categories/')) {
    const name = (shown.subcategory ?? shown.category).data[locale].name;
    offer(intl.formatMessage(headMessages.sectionFeedTitle, { product, section: name }), shown.category, shown.subcategory);
  }
  // A writer's page offers their feed, titled as the feed titles itself.
  const writer = authorPage.current?.data?.subject;
  if (writer && location === `/authors/${writer.slug}`) {
    const feedTitle = intl.formatMessage(headMessages.sectionFeedTitle, { product, section: writer.data[locale].name });
    for (const format of ['rss', 'atom'] as const) {
      feeds.push({ path: authorFeedPath(locale, format, writer.slug), type: FEED_FORMATS[format].contentType, title: feedTitle });
    }
  }
  return <DocumentHead domain={domain} locale={locale} title={title} description={description ?? fallback} feeds={feeds} {...rest} />;
});
