import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { config } from '../../config';
import { categoryPath } from '../../app/paths';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { CommercialBlocks } from '../../components/CommercialBlocks';
import { DataState } from '../../components/DataState';
import { Pagination } from '../../components/Pagination';
import { SectionHeader } from '../../components/SectionHeader';
import { StoryMeta } from '../../components/StoryMeta';
import { VideoCard } from '../../components/VideoCard';
import type { MultimediaView } from '../../stores/MultimediaStore';
import { pageFromSearch, withPage } from '../../stores/paging';
import { useStores } from '../../stores/StoresContext';
import { GalleryPanel } from './GalleryPanel';
import { Lightbox } from './Lightbox';
import * as styles from './MultimediaPage.module.css';

export interface MultimediaPageProps {
  readonly params: { readonly slug?: string; readonly subcategory?: string | undefined };
}

/** SPEC §2 multimedia page: hot video and wonderful pictures of a multimedia section. */
export const MultimediaPage = observer(function MultimediaPage({ params }: MultimediaPageProps) {
  const { multimedia, locale } = useStores();
  const search = useSearch();
  const page = pageFromSearch(search);
  const slug = params.slug ?? '';
  const subcategory = params.subcategory;
  useEffect(() => void multimedia.open({ slug, subcategory, page }), [multimedia, slug, subcategory, page]);

  const resource = multimedia.current;
  const view = resource?.data;
  useDocumentTitle(view ? (view.subcategory ?? view.category).data[locale].name : null, config.product.name[locale]);

  return (
    <div className={styles.page}>
      <DataState
        status={resource?.status ?? 'idle'}
        offline={resource?.offline}
        notFound={resource?.notFound}
        onRetry={() => void multimedia.retry()}
      >
        {() => (view ? <MediaSections view={view} /> : null)}
      </DataState>
    </div>
  );
});

function durationOf(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

const MediaSections = observer(function MediaSections({ view }: { readonly view: MultimediaView }) {
  const { multimedia, locale } = useStores();
  const intl = useIntl();
  const { category, subcategory } = view;
  const base = categoryPath(category, subcategory?.data[locale].alias);
  const blocks = multimedia.commercial?.data ?? [];
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
        links={links}
        linksLabel={intl.formatMessage(
          { id: 'category.subsections', defaultMessage: 'Subsections of {name}' },
          { name: category.data[locale].name },
        )}
      />
      <CommercialBlocks blocks={blocks} locale={locale} position="top" />
      <div className={`${styles.layout} ${hasSide ? styles.withSide : ''}`}>
        <div className={styles.main}>
          <DataState status="ready" empty={multimedia.isEmpty} onRetry={() => void multimedia.retry()}>
            {() => (
              <>
                {view.videos.length > 0 && (
                  <section className={styles.section} aria-labelledby="multimedia-videos">
                    <h2 id="multimedia-videos" className={styles.sectionTitle}>
                      <FormattedMessage id="multimedia.hotVideo" defaultMessage="Hot video" />
                    </h2>
                    <ul className={styles.videos}>
                      {view.videos.map((video) => (
                        <li key={video._id}>
                          <VideoCard
                            src={video.src}
                            poster={video.poster}
                            title={video.data[locale].title}
                            description={video.data[locale].description}
                            meta={
                              <>
                                <StoryMeta publishedAt={video.publishedAt} />
                                <span>
                                  <FormattedMessage
                                    id="multimedia.duration"
                                    defaultMessage="Length {duration}"
                                    values={{ duration: durationOf(video.durationSeconds) }}
                                  />
                                </span>
                              </>
                            }
                          />
                        </li>
                      ))}
                    </ul>
                  </section>
                )}
                {view.pictures.length > 0 && (
                  <section className={styles.section} aria-labelledby="multimedia-pictures">
                    <h2 id="multimedia-pictures" className={styles.sectionTitle}>
                      <FormattedMessage id="multimedia.wonderfulPictures" defaultMessage="Wonderful pictures" />
                    </h2>
                    {view.pictures.map((gallery) => (
                      <GalleryPanel key={gallery._id} gallery={gallery} />
                    ))}
                  </section>
                )}
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
      <Lightbox />
    </>
  );
});
