import { describe, expect, it } from 'vitest';
import { checkLinkUrl, isAllowedLinkHref } from '../../src/lib/linkUrl';

describe('the link dialog’s address rule', () => {
  it.each([
    ['https://example.com/a?b=1#c', 'https://example.com/a?b=1#c'],
    ['  http://example.com  ', 'http://example.com'],
    ['HTTPS://Example.com/Path', 'https://Example.com/Path'],
    ['mailto:desk@example.com?subject=Hello', 'mailto:desk@example.com?subject=Hello'],
    // Bare hosts are web addresses over https; bare email addresses are mail.
    ['example.com', 'https://example.com'],
    ['www.example.com/report', 'https://www.example.com/report'],
    ['example.com:8080/report', 'https://example.com:8080/report'],
    ['//example.com/x', 'https://example.com/x'],
    ['desk@example.com', 'mailto:desk@example.com'],
    ['維基百科.台灣/北京', 'https://維基百科.台灣/北京'],
    // The site's own pages, by path.
    ['/zh-tw/some-story', '/zh-tw/some-story'],
  ])('accepts %j as %j', (typed, href) => {
    expect(checkLinkUrl(typed)).toEqual({ ok: true, href });
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\nscript:alert(1)',
    ' java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com/file',
    'tel:+886212345678',
  ])('refuses the scheme of %j', (typed) => {
    expect(checkLinkUrl(typed)).toEqual({ ok: false, reason: 'scheme' });
  });

  it.each(['localhost', 'https://', 'http://example', 'example', 'https://exa mple.com', 'mailto:', 'mailto:nobody', 'a b'])(
    'refuses %j as no address',
    (typed) => {
      expect(checkLinkUrl(typed)).toEqual({ ok: false, reason: 'invalid' });
    },
  );

  it('asks for an address when there is none', () => {
    expect(checkLinkUrl('   ')).toEqual({ ok: false, reason: 'required' });
  });
});

describe('the hrefs the editor keeps', () => {
  it.each(['https://example.com', 'http://example.com', 'mailto:a@b.c', '/en/story'])('keeps %j', (href) => {
    expect(isAllowedLinkHref(href)).toBe(true);
  });

  it.each(['javascript:alert(1)', ' javascript:alert(1)', 'java\tscript:x', 'data:text/html,x', '//evil.example', 'ftp://x', '', null])(
    'drops %j',
    (href) => {
      expect(isAllowedLinkHref(href)).toBe(false);
    },
  );
});
