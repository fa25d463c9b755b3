import type { ImageRef } from '../../../../contracts/common';
import type { BodyImage } from '../../../lib/storyBlocks';

/** An uploaded (or library) picture as a block stores it: its path, size and renditions' widths, with its alt. */
export function blockImage(image: ImageRef, alt: string): BodyImage {
  return { src: image.path, alt, width: image.width, height: image.height, widths: image.widths ?? [] };
}

/** A stored block's picture as the desk previews it. */
export function imageOfBlock(image: BodyImage): ImageRef {
  return { path: image.src, pathWebp: image.src, width: image.width || 1, height: image.height || 1, ...(image.widths.length > 0 ? { widths: [...image.widths] } : {}) };
}
