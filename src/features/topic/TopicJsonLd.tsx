import { observer } from 'mobx-react-lite';
import type { ArticleSummary, Topic } from '../../../contracts/content';
import { config } from '../../config';
import { useStores } from '../../hooks/StoresContext';
import { HTML_LANG } from '../../i18n/locales';
import { topicPath } from '../../lib/paths';
import { scriptJson } from '../reading/StoryJsonLd';

/**
 * A topic's page for search engines: schema.org CollectionPage `about` the topic, at the same address the
 * articles' own `about` names, listing the stories shown.
 */
export const TopicJsonLd = observer(function TopicJsonLd({ topic, articles }: { readonly topic: Topic; readonly articles: readonly ArticleSummary[] }) {
  const { domain, locale } = useStores();
  const url = `${domain}/${locale}${topicPath(topic)}`;
  const name = topic.data[locale].name;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    url,
    name,
    inLanguage: HTML_LANG[locale],
    isPartOf: { '@type': 'WebSite', name: config.product.name[locale], url: `${domain}/${locale}/` },
    about: { '@type': 'Thing', name, url },
    mainEntity: {
      '@type': 'ItemList',
      itemListElement: articles.map((article, index) => ({ '@type': 'ListItem', position: index + 1, url: `${domain}/${locale}/${article.slug}` })),
    },
  };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />;
});
