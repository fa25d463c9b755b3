import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { DataState } from '../../components/DataState';
import { Pagination } from '../../components/Pagination';
import { SectionLayout } from '../../components/SectionLayout';
import { StoryMeta } from '../../components/StoryMeta';
import { VideoCard } from '../../components/VideoCard';
import type { MultimediaView } from '../../stores/MultimediaStore';
import { withPage } from '../../lib/paging';
import { galleryAnchor, galleryInHash, sectionNavigation } from '../../lib/paths';
import { useStores } from '../../hooks/StoresContext';
import { GalleryPanel } from './GalleryPanel';
import { Lightbox } from './Lightbox';
import * as styles from './MultimediaPage.module.css';

/** One page of a multimedia section: its videos, then its picture galleries (opened in the lightbox). */
export const MediaSections = observer(function MediaSections({ view }: { readonly view: MultimediaView }) {
  const { multimedia, locale } = useStores();
  const videosId = useId();
  const picturesId = useId();
  const place = sectionNavigation(view.category, view.subcategory, locale);
  // A page holding one kind is named by its own title: a section heading would only repeat it.
  const headed = view.videos.length > 0 && view.pictures.length > 0;
  // A link to one gallery (galleryPath, e.g. from the front page) opens it. Its first thumbnail takes focus first,
  // so closing the lightbox leaves the reader on that gallery, as if they had opened it from there.
  useEffect(() => {
    const galleryId = galleryInHash(window.location.hash);
    if (!galleryId || !view.pictures.some((gallery) => gallery._id === galleryId)) return;
    document.getElementById(galleryAnchor(galleryId))?.querySelector<HTMLElement>('button')?.focus();
    multimedia.openPicture(galleryId, 0);
  }, [view, multimedia]);
  return (
    <>
      <SectionLayout place={place} blocks={multimedia.commercial?.data ?? []} locale={locale}>
        <DataState status="ready" empty={multimedia.isEmpty} onRetry={() => void multimedia.retry()}>
          {() => (
            <>
              {view.videos.length > 0 && (
                <section className={styles.section} aria-labelledby={headed ? videosId : undefined}>
                  {headed && (
                    <h2 id={videosId} className={styles.sectionTitle}>
                      <FormattedMessage id="multimedia.hotVideo" defaultMessage="Hot video" />
                    </h2>
                  )}
                  <ul className={styles.videos}>
                    {view.videos.map((video) => (
                      <li key={video._id}>
                        <VideoCard
                          src={video.src}
                          poster={video.poster}
                          title={video.data[locale].title}
                          description={video.data[locale].description}
                          headingLevel={headed ? 3 : 2}
                          meta={<StoryMeta publishedAt={video.publishedAt} />}
                          durationSeconds={video.durationSeconds}
                        />
                      </li>
                    ))}
                  </ul>
                </section>
              )}
              {view.pictures.length > 0 && (
                <section className={styles.section} aria-labelledby={headed ? picturesId : undefined}>
                  {headed && (
                    <h2 id={picturesId} className={styles.sectionTitle}>
                      <FormattedMessage id="multimedia.wonderfulPictures" defaultMessage="Wonderful pictures" />
                    </h2>
                  )}
                  {view.pictures.map((gallery) => (
                    <GalleryPanel key={gallery._id} gallery={gallery} headingLevel={headed ? 3 : 2} />
                  ))}
                </section>
              )}
              <Pagination page={view.page} pageCount={view.pageCount} hrefFor={(n) => withPage(place.href, n)} />
            </>
          )}
        </DataState>
      </SectionLayout>
      <Lightbox />
    </>
  );
});
