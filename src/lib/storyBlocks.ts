import { renditionPath, RENDITION_FORMATS } from '../../contracts/common';
import { embedOf, EMBED_PROVIDER_NAMES } from './embeds';

/**
 * A story body's blocks beyond text (issue 25 item 2, docs/decisions/097), as the body's HTML stores them: plain
 * markup the sanitizer keeps as it is (figures, images, links, data-* attributes), so the body stays one HTML
 * string that any old reader of it still shows. The desk's editor writes these (src/features/admin/editor) and
 * reads them back; the reader's page turns them into their responsive form after sanitizing (`renderStoryBlocks`).
 *
 *   <figure data-block="picture" data-size="inline|wide|full">
 *     <img src="/api/media/pictures/…" alt="…" width="1600" height="900" data-widths="320,640,…,1600">
 *     <figcaption><span data-part="caption">…</span><span data-part="credit">…</span></figcaption>
 *   </figure>
 *   <figure data-block="gallery"><img …><img …><figcaption><span data-part="caption">…</span></figcaption></figure>
 *   <figure data-block="embed" data-provider="youtube"><a href="https://www.youtube.com/watch?v=…">…</a></figure>
 *   <blockquote data-block="pullquote"><p>…</p></blockquote>      (a plain <blockquote> is a block quote)
 *
 * A picture carries its size and its renditions' widths (the upload's ImageRef), so the page needs no call to
 * the API to draw it without a shift.
 */
export const BLOCK_ATTRIBUTE = 'data-block';

export const PICTURE_SIZES = ['inline', 'wide', 'full'] as const;
export type PictureSize = (typeof PICTURE_SIZES)[number];

/**
 * How wide each size is drawn (RichText.module.css), for the browser's choice of rendition: inline in the text's
 * measure, wide the story's column (edge to edge on a phone), full the screen's width.
 */
export const PICTURE_SIZES_ATTRIBUTE: Readonly<Record<PictureSize, string>> = {
  inline: '(max-width: 767px) calc(100vw - 32px), 620px',
  wide: '(max-width: 767px) 100vw, 680px',
  full: '100vw',
};

/** A gallery's cells: two across on a phone, three in the story's column. */
export const GALLERY_SIZES = '(max-width: 767px) 50vw, 220px';

/** At most this many renditions are read from a stored picture (the upload makes five or six). */
const MAX_WIDTHS = 8;

export interface BodyImage {
  /** The uploaded picture's path (ImageRef.path). */
  readonly src: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
  /** Its renditions' widths (ImageRef.widths), [] where none were made. */
  readonly widths: readonly number[];
}

export interface PictureBlock extends BodyImage {
  readonly size: PictureSize;
  readonly caption: string;
  readonly credit: string;
}

export interface GalleryBlock {
  readonly images: readonly BodyImage[];
  readonly caption: string;
}

function dimension(value: string | null): number {
  return value !== null && /^\d{1,5}$/.test(value) ? Number(value) : 0;
}

/** A stored picture's renditions' widths: whole numbers up to its own width, each once, smallest first. */
function widthsOf(value: string | null, width: number): number[] {
  if (!value) return [];
  const widths = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d{1,5}$/.test(part))
    .map(Number)
    .filter((each) => each > 0 && each <= width);
  return [...new Set(widths)].sort((a, b) => a - b).slice(0, MAX_WIDTHS);
}

export function readImage(img: Element): BodyImage {
  const width = dimension(img.getAttribute('width'));
  return {
    src: img.getAttribute('src') ?? '',
    alt: img.getAttribute('alt') ?? '',
    width,
    height: dimension(img.getAttribute('height')),
    widths: widthsOf(img.getAttribute('data-widths'), width),
  };
}

function part(figure: Element, name: 'caption' | 'credit'): string {
  return figure.querySelector(`figcaption [data-part="${name}"]`)?.textContent?.trim() ?? '';
}

export function readPictureBlock(figure: Element): PictureBlock | null {
  const img = figure.querySelector('img');
  if (!img) return null;
  const size = figure.getAttribute('data-size');
  return {
    ...readImage(img),
    size: (PICTURE_SIZES as readonly string[]).includes(size ?? '') ? (size as PictureSize) : 'inline',
    // A figure the site wrote before the blocks had its caption as the figcaption's text.
    caption: part(figure, 'caption') || (figure.querySelector('figcaption [data-part]') ? '' : figure.querySelector('figcaption')?.textContent?.trim() ?? ''),
    credit: part(figure, 'credit'),
  };
}

export function readGalleryBlock(figure: Element): GalleryBlock {
  return { images: Array.from(figure.querySelectorAll('img'), readImage), caption: part(figure, 'caption') };
}

/** A picture's attributes as the body stores them (the editor's renderHTML writes exactly these). */
export function imageAttributes(image: BodyImage): Record<string, string> {
  return {
    src: image.src,
    alt: image.alt,
    ...(image.width > 0 ? { width: String(image.width) } : {}),
    ...(image.height > 0 ? { height: String(image.height) } : {}),
    ...(image.widths.length > 0 ? { 'data-widths': image.widths.join(',') } : {}),
    // What the sanitizer gives every body picture (they are below the fold): the desk's HTML is the page's.
    loading: 'lazy',
    decoding: 'async',
  };
}

