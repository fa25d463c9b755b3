/**
 * What must never be in the DOM after untrusted text was shown: an element that runs or embeds script, an inline
 * event handler, or a URL that runs script when followed. Shared by the fast check of sanitizeHtml (happy-dom) and
 * the corpus story (Chromium), so both hold the page to the same rule.
 */

/** Elements no untrusted text may create. (The app's own forms live outside the places checked with `strict`.) */
const EXECUTING = ['script', 'iframe', 'frame', 'object', 'embed', 'base', 'meta', 'link', 'style', 'animate', 'set'];
const EMBEDDING = ['form', 'input', 'button', 'textarea', 'select', 'svg', 'math', 'template', 'noscript'];
const URL_ATTRIBUTES = ['href', 'xlink:href', 'src', 'action', 'formaction', 'data', 'to', 'from', 'values', 'background', 'poster'];

/** What a browser does before it reads a scheme: it drops control characters and whitespace, ignores case. */
function scriptUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what a browser strips
  const bare = value.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();
  return /^(javascript|vbscript|livescript):/.test(bare) || /^data:(text\/html|image\/svg|application\/xhtml|text\/javascript)/.test(bare);
}

/** The one style untrusted markup keeps: a block's alignment from the body editor (src/lib/sanitizeHtml.ts). */
const ALIGNMENT_ONLY = /^text-align:\s*(?:left|center|right|justify)\s*;?$/i;

/**
 * The one control a story's body has: an embed card's "Load content from …" button, which the page's own
 * transform makes after sanitizing (src/lib/storyBlocks.ts) and whose click only loads the provider's player
 * from the card's checked link. Exactly that shape, and no other attribute, passes.
 */
function embedButton(element: Element): boolean {
  const names = Array.from(element.attributes, (attribute) => attribute.name).sort();
  return (
    element.localName === 'button' &&
    names.join(' ') === 'data-embed-load type' &&
    element.getAttribute('type') === 'button' &&
    element.closest('figure[data-block="embed"]') !== null
  );
}

/**
 * Descriptions of everything under `root` that could run script. `strict`: the whole subtree is untrusted
 * (a sanitized body), so forms and foreign markup are not allowed either.
 */
export function survivors(root: Element, { strict = false }: { readonly strict?: boolean } = {}): string[] {
  const found: string[] = [];
  const forbidden = strict ? [...EXECUTING, ...EMBEDDING] : EXECUTING;
  for (const element of root.querySelectorAll('*')) {
    const tag = element.localName.toLowerCase();
    // A page's own structured data (StoryJsonLd) is a data block browsers never run; inside untrusted markup
    // (strict) no script of any type may be.
    const dataBlock = tag === 'script' && !strict && element.getAttribute('type') === 'application/ld+json';
    if (forbidden.includes(tag) && !dataBlock && !embedButton(element)) found.push(`<${tag}>`);
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) found.push(`<${tag} ${name}>`);
      else if (name === 'srcdoc') found.push(`<${tag} srcdoc>`);
      else if (strict && name === 'style' && !ALIGNMENT_ONLY.test(attribute.value.trim())) found.push(`<${tag} style>`);
      else if (URL_ATTRIBUTES.includes(name) && scriptUrl(attribute.value)) found.push(`<${tag} ${name}="${attribute.value}">`);
    }
  }
  return found;
}
