import { expect } from 'storybook/test';
import preview from '../../.storybook/preview';
import { renditionPath } from '../../contracts/common';
import { seed } from '../../mocks/seed/data';
import { Picture, type PictureProps } from '../../src/components/Picture';

const image = seed.articles[0]!.image;
const SIZES = '(max-width: 767px) 100vw, 720px';

/** A server picture: AVIF and WebP renditions at several widths, the original as fallback, its box reserved. */
const meta = preview.meta({
  title: 'Components/Picture',
  component: Picture,
});

function Shown(props: Partial<PictureProps>) {
  return (
    <div style={{ maxWidth: 480 }}>
      <Picture image={image} alt="Lanterns over a night market" sizes={SIZES} {...props} className="story-picture" />
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
    await expect(img).not.toHaveAttribute('fetchpriority');
    // AVIF first, then WebP, each at every width the seed made, told how wide the picture is shown.
    const sources = [...canvasElement.querySelectorAll('picture > source')];
    await expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    for (const [source, format] of [
      [sources[0], 'avif'],
      [sources[1], 'webp'],
    ] as const) {
      await expect(source).toHaveAttribute('sizes', SIZES);
      await expect(source).toHaveAttribute(
        'srcset',
        (image.widths ?? []).map((width) => `${renditionPath(image.path, width, format)} ${width}w`).join(', '),
      );
    }
    await expect(image.widths).toEqual([320, 640, 960, 1280, 1600]);
  },
});

export const TheLargestPicture = meta.story({
  render: () => <Shown priority sizes="100vw" />,
  play: async ({ canvas }) => {
    // The page's LCP picture: no lazy loading, and fetched before the others.
    const img = canvas.getByRole('img', { name: 'Lanterns over a night market' });
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expect(img).toHaveAttribute('sizes', '100vw');
  },
});

export const AboveTheFold = meta.story({
  render: () => <Shown eager />,
  play: async ({ canvas }) => {
    // On the first screen but not the largest: loaded at once, without taking the bandwidth the largest needs.
    const img = canvas.getByRole('img', { name: 'Lanterns over a night market' });
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).not.toHaveAttribute('fetchpriority');
  },
});

/** An editor's upload: no renditions and no WebP were made, pathWebp is the JPEG itself. */
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
