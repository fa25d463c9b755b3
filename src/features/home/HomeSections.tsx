import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ArticleSummary } from '../../../contracts/content';
import { ArticleCard } from '../../components/ArticleCard';
import { Button } from '../../components/Button';
import { CommercialBlocks } from '../../components/CommercialBlocks';
import { StoryMeta } from '../../components/StoryMeta';
import { SummaryCard } from '../../components/SummaryCard';
import { VideoCard } from '../../components/VideoCard';
import type { MainSections } from '../../stores/HomeStore';
import { categoryPath, galleryPath } from '../../lib/paths';
import { useStores } from '../../hooks/StoresContext';
import * as styles from './HomePage.module.css';
import { LatestStrip } from './LatestStrip';
import { MediaShelf } from './MediaShelf';
import { FrontStories } from './FrontStories';
import { textIn } from '../../../contracts/editions';

/** The main page's sections, each shown only when it has something in it. */
export const HomeSections = observer(function HomeSections({ data }: { readonly data: MainSections }) {
  const { home, locale } = useStores();
  const intl = useIntl();
  const ids = { latest: useId(), essential: useId(), hotspot: useId(), multimedia: useId(), exclusive: useId() };
  const kicker = (article: ArticleSummary) => home.categoryOf(textIn(article.data, locale).category)?.data[locale].name;
  // The front (the editors' lead and the stories under it) opens the page; Latest continues with the rest.
  const latest = data.latest;
  const essentials = data.essential;
  const videoCategory = data.multimedia.videos[0] ? home.categoryOf(data.multimedia.videos[0].category) : undefined;
  const pictureCategory = data.multimedia.pictures[0] ? home.categoryOf(data.multimedia.pictures[0].category) : undefined;
  return (
    <>
      <FrontStories stories={data.front} />

      {latest.length > 0 && (
        <section className={styles.section} aria-labelledby={ids.latest}>
          <LatestStrip
            label={intl.formatMessage({ id: 'home.latest.strip', defaultMessage: 'Latest stories, scrollable' })}
            renderArrows={(arrows) => (
              <div className={styles.sectionHead}>
                <h2 id={ids.latest} className={styles.sectionTitle}>
                  <FormattedMessage id="home.latest" defaultMessage="Latest" />
                </h2>
                <p className={styles.hint}>
                  <FormattedMessage id="home.latest.hint" defaultMessage="Scroll sideways for more" />
                </p>
                {arrows}
              </div>
            )}
          >
            {latest.map((article) => (
              <li key={article._id} className={styles.stripItem}>
                <SummaryCard article={article} locale={locale} kicker={kicker(article)} />
              </li>
            ))}
          </LatestStrip>
        </section>
      )}

      {/* Editorial first: the sponsors' top slot follows the first stories, never opens the page. */}
      <CommercialBlocks blocks={home.blocks} locale={locale} position="top" />

      <div className={styles.columns}>
        {essentials.length > 0 && (
          <section className={styles.section} aria-labelledby={ids.essential}>
            <h2 id={ids.essential} className={styles.sectionTitle}>
              <FormattedMessage id="home.essential" defaultMessage="Essential review" />
            </h2>
            <ul className={styles.stack}>
              {essentials.map((article) => (
                <li key={article._id}>
                  <SummaryCard layout="row" article={article} locale={locale} withDescription kicker={kicker(article)} />
                </li>
              ))}
            </ul>
          </section>
        )}
        <div className={styles.rail}>
          {data.hotspot.length > 0 && (
            <section className={`${styles.section} ${styles.hotspot}`} aria-labelledby={ids.hotspot}>
              <h2 id={ids.hotspot} className={styles.sectionTitle}>
                <FormattedMessage id="home.hotspot" defaultMessage="Community hotspot" />
              </h2>
              <ol className={styles.ranked}>
                {data.hotspot.map((post) => (
                  <li key={post._id}>
                    <ArticleCard
                      layout="compact"
                      href={`/posts/${post.slug}`}
                      title={post.data[locale].title}
                      {...(post.image ? { image: post.image } : {})}
                      meta={<StoryMeta author={post.userName} publishedAt={post.publishedAt} comments={post.commentsCount} />}
                    />
                  </li>
                ))}
              </ol>
            </section>
          )}
          <CommercialBlocks blocks={home.blocks} locale={locale} position="side" />
        </div>
      </div>

      {(data.multimedia.videos.length > 0 || data.multimedia.pictures.length > 0) && (
        <section className={`${styles.section} ${styles.multimedia}`} aria-labelledby={ids.multimedia}>
          <h2 id={ids.multimedia} className={styles.sectionTitle}>
            <FormattedMessage id="home.multimedia" defaultMessage="Multimedia" />
          </h2>
          {data.multimedia.videos.length > 0 && (
            <MediaShelf
              title={<FormattedMessage id="home.hotVideo" defaultMessage="Hot video" />}
              moreHref={videoCategory && categoryPath(videoCategory, locale)}
              moreLabel={<FormattedMessage id="home.allVideos" defaultMessage="All videos" />}
            >
              <ul className={styles.videoGrid}>
                {data.multimedia.videos.slice(0, 3).map((video) => (
                  <li key={video._id}>
                    <VideoCard
                      src={video.src}
                      poster={video.poster}
                      title={video.data[locale].title}
                      headingLevel={3}
                      meta={<StoryMeta publishedAt={video.publishedAt} />}
                      durationSeconds={video.durationSeconds}
                    />
                  </li>
                ))}
              </ul>
            </MediaShelf>
          )}
          {data.multimedia.pictures.length > 0 && (
            <MediaShelf
              title={<FormattedMessage id="home.wonderfulPictures" defaultMessage="Wonderful pictures" />}
              moreHref={pictureCategory && categoryPath(pictureCategory, locale)}
              moreLabel={<FormattedMessage id="home.allGalleries" defaultMessage="All galleries" />}
            >
              <ul className={styles.galleryGrid}>
                {data.multimedia.pictures.map((gallery) => {
                  const category = home.categoryOf(gallery.category);
                  const cover = gallery.pictures[0];
                  return (
                    <li key={gallery._id}>
                      <ArticleCard
                        href={category ? galleryPath(category, locale, gallery._id) : '/'}
                        title={gallery.data[locale].title}
                        {...(cover ? { image: cover.image } : {})}
                        kicker={
                          <FormattedMessage
                            id="home.galleryCount"
                            defaultMessage="{count, plural, one {# photo} other {# photos}}"
                            values={{ count: gallery.pictures.length }}
                          />
                        }
                        headingLevel={3}
                      />
                    </li>
                  );
                })}
              </ul>
            </MediaShelf>
          )}
        </section>
      )}

      <CommercialBlocks blocks={home.blocks} locale={locale} position="inline" />

      {data.exclusive.length > 0 && (
        <section className={styles.exclusive} aria-labelledby={ids.exclusive}>
          <div className={styles.exclusiveHead}>
            <h2 id={ids.exclusive} className={styles.exclusiveTitle}>
              <FormattedMessage id="home.exclusive" defaultMessage="Subscribe exclusive" />
            </h2>
            <p className={styles.exclusiveText}>
              <FormattedMessage
                id="home.exclusive.text"
                defaultMessage="Long reads and reporting for our subscribers, in your inbox every week."
              />
            </p>
            <Button onClick={() => home.subscribe()}>
              <FormattedMessage id="home.exclusive.cta" defaultMessage="Subscribe now" />
            </Button>
          </div>
          <ul className={styles.exclusiveList}>
            {data.exclusive.map((article) => (
              <li key={article._id}>
                <SummaryCard article={article} locale={locale} kicker={kicker(article)} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
});
