import { observer } from 'mobx-react-lite';
import type { RefObject } from 'react';
import { FormattedMessage } from 'react-intl';
import { CommercialBlocks } from '../../components/CommercialBlocks';
import { DataState } from '../../components/DataState';
import { Pagination } from '../../components/Pagination';
import { SectionLayout } from '../../components/SectionLayout';
import { SummaryCard } from '../../components/SummaryCard';
import type { Listing } from '../../stores/ListingStore';
import { withPage } from '../../lib/paging';
import { sectionNavigation } from '../../lib/paths';
import { useStores } from '../../hooks/StoresContext';
import * as styles from './CategoryPage.module.css';

export interface CategoryListingProps {
  readonly view: Listing;
  readonly titleRef: RefObject<HTMLHeadingElement | null>;
}

/** One page of a section's articles, newest first, the first one across the row. */
export const CategoryListing = observer(function CategoryListing({ view, titleRef }: CategoryListingProps) {
  const { listing, locale } = useStores();
  const place = sectionNavigation(view.category, view.subcategory, locale);
  const blocks = listing.commercial?.data ?? [];

  return (
    <>
      <SectionLayout
        place={place}
        titleRef={titleRef}
        intro={
          <FormattedMessage
            id="category.count"
            defaultMessage="{count, plural, =0 {No articles yet} one {# article} other {# articles}}"
            values={{ count: view.total }}
          />
        }
        blocks={blocks}
        locale={locale}
      >
        <DataState status="ready" empty={view.articles.length === 0} onRetry={() => void listing.retry()}>
          {() => (
            <>
              <h2 className="visually-hidden">
                <FormattedMessage
                  id="category.pageOf"
                  defaultMessage="Page {page} of {count}"
                  values={{ page: view.page, count: view.pageCount }}
                />
              </h2>
              <ul className={styles.grid}>
                {view.articles.map((article, index) => (
                  <li key={article._id} className={index === 0 && view.page === 1 ? styles.featured : undefined}>
                    <SummaryCard
                      article={article}
                      locale={locale}
                      withDescription
                      withComments
                      eager={index < 2}
                      wide={index === 0 && view.page === 1}
                      priority={index === 0}
                    />
                  </li>
                ))}
              </ul>
              <Pagination page={view.page} pageCount={view.pageCount} hrefFor={(n) => withPage(place.href, n)} />
            </>
          )}
        </DataState>
      </SectionLayout>
      <CommercialBlocks blocks={blocks} locale={locale} position="inline" />
    </>
  );
});
