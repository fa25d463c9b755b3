import DOMPurify from 'dompurify';

/**
 * Editors' HTML (article and post bodies) is not trusted: DOMPurify keeps the markup a story needs (paragraphs,
 * headings, quotes, lists, figures with <picture>, links) and drops scripts, inline handlers, javascript: URLs,
 * forms, frames and styles; it prefixes ids and names and gives every link with a target rel="noopener
 * noreferrer". docs/decisions: "Sanitizing server HTML with DOMPurify".
 */
let purifier: ReturnType<typeof DOMPurify> | null = null;
let serverWindow: Parameters<typeof DOMPurify>[0] | null = null;

/** Node has no DOM: the server hands DOMPurify one (jsdom's, as DOMPurify documents) before its first render. */
export function setSanitizerWindow(window: Parameters<typeof DOMPurify>[0]): void {
  serverWindow = window;
  purifier = null;
}

function instance(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  // Our own instance, so the hook below never reaches another user of DOMPurify on the page.
  purifier = DOMPurify(serverWindow ?? window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // Any target may open another browsing context (a named window, _top of a frame): none gets a way back.
    if (node.tagName === 'A' && node.hasAttribute('target')) {
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.tagName === 'IMG') {
      // Pictures in a story's body are below the fold: they load as the reader gets to them.
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
  return purifier;
}

export function sanitizeHtml(html: string): string {
  return instance().sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_TAGS: ['source'],
    ADD_ATTR: ['srcset', 'sizes', 'loading', 'decoding', 'target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    // id and name from the server would clash with the page's own ids (aria-labelledby targets, #comments) and
    // could shadow document properties: DOMPurify prefixes them with "user-content-".
    SANITIZE_NAMED_PROPS: true,
  });
}
