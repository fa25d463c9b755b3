/**
 * The addresses an editor may link a story's words to: web pages (http, https), email (mailto) and the site's
 * own pages (a path from the root, "/en/some-story"). Anything else — javascript:, data:, vbscript:, file:,
 * ftp: — is refused, so no link in a story can run code or reach past the browser. docs/decisions/041 (body
 * editor: links).
 */

/** The schemes a link may carry, as shown in the refusal's message. */
export const LINK_SCHEMES = ['http:', 'https:', 'mailto:'] as const;

export type LinkRefusal = 'required' | 'scheme' | 'invalid';

export type LinkCheck = { readonly ok: true; readonly href: string } | { readonly ok: false; readonly reason: LinkRefusal };

// A scheme, unless what looks like one is a host and its port ("example.com:8080/…").
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const HOST_AND_PORT = /^[^:/?#]+:\d+(?:[/?#]|$)/;
// Whitespace and control characters: URL parsers drop tabs and newlines ("java\nscript:" is javascript:), and a
// space inside an address is a typing slip more often than a path.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\s\u0000-\u001f\u007f]/g;
const EMAIL = /^[^\s@/?#:]+@[^\s@/?#:]+\.[^\s@/?#:]+$/;

/** An http(s) address the URL parser accepts, with a host that has a dot: a public name, not "localhost". */
function webAddress(href: string): LinkCheck {
  try {
    return new URL(href).hostname.includes('.') ? { ok: true, href } : { ok: false, reason: 'invalid' };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
}

function hasRefusedScheme(value: string): boolean {
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  return scheme !== undefined && !HOST_AND_PORT.test(value) && !['http', 'https', 'mailto'].includes(scheme);
}

/**
 * What the link dialog does with what was typed: trims it and either refuses it (with the reason the dialog
 * shows) or gives the href to store. A bare host ("example.com/page") becomes https://; a bare email address
 * becomes mailto:; a path from the root stays a path. The href keeps the editor's spelling (a Chinese path stays
 * readable the next time the dialog shows it): only the scheme is lower-cased.
 */
export function checkLinkUrl(typed: string): LinkCheck {
  const value = typed.trim();
  if (value === '') return { ok: false, reason: 'required' };
  const compact = value.replace(UNSAFE_CHARACTERS, '');
  // What the browser would make of it once it drops the whitespace decides the reason; neither is stored.
  if (compact !== value) return { ok: false, reason: hasRefusedScheme(compact) ? 'scheme' : 'invalid' };
  if (hasRefusedScheme(value)) return { ok: false, reason: 'scheme' };
  if (value.startsWith('//')) return webAddress(`https:${value}`);
  if (value.startsWith('/')) return { ok: true, href: value };
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme !== undefined && !HOST_AND_PORT.test(value)) {
    const href = `${scheme}:${value.slice(scheme.length + 1)}`;
    if (scheme !== 'mailto') return webAddress(href);
    const address = href.slice('mailto:'.length).split('?')[0] ?? '';
    return EMAIL.test(decodeURIComponentSafe(address)) ? { ok: true, href } : { ok: false, reason: 'invalid' };
  }
  if (EMAIL.test(value)) return { ok: true, href: `mailto:${value}` };
  return webAddress(`https://${value}`);
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Whether a stored href is one the editor keeps (pasted HTML, a saved body): the same schemes as the dialog, or a
 * path from the root. The editor's link mark drops any other, so it never reaches the saved HTML.
 */
export function isAllowedLinkHref(href: string | undefined | null): boolean {
  if (!href) return false;
  const compact = href.replace(UNSAFE_CHARACTERS, '');
  if (compact.startsWith('/')) return !compact.startsWith('//');
  const scheme = SCHEME.exec(compact)?.[1]?.toLowerCase();
  return scheme === 'http' || scheme === 'https' || scheme === 'mailto';
}
