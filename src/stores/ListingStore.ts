import { makeAutoObservable, runInAction } from 'mobx';
import { LOCALES, type Locale } from '../../contracts/common';
import { CONTENT_ERRORS, type ArticleSummary, type Category, type CommercialBlock, type Subcategory } from '../../contracts/content';
import { ApiFailure } from '../api/client';
import { listArticles } from '../api/content';
import type { ContentStore } from './ContentStore';
import { LIST_PAGE_SIZE, pageCount } from '../lib/paging';
import { Resource } from '../lib/Resource';
import type { Services } from './services';
import type { CommercialStore } from './CommercialStore';

export interface ListingRequest {
  readonly slug: string;
  readonly subcategory?: string | undefined;
  readonly page: number;
}

export interface Listing {
  readonly category: Category;
  readonly subcategory: Subcategory | null;
  readonly articles: readonly ArticleSummary[];
  readonly page: number;
  readonly pageCount: number;
  readonly total: number;
}

function notFound(): ApiFailure {
  return new ApiFailure(404, { message: CONTENT_ERRORS.categoryNotFound });
}

/** An alias matches in any locale, so a link keeps working across a language switch. */
function matches(data: Subcategory['data'], alias: string): boolean {
  return LOCALES.some((locale) => data[locale].alias === alias);
}

/** Finds the section (of the given kind) and subsection a URL names, or rejects with a 404. */
export async function resolveSection(
  content: ContentStore,
  kind: Category['kind'],
  slug: string,
  subcategoryAlias: string | undefined,
): Promise<{ category: Category; subcategory: Subcategory | null }> {
  await content.categories.load();
  const categories = content.categories.data;
  // "Not found" only from a category list that was answered and lacks the alias: anything else is an error with a retry.
  if (content.categories.status !== 'ready' || !categories) {
    const error = content.categories.error;
    throw error instanceof Error ? error : new Error('the category list has not loaded', { cause: error });
  }
  const category = categories.find((item) => item.kind === kind && matches(item.data, slug));
  if (!category) throw notFound();
  if (!subcategoryAlias) return { category, subcategory: null };
  const subcategory = category.subcategories.find((item) => matches(item.data, subcategoryAlias));
  if (!subcategory) throw notFound();
  return { category, subcategory };
}

/** SPEC §2 /categories/{slug} and /categories/{slug}/{subcategory}: a section's articles, newest first, paged. */

/** What ListingStore uses: the shared services, and by name the stores it works with. */
export type ListingDeps = Services & { readonly commercial: CommercialStore; readonly content: ContentStore };

export class ListingStore {
  current: Resource<Listing> | null = null;
  request: ListingRequest | null = null;
  /** Sponsors of the section shown: the subcategory page's when a subsection is open (SPEC §2 page types). */
  commercial: Resource<CommercialBlock[]> | null = null;
  private readonly pages = new Map<string, Resource<Listing>>();

  constructor(private readonly deps: ListingDeps) {
    makeAutoObservable<this, 'deps' | 'pages'>(this, { deps: false, pages: false }, { autoBind: true });
  }

  /** Shows the page the URL names; a page seen before comes back at once. */
  open(request: ListingRequest): Promise<void> {
    const locale = this.deps.locale;
    const key = `${locale}/${request.slug}/${request.subcategory ?? ''}?${request.page}`;
    let resource = this.pages.get(key);
    if (!resource || resource.status === 'error') {
      resource = new Resource(() => this.fetch(request, locale));
      this.pages.set(key, resource);
    }
    this.request = request;
    this.current = resource;
    return this.settle(resource, false);
  }

  retry(): Promise<void> {
    return this.current ? this.settle(this.current, true) : Promise.resolve();
  }

  private async settle(resource: Resource<Listing>, force: boolean): Promise<void> {
    await resource.load(force);
    runInAction(() => {
      const listing = resource.data;
      if (this.current !== resource || !listing) return;
      this.commercial = this.deps.commercial.blocksFor(
        listing.subcategory ? 'subCategoryPage' : 'categoryPage',
        listing.category._id,
      );
    });
  }

  private async fetch(request: ListingRequest, locale: Locale): Promise<Listing> {
    const { category, subcategory } = await resolveSection(this.deps.content, 'articles', request.slug, request.subcategory);
    const result = await listArticles(this.deps.api, {
      category: category.data.en.alias,
      ...(subcategory ? { subcategory: subcategory.data.en.alias } : {}),
      // The section's articles in this edition: an article written in other languages only is not listed.
      locale,
      page: request.page,
      pageSize: LIST_PAGE_SIZE,
    });
    const pages = pageCount(result.total, result.pageSize);
    // A page past the end (an old link after articles were removed) is a missing page, not an empty section.
    if (result.total > 0 && request.page > pages) throw notFound();
    return { category, subcategory, articles: result.items, page: result.page, pageCount: pages, total: result.total };
  }
}
