// @vitest-environment jsdom
// jsdom, as for tests/features/ArticlePage.test.tsx: DOMPurify needs a faithful DOM.
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../src/lib/sanitizeHtml';

/** Issue 17: article HTML may not make the reader's browser load media from a third party. */
describe('remote media in article HTML', () => {
  const here = window.location.origin;

  it('drops a remote tracking pixel, keeps the element and its alt text', () => {
    const clean = sanitizeHtml('<p>Text<img src="https://tracker.example/p.gif?article=42" alt="pixel" width="1" height="1"></p>');
    expect(clean).not.toContain('tracker.example');
    expect(clean).toMatch(/<img alt="pixel" width="1" height="1" loading="lazy" decoding="async">/);
  });

  it.each([
    ['protocol-relative', '<img src="//tracker.example/p.gif" alt="">'],
    ['http', '<img src="http://tracker.example/p.gif" alt="">'],
    ['srcset with one remote candidate', '<img srcset="/media/a.jpg 1x, https://tracker.example/b.jpg 2x" alt="">'],
    ['<source> in a <picture>', '<picture><source srcset="https://tracker.example/a.webp" type="image/webp"><img src="/media/a.jpg" alt=""></picture>'],
    ['video poster and source', '<video poster="https://tracker.example/p.jpg" src="https://tracker.example/v.mp4"></video>'],
  ])('drops remote media: %s', (_name, html) => {
    expect(sanitizeHtml(html)).not.toContain('tracker.example');
  });

  it('keeps the site’s own media, relative or absolute, and data: pictures', () => {
    const clean = sanitizeHtml(
      `<picture><source srcset="/media/a.webp 1x, /media/a@2x.webp 2x" type="image/webp"><img src="${here}/media/a.jpg" alt="A"></picture>` +
        '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="dot">',
    );
    expect(clean).toContain('srcset="/media/a.webp 1x, /media/a@2x.webp 2x"');
    expect(clean).toContain(`src="${here}/media/a.jpg"`);
    expect(clean).toContain('src="data:image/gif;base64,R0lGODlhAQABAAAAACw="');
  });

  it('links to other sites stay: they load nothing until the reader follows them', () => {
    expect(sanitizeHtml('<a href="https://example.org/story">read</a>')).toBe('<a href="https://example.org/story">read</a>');
  });
});
