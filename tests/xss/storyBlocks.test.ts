// @vitest-environment jsdom
// jsdom parses as browsers do (see sanitizeHtml.test.ts); the blocks' transform runs on the sanitizer's document.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sanitizeStoryHtml } from '../../src/lib/sanitizeHtml';
import type { EmbedLabels } from '../../src/lib/storyBlocks';
import { CANARY, XSS_PAYLOADS } from './payloads';
import { survivors } from './survivors';

const LABELS: EmbedLabels = {
  load: (provider) => `Load content from ${provider}`,
  open: (provider) => `Open on ${provider}`,
  playerNotice: (provider) => `Hosted by ${provider}`,
  postNotice: (provider) => `This post is on ${provider}`,
};

/**
 * The corpus through the reader's whole story path: sanitized, then the blocks in their reader's form
 * (docs/decisions/097). Nothing runs, nothing third-party loads, and the only control is an embed card's button.
 */
describe(`a story body's blocks against the XSS corpus (${XSS_PAYLOADS.length} payloads)`, () => {
  let hits = 0;
  beforeEach(() => {
    hits = 0;
    Object.assign(window, { [CANARY]: () => (hits += 1) });
  });
  afterEach(() => {
    Reflect.deleteProperty(window, CANARY);
  });

  it.each(XSS_PAYLOADS.map((payload, index) => [index, payload.family, payload.html] as const))('#%i (%s) %s', async (_index, _family, html) => {
    const shown = sanitizeStoryHtml(html, 'en', LABELS);
    const box = document.createElement('div');
    box.innerHTML = shown;
    document.body.append(box);
    expect(survivors(box, { strict: true })).toEqual([]);
    // No frame before a click, and every picture's files from the site itself.
    expect(box.querySelector('iframe')).toBeNull();
    for (const element of box.querySelectorAll('[src], [srcset]')) {
      const urls = [element.getAttribute('src') ?? '', ...(element.getAttribute('srcset') ?? '').split(',').map((each) => each.trim().split(/\s+/)[0] ?? '')];
      for (const url of urls.filter(Boolean)) expect(url.startsWith('data:') || new URL(url, location.href).origin === location.origin, url).toBe(true);
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(hits).toBe(0);
    box.remove();
  });

  it('gives a load button only to a YouTube or Vimeo address, never to another host dressed as one', () => {
    const card = (href: string) => {
      const box = document.createElement('div');
      box.innerHTML = sanitizeStoryHtml(`<figure data-block="embed"><a href="${href}">v</a></figure>`, 'en', LABELS);
      return box;
    };
    expect(card('https://www.youtube.com/watch?v=dQw4w9WgXcQ').querySelector('button[data-embed-load]')).not.toBeNull();
    expect(card('https://vimeo.com/76979871').querySelector('button[data-embed-load]')).not.toBeNull();
    for (const hostile of ['https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ', 'https://evil.example/vimeo.com/1', 'javascript:alert(1)', 'https://x.com.evil.example/a/status/1']) {
      const box = card(hostile);
      expect(box.querySelector('button'), hostile).toBeNull();
      expect(box.querySelector('[data-provider]'), hostile).toBeNull();
    }
  });
});
