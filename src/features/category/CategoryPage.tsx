import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { config } from '../../config';
import { categoryPath } from '../../app/paths';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { ArticleCard } from '../../components/ArticleCard';
import { CommercialBlocks } from '../../components/CommercialBlocks';
import { DataState } from '../../components/DataState';
import { Pagination } from '../../components/Pagination';
import { SectionHeader } from '../../components/SectionHeader';
import { StoryMeta } from '../../components/StoryMeta';
import type { Listing } from '../../stores/ListingStore';
import { pageFromSearch, withPage } from '../../stores/paging';
import { useStores } from '../../stores/StoresContext';
import * as styles from './CategoryPage.module.css';

export interface CategoryPageProps {
  readonly params: { readonly slug?: string; readonly subcategory?: string | undefined };
}

/** SPEC §2 /categories/{slug} and /categories/{slug}/{subcategory}: the section's articles, paged by URL. */
export const CategoryPage = observer(function CategoryPage({ params }: CategoryPageProps) {
  const { listing, locale } = useStores();
  const search = useSearch();
  const page = pageFromSearch(search);
  const slug = params.slug ?? '';
  const subcategory = params.subcategory;
  useEffect(() => void listing.open({ slug, subcategory, page }), [listing, slug, subcategory, page]);

  const resource = listing.current;
  const view = resource?.data;
  const name = view ? (view.subcategory ?? view.category).data[locale].name : null;
  useDocumentTitle(name, config.product.name[locale]);

  // Another page of the same list: focus goes to the title, so the reader starts at the top and a screen reader
  // hears where they are. Not on the first page shown: that focus belongs to the link that brought them here.
  const title = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef<number | null>(null);
  const section = view ? `${view.category._id}/${view.subcategory?._id ?? ''}` : null;
  const shownSection = useRef<string | null>(null);
  useEffect(() => {
    if (!view) return;
    const samePlace = shownSection.current === section && shownPage.current !== null && shownPage.current !== view.page;
    shownSection.current = section;
    shownPage.current = view.page;
    if (samePlace) title.current?.focus();
  }, [view, section]);

  return (
    <div className={styles.page}>
      <DataState
        status={resource?.status ?? 'idle'}
        offline={resource?.offline}
        notFound={resource?.notFound}
        onRetry={() => void listing.retry()}
      >
        {() => (view ? <ListingView view={view} titleRef={title} /> : null)}
      </DataState>
    </div>
  );
});

const ListingView = observer(function ListingView({
  view,
  titleRef,
}: {
  readonly view: Listing;
  readonly titleRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { listing, locale } = useStores();
  const intl = useIntl();
  const { category, subcategory } = view;
  const base = categoryPath(category, subcategory?.data[locale].alias);
  const blocks = listing.commercial?.data ?? [];
  const hasSide = blocks.some((block) => block.position === 'side');

  const links = [
    {
      href: categoryPath(category),
      label: intl.formatMessage({ id: 'category.all', defaultMessage: 'All' }),
      current: subcategory === null,
    },
    ...category.subcategories.map((sub) => ({
      href: categoryPath(category, sub.data[locale].alias),
      label: sub.data[locale].name,
      current: sub._id === subcategory?._id,
    })),
  ];
  const crumbs = [
    { href: '/', label: intl.formatMessage({ id: 'section.home', defaultMessage: 'Home' }) },
    { href: categoryPath(category), label: category.data[locale].name },
    ...(subcategory ? [{ href: base, label: subcategory.data[locale].name }] : []),
  ];

  return (
    <>
      <SectionHeader
        crumbs={crumbs}
        title={(subcategory ?? category).data[locale].name}
        titleRef={titleRef}
        intro={
          <FormattedMessage
            id="category.count"
            defaultMessage="{count, plural, =0 {No articles yet} one {# article} other {# articles}}"
            values={{ count: view.total }}
          />
        }
        links={links}
        linksLabel={intl.formatMessage(
          { id: 'category.subsections', defaultMessage: 'Subsections of {name}' },
          { name: category.data[locale].name },
        )}
      />
      <CommercialBlocks blocks={blocks} locale={locale} position="top" />
      <div className={`${styles.layout} ${hasSide ? styles.withSide : ''}`}>
        <div className={styles.main}>
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
                      <ArticleCard
                        href={`/${article.slug}`}
                        title={article.data[locale].title}
                        description={article.data[locale].description}
                        image={article.image}
                        eager={index < 2}
                        meta={
                          <StoryMeta
                            publishedAt={article.publishedAt}
                            readingMinutes={article.readingMinutes}
                            comments={article.commentsCount}
                          />
                        }
                      />
                    </li>
                  ))}
                </ul>
                <Pagination page={view.page} pageCount={view.pageCount} hrefFor={(n) => withPage(base, n)} />
              </>
            )}
          </DataState>
        </div>
        {hasSide && (
          <div className={styles.side}>
            <CommercialBlocks blocks={blocks} locale={locale} position="side" />
          </div>
        )}
      </div>
      <CommercialBlocks blocks={blocks} locale={locale} position="inline" />
    </>
  );
});
