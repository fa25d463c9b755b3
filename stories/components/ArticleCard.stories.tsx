import { expect } from 'storybook/test';
import preview from '../../.storybook/preview';
import { seed } from '../../mocks/seed/data';
import { ArticleCard, type ArticleCardProps } from '../../src/components/ArticleCard';
import { StoryMeta } from '../../src/components/StoryMeta';

const article = seed.articles[0]!;

/** One story in a list: the title is the link, the picture decorative, three layouts. */
const meta = preview.meta({
  title: 'Components/ArticleCard',
  component: ArticleCard,
});

function Shown(props: Partial<ArticleCardProps>) {
  return (
    <div style={{ maxWidth: props.layout === 'stacked' || !props.layout ? 380 : 720 }}>
      <ArticleCard
        href={`/${article.slug}`}
        title={article.data.en.title}
        description={article.data.en.description}
        image={article.image}
        kicker="World"
        meta="5 min read"
        {...props}
      />
    </div>
  );
}

export const Stacked = meta.story({
  render: () => <Shown />,
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: article.data.en.title });
    await expect(link).toHaveAttribute('href', `/en/${article.slug}`);
    await expect(canvas.getByRole('heading', { level: 3, name: article.data.en.title })).toBeVisible();
    await expect(canvas.getByText(article.data.en.description)).toBeVisible();
    await expect(canvas.getByText('World')).toBeVisible();
    await expect(canvas.getByText('5 min read')).toBeVisible();
    // The picture is decorative: one link, named by the title; no second announcement of the same story.
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
});

export const Row = meta.story({
  render: () => <Shown layout="row" headingLevel={2} eager />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: article.data.en.title })).toBeVisible();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('loading', 'eager');
  },
});

export const Compact = meta.story({
  render: () => <Shown layout="compact" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: article.data.en.title })).toBeVisible();
    // Compact cards are for side lists: the title alone, no summary.
    await expect(canvas.queryByText(article.data.en.description)).toBeNull();
  },
});

export const Lead = meta.story({
  render: () => (
    <div style={{ maxWidth: 1100 }}>
      <ArticleCard
        layout="lead"
        headingLevel={2}
        priority
        href={`/${article.slug}`}
        title={article.data.en.title}
        description={article.data.en.description}
        image={article.image}
        kicker="World"
      />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    // The front page's top story: a level-2 headline and its picture loaded first (it is the largest paint).
    await expect(canvas.getByRole('heading', { level: 2, name: article.data.en.title })).toBeVisible();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    const [picture, text] = [canvasElement.querySelector('img')!.getBoundingClientRect(), canvas.getByRole('heading').getBoundingClientRect()];
    // Side by side on a desktop.
    await expect(text.left).toBeGreaterThan(picture.right);
  },
});

export const Updated = meta.story({
  render: () => (
    <Shown meta={<StoryMeta publishedAt="2026-11-10T08:00:00.000Z" updatedAt="2026-11-11T09:30:00.000Z" readingMinutes={4} />} />
  ),
  play: async ({ canvas, canvasElement }) => {
    // A corrected story says when it was updated, and the machine-readable date is the update's.
    await expect(canvas.getByText('Updated Nov 11, 2026')).toBeVisible();
    await expect(canvasElement.querySelector('time')).toHaveAttribute('datetime', '2026-11-11T09:30:00.000Z');
  },
});

export const WithoutPicture = meta.story({
  render: () => <Shown image={undefined} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: article.data.en.title })).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
});

export const KeyboardFocus = meta.story({
  render: () => <Shown />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: article.data.en.title })).toHaveFocus();
  },
});
