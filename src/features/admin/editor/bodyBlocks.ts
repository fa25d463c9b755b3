import { Extension, Node } from '@tiptap/core';
import type { DOMOutputSpec } from '@tiptap/pm/model';
import { embedOf } from '../../../lib/embeds';
import {
  BLOCK_ATTRIBUTE,
  imageAttributes,
  readGalleryBlock,
  readPictureBlock,
  type GalleryBlock,
  type PictureBlock,
} from '../../../lib/storyBlocks';

/**
 * The body's blocks in the editor (issue 25 item 2, docs/decisions/097): each is one atom the editor selects,
 * moves and deletes whole, and edits through its dialog. Each reads and writes exactly the stored markup of
 * src/lib/storyBlocks.ts, so the desk's HTML and the reader's page agree attribute for attribute.
 */

/** Before the kept figure's `figure` rule (priority 50), which takes any figure these do not. */
const BLOCK_PRIORITY = 60;

function captionSpec(parts: { readonly caption: string; readonly credit?: string }): DOMOutputSpec[] {
  const spans: DOMOutputSpec[] = [];
  if (parts.caption) spans.push(['span', { 'data-part': 'caption' }, parts.caption]);
  if (parts.credit) spans.push(['span', { 'data-part': 'credit' }, parts.credit]);
  return spans.length > 0 ? [['figcaption', {}, ...spans]] : [];
}

export const PictureBlockNode = Node.create({
  name: 'pictureBlock',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,
  addAttributes() {
    return { block: { default: null, rendered: false, parseHTML: (element: HTMLElement) => readPictureBlock(element) } };
  },
  parseHTML() {
    return [{ tag: `figure[${BLOCK_ATTRIBUTE}="picture"]`, priority: BLOCK_PRIORITY }];
  },
  renderHTML({ node }) {
    const block = node.attrs.block as PictureBlock;
    return ['figure', { [BLOCK_ATTRIBUTE]: 'picture', 'data-size': block.size }, ['img', imageAttributes(block)], ...captionSpec(block)];
  },
});

export const GalleryBlockNode = Node.create({
  name: 'galleryBlock',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,
  addAttributes() {
    return { block: { default: null, rendered: false, parseHTML: (element: HTMLElement) => readGalleryBlock(element) } };
  },
  parseHTML() {
    return [{ tag: `figure[${BLOCK_ATTRIBUTE}="gallery"]`, priority: BLOCK_PRIORITY }];
  },
  renderHTML({ node }) {
    const block = node.attrs.block as GalleryBlock;
    return ['figure', { [BLOCK_ATTRIBUTE]: 'gallery' }, ...block.images.map((image): DOMOutputSpec => ['img', imageAttributes(image)]), ...captionSpec(block)];
  },
});

export const EmbedBlockNode = Node.create({
  name: 'embedBlock',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,
  addAttributes() {
    return { url: { default: '', rendered: false, parseHTML: (element: HTMLElement) => embedOf(element.querySelector('a')?.getAttribute('href'))?.url ?? '' } };
  },
  parseHTML() {
    // An address that is no provider's post stays what the kept figure makes of it: sanitized markup, not an embed.
    return [
      {
        tag: `figure[${BLOCK_ATTRIBUTE}="embed"]`,
        priority: BLOCK_PRIORITY,
        getAttrs: (element: HTMLElement) => (embedOf(element.querySelector('a')?.getAttribute('href')) ? null : false),
      },
    ];
  },
  renderHTML({ node }) {
    const embed = embedOf(node.attrs.url as string);
    if (!embed) return ['figure', { [BLOCK_ATTRIBUTE]: 'embed' }];
    return ['figure', { [BLOCK_ATTRIBUTE]: 'embed', 'data-provider': embed.provider }, ['a', { href: embed.url }, embed.url]];
  },
});

/** A pull quote is a block quote marked so (`data-block="pullquote"`): the reader's page sets it large. */
export const PullQuote = Extension.create({
  name: 'pullQuote',
  addGlobalAttributes() {
    return [
      {
        types: ['blockquote'],
        attributes: {
          kind: {
            default: null,
            parseHTML: (element: HTMLElement) => (element.getAttribute(BLOCK_ATTRIBUTE) === 'pullquote' ? 'pullquote' : null),
            renderHTML: (attributes: Record<string, unknown>) => (attributes.kind === 'pullquote' ? { [BLOCK_ATTRIBUTE]: 'pullquote' } : {}),
          },
        },
      },
    ];
  },
});
