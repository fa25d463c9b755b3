import type { CommercialBlock, PageType } from '../../contracts/content';
import { getCommercial } from '../api/content';
import { Resource } from '../lib/Resource';
import type { Services } from './services';

/** SPEC §3: commercial blocks for the main page, categories, subcategories, multimedia and article pages. */

/** What CommercialStore uses: the shared services. */
export type CommercialDeps = Services;

export class CommercialStore {
  private readonly blocks = new Map<string, Resource<CommercialBlock[]>>();

  constructor(private readonly deps: CommercialDeps) {}

  /**
   * The blocks of a page type (and category) in the reader's language — the desk chooses the languages each
   * block shows in —, loading them the first time they are asked for.
   */
  blocksFor(pageType: PageType, categoryId?: string): Resource<CommercialBlock[]> {
    const { locale } = this.deps;
    const key = `${pageType}:${categoryId ?? ''}:${locale}`;
    let resource = this.blocks.get(key);
    if (!resource) {
      resource = new Resource(async () => {
        const query = categoryId ? { pageType, categoryId, locale } : { pageType, locale };
        return (await getCommercial(this.deps.api, query)).blocks;
      });
      this.blocks.set(key, resource);
    }
    void resource.load();
    return resource;
  }
}
