import { is } from 'superstruct';
import { Slug } from '../../contracts/common';
import { matchPage } from '../app/matchPage';
import { isLocale } from '../i18n/locales';

/**
 * The CDN's purge keys for a page (the `Surrogate-Key` header; Fastly's name, Cloudflare calls it Cache-Tag):
 * every page is `html` and `locale-<locale>`; the home page `home`; a section or multimedia page
 * `section-<slug>`; an article `story-<slug>`, a reader's post `post-<slug>`, a writer's page `author-<slug>`, a topic's page `topic-<slug>`. A 404 carries the keys of the
 * page it stands for, so publishing a story purges its earlier "not found" too. Publishing story S in section C
 * purges `story-S home section-C` (every locale at once). A path part that is no slug (contracts' Slug) names
 * no story: it gets no key of its own. docs/deployment.md.
 */
export function surrogateKeys(pathname: string): string {
  const [, locale = '', ...rest] = pathname.split('/');
  const keys = ['html'];
  if (!isLocale(locale)) return keys.join(' ');
  keys.push(`locale-${locale}`);
  const page = matchPage(`/${rest.join('/')}`, '');
  const slug = page?.request.params.slug;
  const named = (prefix: string) => (slug !== undefined && is(slug, Slug) ? [`${prefix}-${slug}`] : []);
  switch (page?.chunk) {
    case 'HomePage':
      keys.push('home');
      break;
    case 'CategoryPage':
    case 'MultimediaPage':
      keys.push(...named('section'));
      break;
    case 'ArticlePage':
      keys.push(...named('story'));
      break;
    case 'PostPage':
      keys.push(...named('post'));
      break;
    case 'AuthorPage':
      keys.push(...named('author'));
      break;
    case 'TopicPage':
      keys.push(...named('topic'));
      break;
    default:
      break;
  }
  return keys.join(' ');
}
