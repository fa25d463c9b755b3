import { JSDOM } from 'jsdom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sanitizeHtml, setSanitizerMemo, setSanitizerWindow } from '../../src/lib/sanitizeHtml';
import { sanitizedStories } from '../../src/server/sanitizedStories';

// As the server does (src/server/app.ts): DOMPurify on jsdom's window.
beforeAll(() => setSanitizerWindow(new JSDOM('', { url: 'http://127.0.0.1/' }).window));
afterEach(() => setSanitizerMemo(null));

describe("the server's memo of sanitized stories", () => {
  it('cleans a story once and answers the same clean HTML after that', () => {
    const memo = sanitizedStories();
    const set = vi.spyOn(memo, 'set');
    setSanitizerMemo(memo);
    const body = '<p>Night markets<script>alert(1)</script></p><img src="x" onerror="alert(2)">';
    const first = sanitizeHtml(body);
    expect(first).not.toContain('<script');
    expect(first).not.toContain('onerror');
    expect(sanitizeHtml(body)).toBe(first);
    expect(set).toHaveBeenCalledTimes(1);
  });

  it('an edited story is a new entry: its own clean HTML, never the old one', () => {
    setSanitizerMemo(sanitizedStories());
    expect(sanitizeHtml('<p>First draft</p>')).toBe('<p>First draft</p>');
    expect(sanitizeHtml('<p>Corrected</p>')).toBe('<p>Corrected</p>');
  });

  it('does not keep a body too large for it, and still cleans it', () => {
    const memo = sanitizedStories();
    setSanitizerMemo(memo);
    const huge = `<p>${'字'.repeat(1_500_000)}</p><script>x</script>`;
    expect(sanitizeHtml(huge)).not.toContain('<script');
    expect(memo.get(huge)).toBeUndefined();
  });
});
