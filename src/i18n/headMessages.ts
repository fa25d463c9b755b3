import { defineMessages } from '@formatjs/intl';

/**
 * What a page's head and the feeds say about the site: the same description for a page and its feed, and the
 * feed's title both in the page's `<link rel="alternate">` and in the feed itself.
 */
export const headMessages = defineMessages<{
  description: { product: string };
  sectionDescription: { section: string; product: string };
  feedTitle: { product: string };
  sectionFeedTitle: { product: string; section: string };
}>({
  description: {
    id: 'head.description',
    defaultMessage: '{product}: stories from around the world, in English, Simplified and Traditional Chinese.',
  },
  sectionDescription: { id: 'head.sectionDescription', defaultMessage: '{section}: the latest stories from {product}.' },
  feedTitle: { id: 'head.feedTitle', defaultMessage: '{product}: latest stories' },
  sectionFeedTitle: { id: 'head.sectionFeedTitle', defaultMessage: '{product} — {section}' },
});
