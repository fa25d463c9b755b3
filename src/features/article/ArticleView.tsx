import { observer } from 'mobx-react-lite';
import { useId, useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { editionOf, editionsOf } from '../../../contracts/editions';
import { HTML_LANG } from '../../i18n/locales';
import { CommercialBlocks } from '../../components/CommercialBlocks';
import { Picture } from '../../components/Picture';
import { ShareLinks } from '../../components/ShareLinks';
import { StoryBody } from '../../components/StoryBody';
import { StoryCommunity } from '../../components/StoryCommunity';
import { StoryHeader } from '../../components/StoryHeader';
import { TopicChips } from '../../components/TopicChips';
import { useHydrated } from '../../hooks/useHydrated';
import { useNow } from '../../hooks/useNow';
import type { getArticle } from '../../api/content';
import type { CommunityTarget } from '../../lib/community';
import { authorPath, categoryPath, topicPath } from '../../lib/paths';
import { storySharing } from '../../lib/storySharing';
import { laterUpdate } from '../../lib/updatedAt';
import { useStores } from '../../hooks/StoresContext';
import { PageHead } from '../reading/PageHead';
import { StoryJsonLd } from '../reading/StoryJsonLd';
import { storyCommunityView } from '../reading/storyCommunityView';
import * as styles from './ArticlePage.module.css';
import { RelatedStories } from './RelatedStories';
import { PreviewBand } from '../reading/PreviewBand';

type ArticleData = Awaited<ReturnType<typeof getArticle>>;

export interface ArticleViewProps {
  readonly view: ArticleData;
  /**
   * Read by a private preview link (docs/decisions/105): the preview band above the story, and nothing a reader
   * writes to or shares (likes, the poll, comments, share links), no related stories, no structured data.
   */
  readonly preview?: { readonly expiresAt: string };
}

/** The article itself: header, picture, body, like, poll, comments, related stories and sponsors. */
export const ArticleView = observer(function ArticleView({ view, preview }: ArticleViewProps) {
  const store = useStores();
  const { locale, content, commercial } = store;
  const now = useNow(store.clock);
  const hydrated = useHydrated();
  const titleId = useId();
  const aboutId = useId();
  const { article, related } = view;
  // The page's edition (a server that honours the locale sends only articles that have it; see editionOf).
  const edition = editionOf(article.data, locale);
  const text = edition.text;
  // Search results and share cards: what the newsroom wrote for them in this language, else the story's own.
  const sharing = storySharing({ ...text, image: article.image });
  const updated = laterUpdate(article.publishedAt, article.updatedAt);
  const target = useMemo<CommunityTarget>(() => ({ kind: 'article', id: article._id }), [article._id]);
  const author = content.authors.data?.find((candidate) => candidate._id === article.authorId);
  const category = content.categories.data?.find((candidate) => candidate._id === text.category);
  const sponsors = commercial.blocksFor('articlePage');
  // In the newsroom's order; an id the list does not know (or a list that failed) is simply left out.
  const topics = (content.topics.data ?? []).filter((topic) => article.topics?.includes(topic._id));

  const extras = (
    <>
      {author && (
        <section className={styles.about} aria-labelledby={aboutId}>
          <h2 id={aboutId} className={styles.aboutTitle}>
            <FormattedMessage id="article.aboutAuthor" defaultMessage="About the author" />
          </h2>
          <div className={styles.aboutWriter}>
            {author.avatar && <Picture image={author.avatar} alt={author.data[locale].portraitAlt ?? ''} className={styles.aboutPortrait} sizes="64px" />}
            <div>
              <p className={styles.aboutName}>
                <Link href={authorPath(author)}>{author.data[locale].name}</Link>
              </p>
              {author.data[locale].bio && <p className={styles.aboutBio}>{author.data[locale].bio}</p>}
            </div>
          </div>
        </section>
      )}
      {sponsors.data && <CommercialBlocks blocks={sponsors.data} locale={locale} position="inline" />}
    </>
  );

  return (
    <div className={styles.page}>
      <PageHead
        title={sharing.title}
        headTitle={sharing.own.title ? sharing.title : undefined}
        description={sharing.description}
        editions={editionsOf(article.data)}
        indexable={!preview}
        story={{ image: sharing.image ?? article.image, imageAlt: sharing.imageAlt, publishedAt: article.publishedAt, updatedAt: updated, section: category?.data[locale].name }}
      />
      {!preview && (
        <StoryJsonLd
          headline={sharing.title}
          description={sharing.description}
          image={article.image}
          socialImage={sharing.own.image ? (sharing.image ?? undefined) : undefined}
          publishedAt={article.publishedAt}
          updatedAt={updated}
          author={author && { name: author.data[locale].name, url: `${store.domain}/${locale}${authorPath(author)}` }}
          section={category && { name: category.data[locale].name, path: categoryPath(category, locale) }}
          topics={topics.map((topic) => ({ name: topic.data[locale].name, url: `${store.domain}/${locale}${topicPath(topic)}` }))}
        />
      )}
      {/* A block the desk places at the top spans the page above the story and its side column. */}
      {sponsors.data && <CommercialBlocks blocks={sponsors.data} locale={locale} position="top" className={styles.top} />}
      <article className={styles.article} aria-labelledby={titleId} lang={edition.locale === locale ? undefined : HTML_LANG[edition.locale]}>
        {preview && <PreviewBand expiresAt={preview.expiresAt} />}
        <StoryHeader
          titleId={titleId}
          title={text.title}
          standfirst={text.description}
          kicker={category ? <Link href={categoryPath(category, locale)}>{category.data[locale].name}</Link> : undefined}
          byline={
            author ? (
              <FormattedMessage
                id="article.byline"
                defaultMessage="By {author}"
                values={{
                  author: (
                    <strong>
                      <Link href={authorPath(author)}>{author.data[locale].name}</Link>
                    </strong>
                  ),
                }}
              />
            ) : undefined
          }
          avatar={author?.avatar}
          publishedAt={article.publishedAt}
          updatedAt={updated}
          readingMinutes={article.readingMinutes}
        />

        <StoryBody image={article.image} html={text.content} imageAlt={text.imageAlt} imageCaption={text.imageCaption} imageCredit={text.imageCredit} />

        <TopicChips topics={topics.map((topic) => ({ id: topic._id, name: topic.data[locale].name, href: topicPath(topic) }))} />

        {preview ? (
          extras
        ) : (
          <>
            <ShareLinks
              url={`${store.domain}/${locale}/${article.slug}`}
              title={text.title}
              locale={locale}
              onWeChat={() => store.popups.open('wechatShare', { url: `${store.domain}/${locale}/${article.slug}` })}
            />

            {/* In the HTML as every reader gets it (the counts, the poll, the comments); the reader's own likes, vote,
                name and draft after hydration (storyCommunityView). */}
            <StoryCommunity {...storyCommunityView(store, target, { ...article, comments: view.comments, commentThreads: view.commentThreads, poll: view.poll }, now, hydrated)}>
              {extras}
            </StoryCommunity>
          </>
        )}
      </article>

      <div className={styles.side}>
        {sponsors.data && <CommercialBlocks blocks={sponsors.data} locale={locale} position="side" />}
      </div>

      {!preview && <RelatedStories related={related} locale={locale} categoryName={category?.data[locale].name} />}
    </div>
  );
});
