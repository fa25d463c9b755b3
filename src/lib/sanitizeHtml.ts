import DOMPurify from 'dompurify';
import { config } from '../config';
import { renderStoryBlocks, type EmbedLabels } from './storyBlocks';

/**
 * Editors' HTML (article and post bodies) is not trusted: DOMPurify keeps the markup a story needs (paragraphs,
 * headings, quotes, lists, figures with <picture>, links) and drops scripts, inline handlers, javascript: URLs,
 * forms, frames and styles; it prefixes ids and names and gives every link with a target rel="noopener
 * noreferrer". docs/decisions: "Sanitizing server HTML with DOMPurify".
 *
 * One style survives: the body editor's alignment of a paragraph or heading (`style="text-align: center"`), and
 * only when it is exactly that one declaration with one of its four values. Any other style attribute goes
 * whole, so no story can hide text, cover the page or load a background. docs/decisions/041 (body editor).
 *
 * Remote media: a picture, video or audio in a story loads only from the site itself or the API's origin (where
 * the editors' media live), or from a data: URL. Any other URL in src, srcset or poster is removed, so HTML from
 * the server cannot make readers' browsers call a third party (a tracking pixel learns who read what, and when).
 * The element stays, with its alt text. docs/decisions/027.
 */
const MEDIA_ATTRIBUTES = ['src', 'srcset', 'poster'] as const;

/** The one style a story keeps: the editor writes `text-align: center` (a browser may add the semicolon). */
const TEXT_ALIGN_STYLE = /^text-align:\s*(?:left|center|right|justify)\s*;?$/i;
const ALIGNABLE_TAGS = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6']);

/** The page's address: the browser's, or on the server the window it handed in (setSanitizerWindow). */
function pageAddress(): string {
  return (serverWindow as { location?: Location } | null)?.location?.href ?? window.location.href;
}

function allowedMediaOrigins(): Set<string> {
  const page = pageAddress();
  const origins = new Set([new URL(page).origin]);
  if (config.apiBaseUrl) origins.add(new URL(config.apiBaseUrl, page).origin);
  return origins;
}

function isAllowedMediaUrl(value: string, origins: Set<string>): boolean {
  let url: URL;
  try {
    url = new URL(value.trim(), pageAddress());
  } catch {
    return false;
  }
  return url.protocol === 'data:' || origins.has(url.origin);
}

/** The URLs of a srcset ('a.webp 1x, https://x/b.webp 2x'). */
function srcsetUrls(value: string): string[] {
  return value
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}

let purifier: ReturnType<typeof DOMPurify> | null = null;
let serverWindow: Parameters<typeof DOMPurify>[0] | null = null;

/** Node has no DOM: the server hands DOMPurify one (jsdom's, as DOMPurify documents) before its first render. */
export function setSanitizerWindow(window: Parameters<typeof DOMPurify>[0] | null): void {
  serverWindow = window;
  purifier = null;
}

function instance(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  // Our own instance, so the hook below never reaches another user of DOMPurify on the page.
  purifier = DOMPurify(serverWindow ?? window);
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    if (data.attrName !== 'style') return;
    data.keepAttr = ALIGNABLE_TAGS.has(node.tagName) && TEXT_ALIGN_STYLE.test(data.attrValue);
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // Any target may open another browsing context (a named window, _top of a frame): none gets a way back.
    if (node.tagName === 'A' && node.hasAttribute('target')) {
      node.setAttribute('rel', 'noopener noreferrer');
    }
    const origins = allowedMediaOrigins();
    for (const name of MEDIA_ATTRIBUTES) {
      const value = node.getAttribute(name);
      if (value === null || node.tagName === 'A') continue;
      const urls = name === 'srcset' ? srcsetUrls(value) : [value];
      if (!urls.every((url) => isAllowedMediaUrl(url, origins))) node.removeAttribute(name);
    }
    if (node.tagName === 'IMG') {
      // Pictures in a story's body are below the fold: they load as the reader gets to them.
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
  return purifier;
}

/** A memo of sanitized HTML: what the server hands in (setSanitizerMemo); the browser keeps none. */
export interface SanitizerMemo {
  get(html: string): string | undefined;
  set(html: string, clean: string): void;
}

let memo: SanitizerMemo | null = null;

/**
 * The server renders the same stories again and again (every uncached page view): sanitizing is a pure function
 * of the HTML here (the window's address is fixed for the process), so the server keeps the results, bounded.
 */
export function setSanitizerMemo(given: SanitizerMemo | null): void {
  memo = given;
}

export function sanitizeHtml(html: string): string {
  const known = memo?.get(html);
  if (known !== undefined) return known;
  const clean = purify(html);
  memo?.set(html, clean);
  return clean;
}

/**
 * A story's body as a reader's page shows it: sanitized, then its blocks (pictures, galleries, embeds) in their
 * reader's form (src/lib/storyBlocks.ts), the same on the server and in the browser that hydrates it. `locale`
 * names the labels' language: the memo keeps one result per body and language.
 */
export function sanitizeStoryHtml(html: string, locale: string, labels: EmbedLabels): string {
  const key = `${locale}\u0000${html}`;
  const known = memo?.get(key);
  if (known !== undefined) return known;
  const clean = sanitizeHtml(html);
  let shown = clean;
  if (clean.includes('data-block')) {
    const doc = (serverWindow ?? window).document as Document;
    const template = doc.createElement('template');
    template.innerHTML = clean;
    renderStoryBlocks(template.content, doc, labels);
    shown = template.innerHTML;
  }
  memo?.set(key, shown);
  return shown;
}

function purify(html: string): string {
  return instance().sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_TAGS: ['source'],
    ADD_ATTR: ['srcset', 'sizes', 'loading', 'decoding', 'target'],
    // Editors' HTML has no business pointing a picture's load at a third party (see the hook above).
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    // No FORBID_ATTR 'style': the hook above keeps a block's alignment and removes every other style.
    // id and name from the server would clash with the page's own ids (aria-labelledby targets, #comments) and
    // could shadow document properties: DOMPurify prefixes them with "user-content-".
    SANITIZE_NAMED_PROPS: true,
  });
}
