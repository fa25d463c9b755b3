import { is } from 'superstruct';
import { Slug } from '../../contracts/common';
import type { MatchedPage } from '../app/matchPage';

/**
 * The CDN's purge keys for a page (the `Surrogate-Key` header; Fastly's name, Cloudflare calls it Cache-Tag):
 * every page is `html` and `locale-<locale>`, and then what its route declares (app/pageRoutes.ts's `purge`):
 * `home`, or `<kind>-<slug>` for a page about one thing. A 404 carries the keys of the page it stands for, so
 * publishing a story purges its earlier "not found" too. Publishing story S in section C purges `story-S home
 * section-C` (every locale at once). A path part that is no slug (contracts' Slug) names no story: it gets no
 * key of its own. Made from the render's own match of the route (renderPage), never a second one. docs/deployment.md.
 */
export function surrogateKeys(locale: string | null, page: MatchedPage | null): string {
  if (locale === null) return 'html';
  const slug = page?.request.params.slug;
  const own = page?.purge === 'home' ? ['home'] : page?.purge && slug !== undefined && is(slug, Slug) ? [`${page.purge}-${slug}`] : [];
  return ['html', `locale-${locale}`, ...own].join(' ');
}
