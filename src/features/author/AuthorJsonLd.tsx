import { observer } from 'mobx-react-lite';
import type { Author } from '../../../contracts/content';
import { config } from '../../config';
import { useStores } from '../../hooks/StoresContext';
import { HTML_LANG } from '../../i18n/locales';
import { authorPath } from '../../lib/paths';
import { scriptJson } from '../reading/StoryJsonLd';

/**
 * A writer's page for search engines: schema.org ProfilePage whose main entity is the Person, at the same
 * address the articles' `author.url` names, so the two are known to be one person.
 */
export const AuthorJsonLd = observer(function AuthorJsonLd({ author }: { readonly author: Author }) {
  const { domain, locale } = useStores();
  const absolute = (src: string) => (/^https?:\/\//.test(src) ? src : `${domain}${src}`);
  const url = `${domain}/${locale}${authorPath(author)}`;
  const text = author.data[locale];
  const data = {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url,
    inLanguage: HTML_LANG[locale],
    isPartOf: { '@type': 'WebSite', name: config.product.name[locale], url: `${domain}/${locale}/` },
    mainEntity: {
      '@type': 'Person',
      '@id': url,
      name: text.name,
      description: text.bio,
      url,
      ...(author.avatar ? { image: absolute(author.avatar.path) } : {}),
    },
  };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />;
});
