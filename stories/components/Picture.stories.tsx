import { expect } from 'storybook/test';
import preview from '../../.storybook/preview';
import { seed } from '../../mocks/seed/data';
import { Picture, type PictureProps } from '../../src/components/Picture';

const image = seed.articles[0]!.image;

/** A server picture: WebP first, the original as fallback, its box reserved by width/height. */
const meta = preview.meta({
  title: 'Components/Picture',
  component: Picture,
});

function Shown(props: Partial<PictureProps>) {
  return (
    <div style={{ maxWidth: 480 }}>
      <Picture image={image} alt="Lanterns over a night market" {...props} className="story-picture" />
      <style>{'.story-picture { width: 100%; height: auto; display: block; }'}</style>
    </div>
  );
}

export const BelowTheFold = meta.story({
  render: () => <Shown />,
  play: async ({ canvas, canvasElement }) => {
    const img = canvas.getByRole('img', { name: 'Lanterns over a night market' });
    await expect(img).toHaveAttribute('src', image.path);
    await expect(img).toHaveAttribute('width', String(image.width));
    await expect(img).toHaveAttribute('height', String(image.height));
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('decoding', 'async');
    const source = canvasElement.querySelector('picture > source');
    await expect(source).toHaveAttribute('type', 'image/webp');
    await expect(source).toHaveAttribute('srcset', image.pathWebp);
  },
});

export const AboveTheFold = meta.story({
  render: () => <Shown eager sizes="100vw" />,
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Lanterns over a night market' });
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('sizes', '100vw');
  },
});

/** An editor's upload: no WebP was made, pathWebp is the JPEG itself. */
const uploaded = { path: '/api/media/pictures/0a1b2c.jpg', pathWebp: '/api/media/pictures/0a1b2c.jpg', width: 800, height: 450 };

export const UploadedWithoutWebp = meta.story({
  render: () => <Picture image={uploaded} alt="A harbour at dusk" />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'A harbour at dusk' })).toHaveAttribute('src', uploaded.path);
    // A JPEG offered as image/webp would be fetched and fail to decode in every WebP browser.
    await expect(canvasElement.querySelector('picture > source')).toBeNull();
  },
});

export const Decorative = meta.story({
  render: () => <Shown alt="" />,
  play: async ({ canvasElement }) => {
    // alt="" takes the picture out of the accessibility tree: a caption or title next to it names it.
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
});
