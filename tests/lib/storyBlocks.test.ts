// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { checkEmbedUrl } from '../../src/lib/embeds';
import { sanitizeStoryHtml } from '../../src/lib/sanitizeHtml';
import { loadEmbed, readGalleryBlock, readPictureBlock, renderStoryBlocks, type EmbedLabels } from '../../src/lib/storyBlocks';

const LABELS: EmbedLabels = {
  load: (provider) => `Load content from ${provider}`,
  open: (provider) => `Open on ${provider}`,
  playerNotice: (provider) => `Hosted by ${provider}`,
  postNotice: (provider) => `This post is on ${provider}`,
};

function shown(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = sanitizeStoryHtml(html, 'en', LABELS);
  return box;
}

const PICTURE = (size: string) =>
  `<figure data-block="picture" data-size="${size}"><img src="/api/media/pictures/abc.jpg" alt="A river at dusk" width="1800" height="1200" data-widths="320,640,960,1280,1600,1800"><figcaption><span data-part="caption">The Li river</span><span data-part="credit">Photo: Wen Li</span></figcaption></figure>`;

describe('a picture block on the reader’s page', () => {
  it('is a <picture> with AVIF and WebP at every rendition, sized by the block, width and height kept', () => {
    const box = shown(PICTURE('wide'));
    const sources = box.querySelectorAll('figure > picture > source');
    expect(Array.from(sources, (source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]?.getAttribute('srcset')).toBe(
      '/api/media/pictures/abc-320.avif 320w, /api/media/pictures/abc-640.avif 640w, /api/media/pictures/abc-960.avif 960w, /api/media/pictures/abc-1280.avif 1280w, /api/media/pictures/abc-1600.avif 1600w, /api/media/pictures/abc-1800.avif 1800w',
    );
    expect(sources[1]?.getAttribute('sizes')).toBe('(max-width: 767px) 100vw, 680px');
    const img = box.querySelector('picture > img');
    expect(img?.getAttribute('src')).toBe('/api/media/pictures/abc.jpg');
    expect([img?.getAttribute('width'), img?.getAttribute('height'), img?.getAttribute('loading')]).toEqual(['1800', '1200', 'lazy']);
    expect(img?.hasAttribute('data-widths')).toBe(false);
    expect(box.querySelector('figcaption')?.textContent).toBe('The Li riverPhoto: Wen Li');
  });

  it('sizes an inline picture by the text measure and a full one by the screen', () => {
    expect(shown(PICTURE('inline')).querySelector('source')?.getAttribute('sizes')).toBe('(max-width: 767px) calc(100vw - 32px), 620px');
    expect(shown(PICTURE('full')).querySelector('source')?.getAttribute('sizes')).toBe('100vw');
  });

  it('stays a plain <img> where no renditions were made (the mock keeps originals only)', () => {
    const box = shown('<figure data-block="picture"><img src="/api/media/pictures/abc.png" alt="a" width="800" height="600"></figure>');
    expect(box.querySelector('picture')).toBeNull();
    expect(box.querySelector('img')?.getAttribute('width')).toBe('800');
  });

  it('reads no width larger than the picture, and nothing but numbers', () => {
    const figure = document.createElement('figure');
    figure.innerHTML = '<img src="/p.jpg" alt="" width="700" height="500" data-widths="320, 640,9999,abc,640,-5">';
    expect(readPictureBlock(figure)).toMatchObject({ widths: [320, 640], size: 'inline', caption: '', credit: '' });
  });
});

describe('a gallery block', () => {
  it('gives each picture its renditions at the grid’s cell size, and keeps each alt', () => {
    const box = shown(
      '<figure data-block="gallery"><img src="/api/media/pictures/a.jpg" alt="One" width="900" height="600" data-widths="320,640,900"><img src="/api/media/pictures/b.webp" alt="Two" width="600" height="900" data-widths="320,600"><figcaption><span data-part="caption">Two views</span></figcaption></figure>',
    );
    expect(box.querySelectorAll('picture')).toHaveLength(2);
    expect(Array.from(box.querySelectorAll('img'), (img) => img.alt)).toEqual(['One', 'Two']);
    expect(box.querySelector('source')?.getAttribute('sizes')).toBe('(max-width: 767px) 50vw, 220px');
    const figure = document.createElement('figure');
    figure.innerHTML = '<img src="/a.jpg" alt="One" width="9" height="9"><figcaption><span data-part="caption">Both</span></figcaption>';
    expect(readGalleryBlock(figure)).toEqual({ images: [{ src: '/a.jpg', alt: 'One', width: 9, height: 9, widths: [] }], caption: 'Both' });
  });
});

describe('an embed block', () => {
  it('is a card with the provider, a notice, a load button and the original’s link: nothing of YouTube’s loads', () => {
    const box = shown('<figure data-block="embed" data-provider="youtube"><a href="https://youtu.be/dQw4w9WgXcQ?t=3">https://youtu.be/dQw4w9WgXcQ</a></figure>');
    expect(box.querySelector('[data-part="provider"]')?.textContent).toBe('YouTube');
    expect(box.querySelector('button')?.textContent).toBe('Load content from YouTube');
    expect(box.querySelector('a')?.getAttribute('href')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(box.querySelector('iframe')).toBeNull();
  });

  it('loads the privacy-enhanced player only on the click, made again from the link', () => {
    const box = shown('<figure data-block="embed"><a href="https://vimeo.com/76979871">v</a></figure>');
    document.body.append(box);
    const frame = loadEmbed(box.querySelector('button') as HTMLButtonElement, (provider) => `Content from ${provider}`);
    expect(frame?.getAttribute('src')).toBe('https://player.vimeo.com/video/76979871?dnt=1&autoplay=1');
    expect(frame?.title).toBe('Content from Vimeo');
    expect(box.querySelector('button')).toBeNull();
    box.remove();
  });

  it('keeps X and Instagram a card that links out, with no button', () => {
    for (const [href, provider] of [
      ['https://twitter.com/nasa/status/1234567890', 'X'],
      ['https://instagram.com/p/C0abcDEF12/', 'Instagram'],
    ] as const) {
      const box = shown(`<figure data-block="embed"><a href="${href}">post</a></figure>`);
      expect(box.querySelector('button')).toBeNull();
      expect(box.querySelector('a')?.textContent).toBe(`Open on ${provider}`);
    }
  });

  it('leaves a transform on an element that was never sanitized to do nothing it should not', () => {
    const root = document.createElement('div');
    root.innerHTML = '<figure data-block="unknown"><p>kept</p></figure>';
    renderStoryBlocks(root, document, LABELS);
    expect(root.innerHTML).toBe('<figure data-block="unknown"><p>kept</p></figure>');
  });
});

describe('an embed address an editor types', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&feature=share', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://vimeo.com/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://vimeo.com/76979871'],
    ['https://twitter.com/NASA/status/1234567890?s=20', 'https://x.com/NASA/status/1234567890'],
    ['https://www.instagram.com/reel/C0abcDEF12/?igsh=1', 'https://www.instagram.com/reel/C0abcDEF12/'],
  ])('takes %s as %s', (typed, url) => {
    const checked = checkEmbedUrl(typed);
    expect(checked.ok && checked.embed.url).toBe(url);
  });

  it.each([
    ['', 'required'],
    ['not a url at all', 'notUrl'],
    ['javascript:alert(1)', 'notUrl'],
    ['https://www.dailymotion.com/video/x7tgad0', 'provider'],
    ['https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ', 'provider'],
    ['https://user@youtube.com/watch?v=dQw4w9WgXcQ', 'provider'],
    ['https://www.youtube.com/channel/UC123', 'notPost'],
    ['https://vimeo.com/about', 'notPost'],
    ['https://x.com/nasa', 'notPost'],
    ['https://www.instagram.com/nasa/', 'notPost'],
  ])('refuses %j: %s', (typed, reason) => {
    expect(checkEmbedUrl(typed)).toEqual({ ok: false, reason });
  });
});