/** What the reader's page says around an embed, in the page's language. */
export interface EmbedLabels {
  /** "Load content from YouTube". */
  readonly load: (provider: string) => string;
  /** "Open on YouTube". */
  readonly open: (provider: string) => string;
  /** Above a player's button: what loading it means. */
  readonly playerNotice: (provider: string) => string;
  /** Above a link-out card's link: why nothing loads here. */
  readonly postNotice: (provider: string) => string;
}

/** A rendition path the page may derive: an uploaded picture's own path, no query, an image's extension. */
const RENDITIONABLE = /^(?:https?:\/\/[^\s?#]+|\/[^\s?#]*)\.(?:jpe?g|png|webp)$/i;

/** An <img> of a block as a <picture> with AVIF and WebP sources at every rendition, as <Picture> draws one. */
function makeResponsive(doc: Document, img: Element, sizes: string): void {
  const image = readImage(img);
  img.removeAttribute('data-widths');
  if (image.widths.length === 0 || !RENDITIONABLE.test(image.src) || img.parentElement?.tagName === 'PICTURE') return;
  img.setAttribute('sizes', sizes);
  const picture = doc.createElement('picture');
  img.replaceWith(picture);
  for (const format of RENDITION_FORMATS) {
    const source = doc.createElement('source');
    source.setAttribute('type', `image/${format}`);
    source.setAttribute('srcset', image.widths.map((width) => `${renditionPath(image.src, width, format)} ${width}w`).join(', '));
    source.setAttribute('sizes', sizes);
    picture.append(source);
  }
  picture.append(img);
}

function text(doc: Document, tag: string, content: string, attributes: Record<string, string> = {}): HTMLElement {
  const element = doc.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.textContent = content;
  return element;
}

/**
 * An embed as the reader first sees it: the provider's name, what loading would mean, a button that loads a
 * player (YouTube, Vimeo) and a link to the original. Nothing of the provider's is loaded until the reader
 * presses the button (`loadEmbed`, in the browser). An address that is not (any longer) one of the providers'
 * posts stays the plain link the sanitizer left.
 */
function makeEmbedCard(doc: Document, figure: Element, labels: EmbedLabels): void {
  const embed = embedOf(figure.querySelector('a')?.getAttribute('href'));
  if (!embed) {
    figure.removeAttribute('data-provider');
    return;
  }
  const name = EMBED_PROVIDER_NAMES[embed.provider];
  figure.setAttribute('data-provider', embed.provider);
  figure.replaceChildren(
    text(doc, 'p', name, { 'data-part': 'provider' }),
    text(doc, 'p', embed.frame ? labels.playerNotice(name) : labels.postNotice(name), { 'data-part': 'notice' }),
  );
  const actions = doc.createElement('p');
  actions.setAttribute('data-part', 'actions');
  if (embed.frame) actions.append(text(doc, 'button', labels.load(name), { type: 'button', 'data-embed-load': '' }));
  actions.append(text(doc, 'a', labels.open(name), { href: embed.url }));
  figure.append(actions);
}

/**
 * The body's blocks in their reader's form, in place, on HTML that has been sanitized: pictures and galleries get
 * their renditions (`srcset` in AVIF and WebP, `sizes` by the block's size, width and height already on the
 * <img>), embeds their privacy-friendly card. It builds with DOM calls from attributes the sanitizer kept, and
 * sets no markup from text, so what it adds is no less safe than what it was given.
 */
export function renderStoryBlocks(root: ParentNode, doc: Document, labels: EmbedLabels): void {
  for (const figure of Array.from(root.querySelectorAll(`figure[${BLOCK_ATTRIBUTE}]`))) {
    const kind = figure.getAttribute(BLOCK_ATTRIBUTE);
    if (kind === 'picture') {
      const block = readPictureBlock(figure);
      const img = figure.querySelector('img');
      if (block && img) makeResponsive(doc, img, PICTURE_SIZES_ATTRIBUTE[block.size]);
    } else if (kind === 'gallery') {
      for (const img of Array.from(figure.querySelectorAll('img'))) makeResponsive(doc, img, GALLERY_SIZES);
    } else if (kind === 'embed') {
      makeEmbedCard(doc, figure, labels);
    }
  }
}

/**
 * The reader pressed an embed's button: its player, from the provider's privacy-enhanced host, takes the place
 * of the card's notice, and the button goes. The frame's address is made again from the card's link (checked as the editor's was), never read
 * from the page's markup.
 */
export function loadEmbed(button: Element, title: (provider: string) => string): HTMLIFrameElement | null {
  const figure = button.closest(`figure[${BLOCK_ATTRIBUTE}="embed"]`);
  const embed = embedOf(figure?.querySelector('a')?.getAttribute('href'));
  if (!figure || !embed?.frame) return null;
  const doc = figure.ownerDocument;
  const frame = doc.createElement('iframe');
  frame.src = embed.frame;
  frame.title = title(EMBED_PROVIDER_NAMES[embed.provider]);
  frame.allow = 'autoplay; fullscreen; picture-in-picture; encrypted-media';
  frame.allowFullscreen = true;
  frame.referrerPolicy = 'strict-origin-when-cross-origin';
  frame.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation allow-popups');
  figure.querySelector('[data-part="notice"]')?.replaceWith(frame);
  button.remove();
  figure.setAttribute('data-loaded', '');
  return frame;
}
