// @vitest-environment jsdom
// happy-dom, the other tests' DOM, is not a conforming HTML parser: DOMPurify in it lets <form>, <svg> and mXSS through
// that a browser's parse removes (docs/decisions/033). jsdom parses as browsers do; Chromium itself is the story.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../src/lib/sanitizeHtml';
import { isWebLink } from '../../contracts/common';
import { CANARY, HOSTILE_LINKS, XSS_PAYLOADS } from './payloads';
import { survivors } from './survivors';

/**
 * The fast half of the XSS corpus (the other is stories/security/XssCorpus.stories.tsx, in Chromium): every payload
 * through the sanitizer of article and post bodies leaves nothing that could run, also after the result is parsed
 * once more (mutation XSS changes meaning on the second parse).
 */
describe(`sanitizeHtml against the XSS corpus (${XSS_PAYLOADS.length} payloads)`, () => {
  let hits = 0;
  beforeEach(() => {
    hits = 0;
    Object.assign(window, { [CANARY]: () => (hits += 1) });
  });
  afterEach(() => {
    Reflect.deleteProperty(window, CANARY);
  });

  it('has the 92 payloads of the third probe, none twice', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(92);
    expect(new Set(XSS_PAYLOADS.map((payload) => payload.html)).size).toBe(XSS_PAYLOADS.length);
  });

  it.each(XSS_PAYLOADS.map((payload, index) => [index, payload.family, payload.html] as const))(
    '#%i (%s) %s',
    async (_index, _family, html) => {
      const clean = sanitizeHtml(html);
      const first = document.createElement('div');
      first.innerHTML = clean;
      document.body.append(first);
      expect(survivors(first, { strict: true })).toEqual([]);
      // Parsed again, as a browser does when the markup is serialized and set elsewhere.
      const second = document.createElement('div');
      second.innerHTML = first.innerHTML;
      expect(survivors(second, { strict: true })).toEqual([]);
      // The sanitizer is stable: its output is already clean.
      expect(sanitizeHtml(clean)).toBe(clean);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(hits).toBe(0);
      first.remove();
    },
  );
});

describe(`web links in the desk's link fields (${HOSTILE_LINKS.length} hostile forms)`, () => {
  it.each(HOSTILE_LINKS)('refuses %j', (href) => {
    expect(isWebLink(href)).toBe(false);
  });

  it('takes a plain https address, with a path, a query and a real port', () => {
    for (const href of ['https://good.example/offer', 'https://shop.good.example:8443/a?b=c#d']) expect(isWebLink(href)).toBe(true);
  });
});
