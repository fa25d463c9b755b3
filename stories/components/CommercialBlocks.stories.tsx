import { expect, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import zhTw from '../../locales/zh-tw.json';
import { seed } from '../../mocks/seed/data';
import { CommercialBlocks, type CommercialBlocksProps } from '../../src/components/CommercialBlocks';

const mainPageBlocks = seed.commercialBlocks.filter((block) => block.pageType === 'mainPage');
const top = mainPageBlocks.find((block) => block.position === 'top')!;
const side = mainPageBlocks.find((block) => block.position === 'side')!;

/** Sponsors' blocks: always labelled as advertising, links marked sponsored, a labelled complementary landmark. */
const meta = preview.meta({
  title: 'Components/CommercialBlocks',
  component: CommercialBlocks,
});

function Shown(props: Partial<CommercialBlocksProps>) {
  return (
    <div style={{ maxWidth: props.position === 'side' ? 320 : 960 }}>
      <CommercialBlocks blocks={mainPageBlocks} locale="en" {...props} />
    </div>
  );
}

export const Top = meta.story({
  render: () => <Shown position="top" />,
  play: async ({ canvas }) => {
    const region = canvas.getByRole('complementary', { name: 'Sponsored, top of the page' });
    await expect(within(region).getByText('Advertisement')).toBeVisible();
    const link = within(region).getByRole('link', { name: new RegExp(top.data.en.title) });
    await expect(link).toHaveAttribute('href', top.href);
    await expect(link).toHaveAttribute('rel', 'sponsored noopener');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveTextContent(top.data.en.cta);
    // Only the blocks of this place on the page.
    await expect(within(region).queryByText(side.data.en.title)).toBeNull();
  },
});

export const Side = meta.story({
  render: () => <Shown position="side" />,
  play: async ({ canvas }) => {
    const region = canvas.getByRole('complementary', { name: 'Sponsored, beside the page' });
    await expect(within(region).getByText(side.data.en.title)).toBeVisible();
  },
});

export const AllPositions = meta.story({
  render: () => <Shown />,
  play: async ({ canvas }) => {
    const region = canvas.getByRole('complementary', { name: 'Sponsored' });
    await expect(within(region).getAllByText('Advertisement')).toHaveLength(mainPageBlocks.length);
  },
});

export const NoBlocks = meta.story({
  render: () => <Shown blocks={[]} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('complementary')).toBeNull();
  },
});

export const ZhTw = meta.story({
  globals: { locale: 'zh-tw' },
  render: () => <Shown locale="zh-tw" position="top" />,
  play: async ({ canvas }) => {
    const region = canvas.getByRole('complementary', { name: '贊助內容，頁面頂端' });
    await expect(within(region).getByText(zhTw['commercial.badge'])).toBeVisible();
    await expect(within(region).getByText(top.data['zh-tw'].title)).toBeVisible();
  },
});
