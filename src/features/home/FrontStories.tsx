import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { FrontStory } from '../../../contracts/content';
import { textIn } from '../../../contracts/editions';
import { ArticleCard } from '../../components/ArticleCard';
import { StoryMeta } from '../../components/StoryMeta';
import { useStores } from '../../hooks/StoresContext';
import * as styles from './HomePage.module.css';

/**
 * The front: the lead, wide, and the stories under it as headlines beside it (under it on a phone), each with the
 * headline and picture its place gives, or the story's own (docs/decisions/086). Only CSS lays it out.
 */
export const FrontStories = observer(function FrontStories({ stories }: { readonly stories: readonly FrontStory[] }) {
  const { home, locale } = useStores();
  const intl = useIntl();
  const [lead, ...under] = stories;
  if (!lead) return null;
  const card = (story: FrontStory) => {
    const text = textIn(story.article.data, locale);
    return { href: `/${story.article.slug}`, title: story.headline ?? text.title, image: story.image ?? story.article.image, kicker: home.categoryOf(text.category)?.data[locale].name };
  };
  return (
    <section className={styles.front} aria-label={intl.formatMessage({ id: 'home.lead', defaultMessage: 'Top stories' })}>
      <ArticleCard
        layout="front"
        headingLevel={2}
        {...card(lead)}
        description={textIn(lead.article.data, locale).description}
        meta={<StoryMeta publishedAt={lead.article.publishedAt} updatedAt={lead.article.updatedAt} readingMinutes={lead.article.readingMinutes} likes={lead.article.likes} />}
        priority
      />
      {under.length > 0 && (
        <ol className={styles.frontList}>
          {under.map((story) => (
            <li key={story.article._id}>
              <ArticleCard
                layout="compact"
                {...card(story)}
                meta={<StoryMeta publishedAt={story.article.publishedAt} readingMinutes={story.article.readingMinutes} />}
                eager
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
});
