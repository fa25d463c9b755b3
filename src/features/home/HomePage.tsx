import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { ArticleSummary } from '../../../contracts/content';
import { categoryPath } from '../../app/paths';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { ArticleCard } from '../../components/ArticleCard';
import { Button } from '../../components/Button';
import { CommercialBlocks } from '../../components/CommercialBlocks';
import { DataState } from '../../components/DataState';
import { StoryMeta } from '../../components/StoryMeta';
import { VideoCard } from '../../components/VideoCard';
import { config } from '../../config';
import type { MainSections } from '../../stores/HomeStore';
import { useStores } from '../../stores/StoresContext';
import * as styles from './HomePage.module.css';

/** SPEC §2 main page: latest scroll, community hotspot, essential review, multimedia, subscribe exclusive. */
export const HomePage = observer(function HomePage() {
  const { home, locale } = useStores();
  useEffect(() => void home.load(), [home]);
  useDocumentTitle('', config.product.name[locale]);
  const sections = home.sections;
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">
        <FormattedMessage
          id="home.title"
          defaultMessage="{product}: the latest stories"
          values={{ product: config.product.name[locale] }}
        />
      </h1>
      <DataState
        status={sections.status}
        offline={sections.offline}
        notFound={sections.notFound}
        empty={home.isEmpty}
        onRetry={() => void home.retry()}
      >
        {() => (sections.data ? <Sections data={sections.data} /> : null)}
      </DataState>
    </div>
  );
});

const Sections = observer(function Sections({ data }: { readonly data: MainSections }) {
  const { home, locale } = useStores();
  const intl = useIntl();
  const kicker = (article: ArticleSummary) => home.categoryOf(article.data[locale].category)?.data[locale].name;
  const [lead, ...essentials] = data.essential;
  const videoCategory = data.multimedia.videos[0] ? home.categoryOf(data.multimedia.videos[0].category) : undefined;
  const pictureCategory = data.multimedia.pictures[0] ? home.categoryOf(data.multimedia.pictures[0].category) : undefined;
  return (
    <>
      <CommercialBlocks blocks={home.blocks} locale={locale} position="top" />

      {data.latest.length > 0 && (
        <section className={styles.section} aria-labelledby="home-latest">
          <div className={styles.sectionHead}>
            <h2 id="home-latest" className={styles.sectionTitle}>
              <FormattedMessage id="home.latest" defaultMessage="Latest" />
            </h2>
            <p className={styles.hint}>
              <FormattedMessage id="home.latest.hint" defaultMessage="Scroll sideways for more" />
            </p>
          </div>
          {/* Focusable so a keyboard can scroll it with the arrow keys; named by its heading. */}
          <div
            className={styles.strip}
            tabIndex={0}
            role="group"
            aria-label={intl.formatMessage({ id: 'home.latest.strip', defaultMessage: 'Latest stories, scrollable' })}
          >
            <ul className={styles.stripList}>
              {data.latest.map((article, index) => (
                <li key={article._id} className={styles.stripItem}>
                  <ArticleCard
                    href={`/${article.slug}`}
                    title={article.data[locale].title}
                    image={article.image}
                    kicker={kicker(article)}
                    meta={<StoryMeta publishedAt={article.publishedAt} readingMinutes={article.readingMinutes} />}
                    eager={index < 3}
                  />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      <div className={styles.columns}>
        {lead && (
          <section className={styles.section} aria-labelledby="home-essential">
            <h2 id="home-essential" className={styles.sectionTitle}>
              <FormattedMessage id="home.essential" defaultMessage="Essential review" />
            </h2>
            <div className={styles.essential}>
              <div className={styles.lead}>
                <ArticleCard
                  href={`/${lead.slug}`}
                  title={lead.data[locale].title}
                  description={lead.data[locale].description}
                  image={lead.image}
                  kicker={kicker(lead)}
                  meta={<StoryMeta publishedAt={lead.publishedAt} readingMinutes={lead.readingMinutes} likes={lead.likes} />}
                />
              </div>
              <ul className={styles.stack}>
                {essentials.map((article) => (
                  <li key={article._id}>
                    <ArticleCard
                      layout="row"
                      href={`/${article.slug}`}
                      title={article.data[locale].title}
                      description={article.data[locale].description}
                      image={article.image}
                      kicker={kicker(article)}
                      meta={<StoryMeta publishedAt={article.publishedAt} readingMinutes={article.readingMinutes} />}
                    />
                  </li>
                ))}
              </ul>
            </div>
          </section>
        )}
        <div className={styles.rail}>
          {data.hotspot.length > 0 && (
            <section className={`${styles.section} ${styles.hotspot}`} aria-labelledby="home-hotspot">
              <h2 id="home-hotspot" className={styles.sectionTitle}>
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
        <section className={`${styles.section} ${styles.multimedia}`} aria-labelledby="home-multimedia">
          <h2 id="home-multimedia" className={styles.sectionTitle}>
            <FormattedMessage id="home.multimedia" defaultMessage="Multimedia" />
          </h2>
          {data.multimedia.videos.length > 0 && (
            <>
              <div className={styles.subHead}>
                <h3 className={styles.subTitle}>
                  <FormattedMessage id="home.hotVideo" defaultMessage="Hot video" />
                </h3>
                {videoCategory && (
                  <Link href={categoryPath(videoCategory)} className={styles.more}>
                    <FormattedMessage id="home.allVideos" defaultMessage="All videos" />
                  </Link>
                )}
              </div>
              <ul className={styles.videoGrid}>
                {data.multimedia.videos.slice(0, 3).map((video) => (
                  <li key={video._id}>
                    <VideoCard
                      src={video.src}
                      poster={video.poster}
                      title={video.data[locale].title}
                      headingLevel={3}
                      meta={<StoryMeta publishedAt={video.publishedAt} />}
                    />
                  </li>
                ))}
              </ul>
            </>
          )}
          {data.multimedia.pictures.length > 0 && (
            <>
              <div className={styles.subHead}>
                <h3 className={styles.subTitle}>
                  <FormattedMessage id="home.wonderfulPictures" defaultMessage="Wonderful pictures" />
                </h3>
                {pictureCategory && (
                  <Link href={categoryPath(pictureCategory)} className={styles.more}>
                    <FormattedMessage id="home.allGalleries" defaultMessage="All galleries" />
                  </Link>
                )}
              </div>
              <ul className={styles.galleryGrid}>
                {data.multimedia.pictures.map((gallery) => {
                  const category = home.categoryOf(gallery.category);
                  const cover = gallery.pictures[0];
                  return (
                    <li key={gallery._id}>
                      <ArticleCard
                        href={category ? categoryPath(category) : '/'}
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
            </>
          )}
        </section>
      )}

      <CommercialBlocks blocks={home.blocks} locale={locale} position="inline" />

      {data.exclusive.length > 0 && (
        <section className={styles.exclusive} aria-labelledby="home-exclusive">
          <div className={styles.exclusiveHead}>
            <h2 id="home-exclusive" className={styles.exclusiveTitle}>
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
                <ArticleCard
                  href={`/${article.slug}`}
                  title={article.data[locale].title}
                  image={article.image}
                  kicker={kicker(article)}
                  meta={<StoryMeta publishedAt={article.publishedAt} readingMinutes={article.readingMinutes} />}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
});
